import Glibc

/// The corpora of generated names: `names_100k.tsv`, `names_1m.tsv`, … in one directory, made by the
/// package's `Scripts/generate-names.py` (Faker, seed 1) when missing, so every run and the peer read the
/// same bytes.
struct Corpus {
    /// The directory the files live in.
    var directory: String
    /// The Python 3 that has Faker and runs the generator.
    var python: String

    /// `Scripts/generate-names.py` in the package.
    static var generator: String { PackageLocations.packageRoot + "/Scripts/generate-names.py" }

    /// The file name for a row count: `names_100k.tsv`, `names_1m.tsv`, `names_2500.tsv`.
    static func fileName(rows: Int) -> String {
        let name: String
        if rows % 1_000_000 == 0 {
            name = "\(rows / 1_000_000)m"
        } else if rows % 1_000 == 0 {
            name = "\(rows / 1_000)k"
        } else {
            name = "\(rows)"
        }
        return "names_\(name).tsv"
    }

    /// The corpus of `rows` names, generated first when the file does not exist.
    ///
    /// - Throws: ``BenchmarkError`` when it must be generated and cannot be, saying how to fix that.
    func file(rows: Int) throws -> CorpusFile {
        let path = directory + "/" + Self.fileName(rows: rows)
        if let bytes = Self.size(of: path), bytes > 0 {
            return CorpusFile(rows: rows, path: path, bytes: bytes)
        }
        try generate(rows: rows, into: path)
        guard let bytes = Self.size(of: path) else { throw BenchmarkError("\(path) was not written") }
        return CorpusFile(rows: rows, path: path, bytes: bytes)
    }

    /// Runs `generate-names.py` into a temporary name and renames it, so an interrupted run leaves no
    /// half-written corpus behind to be measured next time.
    private func generate(rows: Int, into path: String) throws {
        let generator = Self.generator
        let faker = try ChildProcess(executable: python, arguments: ["-c", "import faker"]).run()
        guard faker.status == 0 else {
            throw BenchmarkError("""
                \(path) is missing, and generating it needs Python 3 with the Faker package:
                    \(python) -m pip install -r \(PackageLocations.packageRoot)/Scripts/requirements.txt
                then run the benchmark again (or give --python, a Python that has Faker, or generate it yourself:
                    \(python) \(generator) --count \(rows) --seed 1 -o \(path)).
                \(python) said: \(faker.standardError.trimmingTrailingWhitespace.split(separator: "\n").last ?? "")
                """)
        }
        ProgressLog.line("generating \(path) (\(rows) rows) with generate-names.py …")
        let partial = "\(path).partial-\(getpid())"
        let outcome = try ChildProcess(
            executable: python,
            arguments: [generator, "--count", String(rows), "--seed", "1", "-o", partial],
            standardOutput: .parentStandardError, standardError: .parentStandardError
        ).run()
        guard outcome.status == 0, rename(partial, path) == 0 else {
            unlink(partial)
            throw BenchmarkError("generate-names.py failed (exit \(outcome.status)) making \(path)")
        }
        ProgressLog.line("  generated in \(Format.fixed(outcome.wallSeconds, digits: 1)) s")
    }

    /// A file's size in bytes, or `nil` when it does not exist.
    static func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }
}

extension String {
    /// The text without trailing spaces and newlines.
    var trimmingTrailingWhitespace: String {
        String(reversed().drop { $0.isWhitespace }.reversed())
    }
}
