/// One target from issues #6, #20 and 45 and how this run measured against it.
struct TargetCheck: Codable, Sendable {
    /// What is measured.
    var target: String
    /// The goal, as the issue sets it.
    var goal: String
    /// What this run measured.
    var measured: String
    /// Whether the goal was met; `nil` when it could not be measured in this run.
    var met: Bool?
}

/// The issues' targets, checked against one run's results.
///
/// Ratio targets hold for every locale (the worst one is shown first), each locale against its target peer:
/// the reading peer in `ja`, `zh` and `zh_Hant` (issue 45: like against like), the ICU4C peer elsewhere. The
/// largest-corpus targets concern the 1M corpus; when it was not run, the largest corpus that was stands in.
struct TargetChecks {
    let results: BenchmarkResults

    /// Resident memory the memory-growth check tolerates between round 10 and the last round: allocator
    /// noise, not a leak, which would grow by about a corpus' worth per round.
    static let growthAllowanceKiB = 2_048
    static let growthAllowanceFraction = 0.02

    /// Issue 45's limits on `sort-contacts` → JSON, wall, over the target peer's full run, by corpus size
    /// (1k is start-up bound: reported, with a loose limit).
    static let sortContactsLimits: [(rows: Int, limit: Double)] = [
        (1_000, 2.0), (10_000, 1.0), (100_000, 0.8), (1_000_000, 0.6),
    ]

    /// Issue 45's limit on the warm library call, 1k and 10k mixed names.
    static let warmLibraryLimit = 0.8

    /// Every target: issue 45's (sizes, warm library, memory, readings), then issue #6's that still hold.
    var all: [TargetCheck] {
        var checks: [TargetCheck] = []
        for corpus in results.corpora {
            guard let limit = Self.sortContactsLimits.first(where: { $0.rows == corpus.corpus.rows })?.limit else { continue }
            checks.append(ratioCheck("`sort-contacts` → JSON, wall (CPU beside)", in: corpus,
                                     goal: "≤ \(Format.ratio(limit)) target peer's full run", limit: limit,
                                     beside: { $0.sortContactsCPURatio.map { "CPU \(Format.ratio($0))" } }) { $0.sortContactsRatio })
        }
        for corpus in results.corpora where corpus.corpus.kind == .mixed && corpus.corpus.rows <= 10_000 {
            checks.append(ratioCheck("library, warm collation, `sections(of:…)` one thread", in: corpus,
                                     goal: "≤ \(Format.ratio(Self.warmLibraryLimit)) target peer's in-process bucket_s + sort_s",
                                     limit: Self.warmLibraryLimit) { $0.sectionsSerialRatio })
        }
        if let corpus = largest(.mixed) {
            checks += [
                ratioCheck("library bucket + sort (`sections(of:…)`), one thread", in: corpus,
                           goal: "≤ 1.00× target peer's in-process bucket_s + sort_s", limit: 1.0) { $0.sectionsSerialRatio },
                ratioCheck("library bucket + sort (`sections(of:…)`), both cores", in: corpus,
                           goal: "≤ 0.60× target peer's in-process bucket_s + sort_s", limit: 0.6) { $0.sectionsAutomaticRatio },
            ]
        }
        for kind in CorpusKind.allCases {
            if let corpus = largest(kind) {
                checks.append(ratioCheck("peak RSS of `sort-contacts`", in: corpus, goal: "≤ 1.00× target peer's", limit: 1.0) {
                    $0.residentRatio
                })
            }
        }
        checks += results.readings.map(readingsCheck)
        return checks + [
            buildCheck,
            titlesCheck,
            growthCheck,
        ] + results.featureCosts.filter { $0.limit != nil }.map(featureCheck) + searchChecks
    }

    private func largest(_ kind: CorpusKind) -> CorpusMeasurements? {
        results.corpora.filter { $0.corpus.kind == kind }.max { $0.corpus.rows < $1.corpus.rows }
    }

    private var noPeer: String { results.peerUnavailable.map { "no peer: \($0)" } ?? "not measured" }

    /// Reading names: reported, ours against the reading peer's (issue 45 gives it a row and no limit).
    private func readingsCheck(_ cell: ReadingsMeasurements) -> TargetCheck {
        let written = { (value: Summary?) in value.map { Format.fixed($0.median, digits: 2) } ?? "—" }
        return TargetCheck(
            target: "reading names, \(cell.locale) (\(cell.names) names of \(Format.rows(cell.corpus.rows)) mixed)",
            goal: "reported: ms per 1,000 names read, against the reading peer's",
            measured: "ours \(written(cell.oursPerThousand)) ms, reading peer \(written(cell.peerPerThousand)) ms "
                + "(its readings alone \(written(cell.peerReadingsPerThousand)) ms): "
                + Format.ratio(ratio(cell.oursPerThousand, cell.peerPerThousand)))
    }

    /// - Parameter beside: A figure shown beside each locale's ratio (its CPU ratio), not judged.
    private func ratioCheck(
        _ target: String, in corpus: CorpusMeasurements, goal: String, limit: Double,
        beside: (LocaleSummary) -> String? = { _ in nil }, _ value: (LocaleSummary) -> Double?
    ) -> TargetCheck {
        let summaries = corpus.summaries
        let ratios = summaries.compactMap { summary in value(summary).map { (summary.label, $0) } }
        guard let worst = ratios.max(by: { $0.1 < $1.1 }) else {
            return TargetCheck(target: target, goal: goal, measured: noPeer)
        }
        let each = ratios.map { label, ratio in
            let summary = summaries.first { $0.label == label }
            let peer = summary?.usesReadingPeer == true ? " (reading peer)" : ""
            let extra = summary.flatMap(beside).map { ", \($0)" } ?? ""
            return "\(label) \(Format.ratio(ratio))\(extra)\(peer)"
        }.joined(separator: "; ")
        return TargetCheck(target: "\(target), \(corpus.corpus.label)", goal: goal,
                           measured: "worst: \(worst.0) \(Format.ratio(worst.1)); each: \(each)",
                           met: worst.1 <= limit)
    }

    /// (a) in every benchmarked locale (cold, first in its process) and the survey of every locale.
    private var buildCheck: TargetCheck {
        let limit = 0.020
        var parts: [String] = []
        var worst = 0.0
        let cold = results.corpora.flatMap(\.summaries)
            .compactMap { summary in summary.buildCold.map { (summary.locale, $0.median) } }
        if let slowest = cold.max(by: { $0.1 < $1.1 }) {
            parts.append("cold, first in the process: worst \(slowest.0) \(Format.milliseconds(slowest.1)) ms")
            worst = max(worst, slowest.1)
        }
        let built = results.buildSurvey?.builds.filter { $0.error == nil } ?? []
        if let slowest = built.max(by: { $0.seconds < $1.seconds }) {
            parts.append("every locale (\(built.count)): max \(slowest.identifier) \(Format.milliseconds(slowest.seconds)) ms")
            worst = max(worst, slowest.seconds)
        }
        return TargetCheck(target: "building a collation, any locale", goal: "≤ 20 ms",
                           measured: parts.isEmpty ? "not measured" : parts.joined(separator: "; "),
                           met: parts.isEmpty ? nil : worst <= limit)
    }

    private var titlesCheck: TargetCheck {
        let medians = results.titles.compactMap { titles in Summary(titles.runs) { $0.wallSeconds }.map { (titles.locale, $0.median) } }
        guard let slowest = medians.max(by: { $0.1 < $1.1 }) else {
            return TargetCheck(target: "`localized-index titles`, start to finish", goal: "≤ 60 ms", measured: "not measured")
        }
        return TargetCheck(target: "`localized-index titles`, start to finish", goal: "≤ 60 ms",
                           measured: "slowest median: \(slowest.0) \(Format.milliseconds(slowest.1)) ms",
                           met: slowest.1 <= 0.060)
    }

    private var growthCheck: TargetCheck {
        let target = "memory with repeated calls in one process"
        let goal = "no growth (round 10 → last within 2 MiB or 2 %)"
        guard let growth = results.memoryGrowth, let last = growth.rounds.last,
              let reference = growth.rounds.first(where: { $0.round == 10 }) ?? growth.rounds.first else {
            return TargetCheck(target: target, goal: goal, measured: "not measured")
        }
        let change = last.residentKiB - reference.residentKiB
        let allowance = max(Self.growthAllowanceKiB, Int(Double(reference.residentKiB) * Self.growthAllowanceFraction))
        let sign = change >= 0 ? "+" : "−"
        return TargetCheck(
            target: target, goal: goal,
            measured: "\(sign)\(Format.mebibytes(Double(abs(change)))) MiB from round \(reference.round) to \(last.round) "
                + "(\(Format.mebibytes(Double(reference.residentKiB))) → \(Format.mebibytes(Double(last.residentKiB))) MiB)",
            met: change <= allowance
        )
    }
}
