import Foundation

/// What a feature costs on top of the run without it: the same `sort-contacts` run twice, with and without
/// the feature's option, alternating run by run in one loop so that load on the machine falls on both.
struct FeatureCost: Codable, Sendable {
    /// What is measured, for the report.
    var name: String
    /// The command line without the feature, and with it.
    var baseline: [String]
    var withFeature: [String]
    var baselineRuns: [ProcessSample] = []
    var featureRuns: [ProcessSample] = []
    /// The most the feature's wall time may be over the baseline's (1.10: 10 % more); nil for a cost only
    /// reported.
    var limit: Double?

    /// The feature's median wall time over the baseline's.
    var wallRatio: Double? {
        guard let base = Summary(baselineRuns.map(\.wallSeconds)), let feature = Summary(featureRuns.map(\.wallSeconds)),
              base.median > 0 else { return nil }
        return feature.median / base.median
    }

    /// The feature's median CPU time over the baseline's.
    var cpuRatio: Double? {
        guard let base = Summary(baselineRuns.map(\.cpuSeconds)), let feature = Summary(featureRuns.map(\.cpuSeconds)),
              base.median > 0 else { return nil }
        return feature.median / base.median
    }
}

extension BenchmarkSession {
    /// Issue 44: splitting full names. The command, `sort-contacts --sort-by family` against
    /// `--sort-by display`, on the 100k mixed corpus's names as one column (a `name` column alone, as most
    /// exports have them); and the same as JSON, whose records then carry their `nameParts` (reported).
    func measureNameSplitting(notes: inout Notes) -> [FeatureCost] {
        notes.recording("name splitting") {
            let names = try oneColumnNames(rows: Self.featureRows)
            let command = ["sort-contacts", "--locale", "en", "--input", names]
            var text = FeatureCost(
                name: "splitting full names: `sort-contacts --sort-by family` over `--sort-by display`, \(Format.rows(Self.featureRows)) one-column names",
                baseline: command + ["--sort-by", "display"], withFeature: command + ["--sort-by", "family"], limit: 1.10)
            var json = FeatureCost(
                name: "the same, `--format json` (records gain `nameParts`)",
                baseline: command + ["--format", "json", "--sort-by", "display"],
                withFeature: command + ["--format", "json", "--sort-by", "family"], limit: nil)
            try measure(&text)
            try measure(&json)
            return [text, json]
        } ?? []
    }

    /// The corpus size the feature costs are measured on.
    static let featureRows = 100_000

    /// Runs both command lines of `cost` alternately, `count` times each (by default three times the runs,
    /// at least 25), each timed run after an untimed one of the same command. A cost of a few percent needs
    /// that many: on this 2-core machine, idle, one command's wall time spread from 0.13 to 0.29 s over 15
    /// runs, and the median of 9 pairs put the same build's splitting cost anywhere from 1.01× to 1.39×.
    func measure(_ cost: inout FeatureCost, count: Int? = nil) throws {
        let count = count ?? max(runs * Self.shortCorpusRunFactor, 25)
        for run in 1...count {
            for (arguments, isFeature) in [(cost.baseline, false), (cost.withFeature, true)] {
                _ = try? runCLI(arguments)
                let sample = try runCLI(arguments)
                if isFeature { cost.featureRuns.append(sample) } else { cost.baselineRuns.append(sample) }
            }
            ProgressLog.line("\(cost.name) run \(run)/\(count): without \(Format.seconds(cost.baselineRuns.last?.wallSeconds ?? 0)) s, with \(Format.seconds(cost.featureRuns.last?.wallSeconds ?? 0)) s")
        }
    }

    /// The `display` column of the mixed corpus of `rows` rows as a CSV file of one `name` column, made in the
    /// corpus folder once.
    func oneColumnNames(rows: Int) throws -> String {
        let source = try corpus.file(rows: rows, kind: .mixed)
        let path = source.path.replacingOccurrences(of: ".tsv", with: "_one_column.csv")
        if FileManager.default.fileExists(atPath: path) { return path }
        let text = try String(contentsOfFile: source.path, encoding: .utf8)
        var output = "name\n"
        for line in text.split(separator: "\n").dropFirst() {
            let display = line.prefix { $0 != "\t" }
            // Quoted when it holds a comma or a quote, as RFC 4180 has it.
            if display.contains(",") || display.contains("\"") {
                output += "\"" + display.replacingOccurrences(of: "\"", with: "\"\"") + "\"\n"
            } else {
                output += display + "\n"
            }
        }
        try output.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

extension Report {
    /// The features' costs, one row each.
    func featureCosts(_ costs: [FeatureCost]) -> String {
        var table = MarkdownTable(["feature", "without, s", "with, s", "wall ratio", "CPU ratio"],
                                  alignments: [.left, .right, .right, .right, .right])
        for cost in costs {
            let base = Summary(cost.baselineRuns.map(\.wallSeconds)), feature = Summary(cost.featureRuns.map(\.wallSeconds))
            table.add([cost.name, Format.range(base, Format.seconds), Format.range(feature, Format.seconds),
                       Format.ratio(cost.wallRatio), Format.ratio(cost.cpuRatio)])
        }
        return "## What features cost\n\nThe same run with and without the feature, alternating, each timed run after an untimed one.\n\n"
            + table.markdown + "\n"
    }
}

extension TargetChecks {
    /// A feature's cost against its limit.
    func featureCheck(_ cost: FeatureCost) -> TargetCheck {
        let goal = "≤ \(Format.ratio(cost.limit ?? 0)) the run without it, wall"
        guard let ratio = cost.wallRatio else { return TargetCheck(target: cost.name, goal: goal, measured: "not measured") }
        let cpu = cost.cpuRatio.map { ", CPU \(Format.ratio($0))" } ?? ""
        return TargetCheck(target: cost.name, goal: goal, measured: "\(Format.ratio(ratio))\(cpu)", met: ratio <= cost.limit ?? 0)
    }
}
