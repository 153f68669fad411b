// Writes the table of what each Han letter reads as under an ICU transform (`HanReadingTable`), from the
// transform itself, for CollationData/HanReadings/. Run by Scripts/generate-han-readings.sh.
import Foundation
import LocalizedIndexCollation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: han-readings-generator TRANSFORM_ID OUTPUT.tsv\n".utf8))
    exit(2)
}
do {
    let bytes = try HanReadingTable.generate(transformID: arguments[1])
    try Data(bytes).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("han-readings-generator: \(error)\n".utf8))
    exit(1)
}
