import Foundation
import Testing

/// The ICU4C reference outputs in `Fixtures/`, made by `Fixtures/regenerate-peer-fixtures.sh` with the
/// repository's ICU4C reference program (`Benchmarks/ReferenceICU4C`) and cross-checked byte for byte against
/// PyICU (see `Fixtures/README.md`).
enum PeerFixtures {
    /// One peer run: an ICU locale ID, the locales whose labels were added, and the output file.
    struct Configuration: CustomTestStringConvertible, Sendable {
        var file: String
        var locale: String
        var addLabels: [String]
        var testDescription: String { addLabels.isEmpty ? locale : "\(locale)+\(addLabels.joined(separator: ","))" }
    }

    /// The peer's output: labels, and every bucket with its kind and items in sorted order.
    struct Output: Decodable {
        struct Section: Decodable {
            var label: String
            var type: String
            var items: [String]
        }
        var locale: String
        var labels: [String]
        var sections: [Section]
    }

    static let directory: URL = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// Every configuration of `ICU4C/MANIFEST.tsv`.
    static let configurations: [Configuration] = {
        let text = (try? String(contentsOf: directory.appendingPathComponent("ICU4C/MANIFEST.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Configuration(file: fields[0], locale: fields[1],
                                 addLabels: fields.count > 2 && !fields[2].isEmpty ? [fields[2]] : [])
        }
    }()

    /// The rows the peers read, as the peers read them: split on LF only, invalid UTF-8 as U+FFFD.
    static let inputRows: [String] = {
        let data = (try? Data(contentsOf: directory.appendingPathComponent("peer-input.tsv"))) ?? Data()
        var lines = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.dropFirst().map { String(decoding: $0, as: UTF8.self) }
    }()

    /// How many hostile rows (`Scripts/hostile_names.py`) the input starts with, before the generated names.
    static let hostileRowCount = 794

    /// The hostile rows only (the first part of the input, before the generated names).
    static var hostileRows: ArraySlice<String> { inputRows.prefix(hostileRowCount) }

    static func output(of configuration: Configuration) throws -> Output {
        let data = try Data(contentsOf: directory.appendingPathComponent("ICU4C/\(configuration.file)"))
        return try JSONDecoder().decode(Output.self, from: data)
    }
}

extension String {
    /// The string's code points: compares NFC and NFD spellings as different, as the peers' output does
    /// (Swift's `==` would call them equal).
    var scalars: [Unicode.Scalar] { Array(unicodeScalars) }
}
