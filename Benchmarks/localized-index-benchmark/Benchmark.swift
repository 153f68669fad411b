import ArgumentParser

/// `localized-index-benchmark`: times the library and the `localized-index` CLI against the ICU4C peer on
/// generated name corpora, and checks the targets of issue #6.
///
/// The visible command is ``Run`` (the default); the hidden `measure-*` subcommands are what the benchmark
/// runs in its child processes, one measurement each.
@main
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "localized-index-benchmark",
        abstract: "Benchmark LocalizedIndexCollation and localized-index against the ICU4C peer.",
        discussion: "Running it with no subcommand runs 'run'; its options: localized-index-benchmark help run",
        subcommands: [Run.self, MeasureLibrary.self, MeasureBuilds.self, MeasureMemory.self, MeasureSearch.self],
        defaultSubcommand: Run.self
    )
}
