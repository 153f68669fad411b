import ArgumentParser
import Foundation

/// Parts of a run that can be left out to save time.
enum OptionalPart: String, CaseIterable, Codable, Sendable, ExpressibleByArgument {
    /// `localized-index titles` per locale (and the peer's start-up).
    case titles
    /// Building every available locale's collation.
    case buildSurvey = "build-survey"
    /// Resident memory over repeated calls.
    case memoryGrowth = "memory-growth"
    /// What features cost on top of the run without them (issue 44's name splitting).
    case featureCosts = "feature-costs"
    /// Issue 42's search: end to end, search keys, warm queries, the page's search field.
    case search
    /// Reading names, ours against the reading peer's (issue 45).
    case readings
}

extension Benchmark {
    /// `run` (the default): the whole benchmark, a Markdown report on standard output, progress on
    /// standard error.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Run the benchmark and print a Markdown report (the default subcommand).",
            discussion: """
                Every measurement runs in a fresh child process (this executable again), so ICU's caches are \
                cold and each has its own peak memory. Ours and the peer's runs alternate in one loop, so load \
                from elsewhere falls on both: compare the ratios of one run, not absolute times across runs.

                A quick look: localized-index-benchmark --rows 100k --runs 1 --locales en,zh
                """
        )

        @Option(help: ArgumentHelp("Row counts, comma-separated (100000, 100k, 1m). (default: 1k,10k,100k,1m)", valueName: "n,…"),
                transform: Run.parseRows)
        var rows: [Int] = [1_000, 10_000, 100_000, 1_000_000]

        @Option(help: ArgumentHelp("Corpora: mixed (every script), latin (Latin-script names only). (default: mixed,latin)",
                                   valueName: "kind,…"),
                transform: Run.parseKinds)
        var corpora: [CorpusKind] = CorpusKind.allCases

        @Option(help: ArgumentHelp("The Foundation peer runs on corpora up to this many rows (its sort is slow). (default: 100k)",
                                   valueName: "n"),
                transform: { try Run.parseRows($0).first ?? 0 })
        var foundationPeerMaxRows = 100_000

        @Option(help: "The Foundation peer to time (default: localized-index-foundation-peer beside this executable, rebuilt first).")
        var foundationPeer: String?

        @Option(help: ArgumentHelp("Locales, comma-separated, in ICU form (zh_Hant).", valueName: "l,…"))
        var locales = "en,sv,ja,zh,zh_Hant,ar"

        @Option(help: "Runs per measurement; the report shows medians and min–max.")
        var runs = 3

        @Option(help: "Where names_100k.tsv, names_1m.tsv … are, or are generated (default: .build-corpora in the package).")
        var corpusDir: String?

        @Option(help: """
            The peer to time as it is (default: .build-reference/reference-index, the ICU4C reference program, \
            built from Benchmarks/ReferenceICU4C first when missing or older than its source).
            """)
        var peer: String?

        @Option(help: "The Python 3 with Faker that generates missing corpora (pip install -r Scripts/requirements.txt).")
        var python = "python3"

        @Option(help: "The localized-index CLI (default: README's install build, its flags in .build-static, rebuilt first).")
        var cli: String?

        @Flag(help: "Use the CLI in .build-static and the Foundation peer beside this executable without rebuilding them.")
        var noBuildCLI = false

        @Option(help: ArgumentHelp("Parts to leave out: titles, build-survey, memory-growth, feature-costs, search, readings. (default: none)", valueName: "part,…"),
                transform: Run.parseParts)
        var skip: [OptionalPart] = []

        @Option(help: "Also write the raw numbers here as JSON.")
        var json: String?

        func validate() throws {
            guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
            guard !rows.isEmpty, rows.allSatisfy({ $0 > 0 }) else { throw ValidationError("--rows needs positive counts") }
            guard !localeList.isEmpty else { throw ValidationError("--locales is empty") }
        }

        private var localeList: [String] {
            locales.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        func run() throws {
            if PackageLocations.basename(of: PackageLocations.buildDirectory) != "release" {
                ProgressLog.line("warning: this is not a release build; its times say nothing (use swift run -c release)")
            }
            let cliPath: String
            if let cli {
                cliPath = cli
            } else if noBuildCLI {
                cliPath = PackageLocations.staticScratch + "/release/localized-index"
            } else {
                cliPath = try PackageLocations.buildInstalledCLI()
            }
            let foundationPeerPath: String
            if let foundationPeer {
                foundationPeerPath = foundationPeer
            } else {
                if !noBuildCLI { try PackageLocations.buildSiblingFoundationPeer() }
                foundationPeerPath = PackageLocations.siblingFoundationPeer
            }
            let session = BenchmarkSession(
                rows: rows, kinds: corpora, locales: localeList, runs: runs,
                corpus: Corpus(directory: try corpusDirectory(), python: python),
                peerPath: peer, cli: cliPath, foundationPeer: foundationPeerPath,
                foundationPeerMaxRows: foundationPeerMaxRows, skipped: Set(skip)
            )
            var results = try session.run()
            results.targets = TargetChecks(results: results).all
            print(Report(results: results).markdown, terminator: "")
            if let json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(results).write(to: URL(fileURLWithPath: json))
                ProgressLog.line("raw numbers: \(json)")
            }
        }

        /// `--corpus-dir`, or `.build-corpora` in the package, made when missing: a folder of this package's
        /// own, so no corpus made by another generator (in `/tmp`, say) is measured by mistake.
        private func corpusDirectory() throws -> String {
            if let corpusDir { return corpusDir }
            let directory = PackageLocations.packageRoot + "/.build-corpora"
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw BenchmarkError("cannot make \(directory): \(error.localizedDescription)")
            }
            return directory
        }

        /// `100000,1m,250k` → `[100000, 1000000, 250000]`.
        static func parseRows(_ text: String) throws -> [Int] {
            try text.split(separator: ",").map { part in
                let part = part.trimmingCharacters(in: .whitespaces).lowercased()
                let multiplier = part.hasSuffix("m") ? 1_000_000 : part.hasSuffix("k") ? 1_000 : 1
                guard let count = Int(multiplier == 1 ? part : String(part.dropLast())) else {
                    throw ValidationError("'\(part)' is not a row count (100000, 100k, 1m)")
                }
                return count * multiplier
            }
        }

        static func parseKinds(_ text: String) throws -> [CorpusKind] {
            try text.split(separator: ",").map { part in
                guard let kind = CorpusKind(rawValue: part.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("'\(part)' is not a corpus: mixed, latin")
                }
                return kind
            }
        }

        static func parseParts(_ text: String) throws -> [OptionalPart] {
            try text.split(separator: ",").map { part in
                guard let value = OptionalPart(rawValue: part.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("'\(part)' is not one of \(OptionalPart.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return value
            }
        }
    }
}
