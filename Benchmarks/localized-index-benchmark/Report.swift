/// The Markdown report of one run: the machine, one table per corpus, the CLI's start-up, collation builds,
/// memory over repeated calls, and the target checklist.
struct Report {
    let results: BenchmarkResults

    private var hasPeer: Bool { results.peerUnavailable == nil }
    private var hasReadingPeer: Bool { results.corpora.contains { $0.locales.contains(where: \.usesReadingPeer) } }

    /// The whole report.
    var markdown: String {
        var sections = [header, sweep]
        sections += results.corpora.map(corpusTable)
        if !results.readings.isEmpty { sections.append(readings) }
        if !results.titles.isEmpty { sections.append(titlesTable) }
        if let survey = results.buildSurvey { sections.append(buildSurvey(survey)) }
        if let growth = results.memoryGrowth { sections.append(memoryGrowth(growth)) }
        if !results.featureCosts.isEmpty { sections.append(featureCosts(results.featureCosts)) }
        if let search = results.search {
            if !search.costs.isEmpty { sections.append(featureCosts(search.costs)) }
            sections.append(self.search(search))
        }
        sections.append(targets)
        if !results.notes.isEmpty {
            sections.append("## Notes\n\n" + results.notes.map { "- \($0)" }.joined(separator: "\n") + "\n")
        }
        return sections.joined(separator: "\n")
    }

    private var header: String {
        let machine = results.machine, configuration = results.configuration
        let icu = machine.icuVersion + (machine.peerICUVersion.map { " (library) · \($0) (ICU4C peer)" } ?? " (library)")
        let corpora = results.corpora.map { corpus in
            "`\(corpus.corpus.path)` (\(corpus.corpus.label), \(Format.mebibytes(Double(corpus.corpus.bytes) / 1_024)) MiB)"
        }
        var rows = [
            ("date", machine.date),
            ("CPU", "\(machine.cpuModel), \(machine.cores) cores, load average at start \(machine.loadAverage)"),
            ("kernel", machine.kernel),
            ("ICU", icu),
            ("corpora", corpora.joined(separator: "<br>")),
            ("runs", "\(configuration.runs) per measurement (\(BenchmarkSession.runs(configuration.runs, forRows: BenchmarkSession.shortCorpusRows)) on corpora of \(Format.rows(BenchmarkSession.shortCorpusRows)) rows or fewer), each in a fresh process; median (min–max); ours and the peer's interleaved; on larger corpora each timed `sort-contacts` and peer run follows an untimed one"),
            ("CLI", "`\(configuration.cli)`"),
            ("Foundation peer", configuration.foundationPeer.map { "`\($0)`" } ?? "none"),
            ("peer", hasPeer ? "`\(configuration.peer)`" : "none: \(results.peerUnavailable ?? "")"),
        ]
        if !configuration.skipped.isEmpty { rows.append(("skipped", configuration.skipped.joined(separator: ", "))) }
        return """
            # localized-index benchmark

            | | |
            |---|---|
            \(rows.map { "| \($0.0) | \($0.1) |" }.joined(separator: "\n"))

            Keys are the `display` column; for `ja` the `phonetic` reading where there is one ("readings"). The ICU4C \
            peer always buckets and sorts `display`: it is the floor. The **reading peer** (`\(hasReadingPeer ? "reference-index-readings --readings" : "not built")`) \
            reads names first, as a user of ICU and MeCab alone would (Han names through `Han-Latin/Names` in `zh`, \
            kanji names through MeCab in `ja`, the `phonetic` column where a row has one, as the CLI): the targets \
            of `ja`, `zh` and `zh_Hant` are taken against it, the other locales' against the ICU4C peer. Ratios are \
            ours over the peer's (medians); below 1 is faster or smaller. CPU is user + system time of the process.

            """
    }

    /// One corpus: a row per locale and measurement.
    private func corpusTable(_ corpus: CorpusMeasurements) -> String {
        var table = MarkdownTable(
            hasPeer ? ["locale", "measurement", "ours", "ICU4C peer", "ratio", "fastest runs' ratio"]
                    : ["locale", "measurement", "ours"],
            alignments: hasPeer ? [.left, .left, .right, .right, .right, .right] : [.left, .left, .right])
        for summary in corpus.summaries {
            let seconds = { (value: Summary?) in Format.range(value, Format.seconds) }
            let mebibytes = { (value: Summary?) in Format.range(value) { Format.mebibytes($0) } }
            let milliseconds = { (value: Summary?) in Format.range(value, Format.milliseconds) }
            let cached = summary.buildCached.map { " (cached \(Format.milliseconds($0.median)))" } ?? ""
            // Each row: what is measured, ours and the peer's figure, and how each is written.
            let rows: [(String, Summary?, Summary?, (Summary?) -> String)] = [
                ("(a) build collation, cold, ms", summary.buildCold, summary.peerIndex, milliseconds),
                ("(a′) first names read (open the transform or MeCab), ms", summary.firstRead, nil, milliseconds),
                ("(b) `section(for:)` every key, s", summary.phaseSeconds[.bucket], summary.peerBucket, seconds),
                ("(c) `sorted(_:)` one thread, s", summary.phaseSeconds[.sort], summary.peerSort, seconds),
                ("(e) `sections(of:…)` one thread, s", summary.phaseSeconds[.sectionsSerial],
                 summary.peerBucketAndSort, seconds),
                ("(e) `sections(of:…)` all cores, s", summary.phaseSeconds[.sectionsAutomatic],
                 summary.peerBucketAndSort, seconds),
                ("(e) one thread, process peak RSS, MiB", summary.phaseResidentKiB[.sectionsSerial],
                 summary.peerResidentKiB, mebibytes),
                ("(d) `sort-contacts` → JSON, wall s", summary.sortContactsWall, summary.peerWall, seconds),
                ("(d) `sort-contacts` → JSON, CPU s", summary.sortContactsCPU, summary.peerCPU, seconds),
                ("(d) `sort-contacts` peak RSS, MiB", summary.sortContactsResidentKiB, summary.peerResidentKiB,
                 mebibytes),
            ]
            let readingRows: [(String, Summary?, Summary?, (Summary?) -> String)] = !summary.usesReadingPeer ? [] : [
                ("(a) build collation, cold, ms, against the **reading peer** (`index_s`: opens the transform or MeCab too)",
                 summary.buildCold, summary.readingPeerIndex, milliseconds),
                ("(e) `sections(of:…)` one thread, s, against the **reading peer**", summary.phaseSeconds[.sectionsSerial],
                 summary.readingPeerBucketAndSort, seconds),
                ("(d) `sort-contacts` → JSON, wall s, against the **reading peer**", summary.sortContactsWall,
                 summary.readingPeerWall, seconds),
                ("(d) `sort-contacts` → JSON, CPU s, against the **reading peer**", summary.sortContactsCPU,
                 summary.readingPeerCPU, seconds),
                ("(d) `sort-contacts` peak RSS, MiB, against the **reading peer**", summary.sortContactsResidentKiB,
                 summary.readingPeerResidentKiB, mebibytes),
            ]
            let foundationRows: [(String, Summary?, Summary?, (Summary?) -> String)] = [
                ("(f) `sort-contacts` wall s, against the **Foundation peer**", summary.sortContactsWall,
                 summary.foundationWall, seconds),
            ]
            for (index, (measurement, ours, theirs, written)) in (rows + readingRows + foundationRows).enumerated() {
                let locale = index == 0 ? "**\(summary.label)**" : ""
                let oursWritten = written(ours) + (index == 0 ? cached : "")
                table.add(hasPeer
                    ? [locale, measurement, oursWritten, theirs == nil ? "—" : written(theirs),
                       Format.ratio(ratio(ours, theirs)), Format.ratio(fastestRatio(ours, theirs))]
                    : [locale, measurement, oursWritten])
            }
        }
        let legend = hasPeer ? """
            Peer columns: (a) its index + collator set-up (`index_s`), (b) `bucket_s`, (c) `sort_s` (sort keys + \
            per-bucket stable sort), (e) `bucket_s + sort_s`, (d) its full run to `/dev/null`. Set-up is in no \
            phase on either side: ours, (a) and (a′), comes before (b), (c) and (e), as the peer's `index_s` comes \
            before its phases; (d) counts everything on both sides.\n\n
            """ : ""
        let warmth = corpus.warmUp.map { warmUp in """
            Library phases (b), (c), (e) **warm**: each child, and the peer in a run of its own (`--warm-up`), \
            first placed and sorted the \(Format.rows(warmUp.rows)) names of `\(warmUp.path)` (another seed), \
            untimed, as a long-running process has placed other names before; (d) is the peer's plain run.\n\n
            """ } ?? ""
        return """
            ## \(corpus.corpus.label) names

            \(legend)\(warmth)\(table.markdown)
            """
    }

    /// The size sweep at a glance: per corpus and locale, `sort-contacts` to JSON over each peer (medians).
    private var sweep: String {
        let locales = results.configuration.locales
        var table = MarkdownTable(["corpus"] + locales, alignments: [.left] + locales.map { _ in .right })
        for corpus in results.corpora {
            let summaries = corpus.summaries
            table.add([corpus.corpus.label] + locales.map { locale in
                guard let summary = summaries.first(where: { $0.locale == locale }) else { return "—" }
                let target = "\(Format.ratio(summary.sortContactsRatio)) / \(Format.ratio(summary.sortContactsCPURatio))"
                let floor = summary.usesReadingPeer
                    ? " (floor \(Format.ratio(summary.sortContactsFloorRatio)) / \(Format.ratio(summary.sortContactsFloorCPURatio)))" : ""
                let foundation = summary.foundationRatio.map { " · \(Format.ratio($0))" } ?? ""
                return (summary.usesReadingPeer ? "R " : "") + target + floor + foundation
            })
        }
        return """
            ## Size sweep: `sort-contacts` → JSON, ours over the target peer, wall / CPU · wall over the Foundation peer

            Medians of one run. The target peer is the reading peer where a cell starts with R (`ja`, `zh`, \
            `zh_Hant`; the plain ICU4C peer's ratios, the floor, follow in parentheses), the ICU4C peer elsewhere. \
            The Foundation peer (`Benchmarks/FoundationPeer`) is the code one writes without \
            this package: `compare(_:options:range:locale:)` sort and first-letter grouping; it runs up to \
            \(Format.rows(results.configuration.foundationPeerMaxRows)) rows.

            \(table.markdown)
            """
    }

    /// Reading names: ms per 1,000 names read, ours against the reading peer's.
    private var readings: String {
        var table = MarkdownTable(
            ["locale", "names read", "ours: read + place, ms / 1,000", "reading peer: read + place (`bucket_s`)",
             "ratio", "reading peer: reading alone (`readings_s`)"],
            alignments: [.left, .right, .right, .right, .right, .right])
        for cell in results.readings {
            let milliseconds = { (value: Summary?) in Format.range(value) { Format.fixed($0, digits: 2) } }
            table.add([cell.locale, "\(cell.names) of \(Format.rows(cell.corpus.rows))", milliseconds(cell.oursPerThousand),
                       milliseconds(cell.peerPerThousand), Format.ratio(ratio(cell.oursPerThousand, cell.peerPerThousand)),
                       milliseconds(cell.peerReadingsPerThousand)])
        }
        return """
            ## Reading names: ms per 1,000 names read

            The names of the \(results.readings.first.map { Format.rows($0.corpus.rows) } ?? "") mixed corpus that \
            are read (their key starts with an ideograph: Han names in `zh`, kanji names without a reading in `ja`), \
            in a file of their own. Ours: `section(for:)` over them in a fresh process after (a) and (a′); the \
            reading peer: `--readings` on the same file, its `bucket_s` (reading and placing) after its set-up, \
            and its readings alone.

            \(table.markdown)
            """
    }

    private var titlesTable: String {
        var table = MarkdownTable(["locale", "wall, ms", "peak RSS, MiB"], alignments: [.left, .right, .right])
        for titles in results.titles {
            table.add([titles.locale,
                       Format.range(Summary(titles.runs) { $0.wallSeconds }, Format.milliseconds),
                       Format.range(Summary(titles.runs) { Double($0.peakResidentKiB) }) { Format.mebibytes($0) }])
        }
        if let startup = Summary(results.peerStartup, { $0.wallSeconds }),
           let memory = Summary(results.peerStartup, { Double($0.peakResidentKiB) }) {
            table.add(["ICU4C peer, header-only file (en)", Format.range(startup, Format.milliseconds),
                       Format.range(memory) { Format.mebibytes($0) }])
        }
        return """
            ## `localized-index titles --locale L`, start to finish

            \(table.markdown)
            """
    }

    private func buildSurvey(_ survey: BuildSurveyReport) -> String {
        let built = survey.builds.filter { $0.error == nil }
        let failed = survey.builds.filter { $0.error != nil }
        guard let summary = Summary(built.map(\.seconds)) else { return "## Building every locale's collation\n\nNothing built.\n" }
        let slowest = built.sorted { $0.seconds > $1.seconds }.prefix(5)
            .map { "`\($0.identifier)` \(Format.milliseconds($0.seconds)) ms" }.joined(separator: ", ")
        var lines = [
            "\(built.count) locales of `CollationLocale.available`, each built once, default style, in one process "
                + "(the first, `\(survey.builds.first?.identifier ?? "")`, also pays ICU's one-time loading: "
                + "\(Format.milliseconds(survey.builds.first?.seconds ?? 0)) ms).",
            "",
            "- median \(Format.milliseconds(summary.median)) ms, max \(Format.milliseconds(summary.maximum)) ms",
            "- slowest: \(slowest)",
        ]
        if !failed.isEmpty {
            lines.append("- \(failed.count) failed: " + failed.prefix(5).map { "`\($0.identifier)` (\($0.error ?? ""))" }.joined(separator: ", "))
        }
        return "## Building every locale's collation\n\n" + lines.joined(separator: "\n") + "\n"
    }

    private func memoryGrowth(_ growth: MemoryGrowthReport) -> String {
        var table = MarkdownTable(["after", "resident, MiB"], alignments: [.left, .right])
        table.add(["building the collations and reading the keys", Format.mebibytes(Double(growth.baselineKiB))])
        for round in growth.rounds {
            table.add(["round \(round.round)", Format.mebibytes(Double(round.residentKiB))])
        }
        return """
            ## Memory over repeated calls

            One process: collations of \(growth.locales.joined(separator: ", ")); each round calls \
            `sections(of:on:)` on the \(Format.rows(growth.rows)) keys once per collation. Resident memory from \
            `/proc/self/statm`.

            \(table.markdown)
            """
    }

    private var targets: String {
        var table = MarkdownTable(["target", "goal", "measured", ""], alignments: [.left, .left, .left, .center])
        for check in results.targets {
            table.add([check.target, check.goal, check.measured, check.met.map { $0 ? "✓" : "✗" } ?? "–"])
        }
        return """
            ## Targets (issue 45, then issue #6's that still hold)

            \(table.markdown)
            """
    }
}
