import Foundation
import LocalizedIndexCollation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// Inputs the fuzz targets (Fuzz/) once crashed on, in `Fixtures/fuzz-regressions/`, each read as its fuzz
/// target reads it (the file name's prefix says which: `csv-`, `vcard-`, `jsonl-`, `locale-`). Each must be
/// read to the end without crashing or looping; errors are fine.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
    static let folder = CLI.fixtures.appendingPathComponent("fuzz-regressions")
    static let targets = ["csv", "vcard", "jsonl", "locale"]

    /// Every regression input's file name (none yet is fine).
    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { name in targets.contains { name.hasPrefix("\($0)-") } }
            .sorted()
    }

    @Test("every regression input names its target")
    func namesKnownTargets() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        let unknown = names.filter { $0 != "README.md" && !Self.inputs.contains($0) }
        #expect(unknown.isEmpty, "name regression inputs csv-…, vcard-…, jsonl-… or locale-…")
    }

    @Test("every row of issue 21 that is an input file has a regression input")
    func issue21Rows() {
        for row in [2, 3, 4, 5, 6, 10, 11, 12, 13, 14] {
            let tag = "issue21-row\(row < 10 ? "0" : "")\(row)-"
            #expect(Self.inputs.contains { $0.contains(tag) }, "no regression input for issue 21 row \(row)")
        }
    }

    @Test("read without a crash", arguments: inputs)
    func readsWithoutCrash(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        switch String(name.prefix(while: { $0 != "-" })) {
        case "csv":
            for separator in [UInt8(ascii: ","), UInt8(ascii: "\t")] {
                let input = InputFile(name: name, bytes: bytes)
                guard var reader = try? DelimitedReader(input: input, separator: separator, nameField: nil) else { continue }
                Self.readAll(&reader, size: bytes.count)
            }
            let input = InputFile(name: name, bytes: bytes)
            if (try? input.adoptDetectedCharset()) != nil, let separator = try? SeparatorDetection.separator(of: input),
               var reader = try? DelimitedReader(input: input, separator: separator, nameField: nil) {
                Self.readAll(&reader, size: bytes.count)
            }
        case "vcard":
            var reader = VCardReader(input: InputFile(name: name, bytes: bytes))
            Self.readAll(&reader, size: bytes.count)
        case "jsonl":
            var reader = JSONLinesReader(input: InputFile(name: name, bytes: bytes), nameField: nil)
            Self.readAll(&reader, size: bytes.count)
        default:
            if let locale = try? CollationLocale(String(decoding: bytes, as: UTF8.self)) {
                _ = locale.displayName
                _ = locale.collationType
            }
        }
    }

    /// As the fuzz targets' `readAll`: every record, going on after an `InputError` as `--on-error skip` does.
    static func readAll(_ reader: inout some RecordReader, size: Int) {
        let resolver = NameResolver(order: .family)
        var calls = 0
        while true {
            calls += 1
            guard calls <= size + 2 else {
                Issue.record("reader made no progress: \(calls) calls on \(size) bytes")
                return
            }
            do {
                guard let record = try reader.next() else { return }
                _ = resolver.resolve(record)
            } catch is InputError {
                continue
            } catch {
                return
            }
        }
    }
}
