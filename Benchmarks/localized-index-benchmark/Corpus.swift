import ArgumentParser
import Foundation

/// Which names a corpus holds.
enum CorpusKind: String, Codable, CaseIterable, Sendable, ExpressibleByArgument {
    /// Names from all 23 of the generator's locales: Han, kana, Hangul, Cyrillic, Arabic, Thai … and Latin.
    case mixed
    /// Names from the generator's locales that write the Latin script only.
    case latin

    /// The file name's stem: `names_1k.tsv`, `latin_1k.tsv`.
    var stem: String { self == .mixed ? "names" : "latin" }

    /// The generator's arguments beyond count, seed and output.
    var generatorArguments: [String] {
        self == .mixed ? [] : ["--locales", "en_US,de_DE,fr_FR,sv_SE,da_DK,no_NO,fi_FI,pl_PL,cs_CZ,es_ES,tr_TR,vi_VN"]
    }
}

/// The corpora of generated names: `names_100k.tsv`, `latin_1m.tsv`, … in one directory, made by the
/// package's `Scripts/generate-names.py` (Faker, seed 1; the warm-up names seed 2, `names_10k_seed2.tsv`)
/// when missing, so every run and the peer read the same bytes.
struct Corpus {
    /// The directory the files live in.
    var directory: String
    /// The Python 3 that has Faker and runs the generator.
    var python: String

    /// `Scripts/generate-names.py` in the package.
    static var generator: String { PackageLocations.packageRoot + "/Scripts/generate-names.py" }

    /// The file name for a row count and seed: `names_100k.tsv`, `names_1m.tsv`, `latin_2500.tsv`,
    /// `names_10k_seed2.tsv`.
    static func fileName(rows: Int, kind: CorpusKind = .mixed, seed: Int = 1) -> String {
        let name: String
        if rows % 1_000_000 == 0 {
            name = "\(rows / 1_000_000)m"
        } else if rows % 1_000 == 0 {
            name = "\(rows / 1_000)k"
        } else {
            name = "\(rows)"
        }
        return "\(kind.stem)_\(name)\(seed == 1 ? "" : "_seed\(seed)").tsv"
    }

    /// The corpus of `rows` names made with `seed`, generated first when the file does not exist.
    ///
    /// - Throws: ``BenchmarkError`` when it must be generated and cannot be, saying how to fix that.
    func file(rows: Int, kind: CorpusKind = .mixed, seed: Int = 1) throws -> CorpusFile {
        let path = directory + "/" + Self.fileName(rows: rows, kind: kind, seed: seed)
        if let bytes = Self.size(of: path), bytes > 0 {
            return CorpusFile(rows: rows, path: path, bytes: bytes, kind: kind)
        }
        try generate(rows: rows, kind: kind, seed: seed, into: path)
        guard let bytes = Self.size(of: path) else { throw BenchmarkError("\(path) was not written") }
        return CorpusFile(rows: rows, path: path, bytes: bytes, kind: kind)
    }

    /// Runs `generate-names.py` into a temporary name and renames it, so an interrupted run leaves no
    /// half-written corpus behind to be measured next time.
    private func generate(rows: Int, kind: CorpusKind, seed: Int, into path: String) throws {
        let generator = Self.generator
        let faker = try ChildProcess(executable: python, arguments: ["-c", "import faker"]).run()
        guard faker.status == 0 else {
            throw BenchmarkError("""
                \(path) is missing, and generating it needs Python 3 with the Faker package:
                    \(python) -m pip install -r \(PackageLocations.packageRoot)/Scripts/requirements.txt
                then run the benchmark again (or give --python, a Python that has Faker, or generate it yourself:
                    \(python) \(generator) --count \(rows) --seed \(seed) -o \(path)).
                \(python) said: \(faker.standardError.trimmingTrailingWhitespace.split(separator: "\n").last ?? "")
                """)
        }
        ProgressLog.line("generating \(path) (\(rows) rows) with generate-names.py …")
        let partial = "\(path).partial-\(ProcessInfo.processInfo.processIdentifier)"
        let outcome = try ChildProcess(
            executable: python,
            arguments: [generator, "--count", String(rows), "--seed", String(seed), "-o", partial]
                + kind.generatorArguments,
            standardOutput: .parentStandardError, standardError: .parentStandardError
        ).run()
        // An empty file of that name, which `file(rows:kind:seed:)` does not take, is replaced.
        try? FileManager.default.removeItem(atPath: path)
        guard outcome.status == 0, (try? FileManager.default.moveItem(atPath: partial, toPath: path)) != nil else {
            try? FileManager.default.removeItem(atPath: partial)
            throw BenchmarkError("generate-names.py failed (exit \(outcome.status)) making \(path)")
        }
        ProgressLog.line("  generated in \(Format.fixed(outcome.wallSeconds, digits: 1)) s")
    }

    /// A file's size in bytes, or `nil` when it does not exist.
    static func size(of path: String) -> Int? {
        try? URL(fileURLWithPath: path).resourceValues(forKeys: [.fileSizeKey]).fileSize
    }
}

extension String {
    /// The text without trailing spaces and newlines.
    var trimmingTrailingWhitespace: String {
        String(reversed().drop { $0.isWhitespace }.reversed())
    }
}
