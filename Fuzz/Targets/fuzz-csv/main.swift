// libFuzzer target: the CSV and TSV reader (`DelimitedReader`) over arbitrary bytes, each input read both
// ways, as `sort-contacts --on-error skip` reads them, then as a `.csv` is: its charset detected (ICU) and
// its separator detected.
import Foundation
@testable import FuzzSupport
@testable import LocalizedIndexContacts

exit(runLibFuzzer { data, size in
    for separator in [UInt8(ascii: ","), UInt8(ascii: "\t")] {
        let input = InputFile(name: "fuzz", bytes: bytes(data, size))
        guard var reader = try? DelimitedReader(input: input, separator: separator, nameField: nil) else { continue }
        readAll(&reader, size: size)
    }
    let input = InputFile(name: "fuzz", bytes: bytes(data, size))
    if (try? input.adoptDetectedCharset()) != nil, let separator = try? SeparatorDetection.separator(of: input),
       var reader = try? DelimitedReader(input: input, separator: separator, nameField: nil) {
        readAll(&reader, size: size)
    }
    return 0
})
