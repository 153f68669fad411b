import ArgumentParser
import LocalizedIndexCollation

extension Benchmark {
    /// `measure-builds` (hidden): builds the collation of every locale ICU has data for, once each with the
    /// default style, in this one process, and prints a ``BuildSurveyReport`` as one JSON line.
    ///
    /// Each build is the first for its locale, so nothing of it is cached; what ICU shares between locales
    /// (the root collation, loaded data files) is warm after the first few.
    struct MeasureBuilds: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "measure-builds",
            abstract: "Time building every available locale's collation (used by the benchmark itself).",
            shouldDisplay: false
        )

        func run() throws {
            var builds: [BuildSurveyReport.Build] = []
            for locale in CollationLocale.available {
                let (error, seconds) = Stopwatch.time { () -> String? in
                    do {
                        _ = try LocalizedIndexCollation(locale: locale)
                        return nil
                    } catch {
                        return String(describing: error)
                    }
                }
                builds.append(.init(identifier: locale.identifier, seconds: seconds, error: error))
            }
            try JSONLine.print(BuildSurveyReport(builds: builds))
        }
    }
}
