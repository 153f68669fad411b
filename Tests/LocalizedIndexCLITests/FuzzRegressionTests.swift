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

    /// Every regression input's file name; a missing folder is an empty list here and a failure in
    /// ``folderHoldsInputs()``.
    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { name in targets.contains { name.hasPrefix("\($0)-") } }
            .sorted()
    }

    @Test("the folder is there, with inputs for the readers")
    func folderHoldsInputs() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        for target in ["csv", "vcard", "jsonl"] {
            #expect(names.contains { $0.hasPrefix("\(target)-") }, "no \(target) regression input in \(Self.folder.path)")
        }
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

    @Test("read without a crash, failing only with the errors the readers document", arguments: inputs)
    func readsWithoutCrash(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        switch String(name.prefix(while: { $0 != "-" })) {
        case "csv":
            for separator in [UInt8(ascii: ","), UInt8(ascii: "\t")] {
                Self.allowingDocumentedErrors {
                    var reader = try DelimitedReader(input: InputFile(name: name, bytes: bytes), separator: separator, nameField: nil)
                    Self.readAll(&reader, size: bytes.count)
                }
            }
            Self.allowingDocumentedErrors {
                let input = InputFile(name: name, bytes: bytes)
                try input.adoptDetectedCharset()
                var reader = try DelimitedReader(input: input, separator: try SeparatorDetection.separator(of: input), nameField: nil)
                Self.readAll(&reader, size: bytes.count)
            }
        case "vcard":
            var reader = VCardReader(input: InputFile(name: name, bytes: bytes))
            Self.readAll(&reader, size: bytes.count)
        case "jsonl":
            var reader = JSONLinesReader(input: InputFile(name: name, bytes: bytes), nameField: nil)
            Self.readAll(&reader, size: bytes.count)
        default:
            Self.allowingDocumentedErrors {
                let locale = try CollationLocale(String(decoding: bytes, as: UTF8.self))
                _ = locale.displayName
                _ = locale.collationType
            }
        }
    }

    /// Runs `body`; an error it throws must be one the readers and the locale parser document (a bad record,
    /// a bad file, an unknown locale), anything else is a failure.
    static func allowingDocumentedErrors(_ body: () throws -> Void) {
        do {
            try body()
        } catch is InputError {
        } catch is ContactFileError {
        } catch is LocaleError {
        } catch {
            Issue.record("an error of an undocumented type, \(type(of: error)): \(error)")
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
                // A reader's other errors end the read (a file it cannot read): they must be documented ones.
                allowingDocumentedErrors { throw error }
                return
            }
        }
    }
}
