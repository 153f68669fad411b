import Foundation

/// One benchmark run: every measurement in a fresh child process, ours and the peer's interleaved run by
/// run so that load from elsewhere on the machine falls on both alike.
struct BenchmarkSession {
    var rows: [Int]
    var kinds: [CorpusKind]
    var locales: [String]
    var runs: Int
    var corpus: Corpus
    /// A peer to time instead of the reference program built from `Benchmarks/ReferenceICU4C`.
    var peerPath: String?
    var cli: String
    /// The Foundation peer, run on corpora of at most ``foundationPeerMaxRows`` rows.
    var foundationPeer: String
    var foundationPeerMaxRows: Int
    var skipped: Set<OptionalPart>

    /// The corpus the memory-growth child arranges over and over: the 100k file.
    static let memoryGrowthRows = 100_000

    /// Corpora of at most this many rows are measured ``shortCorpusRunFactor`` times as often: a run takes
    /// milliseconds, and on a shared machine one disturbed run in three (a 1k ja run took 20 ms and 95 ms
    /// in one benchmark) moves a median of three a long way.
    static let shortCorpusRows = 10_000
    static let shortCorpusRunFactor = 3

    /// Mixed corpora of at most this many rows have their library phases measured warm, on both sides: issue
    /// #20's target is a warm collation in a long-running process (a server) on 1k and 10k names. Larger
    /// corpora keep issue #6's measurement, the first call after set-up.
    static let warmLibraryMaxRows = 10_000
    /// The names a warm library phase places first (ours: ``LibraryPhases/warmUp(_:on:)``; the peer:
    /// `--warm-up`): 10k mixed names made with another seed, so the timed names are new to the collation
    /// except those two lists share by chance (common names, about 5 %), as a server's users share them.
    static let warmUpRows = 10_000
    static let warmUpSeed = 2

    /// On corpora of more than ``shortCorpusRows`` rows each timed run of the peer and of `sort-contacts`
    /// follows an untimed run of the same command (hyperfine's `--warmup`): a round of such a corpus takes a
    /// minute or more, and a kernel that writes out page cache left idle that long (the benchmark machine
    /// runs DAMON's `pageout` scheme on pages idle 60 s) leaves the next run of a locale to read its files
    /// from disk again. Only our `ja` run reads MeCab's 50 MB dictionary: one benchmark timed the 1M `ja`
    /// run at 0.88 s, the next at 1.47 s, the peer's alike in both.
    static func warmsFiles(forRows rows: Int) -> Bool { rows > shortCorpusRows }

    /// The runs per measurement on a corpus of `rows` rows.
    static func runs(_ runs: Int, forRows rows: Int) -> Int {
        rows <= shortCorpusRows ? runs * shortCorpusRunFactor : runs
    }

    /// Runs everything and returns the samples; the report is made from them.
    ///
    /// - Throws: ``BenchmarkError`` when a corpus cannot be had; a failing measurement is a note instead.
    func run() throws -> BenchmarkResults {
        var results = BenchmarkResults(
            machine: .current(),
            configuration: RunConfiguration(rows: rows, corpora: kinds, foundationPeer: foundationPeer,
                                            foundationPeerMaxRows: foundationPeerMaxRows,
                                            locales: locales, runs: runs,
                                            corpusDirectory: corpus.directory,
                                            peer: peerPath ?? ICU4CPeer.defaultExecutable, cli: cli,
                                            skipped: skipped.map(\.rawValue).sorted())
        )
        var notes = Notes()
        let corpora = try kinds.flatMap { kind in try rows.map { try corpus.file(rows: $0, kind: kind) } }
        let peer: ICU4CPeer?
        do {
            peer = try ICU4CPeer.prepare(at: peerPath)
        } catch {
            peer = nil
            results.peerUnavailable = String(describing: error)
            ProgressLog.line("no ICU4C peer, the report will have no peer columns: \(error)")
        }

        let warmsLibrary = { (file: CorpusFile) in file.kind == .mixed && file.rows <= Self.warmLibraryMaxRows }
        let warmUp = corpora.contains(where: warmsLibrary)
            ? try corpus.file(rows: Self.warmUpRows, kind: .mixed, seed: Self.warmUpSeed) : nil
        if let peer, peer.readingExecutable == nil, locales.contains(where: ICU4CPeer.readsNames(locale:)) {
            notes.add("no reading peer beside \(peer.executable) (build.sh builds it where libmecab-dev is installed): "
                + "ja, zh and zh_Hant are measured against the plain peer")
        }
        for file in corpora {
            results.corpora.append(measure(file, warmUp: warmsLibrary(file) ? warmUp : nil, peer: peer, notes: &notes))
        }
        if !skipped.contains(.readings), let peer, peer.readingExecutable != nil {
            results.readings = measureReadings(corpora: corpora, peer: peer, notes: &notes)
        }
        results.machine.peerICUVersion = results.corpora.lazy.flatMap(\.locales).flatMap(\.peer).first?.timings.icu
        if !skipped.contains(.titles) {
            (results.titles, results.peerStartup) = measureTitles(peer: peer, notes: &notes)
        }
        if !skipped.contains(.buildSurvey) {
            results.buildSurvey = notes.recording("building every locale's collation") {
                ProgressLog.line("building the collation of every available locale, once each …")
                return try measureChild(BuildSurveyReport.self, ["measure-builds"])
            }
        }
        if !skipped.contains(.memoryGrowth) {
            results.memoryGrowth = notes.recording("memory growth") {
                let file = try corpus.file(rows: Self.memoryGrowthRows)
                ProgressLog.line("memory growth: \(locales.count) collations × \(Format.rows(file.rows)) keys, 30 rounds …")
                return try measureChild(MemoryGrowthReport.self,
                                        ["measure-memory", "--corpus", file.path, "--locales", locales.joined(separator: ",")],
                                        showingProgress: true)
            }
        }
        if !skipped.contains(.featureCosts) { results.featureCosts += measureNameSplitting(notes: &notes) }
        if !skipped.contains(.search) { results.search = measureSearch(notes: &notes) }
        results.notes = notes.all
        return results
    }

    /// Every run of every locale on one corpus: per run and locale the peer, the CLI, then each library
    /// phase in its own child; with `warmUp`, the peer once more placing its names first, and each library
    /// phase after placing them.
    private func measure(
        _ file: CorpusFile, warmUp: CorpusFile?, peer: ICU4CPeer?, notes: inout Notes
    ) -> CorpusMeasurements {
        var cells = locales.map { locale in
            var cell = LocaleMeasurements(locale: locale, keyColumn: .forLocale(locale))
            cell.usesReadingPeer = peer?.readingExecutable != nil && ICU4CPeer.readsNames(locale: locale)
            return cell
        }
        let runs = Self.runs(runs, forRows: file.rows), warmsFiles = Self.warmsFiles(forRows: file.rows)
        for run in 1...runs {
            for index in cells.indices {
                let locale = cells[index].locale
                var parts: [String] = []
                if let peer {
                    // Untimed; a failure shows in the timed run.
                    if warmsFiles { _ = try? peer.fullRun(locale: locale, corpus: file.path) }
                    if let sample = notes.recording("peer on \(locale)", { try peer.fullRun(locale: locale, corpus: file.path) }) {
                        cells[index].peer.append(sample)
                        parts.append("peer \(Format.seconds(sample.process.wallSeconds)) s")
                    }
                }
                if let peer, cells[index].usesReadingPeer {
                    if warmsFiles { _ = try? peer.fullRun(locale: locale, corpus: file.path, reading: .likeTheCLI) }
                    if let sample = notes.recording("reading peer on \(locale)", {
                        try peer.fullRun(locale: locale, corpus: file.path, reading: .likeTheCLI)
                    }) {
                        cells[index].readingPeer.append(sample)
                        parts.append("reading peer \(Format.seconds(sample.process.wallSeconds)) s")
                    }
                }
                if warmsFiles { _ = try? sortContacts(locale: locale, corpus: file.path) }
                if let sample = notes.recording("sort-contacts on \(locale)", { try sortContacts(locale: locale, corpus: file.path) }) {
                    cells[index].sortContacts.append(sample)
                    parts.append("sort-contacts \(Format.seconds(sample.wallSeconds)) s")
                }
                if file.rows <= foundationPeerMaxRows, let sample = notes.recording("Foundation peer on \(locale)", {
                    try runFoundationPeer(locale: locale, corpus: file.path, keyColumn: cells[index].keyColumn)
                }) {
                    cells[index].foundationPeer.append(sample)
                    parts.append("Foundation peer \(Format.seconds(sample.wallSeconds)) s")
                }
                if let peer, let warmUp, let sample = notes.recording("peer after a warm-up on \(locale)", {
                    try peer.fullRun(locale: locale, corpus: file.path, warmUp: warmUp.path)
                }) {
                    cells[index].peerWarm.append(sample)
                    let bucketAndSort = sample.timings.bucketSeconds + sample.timings.sortSeconds
                    parts.append("peer warm bucket + sort \(Format.seconds(bucketAndSort)) s")
                }
                // Keyed as the library phases are: by the reading column in ja, by the names elsewhere.
                if let peer, let warmUp, cells[index].usesReadingPeer, let sample = notes.recording(
                    "reading peer after a warm-up on \(locale)", {
                        try peer.fullRun(locale: locale, corpus: file.path, warmUp: warmUp.path,
                                         reading: cells[index].keyColumn == .readingElseDisplay ? .likeTheCLI : .namesOnly)
                    }) {
                    cells[index].readingPeerWarm.append(sample)
                    let bucketAndSort = sample.timings.bucketSeconds + sample.timings.sortSeconds
                    parts.append("reading peer warm bucket + sort \(Format.seconds(bucketAndSort)) s")
                }
                // The library phases on the mixed corpus only: the Latin-only one is for the CLI's targets.
                for phase in LibraryPhase.allCases where file.kind == .mixed {
                    let arguments = ["measure-library", "--corpus", file.path, "--locale", locale,
                                     "--key-column", cells[index].keyColumn.rawValue, "--phase", phase.rawValue]
                        + (warmUp.map { ["--warm-up-corpus", $0.path] } ?? [])
                    guard let sample = notes.recording("library \(phase.rawValue) on \(locale)", {
                        try measureLibrary(arguments)
                    }) else { continue }
                    if sample.report.rows != file.rows {
                        notes.add("\(file.path) has \(sample.report.rows) rows, not \(file.rows); regenerate it")
                    }
                    cells[index].library.append(sample)
                    parts.append("\(phase.rawValue) \(Format.seconds(sample.report.phaseSeconds)) s")
                }
                ProgressLog.line("\(file.label) \(locale) run \(run)/\(runs): " + parts.joined(separator: " · "))
            }
        }
        return CorpusMeasurements(corpus: file, warmUp: warmUp, locales: cells)
    }

    /// `localized-index titles --locale L` per run and locale, and the peer on a header-only file (its
    /// start-up: what the memory target allows the Swift runtime beyond it).
    private func measureTitles(peer: ICU4CPeer?, notes: inout Notes) -> ([TitlesMeasurements], [ProcessSample]) {
        var titles = locales.map { TitlesMeasurements(locale: $0, runs: []) }
        var peerStartup: [ProcessSample] = []
        let header = NSTemporaryDirectory() + "/localized-index-benchmark-header-\(getpid()).tsv"
        _ = FileManager.default.createFile(atPath: header, contents: Data("display\tgiven\tfamily\tphonetic\tfaker_locale\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: header) }
        for run in 1...runs {
            ProgressLog.line("titles run \(run)/\(runs) …")
            for index in titles.indices {
                let locale = titles[index].locale
                if let sample = notes.recording("titles on \(locale)", { try self.titles(locale: locale) }) {
                    titles[index].runs.append(sample)
                }
            }
            if let peer, let sample = notes.recording("peer start-up", { try peer.fullRun(locale: "en", corpus: header) }) {
                peerStartup.append(sample.process)
            }
        }
        return (titles, peerStartup)
    }

    private func sortContacts(locale: String, corpus: String) throws -> ProcessSample {
        try runCLI(["sort-contacts", "--locale", locale, "--input", corpus, "--format", "json"])
    }

    private func runFoundationPeer(locale: String, corpus: String, keyColumn: KeyColumn) throws -> ProcessSample {
        let arguments = ["--locale", locale, "--input", corpus, "--key-column", keyColumn.rawValue]
        let outcome = try ChildProcess(executable: foundationPeer, arguments: arguments, standardOutput: .discard).run()
        guard outcome.status == 0 else {
            throw BenchmarkError("\(foundationPeer) exited \(outcome.status): \(outcome.standardError.suffix(500))")
        }
        return outcome.sample
    }

    private func titles(locale: String) throws -> ProcessSample {
        try runCLI(["titles", "--locale", locale])
    }

    func runCLI(_ arguments: [String]) throws -> ProcessSample {
        let outcome = try ChildProcess(executable: cli, arguments: arguments, standardOutput: .discard).run()
        guard outcome.status == 0 else {
            throw BenchmarkError("\(cli) \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.standardError.suffix(500))")
        }
        return outcome.sample
    }

    func measureLibrary(_ arguments: [String]) throws -> LibrarySample {
        let outcome = try runSelf(arguments, showingProgress: false)
        return LibrarySample(process: outcome.sample,
                             report: try JSONLine.decode(LibraryPhaseReport.self, from: outcome.standardOutput))
    }

    func measureChild<Report: Decodable>(
        _ type: Report.Type, _ arguments: [String], showingProgress: Bool = false
    ) throws -> Report {
        try JSONLine.decode(type, from: runSelf(arguments, showingProgress: showingProgress).standardOutput)
    }

    /// This executable again, with a hidden measuring subcommand.
    private func runSelf(_ arguments: [String], showingProgress: Bool) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess(executable: PackageLocations.ownExecutable, arguments: arguments,
                                       standardError: showingProgress ? .parentStandardError : .capture).run()
        guard outcome.status == 0 else {
            throw BenchmarkError("\(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.standardError.suffix(1_000))")
        }
        return outcome
    }
}

/// Failed measurements and other remarks, each said once, in the order they came up.
struct Notes {
    private(set) var all: [String] = []

    mutating func add(_ note: String) {
        guard !all.contains(note) else { return }
        all.append(note)
        ProgressLog.line("note: \(note)")
    }

    /// `body`'s result, or `nil` with a note saying what failed.
    mutating func recording<Value>(_ what: String, _ body: () throws -> Value) -> Value? {
        do {
            return try body()
        } catch {
            add("\(what) failed: \(error)")
            return nil
        }
    }
}
