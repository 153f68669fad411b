import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// The comparison page's structure, from hand-made reports. How it looks and behaves in a browser is
/// checked by HTMLCheck/check-compare-html.sh (headless Chromium), which has the last test write the pages
/// into `$LOCALIZED_INDEX_HTML_OUT`.
// Serialized: OutputFile's interrupt cleanup keeps one process-wide path, and OutputFiles opened and
// committed in parallel race on it (a double free) and crash the test process.
@Suite("compare --format html", .serialized)
struct ComparisonHTMLTests {
    // MARK: - Hand-made reports

    private static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    /// sv: A–Z Å Ä Ö #. de: A–Z #. cs: Č after C, CH after H, Ř after R, Š after S, Ž after Z.
    private static let svTitles = latin + ["Å", "Ä", "Ö", "#"]
    private static let deTitles = latin + ["#"]
    private static let csTitles: [String] = latin.flatMap { letter -> [String] in
        switch letter {
        case "C": ["C", "Č"]
        case "H": ["H", "CH"]
        case "R": ["R", "Ř"]
        case "S": ["S", "Š"]
        case "Z": ["Z", "Ž"]
        default: [letter]
        }
    } + ["#"]

    private static func column(
        _ identifier: String, _ name: String, _ titles: [String], _ summary: ComparisonReport.Summary,
        indexTitles: [String]? = nil, grouped: [String]? = nil
    ) -> ComparisonReport.LocaleColumn {
        ComparisonReport.LocaleColumn(
            identifier: identifier, displayName: name, collationLocale: identifier == "de" ? "und" : identifier,
            sectionTitles: titles, sectionIndexTitles: indexTitles ?? titles, summary: summary,
            groupedLocales: grouped ?? [identifier])
    }

    private static func row(_ name: String, _ line: Int, _ sections: [String], _ positions: [Int],
                            section: Bool, order: Bool) -> ComparisonReport.RecordRow {
        ComparisonReport.RecordRow(name: name, line: line, sections: sections, positions: positions,
                                   sectionDiffers: section, orderDiffers: order)
    }

    /// Seven records in sv, de and cs. Sorted:
    ///   sv: Anna 0, Čapek 1, Chmelař 2, Hugo 3, Zoë 4, Åsa 5, 42 Wallaby Way 6
    ///   de: Anna 0, Åsa 1, Čapek 2, Chmelař 3, Hugo 4, Zoë 5, 42 Wallaby Way 6
    ///   cs: Anna 0, Åsa 1, Čapek 2, Hugo 3, Chmelař 4, Zoë 5, 42 Wallaby Way 6
    /// Sections per locale: sv A1 C2 H1 Z1 Å1 #1; de A2 C2 H1 Z1 #1; cs A2 Č1 H1 CH1 Z1 #1.
    static func smallReport() -> ComparisonReport {
        let capek = "Čapek & <script>alert(1)</script>"
        return ComparisonReport(
            title: "/home/me/Contacts & <friends>.txt",
            style: "uikit",
            recordCount: 7,
            locales: [
                column("sv", "Swedish", svTitles, .init(sectionsUsed: 6, emptySections: 24, recordsInOther: 1,
                                                        largestSectionTitle: "C", largestSectionCount: 2),
                       grouped: ["sv", "sv-FI", "sv-AX"]),
                column("de", "German", deTitles, .init(sectionsUsed: 5, emptySections: 22, recordsInOther: 1,
                                                       largestSectionTitle: "A", largestSectionCount: 2)),
                column("cs", "Czech", csTitles, .init(sectionsUsed: 6, emptySections: 26, recordsInOther: 1,
                                                      largestSectionTitle: "A", largestSectionCount: 2)),
            ],
            records: [
                row("Åsa Öberg", 1, ["Å", "A", "A"], [5, 1, 1], section: true, order: true),
                row(capek, 2, ["C", "C", "Č"], [1, 2, 2], section: true, order: false),
                row("Chmelař", 3, ["C", "C", "CH"], [2, 3, 4], section: true, order: true),
                row("Anna", 4, ["A", "A", "A"], [0, 0, 0], section: false, order: false),
                row("Hugo", 5, ["H", "H", "H"], [3, 4, 3], section: false, order: false),
                row("Zoë", 6, ["Z", "Z", "Z"], [4, 5, 5], section: false, order: false),
                row("42 Wallaby Way", 7, ["#", "#", "#"], [6, 6, 6], section: false, order: false),
            ],
            orderDifferences: [
                .init(baseLocale: "sv", otherLocale: "de", moves: [
                    .init(name: "Åsa Öberg", line: 1, basePosition: 5, otherPosition: 1, reason: "Å is a letter after Z in sv"),
                ]),
                .init(baseLocale: "sv", otherLocale: "cs", moves: [
                    .init(name: "Åsa Öberg", line: 1, basePosition: 5, otherPosition: 1, reason: "Å is a letter after Z in sv"),
                    .init(name: "Chmelař", line: 3, basePosition: 2, otherPosition: 4, reason: nil),
                ]),
                .init(baseLocale: "de", otherLocale: "cs", moves: [
                    .init(name: "Chmelař", line: 3, basePosition: 3, otherPosition: 4, reason: "ch is one letter in cs"),
                ]),
            ])
    }

    /// Arabic beside English: Arabic titles are marked right-to-left (`dir="auto"`).
    static func rtlReport() -> ComparisonReport {
        let arabic = ["ا", "ب", "ت", "س", "م"]
        return ComparisonReport(
            title: "names.txt", style: "uikit", recordCount: 3,
            locales: [
                column("en", "English", latin + ["#"], .init(sectionsUsed: 2, emptySections: 25, recordsInOther: 0,
                                                            largestSectionTitle: "S", largestSectionCount: 2)),
                column("ar", "Arabic", latin + arabic + ["#"], .init(sectionsUsed: 3, emptySections: 29, recordsInOther: 0,
                                                                    largestSectionTitle: "س", largestSectionCount: 1)),
            ],
            records: [
                row("سمير", 1, ["#", "س"], [2, 1], section: true, order: true),
                row("مريم", 2, ["#", "م"], [1, 2], section: true, order: true),
                row("Sara", 3, ["S", "S"], [0, 0], section: false, order: false),
            ],
            orderDifferences: [
                .init(baseLocale: "en", otherLocale: "ar", moves: [
                    .init(name: "سمير", line: 1, basePosition: 2, otherPosition: 1, reason: nil),
                ]),
            ])
    }

    /// `count` records in sv, de and cs; every seventh is sectioned differently (Å in sv, A elsewhere), and
    /// the sv → cs pair has `count / 10` moves. Differing records first, as the comparison gives them.
    static func largeReport(count: Int) -> ComparisonReport {
        var differing: [ComparisonReport.RecordRow] = [], same: [ComparisonReport.RecordRow] = []
        for index in 0..<count {
            if index % 7 == 0 {
                differing.append(row("Åberg \(index)", index + 1, ["Å", "A", "A"], [index, index, index], section: true, order: false))
            } else {
                let letter = latin[index % latin.count]
                same.append(row("\(letter)son \(index)", index + 1, [letter, letter, letter], [index, index, index], section: false, order: false))
            }
        }
        let moves = (0..<count / 10).map { index in
            ComparisonReport.Move(name: "Name \(index)", line: index + 1, basePosition: index, otherPosition: count - index - 1,
                                  reason: index % 2 == 0 ? "ch is one letter in cs" : nil)
        }
        let summary = ComparisonReport.Summary(sectionsUsed: 27, emptySections: 3, recordsInOther: 0,
                                               largestSectionTitle: "A", largestSectionCount: count / 7)
        return ComparisonReport(
            title: "many.txt", style: "uikit", recordCount: count,
            locales: [column("sv", "Swedish", svTitles, summary), column("de", "German", deTitles, summary),
                      column("cs", "Czech", csTitles, summary)],
            records: differing + same,
            orderDifferences: [.init(baseLocale: "sv", otherLocale: "de", moves: []),
                               .init(baseLocale: "sv", otherLocale: "cs", moves: moves)])
    }

    private static func render(_ report: ComparisonReport, to path: String) throws {
        let output = try OutputFile(path: path)
        try ComparisonHTML.write(report, to: output)
        try output.commit()
    }

    private static func render(_ report: ComparisonReport) throws -> String {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path
        try render(report, to: path)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The text between the first `start` and the next `end` after it ("" when absent).
    private static func between(_ start: String, _ end: String, in text: String) -> String {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else { return "" }
        return String(text[from.upperBound..<to.lowerBound])
    }

    // MARK: - Tests

    @Test("names and the title are escaped; the only script element is the page's own")
    func escaping() throws {
        let page = try Self.render(Self.smallReport())
        #expect(page.contains("<th scope=\"row\" dir=\"auto\" title=\"Čapek &amp; &lt;script&gt;alert(1)&lt;/script&gt;\">Čapek &amp; &lt;script&gt;alert(1)&lt;/script&gt;</th>"))
        #expect(page.contains("<title>Contacts &amp; &lt;friends&gt;.txt — index comparison</title>"))
        #expect(page.contains("<h1 dir=\"auto\">Contacts &amp; &lt;friends&gt;.txt</h1>"))
        #expect(Self.count("<script", in: page) == 1)
        #expect(!page.contains("alert(1)</script>"))
        #expect(!page.contains("/home/me"))
    }

    @Test("the page is English chrome that loads nothing")
    func selfContained() throws {
        let page = try Self.render(Self.smallReport())
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"))
        #expect(!page.contains("http://"))
        #expect(!page.contains("https://"))
        #expect(!page.contains("<link"))
        #expect(!page.contains(" src="))
    }

    @Test("a title the locales place differently takes a column in each place, marked")
    func placedApart() throws {
        // tr has Ö between O and P, sv after Z: two Ö columns, as in the text report.
        let tr = Self.latin.flatMap { letter -> [String] in
            switch letter {
            case "C": ["C", "Ç"]
            case "G": ["G", "Ğ"]
            case "I": ["I", "İ"]
            case "O": ["O", "Ö"]
            case "S": ["S", "Ş"]
            case "U": ["U", "Ü"]
            default: [letter]
            }
        } + ["#"]
        let summary = ComparisonReport.Summary(sectionsUsed: 1, emptySections: 29, recordsInOther: 0,
                                               largestSectionTitle: "Ö", largestSectionCount: 1)
        let report = ComparisonReport(
            title: "ö.txt", style: "uikit", recordCount: 1,
            locales: [Self.column("sv", "Swedish", Self.svTitles, summary), Self.column("tr", "Turkish", tr, summary)],
            records: [Self.row("Öz", 1, ["Ö", "Ö"], [0, 0], section: false, order: false)],
            orderDifferences: [.init(baseLocale: "sv", otherLocale: "tr", moves: [])])
        let page = try Self.render(report)
        let rows = Self.between("<table class=\"overview\">", "</table>", in: page).components(separatedBy: "<tr class=\"locale-row\">").dropFirst()
        // 26 letters, Ç Ğ İ Ö(tr) Ş Ü, Å Ä Ö(sv), #.
        for row in rows { #expect(Self.count("<td", in: row) == 36) }
        #expect(page.contains("<td class=\"title elsewhere\" lang=\"tr\" title=\"Other locales place Ö elsewhere\"><span class=\"t\">Ö</span><span class=\"n\">1</span></td>"))
        #expect(page.contains("<td class=\"title elsewhere\" lang=\"sv\" title=\"Other locales place Ö elsewhere\"><span class=\"t\">Ö</span><span class=\"n\">1</span></td>"))
        #expect(Self.count("elsewhere\" lang", in: page) == 2)
        #expect(page.contains("<span class=\"key elsewhere\">"))
        // tr's Ö sits after O, sv's row has a gap there; sv's Ö comes after Ä, tr's row has a gap there.
        #expect(rows.last?.contains("<span class=\"t\">O</span><span class=\"n\">0</span></td>\n<td class=\"title elsewhere\" lang=\"tr\"") == true)
        #expect(rows.first?.contains("<span class=\"t\">O</span><span class=\"n\">0</span></td>\n<td></td><td class=\"title empty\" lang=\"sv\"><span class=\"t\">P</span>") == true)
        // Same section, same order: the pair says so.
        #expect(page.contains("<code>tr</code>: <span class=\"muted\">the same order</span></p>"))
    }

    @Test("the overview: one row per locale, every title in its column, other locales' titles highlighted")
    func overview() throws {
        let page = try Self.render(Self.smallReport())
        let grid = Self.between("<table class=\"overview\">", "</table>", in: page)
        let rows = grid.components(separatedBy: "<tr class=\"locale-row\">").dropFirst()
        #expect(rows.count == 3)
        // 26 letters, Č CH Ř Š Ž, Å Ä Ö and #: 35 columns in every row.
        for row in rows { #expect(Self.count("<td", in: row) == 35) }
        let sv = rows.first ?? "", cs = rows.last ?? ""
        #expect(!grid.contains("elsewhere"))
        // The legend names the marks used: no title is in two of the three locales only.
        #expect(page.contains("<p class=\"legend\"><span class=\"key unique\">only this locale</span><span class=\"key empty\">no records</span><span class=\"key absent\">the locale has no such section</span></p>"))
        #expect(sv.contains("<th scope=\"row\"><span class=\"locale-name\">Swedish</span> <code>sv</code><span class=\"grouped\">also <span class=\"tag\">sv-FI</span>, <span class=\"tag\">sv-AX</span></span></th>"))
        // Only sv has Å (1 record) and Ä (none); only cs has CH; every locale has A.
        #expect(sv.contains("<td class=\"title unique\" lang=\"sv\"><span class=\"t\">Å</span><span class=\"n\">1</span></td>"))
        #expect(sv.contains("<td class=\"title unique empty\" lang=\"sv\"><span class=\"t\">Ä</span><span class=\"n\">0</span></td>"))
        #expect(cs.contains("<td class=\"title unique\" lang=\"cs\"><span class=\"t\">CH</span><span class=\"n\">1</span></td>"))
        #expect(page.contains("<td class=\"title\" lang=\"de\"><span class=\"t\">A</span><span class=\"n\">2</span></td>"))
        #expect(page.contains("<td class=\"title empty\" lang=\"de\"><span class=\"t\">B</span><span class=\"n\">0</span></td>"))
        // sv's row holds the CH column, empty: after H (the 8th title), before I.
        #expect(sv.contains("<span class=\"t\">H</span><span class=\"n\">1</span></td>\n<td></td><td class=\"title empty\" lang=\"sv\"><span class=\"t\">I</span>"))
        #expect(Self.count("<td></td>", in: sv) == 5)
        #expect(Self.count("<td></td>", in: cs) == 3)
    }

    @Test("hundreds of different titles run on per locale instead of lining up")
    func runOn() throws {
        // Two locales with 80 titles each, none shared but #: 161 columns, more than a grid lines up.
        let first = (0..<80).map { "a\($0)" } + ["#"], second = (0..<80).map { "b\($0)" } + ["#"]
        let summary = ComparisonReport.Summary(sectionsUsed: 1, emptySections: 80, recordsInOther: 1,
                                               largestSectionTitle: "#", largestSectionCount: 1)
        let report = ComparisonReport(
            title: "wide", style: "uikit", recordCount: 1,
            locales: [Self.column("en", "English", first, summary), Self.column("fr", "French", second, summary)],
            records: [Self.row("1", 1, ["#", "#"], [0, 0], section: false, order: false)],
            orderDifferences: [.init(baseLocale: "en", otherLocale: "fr", moves: [])])
        let page = try Self.render(report)
        let grid = Self.between("<table class=\"overview flow\">", "</table>", in: page)
        #expect(Self.count("<tr class=\"locale-row\">", in: grid) == 2)
        #expect(Self.count("<span class=\"title unique empty\" lang=\"en\">", in: grid) == 80)
        #expect(grid.contains("<span class=\"title\" lang=\"fr\"><span class=\"t\">#</span><span class=\"n\">1</span></span>"))
        #expect(!grid.contains("<td></td>"))
        #expect(page.contains("The locales have 161 different titles, too many to line up in columns"))
    }

    @Test("the summary: a row per locale with its numbers")
    func summary() throws {
        let page = try Self.render(Self.smallReport())
        let table = Self.between("<table class=\"summary\">", "</table>", in: page)
        #expect(Self.count("<tr>\n<th scope=\"row\">", in: table) == 3)
        #expect(table.contains("<td class=\"num\">30</td><td class=\"num\">6</td><td class=\"num\">24</td><td class=\"num\">1</td>\n<td><span class=\"t\" lang=\"sv\">C</span> 2 records</td>"))
        #expect(table.contains("<td><code>und</code></td>"))
        #expect(table.contains(">In #</th>"))
        // The index bar is shown, also where it is the section titles (sv: A–Z Å Ä Ö #, hand-written above).
        let svBar = Self.svTitles.map { "<span class=\"e\">\($0)</span>" }.joined(separator: " ")
        #expect(table.contains("<td class=\"bar\"><span lang=\"sv\">\(svBar)</span></td>"))
        #expect(!table.contains("the section titles"))
    }

    @Test("records: differing first, flagged, the cells that disagree with most locales highlighted")
    func records() throws {
        let page = try Self.render(Self.smallReport())
        let table = Self.between("<table class=\"records\"", "</table>", in: page)
        // What differs comes third (the locale whose section is not most locales', with it; the order flag),
        // before the locales' columns: on a phone it is what shows beside the name.
        #expect(table.contains("<tr class=\"d\"><th scope=\"row\" dir=\"auto\">Åsa Öberg</th><td class=\"num\">1</td>"
            + "<td class=\"differs\" title=\"sv Å, order\"><span class=\"chip\"><code>sv</code> <span lang=\"sv\">Å</span></span><i class=\"flag\">order</i></td>"
            + "<td class=\"x\" lang=\"sv\">Å</td><td lang=\"de\">A</td><td lang=\"cs\">A</td></tr>"))
        #expect(table.contains("<td class=\"differs\" title=\"cs Č\"><span class=\"chip\"><code>cs</code> <span lang=\"cs\">Č</span></span></td>"
            + "<td lang=\"sv\">C</td><td lang=\"de\">C</td><td class=\"x\" lang=\"cs\">Č</td></tr>"))
        #expect(table.contains("<tr><th scope=\"row\" dir=\"auto\">Anna</th><td class=\"num\">4</td><td class=\"differs\"></td><td lang=\"sv\">A</td><td lang=\"de\">A</td><td lang=\"cs\">A</td></tr>"))
        #expect(Self.count("<tr class=\"d\">", in: table) == 3)
        #expect(Self.count("<td class=\"x\"", in: table) == 3)
        // In the model's order: the differing records first.
        #expect(table.contains("</tr></thead>\n<tbody>\n<tr class=\"d\"><th scope=\"row\" dir=\"auto\">Åsa Öberg</th>"))
        // Name, Line, Differs and a column per locale (titled with its name, shown as its code alone on a phone).
        #expect(Self.count("<th scope=\"col\"", in: table) == 6)
        #expect(table.contains("<th scope=\"col\" title=\"German\"><span class=\"locale-name\">German</span> <code>de</code></th>"))
        // The filter, shown by the script, since some records differ and some do not.
        #expect(page.contains("<input type=\"checkbox\" id=\"only-differences\"> Show only differences"))
        #expect(page.contains("data-all=\"7 records, 3 differ\""))
        #expect(ComparisonHTML.differingCells(["A", "A", "Å"]) == [false, false, true])
        #expect(ComparisonHTML.differingCells(["O", "Ö"]) == [true, true])
        #expect(ComparisonHTML.differingCells(["A", "B", "C"]) == [true, true, true])
        #expect(ComparisonHTML.differingCells(["A", "A"]) == [false, false])
        #expect(ComparisonHTML.grouped(1_234_567) == "1,234,567")
        #expect(ComparisonHTML.grouped(999) == "999")
        #expect(ComparisonHTML.recordsText(12_000) == "12,000 records")
    }

    @Test("order differences: a list of moves per pair, 1-based positions, the reason or its absence")
    func moves() throws {
        let page = try Self.render(Self.smallReport())
        let order = Self.between("<section id=\"order\"", "</section>", in: page)
        #expect(Self.count("<details class=\"pair\" open>", in: order) == 3)
        #expect(order.contains("<span class=\"locale-name\">Swedish</span> <code>sv</code> <span class=\"arrow\" aria-label=\"to\">→</span> <span class=\"locale-name\">Czech</span> <code>cs</code> <span class=\"count\">2 records move</span>"))
        #expect(order.contains("<tr><th scope=\"row\" dir=\"auto\">Åsa Öberg</th><td class=\"num\">1</td><td class=\"num\">6 → 2</td><td>Å is a letter after Z in sv</td></tr>"))
        #expect(order.contains("<tr><th scope=\"row\" dir=\"auto\">Chmelař</th><td class=\"num\">3</td><td class=\"num\">3 → 5</td><td class=\"muted\">no rule names it</td></tr>"))
        #expect(order.contains("<td class=\"num\">4 → 5</td><td>ch is one letter in cs</td>"))
    }

    @Test("right-to-left titles carry their lang and dir=\"auto\"")
    func rightToLeft() throws {
        let page = try Self.render(Self.rtlReport())
        #expect(page.contains("<td class=\"title unique\" lang=\"ar\" dir=\"auto\"><span class=\"t\">س</span><span class=\"n\">1</span></td>"))
        #expect(page.contains("<td class=\"x\" lang=\"en\">#</td><td class=\"x\" lang=\"ar\" dir=\"auto\">س</td>"))
        #expect(page.contains("<th scope=\"row\" dir=\"auto\">سمير</th>"))
        #expect(!page.contains("lang=\"en\" dir=\"auto\""))
    }

    @Test("above 5,000 records the table is written in blocks laid out near the viewport")
    func large() throws {
        let page = try Self.render(Self.largeReport(count: 6_000))
        #expect(page.contains("<body class=\"large\">"))
        // 858 differing records (0, 7, …, 5999) fill 3 blocks of 256 and part of a 4th; 24 blocks in all.
        #expect(Self.count("<tbody class=\"block\"", in: page) == 4)
        #expect(Self.count("<tbody class=\"block same\"", in: page) == 20)
        #expect(page.contains("<tbody class=\"block\" style=\"--h: 8192px; --d: 8192px\">"))
        #expect(page.contains("<tbody class=\"block\" style=\"--h: 8192px; --d: 2880px\">"))
        #expect(page.contains("<tbody class=\"block same\" style=\"--h: 3584px; --d: 0px\">"))
        // Rows: 3 in the overview, 1 + 3 in the summary, 1 + 6,000 records, 1 + 600 moves.
        #expect(Self.count("<tr", in: page) == 3 + 4 + 6_001 + 601)
        #expect(Self.count("<tbody>\n", in: page) == 3)
        // 600 moves start folded; the pair with none says so.
        #expect(page.contains("<details class=\"pair\">\n<summary>"))
        #expect(!page.contains("<details class=\"pair\" open>"))
        #expect(page.contains("<span class=\"count\">600 records move</span>"))
        #expect(page.contains("<code>de</code>: <span class=\"muted\">the same order</span></p>"))
    }

    /// The pages the browser check opens: written into `$LOCALIZED_INDEX_HTML_OUT` when it is set
    /// (check-compare-html.sh sets it), else into a temporary folder, and checked either way, so the test
    /// asserts something on every run and the browser never gets a cut-off page.
    @Test("pages for the browser check: whole pages, every record")
    func pagesForTheBrowser() throws {
        let requested = ProcessInfo.processInfo.environment["LOCALIZED_INDEX_HTML_OUT"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = try requested.map { URL(fileURLWithPath: $0) } ?? CLI.temporaryFolder()
        defer { if requested == nil { try? FileManager.default.removeItem(at: folder) } }
        let pages = [("compare-small.html", Self.smallReport()), ("compare-rtl.html", Self.rtlReport()),
                     ("compare-large.html", Self.largeReport(count: 12_000))]
        for (name, report) in pages {
            let path = folder.appendingPathComponent(name).path
            try Self.render(report, to: path)
            let page = try String(contentsOfFile: path, encoding: .utf8)
            #expect(page.hasPrefix("<!DOCTYPE html>\n") && page.hasSuffix("</body>\n</html>\n"), "\(name) is not a whole page")
            #expect(page.contains("<title>"), "\(name)")
        }
        // The large page lays its 12,000 records out lazily; all of them must be there (rows as in `large()`:
        // 3 in the overview, 1 + 3 in the summary, 1 + 12,000 records, 1 + 1,200 moves).
        let large = try String(contentsOfFile: folder.appendingPathComponent("compare-large.html").path, encoding: .utf8)
        #expect(large.contains("<body class=\"large\">"))
        #expect(Self.count("<tr", in: large) == 3 + 4 + 12_001 + 1_201)
    }
}
