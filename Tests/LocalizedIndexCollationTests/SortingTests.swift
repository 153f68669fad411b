import Testing
import LocalizedIndexCollation

@Suite("sorting and ready-made sections")
struct SortingTests {
    struct Contact: Equatable, Sendable {
        var givenName: String
        var familyName: String
    }

    @Test("digit runs compare as numbers in the uikit style, as UIKit sorts")
    func numericOrdering() throws {
        let uikit = try LocalizedIndexCollation(locale: "en")
        #expect(uikit.sorted(["Item 10", "Item 2", "Item 1"]) == ["Item 1", "Item 2", "Item 10"])
        let icu = try LocalizedIndexCollation(locale: "en", style: .icu)
        #expect(icu.sorted(["Item 10", "Item 2", "Item 1"]) == ["Item 1", "Item 10", "Item 2"])
    }

    @Test("locale order: Swedish ranks Å Ä Ö after Z, German does not")
    func localeOrder() throws {
        let names = ["Ängel", "Zorn", "Anna", "Örjan", "Otto"]
        #expect(try LocalizedIndexCollation(locale: "sv").sorted(names) == ["Anna", "Otto", "Zorn", "Ängel", "Örjan"])
        #expect(try LocalizedIndexCollation(locale: "de").sorted(names) == ["Ängel", "Anna", "Örjan", "Otto", "Zorn"])
    }

    @Test("stable: canonically equivalent spellings keep their input order")
    func stable() throws {
        let nfc = "\u{00C5}sa", nfd = "A\u{030A}sa"
        let collation = try LocalizedIndexCollation(locale: "sv")
        #expect(collation.sorted([nfd, nfc]).map(\.unicodeScalars.first) == [nfd, nfc].map(\.unicodeScalars.first))
        #expect(collation.sorted([nfc, nfd]).map(\.unicodeScalars.first) == [nfc, nfd].map(\.unicodeScalars.first))
        #expect(collation.section(for: nfc) == collation.section(for: nfd))
    }

    @Test("key paths and closures")
    func keyPaths() throws {
        let contacts = [Contact(givenName: "Örjan", familyName: "Berg"), Contact(givenName: "Anna", familyName: "Öst"),
                        Contact(givenName: "Zoë", familyName: "Alm")]
        let collation = try LocalizedIndexCollation(locale: "sv")
        #expect(collation.sorted(contacts, on: \.familyName).map(\.familyName) == ["Alm", "Berg", "Öst"])
        #expect(collation.sorted(contacts, on: { $0.givenName }).map(\.givenName) == ["Anna", "Zoë", "Örjan"])
    }

    @Test("sections: in section order, sorted inside, empty ones left out unless kept")
    func sections() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        let names = ["Örjan", "Anna", "42", "Åsa", "anna", "Zorn", "😀", "Adam"]
        let sections = collation.sections(of: names, on: { $0 })
        #expect(sections.map(\.title) == ["A", "Z", "Å", "Ö", "#"])
        #expect(sections.map(\.items) == [["Adam", "anna", "Anna"], ["Zorn"], ["Åsa"], ["Örjan"], ["😀", "42"]])
        #expect(sections.map(\.index) == [0, 25, 26, 28, 29])
        let all = collation.sections(of: names, on: { $0 }, keepingEmptySections: true)
        #expect(all.map(\.title) == collation.sectionTitles)
        #expect(all.reduce(0) { $0 + $1.items.count } == names.count)
    }

    @Test("blank, empty and symbol-only names go to #")
    func otherSection() throws {
        let collation = try LocalizedIndexCollation(locale: "en")
        for name in ["", "   ", "\u{200B}", "42 Wallaby Way", "+1 (650) 555-1212", "😀", "#tag", "Иван", "山田"] {
            #expect(collation.sectionTitles[collation.section(for: name)] == "#", "\(name.debugDescription)")
        }
    }

    @Test("sort keys compare as the strings sort")
    func sortKeys() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        #expect(collation.sortKey(for: "Zorn") < collation.sortKey(for: "Ängel"))
        #expect(collation.comparator.compare("Zorn", "Ängel") == .orderedAscending)
        #expect(["Ängel", "Zorn"].min(by: { collation.comparator.compare($0, $1) == .orderedAscending }) == "Zorn")
        #expect(collation.comparator.compare("Ängel", "Zorn") == .orderedDescending)
        #expect(collation.sortKey(for: "\u{00C5}") == collation.sortKey(for: "A\u{030A}"))
    }
}
