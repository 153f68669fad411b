import Foundation
import LocalizedIndexCollation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexContacts

/// Issue 43's page parts: the script headings between the scripts of a mixed list, and the printed list's
/// columns, each that continues a section headed again. How the printed page looks is checked in the PDF
/// Chromium prints (HTMLCheck/check-html.sh); here, where the page's writer breaks the columns, from heights
/// worked out by hand.
@Suite("sort-contacts --format html: script headings and printed columns")
struct SectionsHTMLPrintTests {
    private static func page(_ names: [String], locale: String, _ arguments: [String] = []) throws -> String {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.txt").path
        try (names.joined(separator: "\n") + "\n").write(toFile: input, atomically: true, encoding: .utf8)
        return try CLI.run(["sort-contacts", "--input", input, "--input-format", "lines", "--locale", locale,
                            "--format", "html"] + arguments)
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The text of each element of `page` that starts with `open` (up to the next `<`).
    private static func texts(after open: String, in page: String) -> [String] {
        page.components(separatedBy: open).dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    // MARK: - Script headings

    @Test("a heading with the script's name in the page's language above each other script's first section")
    func scriptHeadings() throws {
        let names = ["Anna Berg", "Αλέξης Παπαδόπουλος", "Βασίλης Νικολάου", "Анна Иванова", "Борис Петров", "42 Wallaby Way"]
        // CLDR's names (en: Greek, Cyrillic), a heading's capital in Swedish (CLDR: grekiska, kyrilliska),
        // and the page's word for the rest above # (PageWords.tsv: Other, Övrigt).
        let english = try Self.page(names, locale: "en")
        #expect(Self.texts(after: "<p class=\"script-header\" role=\"heading\" aria-level=\"2\" data-script=\"", in: english)
            == ["Grek\">Greek", "Cyrl\">Cyrillic", "Zzzz\">Other"])
        // Each heading is inside the first section of its script, right above its title.
        #expect(english.contains("data-script=\"Grek\">Greek</p>\n<h2 class=\"section-header\" id=\"section-26-title\">Α</h2>"))
        let swedish = try Self.page(names, locale: "sv")
        #expect(Self.texts(after: "data-script=\"", in: swedish).filter { $0.contains(">") }
            == ["Grek\">Grekiska", "Cyrl\">Kyrilliska", "Zzzz\">Övrigt"])
        // The rule in the bar between scripts, on the entry that starts one (Α after Z, А after Ω, # after Я).
        #expect(Self.count("<li class=\"script-start\">", in: english) == 3)
        // A list of the locale's own letters only has none.
        let latin = try Self.page(["Anna Berg", "Cecilia Dahl", "42 Wallaby Way"], locale: "en")
        #expect(!latin.contains("class=\"script-header\""))
        #expect(!latin.contains("class=\"script-start\""))
    }

    // MARK: - Paper

    @Test("the page prints on the paper of the locale's region (CLDR's paperSize)",
          arguments: [("en", "216mm 279mm"), ("en-US", "216mm 279mm"), ("es-MX", "216mm 279mm"), ("fr-CA", "216mm 279mm"),
                      ("en-GB", "210mm 297mm"), ("sv", "210mm 297mm"), ("ja", "210mm 297mm"), ("zh-Hant-TW", "210mm 297mm")])
    func paper(locale: String, size: String) throws {
        #expect(try Self.page(["Anna"], locale: locale).contains("@page { size: \(size); margin: 14mm 12mm; }"))
    }

    // MARK: - Printed columns

    /// One-line rows on A4 (worked out by hand from PrintColumns.Metrics): the page's content is 297 − 28 mm
    /// = 1016.7 px tall, a column 1014 px with its 2 px of slack, the first page's 946 px under the page's
    /// heading (60 + 8 px). A section's heading is 30 px, a row of one line 2 + 16 = 18 px. So a first page's
    /// column holds a heading and 50 rows (930 px; 51 would be 948), a later page's a heading and 54 (1002 px).
    private static let names400 = (0..<400).map { "Anna " + String(1000 + $0) }

    @Test("a section that goes on in the next column or page is headed again there: A (forts.)")
    func continuedHeadings() throws {
        let page = try Self.page(Self.names400, locale: "sv")
        // Rows 0–49, 50–99, 100–149 on the first page; 150–203, 204–257, 258–311 on the second; 312–365,
        // 366–399 on the third: seven columns start inside section A.
        #expect(Self.count("<p class=\"continued\" aria-hidden=\"true\">A (forts.)</p>", in: page) == 7)
        let pieces = page.components(separatedBy: "<p class=\"continued\"")
        let rowsPerColumn = pieces.map { Self.count("<li><span", in: $0) }
        #expect(rowsPerColumn == [50, 50, 50, 54, 54, 54, 54, 34])
        // Each column's first row follows its heading: the list is split there, not a row moved.
        #expect(pieces[1].contains("A (forts.)</p>\n<ul>\n<li><span class=\"name\" dir=\"auto\">Anna 1050</span>"))
        // On screen the heading is not shown; in print it breaks the column.
        #expect(page.contains(".continued { display: none; }"))
        #expect(page.contains(".section.column-start, .continued { break-before: column; }"))
    }

    @Test("a section whose heading and first row do not fit what is left of a column starts the next one")
    func sectionStartsColumn() throws {
        // A: 50 rows fill 930 of the first column's 946 px; B's heading and first row (48 px) do not fit.
        let names = (0..<50).map { "Anna " + String(1000 + $0) } + ["Berit Ek", "Bo Ek"]
        let page = try Self.page(names, locale: "sv")
        #expect(page.contains("<section class=\"section column-start\" id=\"section-1\""))
        #expect(!page.contains("class=\"continued\""))
        // With 48 rows in A (894 px) B's heading and first row fit (942 px) but its second row does not: B stays
        // and goes on in the next column under its heading again.
        let fitting = try Self.page((0..<48).map { "Anna " + String(1000 + $0) } + ["Berit Ek", "Bo Ek"], locale: "sv")
        #expect(fitting.contains("<section class=\"section\" id=\"section-1\""))
        #expect(fitting.contains("<p class=\"continued\" aria-hidden=\"true\">B (forts.)</p>"))
    }

    @Test("a long name is given the lines it takes in a printed column, at most three")
    func nameLines() throws {
        // A4: a column is (186 − 16) / 3 mm = 214.2 px; a character other than a wide one is taken as
        // 0.62 × 13.333 = 8.27 px, a wide (CJK) one 13.333 px: 25 characters fit one line, 26 two; 16 wide
        // ones one line, 17 two; 78 characters three (the most).
        let names = [String(repeating: "a", count: 25), String(repeating: "b", count: 26), String(repeating: "漢", count: 16),
                     String(repeating: "漢", count: 17), String(repeating: "c", count: 200)]
        let page = try Self.page(names, locale: "sv")
        #expect(page.contains("<span class=\"name\" dir=\"auto\">\(names[0])</span>"))
        #expect(page.contains("<span class=\"name l2\" dir=\"auto\">\(names[1])</span>"))
        #expect(page.contains("<span class=\"name\" dir=\"auto\">\(names[2])</span>"))
        #expect(page.contains("<span class=\"name l2\" dir=\"auto\">\(names[3])</span>"))
        #expect(page.contains("<span class=\"name l3\" dir=\"auto\">\(names[4])</span>"))
    }
}
