import Foundation
import Testing

/// The generated names the engine tests sort (`Scripts/generate-names.py`, seed 1), made once and kept in the
/// build folder, and `sort-contacts`' output for each ``EngineCase``, made once per test run.
enum EngineCorpus {
    /// Rows of the corpus every engine orders.
    static let rowCount = 100_000

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/<configuration>/engine-corpus`: kept between runs, removed with the build folder.
    static let cacheFolder = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("engine-corpus")

    /// This run's outputs, made again by every run (so they are never stale), replacing the last run's.
    static let runFolder = cacheFolder.appendingPathComponent("outputs")

    /// The generator's TSV (`display given family phonetic faker_locale`; `sort-contacts` takes the `phonetic`
    /// column, a kana reading of Japanese names, for a reading by its name) or, `withReadings` false, the same
    /// rows with that column named `kana`, which no reader takes for a reading.
    ///
    /// Made in one process (`--jobs 1`: 100k rows in 5 s, the same rows as with any number of jobs), so no worker
    /// pool runs under the tests: one hung a run when its workers inherited a mask blocking the SIGTERM that
    /// stops them (``ExternalCommand`` now starts programs with signals unblocked).
    static func names(withReadings: Bool) async throws -> URL {
        let name = "names-\(rowCount)-seed1\(withReadings ? "" : "-no-readings").tsv"
        let file = cacheFolder.appendingPathComponent(name)
        return try await Made.shared.file(file, keep: true) {
            if withReadings {
                try ExternalCommand.named("python3", hint: "install python3 and Scripts/requirements.txt with pip",
                                          arguments: [packageRoot.appendingPathComponent("Scripts/generate-names.py").path,
                                                      "--count", "\(rowCount)", "--seed", "1", "--jobs", "1",
                                                      "--output", $0.path])
                    .output()
            } else {
                var text = try String(contentsOf: try await names(withReadings: true), encoding: .utf8)
                let headerEnd = try #require(text.firstIndex(of: "\n"))
                let header = text[..<headerEnd].split(separator: "\t").map { $0 == "phonetic" ? "kana" : String($0) }
                text.replaceSubrange(..<headerEnd, with: header.joined(separator: "\t"))
                try text.write(to: $0, atomically: false, encoding: .utf8)
            }
        }
    }

    /// `sort-contacts --format <format>` of the case's corpus, with the case's options: `contacts.<format>`
    /// in a folder of the case's own, where the recipes find it.
    static func sorted(_ engineCase: EngineCase, format: String) async throws -> URL {
        let file = runFolder.appendingPathComponent(engineCase.fileStem).appendingPathComponent("contacts.\(format)")
        return try await Made.shared.file(file, keep: false) { target in
            let input = try await names(withReadings: engineCase.withReadings)
            try CLI.execute(["sort-contacts", "--input", input.path, "--format", format, "--output", target.path]
                            + engineCase.arguments)
        }
    }

    /// Files made at most once, each by the first test that asks for it; the others wait for that.
    actor Made {
        static let shared = Made()
        private var tasks: [URL: Task<URL, any Error>] = [:]

        /// `file`, made by `make` (given a temporary name beside it, renamed when complete) unless it is
        /// there from an earlier run and `keep`.
        func file(_ file: URL, keep: Bool, make: @escaping @Sendable (URL) async throws -> Void) async throws -> URL {
            if let task = tasks[file] { return try await task.value }
            let task = Task {
                if keep, FileManager.default.fileExists(atPath: file.path) { return file }
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                let partial = file.appendingPathExtension("partial-\(getpid())")
                defer { try? FileManager.default.removeItem(at: partial) }
                try await make(partial)
                try? FileManager.default.removeItem(at: file)
                try FileManager.default.moveItem(at: partial, to: file)
                return file
            }
            tasks[file] = task
            return try await task.value
        }
    }
}

/// One way of sorting the corpus that every engine must reproduce: a locale, a style, and whether readings
/// are given.
struct EngineCase: Sendable, Hashable, CustomTestStringConvertible {
    var locale: String
    var style: String
    /// Whether the corpus has its `phonetic` column (taken for a reading by its name; for Japanese also named
    /// with `--reading-field`, as a user would).
    var withReadings = true

    /// en, sv, de, zh, zh-Hant, ja with and without readings, and ar, in the `uikit` and `icu` styles.
    static let all: [EngineCase] = ["uikit", "icu"].flatMap { style in
        ["en", "sv", "de", "zh", "zh-Hant", "ja", "ar"].map { EngineCase(locale: $0, style: style) }
            + [EngineCase(locale: "ja", style: style, withReadings: false)]
    }

    /// The cases in the `icu` style, where a database's own ICU collation must agree with the keys.
    static let icuStyle = all.filter { $0.style == "icu" }

    var arguments: [String] {
        ["--locale", locale, "--style", style] + (locale == "ja" && withReadings ? ["--reading-field", "phonetic"] : [])
    }

    /// The SQL expression of the string the record is compared by: its reading when it has one.
    var sortName: String { withReadings ? "coalesce(nullif(phonetic, ''), display)" : "display" }

    var fileStem: String { "\(locale)-\(style)\(withReadings ? "" : "-no-readings")" }

    var testDescription: String { "\(locale) \(style)\(withReadings ? "" : " without readings")" }
}
