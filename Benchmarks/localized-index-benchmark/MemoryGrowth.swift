import ArgumentParser
import LocalizedIndexCollation

extension Benchmark {
    /// `measure-memory` (hidden): what a long-running process sees. Builds the collations of several
    /// locales, then arranges the same keys with each of them round after round, and prints the resident
    /// memory after rounds 1, 10, 20, 30 as a ``MemoryGrowthReport`` JSON line.
    ///
    /// Memory that keeps growing after the first rounds (which fill the library's caches) is a leak.
    struct MeasureMemory: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "measure-memory",
            abstract: "Resident memory over repeated sections(of:on:) calls (used by the benchmark itself).",
            shouldDisplay: false
        )

        @Option(help: "The corpus TSV file.")
        var corpus: String

        @Option(help: "Comma-separated locales.")
        var locales: String

        @Option(help: "How many rounds of calls.")
        var rounds = 30

        func run() throws {
            let locales = locales.split(separator: ",").map(String.init)
            var keysByColumn: [KeyColumn: [String]] = [:]
            var work: [(collation: LocalizedIndexCollation, keys: [String])] = []
            for locale in locales {
                let column = KeyColumn.forLocale(locale)
                if keysByColumn[column] == nil { keysByColumn[column] = try CorpusKeys.read(path: corpus, column: column) }
                let options = try LibraryPhases.options(locale: locale)
                work.append((try LocalizedIndexCollation(locale: locale, options: options), keysByColumn[column] ?? []))
            }
            let baseline = ProcessMemory.residentKiB
            var recorded: [MemoryGrowthReport.Round] = []
            var checksum = 0
            for round in 1...max(rounds, 1) {
                for (collation, keys) in work {
                    checksum &+= collation.sections(of: keys, on: { $0 }).count
                }
                if round == 1 || round % 10 == 0 || round == rounds {
                    let resident = ProcessMemory.residentKiB
                    recorded.append(.init(round: round, residentKiB: resident))
                    ProgressLog.line("  memory growth: round \(round): \(Format.mebibytes(Double(resident))) MiB resident")
                }
            }
            precondition(checksum > 0, "no sections were made")
            try JSONLine.print(MemoryGrowthReport(
                locales: locales, rows: work.first?.keys.count ?? 0, baselineKiB: baseline, rounds: recorded
            ))
        }
    }
}
