import ArgumentParser

/// What one measured child process cost, seen from the parent: wall time, CPU time and peak memory.
struct ProcessSample: Codable, Sendable {
    var wallSeconds: Double
    var cpuSeconds: Double
    var peakResidentKiB: Int
}

/// The library work a `measure-library` child times, one per child so each starts cold and has its own
/// peak memory.
enum LibraryPhase: String, Codable, CaseIterable, Sendable, ExpressibleByArgument {
    /// (b) `section(for:)` over every key.
    case bucket
    /// (c) `sorted(_:parallelism: .serial)` over every key: sort keys and the sort.
    case sort
    /// (e) `sections(of:sectionedBy:sortedBy:parallelism: .serial)`: bucket and sort on one thread.
    case sectionsSerial = "sections-serial"
    /// (e) the same with `parallelism: .automatic`: every core.
    case sectionsAutomatic = "sections-automatic"
}

/// Which column of the corpus gives each row's key.
enum KeyColumn: String, Codable, Sendable, ExpressibleByArgument {
    /// The `display` column, as shown.
    case display
    /// The `phonetic` column (the kana reading) where it is not empty, else `display`: Japanese with
    /// readings, as the CLI places and sorts a record that has a reading.
    case readingElseDisplay = "reading-else-display"

    /// The column the benchmark keys a locale by: readings for Japanese, the display name otherwise.
    static func forLocale(_ locale: String) -> KeyColumn {
        let language = locale.prefix { $0.isLetter }.lowercased()
        return language == "ja" ? .readingElseDisplay : .display
    }
}

/// The JSON line a `measure-library` child prints: its in-process phase times.
struct LibraryPhaseReport: Codable, Sendable {
    var phase: LibraryPhase
    var locale: String
    /// The locale whose collation rules ICU used, as the library reports it.
    var collationLocale: String
    var keyColumn: KeyColumn
    var rows: Int
    /// (a) The first `LocalizedIndexCollation(locale:options:)` in the process.
    var buildColdSeconds: Double
    /// (a) An identical second call, served from the library's cache.
    var buildCachedSeconds: Double
    /// (a′) The first names the collation reads, ``LibraryPhases/firstNames``: what opens a reading transform
    /// (`Han-Latin/Names`, about 0.1 s) or MeCab on first use. Set-up, done before the phase as the peer's
    /// is, and timed apart.
    var firstReadSeconds: Double
    /// Reading the corpus file and splitting it into keys (not part of any phase).
    var readSeconds: Double
    /// The phase itself.
    var phaseSeconds: Double
    /// A number derived from the phase's result, so the work cannot be optimised away; equal across runs.
    var checksum: Int
}

/// One `measure-library` child: the parent's view and the child's own report.
struct LibrarySample: Codable, Sendable {
    var process: ProcessSample
    var report: LibraryPhaseReport
}

/// The phase times the ICU4C peer prints on standard error with `--timings`.
struct PeerTimings: Codable, Sendable {
    var peer: String
    var icu: String
    var n: Int
    var readSeconds: Double
    var indexSeconds: Double
    /// Bucketing every name (`getBucketIndex`).
    var bucketSeconds: Double
    /// Sort keys for every name and a stable sort of each bucket.
    var sortSeconds: Double
    var outputSeconds: Double
    /// The reading peer: how many names it read (Han-Latin/Names or MeCab), and making every row's key
    /// (part of `bucket_s`).
    var namesRead: Int?
    var readingsSeconds: Double?

    enum CodingKeys: String, CodingKey {
        case peer, icu, n
        case readSeconds = "read_s", indexSeconds = "index_s", bucketSeconds = "bucket_s"
        case sortSeconds = "sort_s", outputSeconds = "output_s"
        case namesRead = "read", readingsSeconds = "readings_s"
    }
}

/// One full run of the peer (`reference-index --locale L --input FILE --timings > /dev/null`).
struct PeerSample: Codable, Sendable {
    var process: ProcessSample
    var timings: PeerTimings
}

/// Every sample taken for one corpus and locale, in run order.
struct LocaleMeasurements: Codable, Sendable {
    var locale: String
    var keyColumn: KeyColumn
    var library: [LibrarySample] = []
    /// (d) `localized-index sort-contacts --locale L --input FILE --format json > /dev/null`.
    var sortContacts: [ProcessSample] = []
    var peer: [PeerSample] = []
    /// The peer with the same warm-up as the library phases (`--warm-up`): its `bucket_s` and `sort_s` are
    /// what warm library phases are divided by. Empty unless the corpus has a ``CorpusMeasurements/warmUp``.
    var peerWarm: [PeerSample] = []
    /// The Foundation peer (`localized-index-foundation-peer`) on the same file.
    var foundationPeer: [ProcessSample] = []
    /// Whether this locale's targets are taken against the reading peer (``ICU4CPeer/readsNames(locale:)``).
    var usesReadingPeer = false
    /// The reading peer's full runs, by the reading column as the CLI (`--readings --reading-column phonetic`).
    var readingPeer: [PeerSample] = []
    /// The reading peer with the library's warm-up, keyed as the library phases are.
    var readingPeerWarm: [PeerSample] = []

    /// The samples of one library phase.
    func library(_ phase: LibraryPhase) -> [LibrarySample] { library.filter { $0.report.phase == phase } }
}

/// A corpus file of generated names.
struct CorpusFile: Codable, Sendable {
    var rows: Int
    var path: String
    var bytes: Int
    var kind: CorpusKind = .mixed

    /// `1k mixed`, `1M Latin-only`.
    var label: String { "\(Format.rows(rows)) \(kind == .mixed ? "mixed" : "Latin-only")" }
}

/// Every measurement on one corpus.
struct CorpusMeasurements: Codable, Sendable {
    var corpus: CorpusFile
    /// The names placed before each library phase, on both sides; `nil` when the phases ran on a collation
    /// that had read nothing but ``LibraryPhases/firstNames``.
    var warmUp: CorpusFile?
    var locales: [LocaleMeasurements]

    /// Each locale's medians and ratios, its library phases divided by the peer's warm runs when they ran warm.
    var summaries: [LocaleSummary] { locales.map { LocaleSummary($0, libraryIsWarm: warmUp != nil) } }
}

/// `localized-index titles --locale L > /dev/null`, run after run.
struct TitlesMeasurements: Codable, Sendable {
    var locale: String
    var runs: [ProcessSample]
}

/// The JSON line a `measure-builds` child prints: one cold build per available locale.
struct BuildSurveyReport: Codable, Sendable {
    /// One locale's build.
    struct Build: Codable, Sendable {
        var identifier: String
        var seconds: Double
        /// Why the build failed, when it did.
        var error: String?
    }

    var builds: [Build]
}

/// The JSON line a `measure-memory` child prints: resident memory while the same work repeats.
struct MemoryGrowthReport: Codable, Sendable {
    /// The resident set after a round of calls.
    struct Round: Codable, Sendable {
        var round: Int
        var residentKiB: Int
    }

    var locales: [String]
    var rows: Int
    /// Resident memory after building the collations and reading the keys, before the first round.
    var baselineKiB: Int
    var rounds: [Round]
}

/// Everything one benchmark run measured, as written by `--json`.
struct BenchmarkResults: Codable, Sendable {
    var machine: MachineInfo
    var configuration: RunConfiguration
    var corpora: [CorpusMeasurements] = []
    var titles: [TitlesMeasurements] = []
    /// The peer on a header-only file: its start-up cost, for the memory target's runtime allowance.
    var peerStartup: [ProcessSample] = []
    var buildSurvey: BuildSurveyReport?
    var memoryGrowth: MemoryGrowthReport?
    /// What features cost on top of the run without them.
    var featureCosts: [FeatureCost] = []
    /// Issue 42's search measurements.
    var search: SearchMeasurements?
    /// Reading names, ours against the reading peer's, per locale that reads names.
    var readings: [ReadingsMeasurements] = []
    /// Why the peer columns are missing, when they are.
    var peerUnavailable: String?
    /// Measurements that failed, and other things a reader should know.
    var notes: [String] = []
    var targets: [TargetCheck] = []
}

/// The options a run was made with, recorded beside its results.
struct RunConfiguration: Codable, Sendable {
    var rows: [Int]
    var corpora: [CorpusKind]
    var foundationPeer: String?
    var foundationPeerMaxRows: Int
    var locales: [String]
    var runs: Int
    var corpusDirectory: String
    var peer: String
    var cli: String
    var skipped: [String]
}

/// Reading names, per locale that reads them: the names of a corpus that are read (the key, as the library
/// phases take it, starts with an ideograph), placed by ours (`section(for:)`, reading included) and by the
/// reading peer (`bucket_s`, its readings included; `readings_s`, its readings alone), each in a fresh
/// process after its set-up (ours: (a) and (a′); the peer: `index_s`).
struct ReadingsMeasurements: Codable, Sendable {
    var locale: String
    var corpus: CorpusFile
    /// How many names are read.
    var names: Int
    var ours: [LibrarySample] = []
    var peer: [PeerSample] = []

    /// Milliseconds per 1,000 names, of `seconds` for all of them.
    private func perThousand(_ seconds: Double) -> Double { names > 0 ? seconds * 1_000_000 / Double(names) : 0 }

    /// Ours: reading and placing, ms per 1,000 names read.
    var oursPerThousand: Summary? { Summary(ours) { perThousand($0.report.phaseSeconds) } }
    /// The reading peer's reading and placing (`bucket_s`), ms per 1,000 names read.
    var peerPerThousand: Summary? { Summary(peer) { perThousand($0.timings.bucketSeconds) } }
    /// The reading peer's readings alone (`readings_s`), ms per 1,000 names read.
    var peerReadingsPerThousand: Summary? { Summary(peer) { perThousand($0.timings.readingsSeconds ?? 0) } }
}
