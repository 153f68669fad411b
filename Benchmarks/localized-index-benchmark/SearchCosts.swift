import ArgumentParser
import Foundation
import LocalizedIndexCollation

/// Issue 42's search: what a query costs end to end and in a warm library, what search keys cost beside
/// sort keys, and what the page's search field costs a keystroke.
struct SearchMeasurements: Codable, Sendable {
    /// `search` over `sort-contacts`, and `keys --with-search-keys` over `keys`.
    var costs: [FeatureCost] = []
    /// Queries in a library index of many names, warm.
    var warmQueries: [WarmQueryReport] = []
    /// Search keys beside sort keys in the library.
    var keyCosts: [KeyCostReport] = []
    /// The page's filtering, a keystroke at a time, in headless Chromium; nil when not measured (see notes).
    var page: PageFilterReport?
}

/// Search keys beside sort keys in the library, on every core: `searchIndex(names:readings:)` against
/// `placements(ofIndices:sectionedBy:sortedBy:parallelism:)` (each name's section and ICU sort key) of the
/// same names, in one process, alternating.
struct KeyCostReport: Codable, Sendable {
    var locale: String
    var rows: Int
    var sortKeySeconds: [Double]
    var searchKeySeconds: [Double]

    /// The median search-key time over the median sort-key time.
    var ratio: Double? {
        guard let sort = Summary(sortKeySeconds), let search = Summary(searchKeySeconds), sort.median > 0 else { return nil }
        return search.median / sort.median
    }
}

/// Warm queries in one process: an index of a corpus's names made once, then each query timed.
struct WarmQueryReport: Codable, Sendable {
    struct Query: Codable, Sendable {
        var query: String
        var found: Int
        /// The median of the query's timed runs.
        var medianSeconds: Double
    }

    var locale: String
    var rows: Int
    var indexSeconds: Double
    var queries: [Query]

    /// The median of the queries' medians.
    var medianSeconds: Double? { Summary(queries.map(\.medianSeconds))?.median }
}

/// `check_html.py --timing-json`: the page's filter timed a keystroke at a time.
struct PageFilterReport: Codable, Sendable {
    var rows: Int
    var keystrokes: Int
    var medianMilliseconds: Double
    var maximumMilliseconds: Double
    var withLayoutMedianMilliseconds: Double
}

/// The queries the search measurements type: name prefixes as a person types them, in several scripts, one
/// to a few letters, pinyin, initials, Hangul consonants, kana and romaji, two words in either order.
enum SearchQueries {
    /// The warm library queries, in every locale.
    static let warm = ["a", "ma", "mar", "maria", "john sm", "smith j", "zh", "zhang w", "王", "李娜", "ㄱ", "김민",
                       "ㄱㅁㅈ", "やま", "yamada", "たろう", "öst", "müller", "ив", "ανν"]

    /// The end-to-end queries: a locale and what a user of it types.
    static let endToEnd: [(locale: String, query: String)] = [
        ("en", "mar"), ("sv", "öst"), ("zh", "zh"), ("zh", "王"), ("ja", "やま"), ("ko", "ㄱ"),
    ]
}

extension BenchmarkSession {
    /// The corpus `search` and its sort-contacts baseline run on.
    static let searchRows = 10_000
    /// The corpus search keys are made for, beside their sort keys.
    static let searchKeyRows = 1_000_000
    /// The corpus the warm queries search.
    static let warmQueryRows = 100_000

    /// Issue 42's measurements.
    func measureSearch(notes: inout Notes) -> SearchMeasurements {
        var measurements = SearchMeasurements()
        measurements.costs += notes.recording("search end to end") { try measureSearchEndToEnd() } ?? []
        measurements.costs += notes.recording("search keys") { try measureSearchKeys() } ?? []
        measurements.keyCosts = notes.recording("search keys in the library") {
            let file = try corpus.file(rows: Self.searchKeyRows, kind: .mixed)
            return try ["en", "zh"].map { locale in
                ProgressLog.line("search keys beside sort keys in the library: \(locale), \(Format.rows(file.rows)) names …")
                return try measureChild(KeyCostReport.self, ["measure-search", "--corpus", file.path, "--locale", locale,
                                                              "--keys", "--repeats", String(runs)])
            }
        } ?? []
        measurements.warmQueries = notes.recording("warm queries") {
            let file = try corpus.file(rows: Self.warmQueryRows, kind: .mixed)
            return try ["en", "zh", "ja", "ko"].map { locale in
                ProgressLog.line("warm queries: \(locale), \(Format.rows(file.rows)) names …")
                return try measureChild(WarmQueryReport.self, ["measure-search", "--corpus", file.path, "--locale", locale])
            }
        } ?? []
        measurements.page = notes.recording("the page's search field") { try measurePageFilter() } ?? nil
        return measurements
    }

    /// `search QUERY` over `sort-contacts`, both `--format json`, on the 10k mixed names.
    private func measureSearchEndToEnd() throws -> [FeatureCost] {
        let names = try corpus.file(rows: Self.searchRows, kind: .mixed).path
        return try SearchQueries.endToEnd.map { locale, query in
            let command = ["--locale", locale, "--input", names, "--format", "json"]
            var cost = FeatureCost(
                name: "`search \(query)` over `sort-contacts`, `\(locale)`, \(Format.rows(Self.searchRows)) mixed names, json",
                baseline: ["sort-contacts"] + command, withFeature: ["search"] + command + [query], limit: 1.5)
            try measure(&cost)
            return cost
        }
    }

    /// `keys --with-search-keys` over `keys` on the 1M mixed names, on every core.
    private func measureSearchKeys() throws -> [FeatureCost] {
        let names = try corpus.file(rows: Self.searchKeyRows, kind: .mixed).path
        return try ["en", "zh"].map { locale in
            let command = ["keys", "--locale", locale, "--input", names, "--other-scripts", "group", "--format", "tsv"]
            // Reported: the target is the library's keys (KeyCostReport); this adds reading and writing rows.
            var cost = FeatureCost(
                name: "search keys: `keys --with-search-keys` over `keys`, `\(locale)`, \(Format.rows(Self.searchKeyRows)) mixed names, both cores",
                baseline: command, withFeature: command + ["--with-search-keys"], limit: nil)
            try measure(&cost, count: runs)
            return cost
        }
    }

    /// The 10k mixed names as a `zh` page with its search field, timed in headless Chromium by the browser
    /// check's timing (`check_html.py --search-timing`); nil with a note when Chromium is missing.
    private func measurePageFilter() throws -> PageFilterReport? {
        guard let chromium = Self.chromium() else {
            throw BenchmarkError("no Chromium found (apt-get install -y chromium, or set CHROMIUM=/path/to/chrome)")
        }
        let names = try corpus.file(rows: Self.searchRows, kind: .mixed).path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-index-benchmark-page-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("search-10000.html").path
        _ = try runCLI(["sort-contacts", "--locale", "zh", "--input", names, "--format", "html", "--search-entry", "--output", page])
        let report = folder.appendingPathComponent("timing.json").path
        let script = PackageLocations.packageRoot + "/Tests/LocalizedIndexCLITests/HTMLCheck/check_html.py"
        ProgressLog.line("the page's search field: \(Format.rows(Self.searchRows)) names in headless Chromium …")
        let outcome = try ChildProcess(executable: "/usr/bin/env",
                                       arguments: ["python3", script, "--chromium", chromium, "--search-timing", "search-10000", "--timing-json", report, "zh=\(page)"],
                                       standardOutput: .discard).run()
        guard outcome.status == 0, FileManager.default.fileExists(atPath: report) else {
            throw BenchmarkError("check_html.py exited \(outcome.status): \(outcome.standardError.suffix(500))")
        }
        return try JSONDecoder().decode(PageFilterReport.self, from: Data(contentsOf: URL(fileURLWithPath: report)))
    }

    /// The Chromium the browser checks use (`find-chromium.sh`): `$CHROMIUM`, or the first common name on the
    /// `PATH`.
    private static func chromium() -> String? {
        if let chosen = ProcessInfo.processInfo.environment["CHROMIUM"], !chosen.isEmpty { return chosen }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }
}

extension Benchmark {
    /// `measure-search` (hidden): an index of a corpus's names (their readings too) made in this process,
    /// then each of ``SearchQueries/warm`` searched for, once untimed and then timed; prints a
    /// ``WarmQueryReport`` as one JSON line.
    struct MeasureSearch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "measure-search",
            abstract: "Time warm queries in a library search index (used by the benchmark itself).",
            shouldDisplay: false
        )

        @Option(help: "The corpus TSV file.")
        var corpus: String

        @Option(help: "The locale, as given to LocalizedIndexCollation(locale:).")
        var locale: String

        @Option(help: "Timed runs per query (with --keys, per kind of key).")
        var repeats = 9

        @Flag(help: "Time search keys beside sort keys instead (a KeyCostReport).")
        var keys = false

        func run() throws {
            let collation = try LocalizedIndexCollation(locale: locale, options: LibraryPhases.options(locale: locale))
            let names = try CorpusKeys.read(path: corpus, column: .display)
            let readings = try CorpusKeys.read(path: corpus, column: .readingElseDisplay)
            if keys {
                return try JSONLine.print(Self.keyCosts(collation, locale: locale, names: names, readings: readings, runs: repeats))
            }
            let (index, indexSeconds) = Stopwatch.time {
                collation.searchIndex(names: names, readings: { readings[$0] == names[$0] ? [] : [readings[$0]] })
            }
            var queries: [WarmQueryReport.Query] = []
            for text in SearchQueries.warm {
                let query = try collation.searchQuery(text)
                var found = index.search(query).count
                var times: [Double] = []
                for _ in 0..<repeats {
                    let (results, seconds) = Stopwatch.time { index.search(query) }
                    times.append(seconds)
                    found = results.count
                }
                queries.append(.init(query: text, found: found, medianSeconds: Summary(times)?.median ?? 0))
            }
            try JSONLine.print(WarmQueryReport(locale: locale, rows: names.count, indexSeconds: indexSeconds, queries: queries))
        }

        /// Sort keys and search keys of `names`, alternating, on every core; the first of each untimed.
        static func keyCosts(_ collation: LocalizedIndexCollation, locale: String, names: [String], readings: [String],
                             runs: Int) -> KeyCostReport {
            var report = KeyCostReport(locale: locale, rows: names.count, sortKeySeconds: [], searchKeySeconds: [])
            for run in 0...runs {
                let (placements, sortSeconds) = Stopwatch.time {
                    collation.placements(ofIndices: names.indices, concurrentlySectionedBy: { names[$0] }, sortedBy: { names[$0] },
                                         parallelism: .automatic)
                }
                let (index, searchSeconds) = Stopwatch.time {
                    collation.searchIndex(names: names, readings: { readings[$0] == names[$0] ? [] : [readings[$0]] })
                }
                precondition(placements.count == index.count)
                if run > 0 {
                    report.sortKeySeconds.append(sortSeconds)
                    report.searchKeySeconds.append(searchSeconds)
                }
            }
            return report
        }
    }
}

extension Report {
    /// The search measurements: costs, warm queries, the page.
    func search(_ search: SearchMeasurements) -> String {
        var text = "## Finding names (issue 42)\n\n"
        if !search.warmQueries.isEmpty {
            var table = MarkdownTable(["locale", "names", "index, s", "median query, ms", "slowest query"],
                                      alignments: [.left, .right, .right, .right, .left])
            for report in search.warmQueries {
                let slowest = report.queries.max { $0.medianSeconds < $1.medianSeconds }
                table.add([report.locale, Format.rows(report.rows), Format.seconds(report.indexSeconds),
                           report.medianSeconds.map { String(format: "%.2f", $0 * 1000) } ?? "–",
                           slowest.map { "`\($0.query)` \(String(format: "%.2f", $0.medianSeconds * 1000)) ms, \($0.found) found" } ?? "–"])
            }
            text += "Warm queries in a library index (`searchIndex(names:readings:)`, then `search(_:)`; \(SearchQueries.warm.count) queries, the median of 9 runs each):\n\n" + table.markdown + "\n"
        }
        if !search.keyCosts.isEmpty {
            var table = MarkdownTable(["locale", "names", "sort keys, s", "search keys, s", "ratio"],
                                      alignments: [.left, .right, .right, .right, .right])
            for report in search.keyCosts {
                table.add([report.locale, Format.rows(report.rows), Format.range(Summary(report.sortKeySeconds), Format.seconds),
                           Format.range(Summary(report.searchKeySeconds), Format.seconds), Format.ratio(report.ratio)])
            }
            text += "Search keys beside sort keys in the library, on every core (`searchIndex(names:readings:)` against `placements(ofIndices:sectionedBy:sortedBy:parallelism:)`, alternating):\n\n"
                + table.markdown + "\n"
        }
        if let page = search.page {
            text += "The page's search field, \(Format.rows(page.rows)) names, \(page.keystrokes) keystrokes: filtering median "
                + String(format: "%.2f ms, slowest %.2f ms; with style and layout, median %.1f ms", page.medianMilliseconds,
                         page.maximumMilliseconds, page.withLayoutMedianMilliseconds) + ".\n\n"
        }
        return text
    }
}

extension TargetChecks {
    /// The warm query and page targets of issue 42.
    var searchChecks: [TargetCheck] {
        guard let search = results.search else { return [] }
        var checks = search.costs.filter { $0.limit != nil }.map(featureCheck)
        for report in search.keyCosts {
            checks.append(TargetCheck(target: "search keys of \(Format.rows(report.rows)) mixed names, `\(report.locale)`, both cores",
                                      goal: "≤ 2.00× their sort keys", measured: Format.ratio(report.ratio),
                                      met: report.ratio.map { $0 <= 2.0 }))
        }
        let medians = search.warmQueries.compactMap(\.medianSeconds)
        if let worst = medians.max() {
            checks.append(TargetCheck(target: "a warm query over \(Format.rows(BenchmarkSession.warmQueryRows)) names in the library",
                                      goal: "≤ 5 ms median", measured: String(format: "%.2f ms (the slowest locale's median)", worst * 1000),
                                      met: worst <= 0.005))
        }
        if let page = search.page {
            checks.append(TargetCheck(target: "the page's search field, \(Format.rows(page.rows)) names",
                                      goal: "≤ 16 ms a keystroke, median",
                                      measured: String(format: "%.2f ms", page.medianMilliseconds), met: page.medianMilliseconds <= 16))
        }
        return checks
    }
}
