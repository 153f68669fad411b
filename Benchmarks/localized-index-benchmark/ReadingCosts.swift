import Foundation

extension BenchmarkSession {
    /// The names read, per locale that reads them: ours (`section(for:)` over them in a `measure-library`
    /// child, after its set-up) against the reading peer's (`--readings` on a file of them, after its
    /// set-up), run after run, alternating. On the mixed corpus closest to 10k rows; the names are those
    /// whose key, as the library phases take it (``KeyColumn/forLocale(_:)``), starts with an ideograph, each
    /// read once (no warm-up: a warm collation has read its names before). A locale whose peer reads none of
    /// them (`zh_Hant`: ICU's stroke index places Han names itself) has no row.
    func measureReadings(corpora: [CorpusFile], peer: ICU4CPeer, notes: inout Notes) -> [ReadingsMeasurements] {
        guard let file = corpora.filter({ $0.kind == .mixed }).min(by: { abs($0.rows - 10_000) < abs($1.rows - 10_000) })
        else { return [] }
        var measured: [ReadingsMeasurements] = []
        for locale in locales where ICU4CPeer.readsNames(locale: locale) {
            let path = NSTemporaryDirectory() + "/localized-index-benchmark-read-\(locale)-\(getpid()).tsv"
            defer { try? FileManager.default.removeItem(atPath: path) }
            guard let names = notes.recording("names read in \(locale)", {
                try Self.writeNamesRead(from: file.path, column: .forLocale(locale), to: path)
            }), names > 0 else { continue }
            var cell = ReadingsMeasurements(locale: locale, corpus: file, names: names)
            let runs = Self.runs(runs, forRows: file.rows)
            for run in 1...runs {
                guard let sample = notes.recording("reading peer on the names read in \(locale)", {
                    try peer.fullRun(locale: locale, corpus: path, reading: .namesOnly)
                }) else { break }
                if (sample.timings.namesRead ?? 0) == 0 { break }
                cell.peer.append(sample)
                if let ours = notes.recording("reading the names in \(locale)", {
                    try measureLibrary(["measure-library", "--corpus", path, "--locale", locale,
                                        "--key-column", KeyColumn.display.rawValue, "--phase", LibraryPhase.bucket.rawValue])
                }) {
                    cell.ours.append(ours)
                }
                ProgressLog.line("readings \(locale) run \(run)/\(runs): \(names) names")
            }
            if !cell.peer.isEmpty { measured.append(cell) }
        }
        return measured
    }

    /// Writes the keys of `corpus` (by `column`) whose first letter is an ideograph to `path`, one column
    /// `display`, and returns how many there are.
    static func writeNamesRead(from corpus: String, column: KeyColumn, to path: String) throws -> Int {
        let names = try CorpusKeys.read(path: corpus, column: column).filter(startsWithIdeograph)
        let text = "display\n" + names.map { $0 + "\n" }.joined()
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw BenchmarkError("cannot write \(path)")
        }
        return names.count
    }

    /// Whether the first letter (Alphabetic character) of `name` is an ideograph: the names that are read.
    static func startsWithIdeograph(_ name: String) -> Bool {
        name.unicodeScalars.first { $0.properties.isAlphabetic }?.properties.isIdeographic ?? false
    }
}
