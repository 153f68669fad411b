// The second peer of `localized-index-benchmark`: what a Swift developer writes without this package.
// Foundation's locale-aware `compare(_:options:range:locale:)` sorts the names, and each name goes under its
// first letter, upper-cased without diacritics ("#" for anything that is not a letter), in sorted order;
// sections as JSON on standard output, like `localized-index sort-contacts --format json`.
//
//   localized-index-foundation-peer --locale sv --input names.tsv [--key-column reading-else-display]
//
// The input is the benchmark's TSV (header `display given family phonetic faker_locale`); the key is
// `display`, or for `reading-else-display` the `phonetic` column where it is not empty (Japanese readings).
import Foundation

var localeID = "en", input = "", readings = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--locale": localeID = arguments.next() ?? localeID
    case "--input": input = arguments.next() ?? input
    case "--key-column": readings = arguments.next() == "reading-else-display"
    default:
        FileHandle.standardError.write(Data("usage: localized-index-foundation-peer --locale L --input FILE [--key-column display|reading-else-display]\n".utf8))
        exit(2)
    }
}

let locale = Locale(identifier: localeID)
guard let text = try? String(contentsOfFile: input, encoding: .utf8) else {
    FileHandle.standardError.write(Data("cannot read \(input)\n".utf8))
    exit(1)
}
var names: [String] = []
for line in text.split(separator: "\n").dropFirst() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    let phonetic = fields.count > 3 ? String(fields[3]) : ""
    names.append(readings && !phonetic.isEmpty ? phonetic : String(fields[0]))
}

let sorted = names.sorted { $0.compare($1, options: [.caseInsensitive], range: nil, locale: locale) == .orderedAscending }

var sections: [(title: String, names: [String])] = []
for name in sorted {
    let title: String
    if let first = name.first, first.isLetter {
        title = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: locale).uppercased()
    } else {
        title = "#"
    }
    if sections.last?.title == title {
        sections[sections.count - 1].names.append(name)
    } else {
        sections.append((title, [name]))
    }
}

let json = sections.map { ["title": $0.title, "names": $0.names] as [String: Any] }
let data = try JSONSerialization.data(withJSONObject: ["sections": json])
FileHandle.standardOutput.write(data)
