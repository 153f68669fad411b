import Foundation
import LocalizedIndexCollation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// The HTML page's structure, from a hand-made document and from the CLI. How it looks and behaves in a
/// browser is checked by HTMLCheck/check-html.sh (headless Chromium).
@Suite("sort-contacts --format html")
struct SectionsHTMLTests {
    // MARK: - A hand-made document

    /// sv has 30 sections: A is 0, B 1, S 18, Z 25, Å 26, Ä 27, Ö 28, # 29.
    private static func document(locale: String = "sv") throws -> SectionedDocument {
        let collation = try LocalizedIndexCollation(locale: locale)
        func record(_ name: String, _ extra: [Field] = []) -> SortedRecord {
            SortedRecord(fields: [Field("name", name)] + extra, line: 1, displayName: name, sectionKey: name, sortKey: name)
        }
        let sections = [
            IndexSection(title: "A", index: 0, kind: .letter, items: [
                record("Anna <script>alert(1)</script>", [Field("Company", "Smith & Sons"), Field("E-mail", "anna@example.org")]),
                record("Axel \"Ace\" O'Neil"),
            ]),
            IndexSection(title: "S", index: 18, kind: .letter, items: [record("Sven\u{202E}evil\u{202C} 😀")]),
            IndexSection(title: "#", index: 29, kind: .other, items: [record("  "), record("a\u{0}b\nc")]),
        ]
        let bar = IndexBar(entries: [
            .init(title: IndexBar.searchTitle, kind: .search, section: nil),
            .init(title: "A", kind: .title, section: 0),
            .init(title: "B", kind: .title, section: 1),      // absent: the nearest before is A (0)
            .init(title: "•", kind: .bullet, section: 5),     // absent: A (0)
            .init(title: "S", kind: .title, section: 18),
            .init(title: "Ö", kind: .title, section: 28),     // absent: S (18)
            .init(title: "#", kind: .title, section: 29),
        ])
        return SectionedDocument(collation: collation, sections: sections, indexBar: bar, recordCount: 5,
                                 title: "Mine & <yours>")
    }

    private static func render(_ document: SectionedDocument, heading: String? = nil) throws -> String {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path
        let output = try OutputFile(path: path)
        try SectionsHTML.write(document, heading: heading, to: output)
        try output.commit()
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Every capture of `pattern`'s first group, in order.
    private static func captures(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("names and the title are escaped; the only script elements are the page's own and its search data")
    func escaping() throws {
        let page = try Self.render(Self.document(), heading: "Mine & <yours>")
        // 30 characters: two lines in a printed A4 column (30 × 0.62 em of 10 pt is 248 px, a column 214 px).
        #expect(page.contains("<span class=\"name l2\" dir=\"auto\">Anna &lt;script&gt;alert(1)&lt;/script&gt;</span>"))
        #expect(page.contains("<span class=\"name\" dir=\"auto\">Axel &quot;Ace&quot; O&#39;Neil</span>"))
        #expect(page.contains("<span class=\"detail\" dir=\"auto\">Smith &amp; Sons · anna@example.org</span>"))
        #expect(page.contains("<title>Mine &amp; &lt;yours&gt;</title>"))
        #expect(page.contains("<h1 dir=\"auto\">Mine &amp; &lt;yours&gt;</h1>"))
        #expect(Self.count("<script", in: page) == 2)
        #expect(Self.count("<script data-", in: page) == 1)
        #expect(Self.count("<script type=\"application/json\" id=\"search-data\">", in: page) == 1)
        #expect(!page.contains("alert(1)</script>"))
        // Bidi controls stay (isolated by dir="auto"); NUL becomes U+FFFD and a line break a space.
        #expect(page.contains("<span class=\"name\" dir=\"auto\">Sven\u{202E}evil\u{202C} 😀</span>"))
        #expect(page.contains("<span class=\"name\" dir=\"auto\">a\u{FFFD}b c</span>"))
        // Line breaks (NEL, U+2028, U+2029) become spaces and C1 controls U+FFFD; the characters whose
        // UTF-8 looks like theirs stay: ¨ (C2 A8), ب (D8 A8), ‧ (E2 80 A7), € (E2 82 AC).
        #expect(SectionsHTML.Buffer.escaped("x\u{85}y\u{2028}z\u{9F}é\u{2029}") == "x y z\u{FFFD}é ")
        #expect(SectionsHTML.Buffer.escaped("¨ب‧€\u{7F}\t") == "¨ب‧€\u{FFFD} ")
        // A blank name is shown as such, in the list's language (sv).
        #expect(page.contains("<span class=\"name unnamed\">Inget namn</span>"))
    }

    @Test("the script element carries what its script reads: the page's ids, row heights, bar titles, query limits")
    func scriptSettings() throws {
        let page = try Self.render(Self.document())
        let open = try #require(page.range(of: "<script data-"))
        let close = try #require(page.range(of: ">\n", range: open.upperBound..<page.endIndex))
        let tag = String(page[open.lowerBound..<close.lowerBound])
        // The values as the library documents them (IndexBar's titles, SearchQuery's 1,024 bytes and 32 words)
        // and as the style sheet draws a row (44 px; 61 px with a second line).
        #expect(tag == #"<script data-search-field="search-field" data-search-data="search-data" data-no-match="search-no-match" data-row-height="44" data-row-with-detail-height="61" data-bullet-title="•" data-search-title="{search}" data-maximum-query-bytes="1024" data-maximum-query-words="32""#)
        for id in ["search-field", "search-data", "search-no-match"] {
            #expect(Self.count(" id=\"\(id)\"", in: page) == 1, "no element with the id \(id)")
        }
        // settings.js, at the start of the script, reads exactly these (data-row-height is `data.rowHeight`).
        let settings = try #require(SectionsHTML.script.range(of: "})(document.currentScript.dataset);"))
        let read = Set(try Self.captures(#"data\.([A-Za-z]+)"#, in: String(SectionsHTML.script[..<settings.lowerBound])))
        let written = Set(try Self.captures(#" data-([a-z-]+)="#, in: tag).map { name in
            let words = name.split(separator: "-")
            return String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        })
        #expect(read == written)
    }

    @Test("one anchor per section, in order, each with its header")
    func anchors() throws {
        let page = try Self.render(Self.document())
        #expect(try Self.captures(#"<section class="section" id="section-(\d+)""#, in: page) == ["0", "18", "29"])
        #expect(try Self.captures(#"<h2 class="section-header" id="section-\d+-title">([^<]*)</h2>"#, in: page) == ["A", "S", "#"])
        #expect(Self.count("<li>", in: page) == 5 + 7)  // five records, seven index entries
    }

    @Test("index entries lead to their section, else the nearest before it, else the top")
    func indexTargets() throws {
        let page = try Self.render(Self.document())
        #expect(try Self.captures(##"<li><a href="#([^"]+)""##, in: page)
            == ["top", "section-0", "section-0", "section-0", "section-18", "section-18", "section-29"])
        #expect(try Self.captures(#"data-section="(\d+)""#, in: page) == ["0", "1", "5", "18", "28", "29"])
        #expect(try Self.captures(#"<li><a [^>]*aria-label="([^"]+)""#, in: page)
            == ["Sök: listans början", "Gå till A", "Gå till A", "Gå till A", "Gå till S", "Gå till S", "Gå till #"])
        #expect(page.contains("<nav class=\"index-bar\" aria-label=\"Avsnittsindex\" style=\"--entries: 7\" data-bar=\""))
        #expect(page.contains("<header id=\"top\" class=\"page-header\">"))
    }

    @Test("an entry before every section on the page leads to the first after it")
    func targetAfter() {
        #expect(SectionsHTML.anchor(for: 0, present: [18, 29]) == "section-18")
        #expect(SectionsHTML.anchor(for: 20, present: [18, 29]) == "section-18")
        #expect(SectionsHTML.anchor(for: 29, present: [18, 29]) == "section-29")
        #expect(SectionsHTML.anchor(for: 30, present: [18, 29]) == "section-29")
        #expect(SectionsHTML.anchor(for: 3, present: []) == "top")
        #expect(SectionsHTML.anchor(for: nil, present: [0]) == "top")
    }

    @Test("lang is the locale; dir is rtl for right-to-left languages and scripts")
    func languageAndDirection() throws {
        #expect(try Self.render(Self.document()).contains("<html lang=\"sv\" dir=\"ltr\">"))
        #expect(try Self.render(Self.document(locale: "ar")).contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(try Self.render(Self.document(locale: "he")).contains("<html lang=\"he\" dir=\"rtl\">"))
        #expect(try Self.render(Self.document(locale: "zh-Hant-TW")).contains("<html lang=\"zh-Hant-TW\" dir=\"ltr\">"))
        let cases = ["fa": "rtl", "ur-PK": "rtl", "pa-Arab": "rtl", "az-Latn": "ltr", "ja": "ltr", "und": "ltr",
                     "de-u-co-phonebk": "ltr"]
        for (tag, direction) in cases {
            #expect(SectionsHTML.direction(forLanguageTag: tag) == direction, "\(tag)")
        }
    }

    @Test("the page loads nothing: no http(s) URL, a policy that forbids fetching")
    func selfContained() throws {
        let page = try Self.render(Self.document())
        #expect(!page.contains("http://"))
        #expect(!page.contains("https://"))
        #expect(!page.contains("src="))
        #expect(page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\""))
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.hasSuffix("</html>\n"))
    }

    // MARK: - End to end

    @Test("the CLI: sv-small as a page, with empty sections leading to the nearest")
    func endToEnd() throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let page = try CLI.run(["sort-contacts", "--input", input, "--locale", "sv", "--format", "html",
                                "--empty-sections", "nearest"])
        #expect(page.contains("<html lang=\"sv\" dir=\"ltr\">"))
        // The page's word for its list in Swedish (PageWords.tsv), not the input file's name.
        #expect(page.contains("<title>Kontakter</title>"))
        #expect(page.contains("<h1 dir=\"auto\">Kontakter</h1>"))
        #expect(!page.contains("sv-small"))
        let titled = try CLI.run(["sort-contacts", "--input", input, "--locale", "ja", "--format", "html", "--title", "チーム"])
        #expect(titled.contains("<title>チーム</title>"))
        let japanese = try CLI.run(["sort-contacts", "--input", input, "--locale", "ja", "--format", "html"])
        #expect(japanese.contains("<h1 dir=\"auto\">連絡先</h1>"))
        #expect(try Self.captures(#"<section class="section" id="section-(\d+)""#, in: page) == ["0", "8", "25", "26", "28", "29"])
        #expect(try Self.captures(#"<span class="name[^"]*"[^>]*>([^<]*)</span>"#, in: page)
            == ["anna", "Anna", "Item 2", "Item 10", "Zoë", "Åsa", "Örjan Östlund", "42 Wallaby Way"])  // blank line skipped
        // Every title stays: A–H lead to A, I–Y to I, Ä to Å.
        let targets = try Self.captures(##"<li><a href="#section-(\d+)""##, in: page)
        let expected = Array(repeating: "0", count: 8) + Array(repeating: "8", count: 17) + ["25", "26", "26", "28", "29"]
        #expect(targets == expected)
        #expect(page.contains("<p class=\"count\" dir=\"auto\">8 kontakter</p>"))
    }

    // MARK: - The search field

    /// The page's search data: the JSON in its `search-data` block.
    private static func searchData(_ page: String) throws -> [String: Any] {
        let open = #"<script type="application/json" id="search-data">"#
        let start = try #require(page.range(of: open)).upperBound
        let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        return try #require(try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8)) as? [String: Any])
    }

    /// A record's tokens as the page writes them, a repeated one as the position of its first appearance,
    /// resolved.
    private static func tokens(_ record: [Any]) throws -> [String] {
        try record.map { token in
            if let position = token as? Int { return try #require(record[position] as? String) }
            return try #require(token as? String)
        }
    }

    @Test("the search field is a labelled search input below the title, in the page's language")
    func searchField() throws {
        let page = try Self.render(Self.document())
        #expect(page.contains("<label class=\"visually-hidden\" for=\"search-field\">Sök</label>"))
        #expect(page.contains("<input type=\"search\" id=\"search-field\" class=\"search-field\" placeholder=\"Sök\""))
        #expect(page.contains("<p class=\"no-match\" id=\"search-no-match\" role=\"status\" hidden>Inga resultat</p>"))
        // In the header, after the title and count; the list after it.
        let title = try #require(page.range(of: "<h1 dir=\"auto\">"))
        let field = try #require(page.range(of: "<input type=\"search\""))
        let header = try #require(page.range(of: "</header>"))
        let list = try #require(page.range(of: "<main class=\"list\""))
        #expect(title.lowerBound < field.lowerBound && field.upperBound < header.lowerBound && header.upperBound < list.lowerBound)
        let japanese = try Self.render(Self.document(locale: "ja"))
        #expect(japanese.contains("placeholder=\"検索\""))
        #expect(japanese.contains("role=\"status\" hidden>結果なし</p>"))
    }

    @Test("the search data parses; each row's tokens are its keys' tokens, in page order")
    func searchDataTokens() throws {
        let document = try Self.document()
        let data = try Self.searchData(try Self.render(document))
        let records = try #require(data["records"] as? [[Any]])
        let search = RecordSearch(collation: document.collation)
        let rows = RecordSearch.positions(of: document)
        #expect(records.count == rows.count)
        for (record, row) in zip(records, rows) {
            #expect(try Self.tokens(record) == search.keys(of: row).keys.map(\.hexToken), "\(row.displayName)")
        }
        // A one-word name's word and whole name are two keys with one token: written once, then by position.
        let single = try #require(records.last)
        #expect(single.contains { $0 is Int })
    }

    @Test("the CLI's page carries every record's keys, and the weights of the characters a query can hold")
    func searchDataFromTheCLI() throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let page = try CLI.run(["sort-contacts", "--input", input, "--locale", "ko", "--format", "html", "--search-entry"])
        let data = try Self.searchData(page)
        let collation = try LocalizedIndexCollation(locale: "ko")
        // The rows in page order, as the page lists them.
        let names = try Self.captures(#"<span class="name[^"]*"[^>]*>([^<]*)</span>"#, in: page)
        let records = try #require(data["records"] as? [[Any]])
        #expect(records.count == names.count && names.count == 8)
        let weights = try #require(data["weights"] as? [String: String])
        var wanted: [String] = ["a", "Z", "0", "9", "ㄱ", "ㅎ", "\u{318E}", "\u{1100}", "\u{11FF}", "ö", "Ö", "ë", "Ë", "å", "Å"]
        wanted += (0x3131...0x318E).compactMap(Unicode.Scalar.init).map(String.init)
        for character in wanted {
            let weight = try #require(weights[character], "\(character) has no weight")
            #expect(weight == SearchKey.hex(collation.searchToken(of: character)), "\(character)")
        }
        #expect(weights["-"] == nil && weights[" "] == nil)  // a query's words hold no separator
        let bar = try #require(data["bar"] as? [String: Any])
        let titles = try #require(bar["titles"] as? [[Any]])
        #expect(titles.count == collation.indexBar().titles.count)
        #expect(titles.first?.first as? String == collation.indexBar().titles.first)
        #expect(bar["other"] as? Int == collation.indexBar().titles.count - 1)
        #expect(bar["emptySections"] as? String == "hide" && bar["search"] as? Bool == true)
    }

    @Test("a Hangul syllable weighs as its jamo, which the page weighs a syllable it does not carry by", arguments: ["ko", "en", "ja"])
    func hangulSyllablesAreTheirJamo(locale: String) throws {
        let collation = try LocalizedIndexCollation(locale: locale)
        func token(_ value: Int) -> [UInt8] {
            collation.searchToken(of: Unicode.Scalar(UInt32(value)).map { String($0) } ?? "")
        }
        let leading = (0..<19).map { token(0x1100 + $0) }, vowels = (0..<21).map { token(0x1161 + $0) }
        let trailing = [[]] + (1..<28).map { token(0x11A7 + $0) }
        var differing: [String] = []
        for index in 0..<11_172 {
            let jamo = leading[index / 588] + vowels[index % 588 / 28] + trailing[index % 28]
            if token(0xAC00 + index) != jamo { differing.append(String(format: "U+%04X", 0xAC00 + index)) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("JSON in the page's script element cannot end it")
    func scriptJSON() {
        #expect(SectionsHTML.scriptJSONString("</script><!--") == #""\u003c/script\u003e\u003c!--""#)
        #expect(SectionsHTML.scriptJSONString("a\"b\\c\u{2028}&") == #""a\"b\\c\u2028\u0026""#)
    }
}
