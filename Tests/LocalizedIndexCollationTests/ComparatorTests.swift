import Foundation
import Testing
import LocalizedIndexCollation

/// `collation.comparator`, Foundation's `SortComparator`: the same order as the collation's own `sorted`,
/// whose order the ICU4C parity, UIKit layout and property tests check against references.
@Suite("comparator")
struct ComparatorTests {
    struct Contact: Equatable {
        var givenName: String
        var familyName: String
    }

    /// The peer fixtures' rows (names in every script, digits, symbols, NFC and NFD spellings) in locales of
    /// several scripts and rules, both styles.
    @Test("sorted(using: comparator) is the collation's sorted order",
          arguments: ["en", "sv", "de", "zh-Hans", "zh-Hant", "ja", "ar"], LocalizedIndexCollation.Style.allCases)
    func sameOrderAsSorted(locale: String, style: LocalizedIndexCollation.Style) throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        let rows = PeerFixtures.inputRows
        #expect(rows.sorted(using: collation.comparator).map(\.scalars) == collation.sorted(rows).map(\.scalars))
    }

    /// The reference: ICU4C's own collator order, in the peer's buckets (`Fixtures/ICU4C`): the icu-style
    /// comparator sorts each bucket's items as the peer sorted them.
    @Test("the icu-style comparator sorts as ICU4C's collator", arguments: PeerFixtures.configurations.filter {
        $0.addLabels.isEmpty && ["en", "sv", "de", "ja", "ar", "ko", "ru"].contains($0.locale)
    })
    func icuOrder(configuration: PeerFixtures.Configuration) throws {
        let collation = try LocalizedIndexCollation(locale: configuration.locale, style: .icu)
        for section in try PeerFixtures.output(of: configuration).sections where section.items.count > 1 {
            let sorted = section.items.reversed().sorted(using: collation.comparator)
            // Equal strings (an NFC and an NFD spelling) may come in either order: compared as the collator does.
            #expect(zip(sorted, section.items).allSatisfy { collation.comparator.compare($0, $1) == .orderedSame },
                    "\(configuration.locale) \(section.label)")
            for (first, second) in zip(section.items, section.items.dropFirst()) {
                #expect(collation.comparator.compare(first, second) != .orderedDescending,
                        "\(configuration.locale) \(section.label): \(first) after \(second)")
            }
        }
    }

    /// Pinyin with surname readings, by hand: 陈 chén, 丁 dīng, 单 shàn (dān elsewhere), 沈 shěn, 曾 zēng
    /// (céng elsewhere). ICU's Chinese order reads 单 as dān and 曾 as céng, so it puts 曾 first and 单
    /// before 丁: only the readings give this order.
    @Test("Chinese names compare by their readings, as sorted does")
    func chineseReadings() throws {
        let collation = try LocalizedIndexCollation(locale: "zh")
        let names = ["沈括", "曾国藩", "单雄信", "丁一", "陈明"]
        let expected = ["陈明", "丁一", "单雄信", "沈括", "曾国藩"]
        #expect(names.sorted(using: collation.comparator) == expected)
        #expect(collation.sorted(names) == expected)
        #expect(collation.comparator.compare("曾国藩", "陈明") == .orderedDescending)
    }

    @Test("KeyPathComparator over a model's property, and the reverse order")
    func keyPathsAndOrder() throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        let contacts = [Contact(givenName: "Örjan", familyName: "Berg"), Contact(givenName: "Anna", familyName: "Öst"),
                        Contact(givenName: "Zoë", familyName: "Alm")]
        let byFamilyName = KeyPathComparator(\Contact.familyName, comparator: collation.comparator)
        #expect(contacts.sorted(using: byFamilyName).map(\.familyName) == ["Alm", "Berg", "Öst"])
        #expect(contacts.sorted(using: byFamilyName) == collation.sorted(contacts, on: \.familyName))

        var reverse = collation.comparator
        reverse.order = .reverse
        #expect(["Anna", "Örjan", "Zorn"].sorted(using: reverse) == ["Örjan", "Zorn", "Anna"])
        #expect(reverse.compare("Anna", "Zorn") == .orderedDescending)
        #expect(collation.comparator.compare("\u{00C5}sa", "A\u{030A}sa") == .orderedSame)
    }

    @Test("comparators are equal when they compare alike")
    func equality() throws {
        let swedish = try LocalizedIndexCollation(locale: "sv").comparator
        #expect(swedish == (try LocalizedIndexCollation(locale: "sv").comparator))
        #expect(Set([swedish, try LocalizedIndexCollation(locale: "sv").comparator]).count == 1)
        #expect(swedish != (try LocalizedIndexCollation(locale: "sv", style: .icu).comparator))
        var reverse = swedish
        reverse.order = .reverse
        #expect(swedish != reverse)
    }

    @Test("strength: primary ignores accents and case")
    func strength() throws {
        let collation = try LocalizedIndexCollation(locale: "en", options: .init(strength: .primary))
        #expect(collation.comparator.compare("resume", "Résumé") == .orderedSame)
        #expect(try LocalizedIndexCollation(locale: "en").comparator.compare("resume", "Résumé") == .orderedAscending)
    }
}
