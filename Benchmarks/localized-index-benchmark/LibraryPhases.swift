import ArgumentParser
import LocalizedIndexCollation

extension Benchmark {
    /// `measure-library` (hidden): times one library phase on one corpus and locale in this fresh process,
    /// and prints a ``LibraryPhaseReport`` as one JSON line.
    ///
    /// The collation is built first, twice: (a) the cold build, then the cached one. With a warm-up corpus,
    /// its names are then placed and sorted once, untimed, as a long-running process (a server) has placed
    /// other names before this call. The corpus is read after that and its reading is timed apart, so no
    /// phase includes I/O.
    struct MeasureLibrary: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "measure-library",
            abstract: "Time one library phase in this process (used by the benchmark itself).",
            shouldDisplay: false
        )

        @Option(help: "The corpus TSV file.")
        var corpus: String

        @Option(help: "The locale, as given to LocalizedIndexCollation(locale:).")
        var locale: String

        @Option(help: "display | reading-else-display")
        var keyColumn: KeyColumn

        @Option(help: "bucket | sort | sections-serial | sections-automatic")
        var phase: LibraryPhase

        @Option(help: "A corpus of other names placed and sorted once before the phase, untimed.")
        var warmUpCorpus: String?

        func run() throws {
            let options = try LibraryPhases.options(locale: locale)
            let (collation, cold) = try Stopwatch.time { try LocalizedIndexCollation(locale: locale, options: options) }
            let (_, cached) = try Stopwatch.time { try LocalizedIndexCollation(locale: locale, options: options) }
            let (_, firstRead) = Stopwatch.time { LibraryPhases.firstNames.forEach { _ = collation.section(for: $0) } }
            if let warmUpCorpus {
                LibraryPhases.warmUp(collation, on: try CorpusKeys.read(path: warmUpCorpus, column: keyColumn))
            }
            let (keys, read) = try Stopwatch.time { try CorpusKeys.read(path: corpus, column: keyColumn) }
            let (checksum, seconds) = LibraryPhases.measure(phase, keys: keys, collation: collation)
            try JSONLine.print(LibraryPhaseReport(
                phase: phase, locale: locale, collationLocale: collation.collationLocale, keyColumn: keyColumn,
                rows: keys.count, buildColdSeconds: cold, buildCachedSeconds: cached, firstReadSeconds: firstRead,
                readSeconds: read,
                phaseSeconds: seconds, checksum: checksum
            ))
        }
    }
}

/// The library calls each phase times: exactly the public API an app would call on its keys.
enum LibraryPhases {
    /// Names placed once before any phase: a collation opens what reads names (its reading table, ICU's
    /// `Han-Latin/Names` transform for a name the table cannot read alone, MeCab) when it first meets one,
    /// and that one-time set-up belongs with building the collation, as the peer's set-up is outside its
    /// phases. A Han character, and a Han character with a kana one (read by the whole transform); short and
    /// made up, so the phase finds next to nothing already read.
    static let firstNames = ["王", "王あ"]

    /// The options the benchmark builds a locale's collation with: MeCab for a locale that reads kanji,
    /// found as the CLI finds it (`LOCALIZED_INDEX_MECAB_LIBRARY`, else the system's), so that the library
    /// phases do the CLI's work. Loaded before any timing: an app loads it once.
    static func options(locale: String) throws -> LocalizedIndexCollation.Options {
        let readsKanji = LocalizedIndexCollation.readsKanji(locale: try CollationLocale(locale), style: .uikit)
        return LocalizedIndexCollation.Options(kanjiReadings: readsKanji ? try? kanjiReadings.get() : nil)
    }

    /// MeCab, loaded once, or why not.
    private static let kanjiReadings = Result { () throws(MeCabError) in
        try LocalizedIndexCollation.KanjiReadings.mecab(library: ProcessEnvironment.variables["LOCALIZED_INDEX_MECAB_LIBRARY"])
    }

    /// Places and sorts `keys` once, on one thread, and lets the result go: what a long-running process has
    /// done with other names before the call the benchmark times.
    static func warmUp(_ collation: LocalizedIndexCollation, on keys: [String]) {
        _ = sections(of: keys, collation: collation, parallelism: .serial)
    }

    /// The keys placed and sorted into sections, each key its own section and sort key: phase (e).
    private static func sections(
        of keys: [String], collation: LocalizedIndexCollation, parallelism: LocalizedIndexCollation.Parallelism
    ) -> [IndexSection<String>] {
        collation.sections(of: keys, sectionedBy: { $0 }, sortedBy: { $0 }, parallelism: parallelism)
    }

    /// Runs `phase` over `keys` and returns a checksum of the result with the time the call took; the
    /// checksum is computed after the clock stops.
    static func measure(
        _ phase: LibraryPhase, keys: [String], collation: LocalizedIndexCollation
    ) -> (checksum: Int, seconds: Double) {
        switch phase {
        case .bucket:
            let (sum, seconds) = Stopwatch.time {
                var sum = 0
                for key in keys { sum &+= collation.section(for: key) }
                return sum
            }
            return (sum, seconds)
        case .sort:
            let (sorted, seconds) = Stopwatch.time { collation.sorted(keys, parallelism: .serial) }
            return (checksum(of: sorted), seconds)
        case .sectionsSerial, .sectionsAutomatic:
            let parallelism: LocalizedIndexCollation.Parallelism = phase == .sectionsSerial ? .serial : .automatic
            let (sections, seconds) = Stopwatch.time { Self.sections(of: keys, collation: collation, parallelism: parallelism) }
            return (checksum(of: sections), seconds)
        }
    }

    /// An order-sensitive checksum of sorted strings: their UTF-8 lengths weighted by position.
    static func checksum(of strings: [String]) -> Int {
        var sum = strings.count
        for (position, string) in strings.enumerated() { sum &+= (position & 0xffff) &* string.utf8.count }
        return sum
    }

    /// A checksum of sections: which sections, how full, and their items' order.
    static func checksum(of sections: [IndexSection<String>]) -> Int {
        sections.reduce(0) { sum, section in sum &* 31 &+ section.index &* 7 &+ checksum(of: section.items) }
    }
}
