import LocalizedIndexSupport
import LocalizedIndexCollation
import LocalizedIndexContacts

/// A ``ComparisonReport`` as one self-contained HTML5 page for a localiser: the index overview as a grid
/// (a row per locale, a column per section title, the same title in the same column in every row, as
/// `ComparisonLayout` lines them up for the text report; with hundreds of titles, each row's run on
/// instead), the summary numbers, every record's section in each locale (differences first and
/// highlighted, with a "show only differences" filter), and the moves that turn one locale's order into
/// another's.
///
/// Like `SectionsHTML` (whose escaping `HTMLBuffer` it writes with) the page loads nothing —
/// inline CSS and script under a Content-Security-Policy that forbids every fetch — and is written as it
/// goes, so a hundred thousand records never make one string. The chrome is English (`lang="en"`); every
/// section title carries its locale's `lang` (and `dir="auto"` for right-to-left locales), names are
/// bidi-isolated with `dir="auto"`.
public enum ComparisonHTML {
    /// Above this many record rows, the table is rendered only near the viewport (`content-visibility`)…
    static let largeListThreshold = SectionsHTML.largeListThreshold
    /// …in blocks of this many rows each.
    static let largeListBlock = 256
    /// The height of a record row in CSS pixels (fixed, so a block's height is known before it renders).
    static let rowHeight = 32
    /// A pair's moves are shown open up to this many; more start folded (a folded list is not laid out).
    static let openMovesLimit = 500
    /// The index overview lines titles up in columns up to this many columns; beyond, each row runs on.
    static let maxAlignedColumns = 150
    /// Grouped locales listed in full up to this many; more go behind a disclosure.
    static let groupedInline = 6

    /// Writes `report` as one self-contained HTML page to `output` (committed by the caller).
    ///
    /// - Parameters:
    ///   - report: The comparison.
    ///   - heading: The page's heading as given (`--title`); nil for the report's title, of which a file
    ///     path shows its last component.
    ///   - output: Where the page goes.
    public static func write(_ report: ComparisonReport, heading: String? = nil, to output: OutputFile) throws {
        var page = HTMLBuffer()
        let title = heading ?? SectionsHTML.displayTitle(report.title)
        let large = report.records.count > largeListThreshold
        let differing = report.records.reduce(0) { $0 + (($1.sectionDiffers || $1.orderDiffers) ? 1 : 0) }

        page.raw("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        page.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
        page.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n")
        page.raw("<meta name=\"generator\" content=\"localized-index compare\">\n<title>")
        page.text("\(title) — index comparison")
        page.raw("</title>\n<style>\n")
        page.raw(style)
        page.raw("</style>\n</head>\n")
        page.raw(large ? "<body class=\"large\">\n" : "<body>\n")

        page.raw("<header class=\"page-header\">\n<h1 dir=\"auto\">")
        page.text(title)
        page.raw("</h1>\n<p class=\"lede\">")
        // With --only-differences the records are the differing ones; the report counts them all the same.
        page.text(ledeText(report, differing: report.records.count == report.recordCount ? differing : report.differingRecordCount))
        page.raw("</p>\n<nav class=\"toc\" aria-label=\"Contents\"><a href=\"#overview\">Index overview</a>")
        page.raw("<a href=\"#summary\">Summary</a><a href=\"#records\">Records</a><a href=\"#order\">Order differences</a></nav>\n</header>\n<main>\n")

        let locales = LocaleFacts(report)
        try writeOverview(report, locales: locales, into: &page, output: output)
        writeSummary(report, locales: locales, into: &page)
        try output.write(page.drain())
        try writeRecords(report, locales: locales, differing: differing, large: large, into: &page, output: output)
        try writeOrderDifferences(report, locales: locales, into: &page, output: output)

        page.raw("</main>\n<script>\n")
        page.raw(script)
        page.raw("</script>\n</body>\n</html>\n")
        try output.write(page.drain())
    }

    // MARK: - Locales

    /// What the parts need to know about the locales, worked out once.
    struct LocaleFacts {
        /// ` lang="sv"`, plus ` dir="auto"` for a right-to-left locale: the attributes of that locale's titles.
        var titleAttributes: [String]
        /// Each locale's records per section title; nil when the report holds only some records.
        var counts: [[String: Int]]?
        var byIdentifier: [String: Int]
        /// Each locale's identifier (`sv`, `zh-Hans`), as the columns name them.
        var identifiers: [String]

        init(_ report: ComparisonReport) {
            identifiers = report.locales.map(\.identifier)
            titleAttributes = report.locales.map { locale in
                var attributes = " lang=\"\(HTMLBuffer.escaped(locale.identifier))\""
                if SectionsHTML.direction(forLanguageTag: locale.identifier) == "rtl" { attributes += " dir=\"auto\"" }
                return attributes
            }
            if report.records.count == report.recordCount {
                var counts = [[String: Int]](repeating: [:], count: report.locales.count)
                for record in report.records {
                    for (index, section) in record.sections.enumerated() where index < counts.count {
                        counts[index][section, default: 0] += 1
                    }
                }
                self.counts = counts
            } else {
                counts = nil
            }
            byIdentifier = Dictionary(report.locales.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// `Swedish <code>sv</code>`: a locale as headers name it.
    private static func writeLocaleLabel(_ locale: ComparisonReport.LocaleColumn, into page: inout HTMLBuffer) {
        page.raw("<span class=\"locale-name\">")
        page.text(locale.displayName)
        page.raw("</span> <code>")
        page.text(locale.identifier)
        page.raw("</code>")
    }

    // MARK: - Index overview

    private static func writeOverview(
        _ report: ComparisonReport, locales: LocaleFacts, into page: inout HTMLBuffer, output: OutputFile
    ) throws {
        // The text and Markdown reports' columns: a title only some locales have leaves a gap in the others,
        // and a title the locales place differently (tr's Ö after O, sv's after Z) takes a column in each place.
        let rows = ComparisonLayout.alignedTitles(report.locales.map(\.sectionTitles))
        var columnsOfTitle: [String: Set<Int>] = [:]
        for row in rows {
            for (column, title) in row.enumerated() {
                if let title { columnsOfTitle[title, default: []].insert(column) }
            }
        }
        var holding: [String: Int] = [:]
        for locale in report.locales {
            for title in Set(locale.sectionTitles) { holding[title, default: 0] += 1 }
        }
        let placedApart = columnsOfTitle.values.contains { $0.count > 1 }
        // Hundreds of columns (`--locales all` meets every script) make a grid no one can read: then each
        // locale's titles run on in order instead, marked the same way.
        let aligned = (rows.first?.count ?? 0) <= maxAlignedColumns

        page.raw("<section id=\"overview\" aria-labelledby=\"overview-title\">\n<h2 id=\"overview-title\">Index overview</h2>\n<p class=\"note\">")
        if aligned {
            page.raw("A row per locale, its section titles in order; the same title is in the same column in every row")
            page.raw(placedApart ? " unless the locales place it differently." : ".")
        } else {
            page.raw("A row per locale, its section titles in order. The locales have \(grouped(columnsOfTitle.count)) different titles, ")
            page.raw("too many to line up in columns, so each row's titles run on.")
        }
        if locales.counts != nil { page.raw(" The number under a title is how many records it holds.") }
        page.raw("</p>\n")
        // The legend names the marks the grid uses.
        let many = report.locales.count > 1
        let unique = many && holding.values.contains(1)
        let partial = holding.values.contains { $0 > 1 && $0 < report.locales.count }
        let empty = locales.counts.map { counts in
            zip(report.locales, counts).contains { locale, count in locale.sectionTitles.contains { count[$0] == nil } }
        } ?? false
        if unique || partial || placedApart || empty {
            page.raw("<p class=\"legend\">")
            if unique { page.raw("<span class=\"key unique\">only this locale</span>") }
            if partial { page.raw("<span class=\"key partial\">not in every locale</span>") }
            if placedApart && aligned { page.raw("<span class=\"key elsewhere\">placed elsewhere in other locales</span>") }
            if empty { page.raw("<span class=\"key empty\">no records</span>") }
            if aligned && (unique || partial || placedApart) { page.raw("<span class=\"key absent\">the locale has no such section</span>") }
            page.raw("</p>\n")
        }
        page.raw("<div class=\"scroll\" role=\"region\" aria-label=\"Index overview\" tabindex=\"0\">\n")
        page.raw(aligned ? "<table class=\"overview\">\n<tbody>\n" : "<table class=\"overview flow\">\n<tbody>\n")
        for (index, (locale, row)) in zip(report.locales, rows).enumerated() {
            page.raw("<tr class=\"locale-row\">\n<th scope=\"row\">")
            writeLocaleLabel(locale, into: &page)
            writeGrouped(locale, into: &page)
            page.raw(aligned ? "</th>\n" : "</th>\n<td>")
            for cell in row {
                guard let title = cell else {
                    // A gap: no section of that title in this locale.
                    if aligned { page.raw("<td></td>") }
                    continue
                }
                var classes = ["title"]
                let holders = holding[title] ?? 0
                if holders == 1 && report.locales.count > 1 { classes.append("unique") }
                else if holders < report.locales.count { classes.append("partial") }
                let count = locales.counts.map { $0[index][title] ?? 0 }
                if count == 0 { classes.append("empty") }
                let apart = aligned && (columnsOfTitle[title]?.count ?? 0) > 1
                if apart { classes.append("elsewhere") }
                page.raw(aligned ? "<td class=\"" : "<span class=\"")
                page.raw("\(classes.joined(separator: " "))\"\(locales.titleAttributes[index])")
                if apart {
                    page.raw(" title=\"Other locales place ")
                    page.text(title)
                    page.raw(" elsewhere\"")
                }
                page.raw("><span class=\"t\">")
                page.text(title)
                page.raw("</span>")
                if let count { page.raw("<span class=\"n\">\(count)</span>") }
                page.raw(aligned ? "</td>\n" : "</span>\n")
            }
            page.raw(aligned ? "</tr>\n" : "</td>\n</tr>\n")
            if page.bytes.count >= 1 << 16 { try output.write(page.drain()) }
        }
        page.raw("</tbody>\n</table>\n</div>\n</section>\n")
    }

    /// The other locales a column stands for (`--locales all`), after its label.
    private static func writeGrouped(_ locale: ComparisonReport.LocaleColumn, into page: inout HTMLBuffer) {
        let others = locale.groupedLocales.filter { $0 != locale.identifier }
        guard !others.isEmpty else { return }
        func tags(into page: inout HTMLBuffer) {
            for (index, tag) in others.enumerated() {
                page.raw(index == 0 ? "<span class=\"tag\">" : ", <span class=\"tag\">")
                page.text(tag)
                page.raw("</span>")
            }
        }
        if others.count <= groupedInline {
            page.raw("<span class=\"grouped\">also ")
            tags(into: &page)
            page.raw("</span>")
        } else {
            page.raw("<details class=\"grouped\"><summary>and \(others.count) more locales</summary>")
            tags(into: &page)
            page.raw("</details>")
        }
    }

    // MARK: - Summary

    private static func writeSummary(_ report: ComparisonReport, locales: LocaleFacts, into page: inout HTMLBuffer) {
        let other = ["icu": "In other buckets", "android": "In # and other buckets"][report.style] ?? "In #"
        let unread = report.locales.contains { $0.summary.recordsUnread > 0 }
        page.raw("<section id=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n")
        page.raw("<div class=\"scroll\" role=\"region\" aria-label=\"Summary\" tabindex=\"0\">\n<table class=\"summary\">\n<thead><tr>")
        page.raw("<th scope=\"col\">Locale</th><th scope=\"col\">Collation</th><th scope=\"col\" class=\"num\">Sections</th>")
        page.raw("<th scope=\"col\" class=\"num\">Used</th><th scope=\"col\" class=\"num\">Empty</th><th scope=\"col\" class=\"num\">")
        page.text(other)
        if unread { page.raw("</th><th scope=\"col\" class=\"num\" title=\"Records in a section for names without a reading (他)\">No reading") }
        page.raw("</th><th scope=\"col\">Largest section</th><th scope=\"col\" title=\"As a phone held upright shows it (\(ComparisonReport.LocaleColumn.phoneSlots) entries)\">Index bar</th></tr></thead>\n<tbody>\n")
        for (index, locale) in report.locales.enumerated() {
            let summary = locale.summary
            let attributes = locales.titleAttributes[index]
            page.raw("<tr>\n<th scope=\"row\">")
            writeLocaleLabel(locale, into: &page)
            page.raw("</th>\n<td><code>")
            page.text(locale.collationLocale)
            page.raw("</code></td>\n<td class=\"num\">\(locale.sectionTitles.count)</td>")
            page.raw("<td class=\"num\">\(summary.sectionsUsed)</td><td class=\"num\">\(summary.emptySections)</td>")
            page.raw("<td class=\"num\">\(summary.recordsInOther)</td>")
            if unread { page.raw("<td class=\"num\">\(summary.recordsUnread)</td>") }
            page.raw("\n<td>")
            if summary.largestSectionCount > 0 {
                page.raw("<span class=\"t\"\(attributes)>")
                page.text(summary.largestSectionTitle)
                page.raw("</span> \(recordsText(summary.largestSectionCount))")
            } else {
                page.raw("<span class=\"muted\">none</span>")
            }
            // The bar itself, as a phone held upright shows it (also where it is every section title, UIKit's).
            page.raw("</td>\n<td class=\"bar\"><span\(attributes)>")
            for (position, entry) in (locale.phoneIndexBar.isEmpty ? locale.sectionIndexTitles : locale.phoneIndexBar).enumerated() {
                if position > 0 { page.raw(" ") }
                if entry == IndexBar.searchTitle {
                    page.raw("<span class=\"search\" role=\"img\" aria-label=\"Search\">\(PageIcons.magnifyingGlass)</span>")
                } else {
                    page.raw("<span class=\"e\">")
                    page.text(entry)
                    page.raw("</span>")
                }
            }
            page.raw("</span></td>\n</tr>\n")
        }
        page.raw("</tbody>\n</table>\n</div>\n</section>\n")
    }

    // MARK: - Records

    private static func writeRecords(
        _ report: ComparisonReport, locales: LocaleFacts, differing: Int, large: Bool,
        into page: inout HTMLBuffer, output: OutputFile
    ) throws {
        let records = report.records
        let nameWidth = nameColumnWidth(records)
        page.raw("<section id=\"records\" aria-labelledby=\"records-title\">\n<h2 id=\"records-title\">Records</h2>\n")
        page.raw("<p class=\"note\">Each record's section in every locale; records that are sectioned or ordered differently come first, ")
        page.raw("and a section that differs from what most locales say is <mark class=\"x\">highlighted</mark>.")
        if records.count < report.recordCount {
            page.raw(" Only the \(grouped(records.count)) of \(grouped(report.recordCount)) records that differ are listed.")
        }
        page.raw("</p>\n<div class=\"toolbar\">")
        let all = "\(recordsText(records.count)), \(grouped(differing)) differ"
        let onlyDiffering = "\(grouped(differing)) of \(recordsText(records.count)) shown: those that differ"
        if differing > 0 && differing < records.count {
            page.raw("<label class=\"filter\" hidden><input type=\"checkbox\" id=\"only-differences\"> Show only differences</label>")
        }
        page.raw("<span id=\"records-shown\" class=\"muted\" aria-live=\"polite\" data-all=\"")
        page.text(all)
        page.raw("\" data-differing=\"")
        page.text(onlyDiffering)
        page.raw("\">")
        page.text(all)
        page.raw("</span></div>\n")
        page.raw("<div class=\"scroll records-scroll\" role=\"region\" aria-label=\"Records\" tabindex=\"0\">\n")
        let longestCode = report.locales.map(\.identifier.count).max() ?? 2
        page.raw("<table class=\"records\" style=\"--name: \(ems(nameWidth)); --line: \(ems(lineColumnWidth(records))); --locales: \(report.locales.count); --code: \(longestCode)\">\n")
        // Name and line, what differs (the locales whose section differs, with it), then each locale's section:
        // on a narrow screen, where a few columns show, a differing record shows how it differs first.
        page.raw("<thead><tr><th scope=\"col\">Name</th><th scope=\"col\" class=\"num\">Line</th><th scope=\"col\">Differs</th>")
        for locale in report.locales {
            page.raw("<th scope=\"col\" title=\"")
            page.text(locale.displayName)
            page.raw("\">")
            writeLocaleLabel(locale, into: &page)
            let others = locale.groupedLocales.filter { $0 != locale.identifier }
            if !others.isEmpty {
                page.raw(" <span class=\"muted\" title=\"")
                page.text("Also " + others.joined(separator: ", "))
                page.raw("\">+\(others.count)</span>")
            }
            page.raw("</th>")
        }
        page.raw("</tr></thead>\n")

        var start = records.startIndex
        if records.isEmpty { page.raw("<tbody></tbody>\n") }
        while start < records.endIndex {
            let end = large ? min(start + largeListBlock, records.endIndex) : records.endIndex
            if large {
                let block = records[start..<end]
                let differingInBlock = block.reduce(0) { $0 + (($1.sectionDiffers || $1.orderDiffers) ? 1 : 0) }
                page.raw("<tbody class=\"block\(differingInBlock == 0 ? " same" : "")\" style=\"--h: \(block.count * rowHeight)px; --d: \(differingInBlock * rowHeight)px\">\n")
            } else {
                page.raw("<tbody>\n")
            }
            for record in records[start..<end] {
                writeRecord(record, locales: locales, into: &page)
                if page.bytes.count >= 1 << 16 { try output.write(page.drain()) }
            }
            page.raw("</tbody>\n")
            start = end
        }
        page.raw("</table>\n</div>\n</section>\n")
        try output.write(page.drain())
    }

    private static func writeRecord(_ record: ComparisonReport.RecordRow, locales: LocaleFacts, into page: inout HTMLBuffer) {
        page.raw(record.sectionDiffers || record.orderDiffers ? "<tr class=\"d\">" : "<tr>")
        if record.name.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            page.raw("<th scope=\"row\" class=\"unnamed\">No Name</th>")
        } else {
            page.raw("<th scope=\"row\" dir=\"auto\"")
            if record.name.unicodeScalars.count > 24 {
                page.raw(" title=\"")
                page.text(record.name)
                page.raw("\"")
            }
            page.raw(">")
            page.text(record.name)
            page.raw("</th>")
        }
        page.raw("<td class=\"num\">\(record.line)</td>")
        let highlighted = differingCells(record.sections)
        writeDiffers(record, highlighted: highlighted, locales: locales, into: &page)
        // A cell per locale, whatever the row holds, so the columns stay in line.
        for (index, attributes) in locales.titleAttributes.enumerated() {
            guard index < record.sections.count else {
                page.raw("<td></td>")
                continue
            }
            page.raw(highlighted[index] ? "<td class=\"x\"" : "<td")
            page.raw(attributes)
            page.raw(">")
            page.text(record.sections[index])
            page.raw("</td>")
        }
        page.raw("</tr>\n")
    }

    /// What differs in a record, in its third column: each locale whose section differs from most locales',
    /// with that section (`sv Å`), then `order` where the record is ordered differently; the whole in the
    /// cell's title, for a cell too narrow to show it.
    private static func writeDiffers(_ record: ComparisonReport.RecordRow, highlighted: [Bool], locales: LocaleFacts,
                                     into page: inout HTMLBuffer) {
        let differing = record.sections.indices.filter { highlighted[$0] && $0 < locales.identifiers.count }
        guard record.sectionDiffers || record.orderDiffers else {
            page.raw("<td class=\"differs\"></td>")
            return
        }
        let described = differing.map { "\(locales.identifiers[$0]) \(record.sections[$0])" } + (record.orderDiffers ? ["order"] : [])
        page.raw("<td class=\"differs\" title=\"")
        page.text(described.joined(separator: ", "))
        page.raw("\">")
        for index in differing {
            page.raw("<span class=\"chip\"><code>")
            page.text(locales.identifiers[index])
            page.raw("</code> <span\(locales.titleAttributes[index])>")
            page.text(record.sections[index])
            page.raw("</span></span>")
        }
        if record.orderDiffers { page.raw("<i class=\"flag\">order</i>") }
        page.raw("</td>")
    }

    // MARK: - Order differences

    private static func writeOrderDifferences(
        _ report: ComparisonReport, locales: LocaleFacts, into page: inout HTMLBuffer, output: OutputFile
    ) throws {
        page.raw("<section id=\"order\" aria-labelledby=\"order-title\">\n<h2 id=\"order-title\">Order differences</h2>\n")
        guard !report.orderDifferences.isEmpty else {
            page.raw("<p class=\"note\">")
            page.raw(report.locales.count < 2 ? "One locale: nothing to compare." : "No pair of locales was compared.")
            page.raw("</p>\n</section>\n")
            return
        }
        // The number columns fit the largest numbers of any pair, so the lists of every pair line up.
        var lastLine = 0, lastPosition = 0
        for difference in report.orderDifferences {
            for move in difference.moves {
                lastLine = max(lastLine, move.line)
                lastPosition = max(lastPosition, move.basePosition + 1, move.otherPosition + 1)
            }
        }
        let lineWidth = max(3.8, numberColumnWidth(digits: String(lastLine).count))
        let positionWidth = max(6.5, numberColumnWidth(digits: 2 * String(lastPosition).count) + 1.6)
        page.raw("<div class=\"pairs\" style=\"--move-line: \(ems(lineWidth)); --move-position: \(ems(positionWidth))\">\n")
        page.raw("<p class=\"note\">For each pair, the fewest records that must move to turn the first locale's order into the second's, ")
        page.raw("with the reason when a rule explains it. Positions count from 1 in each locale's sorted list.</p>\n")
        for difference in report.orderDifferences {
            let base = locales.byIdentifier[difference.baseLocale].map { report.locales[$0] }
            let other = locales.byIdentifier[difference.otherLocale].map { report.locales[$0] }
            func label(_ locale: ComparisonReport.LocaleColumn?, _ identifier: String, into page: inout HTMLBuffer) {
                if let locale { writeLocaleLabel(locale, into: &page) } else { page.raw("<code>"); page.text(identifier); page.raw("</code>") }
            }
            let moves = difference.moves
            if moves.isEmpty {
                page.raw("<p class=\"pair same\">")
                label(base, difference.baseLocale, into: &page)
                page.raw(" <span class=\"arrow\" aria-label=\"and\">→</span> ")
                label(other, difference.otherLocale, into: &page)
                page.raw(": <span class=\"muted\">the same order</span></p>\n")
                continue
            }
            page.raw(moves.count <= openMovesLimit ? "<details class=\"pair\" open>\n<summary>" : "<details class=\"pair\">\n<summary>")
            label(base, difference.baseLocale, into: &page)
            page.raw(" <span class=\"arrow\" aria-label=\"to\">→</span> ")
            label(other, difference.otherLocale, into: &page)
            page.raw(" <span class=\"count\">\(moves.count == 1 ? "1 record moves" : "\(grouped(moves.count)) records move")</span></summary>\n")
            page.raw("<div class=\"scroll\">\n<table class=\"moves\">\n<thead><tr><th scope=\"col\">Name</th><th scope=\"col\" class=\"num\">Line</th>")
            page.raw("<th scope=\"col\" class=\"num\">Position <span class=\"muted pair-tags\">")
            page.text(difference.baseLocale)
            page.raw(" → ")
            page.text(difference.otherLocale)
            page.raw("</span></th><th scope=\"col\">Reason</th></tr></thead>\n<tbody>\n")
            for move in moves {
                if move.name.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                    page.raw("<tr><th scope=\"row\" class=\"unnamed\">No Name</th>")
                } else {
                    page.raw("<tr><th scope=\"row\" dir=\"auto\">")
                    page.text(move.name)
                    page.raw("</th>")
                }
                page.raw("<td class=\"num\">\(move.line)</td><td class=\"num\">\(move.basePosition + 1) → \(move.otherPosition + 1)</td>")
                if let reason = move.reason {
                    page.raw("<td>")
                    page.text(reason)
                    page.raw("</td></tr>\n")
                } else {
                    page.raw("<td class=\"muted\">no rule names it</td></tr>\n")
                }
                if page.bytes.count >= 1 << 16 { try output.write(page.drain()) }
            }
            page.raw("</tbody>\n</table>\n</div>\n</details>\n")
        }
        page.raw("</div>\n</section>\n")
    }

    // MARK: - Decisions (internal for the tests)

    /// Which of a record's cells are highlighted: those whose section is not the one most locales give;
    /// every cell when no section has more locales than all others (as with two locales that disagree);
    /// none when all agree.
    static func differingCells(_ sections: [String]) -> [Bool] {
        guard let first = sections.first, sections.contains(where: { $0 != first }) else {
            return Array(repeating: false, count: sections.count)
        }
        var counts: [(title: String, count: Int)] = []
        for section in sections {
            if let index = counts.firstIndex(where: { $0.title == section }) { counts[index].count += 1 } else { counts.append((section, 1)) }
        }
        let most = counts.map(\.count).max() ?? 0
        let leaders = counts.filter { $0.count == most }
        guard leaders.count == 1, let leader = leaders.first else { return Array(repeating: true, count: sections.count) }
        return sections.map { $0 != leader.title }
    }

    /// The name column's width in em: room for most names (wide characters count double), 10–22em.
    static func nameColumnWidth(_ records: [ComparisonReport.RecordRow]) -> Double {
        // Terminal columns (CJK counts double) as the text report measures them; a name past 40 characters
        // is cut short anyway, so longer ones are not measured.
        let widest = records.lazy.map { ComparisonLayout.displayWidth(String($0.name.prefix(40))) }.max() ?? 0
        return min(22, max(10, (Double(widest) * 0.55 + 2).rounded()))
    }

    /// The line column's width in em: room for the largest line number and the header.
    static func lineColumnWidth(_ records: [ComparisonReport.RecordRow]) -> Double {
        max(3.6, numberColumnWidth(digits: String(records.lazy.map(\.line).max() ?? 0).count))
    }

    /// The width in em of a column of numbers this many digits long (tabular digits are about 0.62em),
    /// padding included, to a tenth.
    static func numberColumnWidth(digits: Int) -> Double {
        ((Double(digits) * 0.62 + 1.6) * 10).rounded(.up) / 10
    }

    private static func ems(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))em" : "\(value)em"
    }

    static func recordsText(_ count: Int) -> String {
        count == 1 ? "1 record" : "\(grouped(count)) records"
    }

    /// 12,000: a count with its thousands grouped, as English writes it.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }

    static func ledeText(_ report: ComparisonReport, differing: Int) -> String {
        let localeCount = report.locales.reduce(0) { $0 + max(1, $1.groupedLocales.count) }
        var text = "\(recordsText(report.recordCount)) in \(localeCount == 1 ? "1 locale" : "\(grouped(localeCount)) locales")"
        if localeCount > report.locales.count {
            text += " (\(report.locales.count == 1 ? "1 column" : "\(report.locales.count) columns") of locales that behave alike)"
        }
        text += ", \(report.style) style"
        text += differing == 0 ? "; every locale sections and orders them the same"
            : differing == 1 ? "; 1 is sectioned or ordered differently"
            : "; \(grouped(differing)) are sectioned or ordered differently"
        return text
    }
}
