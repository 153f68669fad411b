import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// The text and Markdown renderings and the name order, on hand-checked inputs.
@Suite("sort-contacts: text, Markdown, --sort-by")
struct SortContactsFormatsTests {
    static var smallInput: String { CLI.fixtures.appendingPathComponent("sv-small.txt").path }

    @Test("text: a header per section, records indented, the index bar last; no colour into a file")
    func text() throws {
        let text = try CLI.run(["sort-contacts", "--locale", "sv", "--input", Self.smallInput])
        #expect(text == """
            A
              anna
              Anna
            I
              Item 2
              Item 10
            Z
              Zoë
            Å
              Åsa
            Ö
              Örjan Östlund
            #
              42 Wallaby Way

            8 kontakter · Avsnittsindex: A I Z Å Ö #

            """)
    }

    /// Counts as CLDR writes them (its `group` symbol: "," in en, U+00A0 in sv, "." in de).
    @Test("text and markdown: the count in the collation's language, its digits grouped as the locale groups them",
          arguments: [("en", "1,234 contacts", "Section index"), ("sv", "1\u{A0}234 kontakter", "Avsnittsindex"),
                      ("de", "1.234 Kontakte", "Abschnittsindex")])
    func localizedCount(locale: String, count: String, index: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.txt")
        try (1...1_234).map { "Name \($0)" }.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        let text = try CLI.run(["sort-contacts", "--locale", locale, "--input", input.path])
        #expect(text.contains("\n\(count) · \(index): "), "\(text.suffix(80))")
        let markdown = try CLI.run(["sort-contacts", "--locale", locale, "--input", input.path, "--format", "markdown"])
        #expect(markdown.contains("\n\n\(count) · \(locale) · uikit\n\n"), "\(markdown.prefix(80))")
    }

    @Test("markdown: anchors per section and an index line of links")
    func markdown() throws {
        let text = try CLI.run(["sort-contacts", "--locale", "sv", "--input", Self.smallInput, "--format", "markdown",
                                "--empty-sections", "nearest"])
        // The page's words in Swedish (PageWords.tsv, sv: "Kontakter", "{n} kontakter").
        #expect(text.hasPrefix("# Kontakter\n\n8 kontakter · sv · uikit\n\n"))
        // nearest: every title stays; B…H lead to A (section 0), the nearest non-empty section before them.
        #expect(text.contains("[A](#section-0) · [B](#section-0) · [C](#section-0)"))
        #expect(text.contains("[Ä](#section-26) · [Ö](#section-28) · [\\#](#section-29)"))
        #expect(text.contains("<a id=\"section-28\"></a>\n\n## Ö\n\n- Örjan Östlund\n"))
        // sv-small.txt's blank line is skipped (issue 21 row 14), so # holds only the address.
        #expect(text.contains("## \\#\n\n- 42 Wallaby Way\n"))
    }

    @Test("markdown escaping keeps names as written", arguments: [
        ("*bold* [x](y)", "\\*bold\\* \\[x\\](y)"),
        ("# not a heading", "\\# not a heading"),
        ("42. not a list", "42\\. not a list"),
        ("- dash", "\\- dash"),
        ("a\nb", "a b"),
        ("Ann & <b>", "Ann \\& \\<b\\>"),
    ])
    func markdownEscaping(name: String, expected: String) {
        #expect(SectionsMarkdown.escaped(name) == expected)
    }

    @Test("--sort-by family: family name first, company-only cards by company, e-mail-only by address")
    func familyOrder() throws {
        let resolver = NameResolver(order: .family)
        let cases: [(PersonName, String, String)] = [
            (PersonName(display: "Anna Berg", given: "Anna", family: "Berg"), "Anna Berg", "Berg Anna"),
            (PersonName(given: "Anna", family: "Berg"), "Anna Berg", "Berg Anna"),
            (PersonName(given: "Cher"), "Cher", "Cher"),
            (PersonName(organization: "Acme AB"), "Acme AB", "Acme AB"),
            (PersonName(contact: "zed@example.com"), "zed@example.com", "zed@example.com"),
            (PersonName(), "", ""),
            (PersonName(display: "Dr. Åsa Öberg", given: "Åsa", family: "Öberg", prefix: "Dr."), "Dr. Åsa Öberg", "Öberg Åsa"),
        ]
        for (name, display, key) in cases {
            let sorted = resolver.resolve(ContactRecord(fields: [], name: name, line: 1))
            #expect(sorted.displayName == display)
            #expect(sorted.sortString == key)
            #expect(sorted.sectionString == key)
        }
        #expect(NameResolver(order: .given).resolve(ContactRecord(fields: [], name: PersonName(given: "Anna", family: "Berg"), line: 1)).sortString == "Anna Berg")
        #expect(NameResolver(order: .display).resolve(ContactRecord(fields: [], name: PersonName(display: "Bo", given: "Anna", family: "Berg"), line: 1)).sortString == "Bo")
    }

    /// The resolver's own list of white space, checked against the standard library's Unicode data.
    @Test("a name part of only white space is absent: the list of white space is Unicode's White_Space")
    func whiteSpaceList() {
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            NameResolver.isWhiteSpace($0) != $0.properties.isWhitespace
        }
        #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
        let resolver = NameResolver(order: .family)
        let blank = resolver.resolve(ContactRecord(fields: [], name: PersonName(given: "Anna", family: "\u{3000}\u{A0}"), line: 1))
        #expect(blank.sortString == "Anna")
    }

    /// What the byte path asks of a name part's first character: present unless it is White_Space, per the
    /// standard library's Unicode data, for every scalar (one to four bytes) followed by a letter; the
    /// replacement character (ill-formed input) is present.
    @Test("a part starts present unless its first character is White_Space, for every scalar")
    func startsPresent() {
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let bytes = Array((String(scalar) + "a").utf8)
            return NameResolver.startsPresent(bytes.span) == scalar.properties.isWhitespace
        }
        #expect(differing.isEmpty, "\(differing.prefix(8).map { String($0.value, radix: 16) })")
        #expect(NameResolver.startsPresent([UInt8]().span) == false)
        #expect(NameResolver.startsPresent([UInt8]([0xE3, 0x80]).span) == true)
        // Ill-formed first characters are present, as the replacement character is: an overlong space, a
        // lone continuation byte, a surrogate.
        #expect(NameResolver.startsPresent([UInt8]([0xC0, 0xA0, 0x61]).span) == true)
        #expect(NameResolver.startsPresent([UInt8]([0xE0, 0x80, 0xA0]).span) == true)
        #expect(NameResolver.startsPresent([UInt8]([0x80, 0x61]).span) == true)
        #expect(NameResolver.startsPresent([UInt8]([0xED, 0xA0, 0x80]).span) == true)
    }

    @Test("a .txt file is read as plain lines")
    func formatDetectionOfPlainText() throws {
        let file = try InputFile(path: Self.smallInput)
        #expect(try InputFormat.detect(file) == .lines)
    }

    @Test("--on-error skip reports and still fails; every good record is written")
    func skipBadLines() throws {
        let input = CLI.fixtures.appendingPathComponent("invalid-utf8.txt").path
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.json")
        #expect {
            try CLI.execute(["sort-contacts", "--input", input, "--locale", "sv", "--format", "json", "--on-error", "skip",
                             "--output", output.path])
        } throws: { error in
            "\(error)" == "\(input): 1 record skipped (listed above)"
        }
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains("\"recordCount\": 2"))
        #expect(written.contains("{\"name\": \"Anna\"") && written.contains("{\"name\": \"Bertil\""))
    }
}
