import Foundation
import Testing
@testable import LocalizedIndexCollation

/// Issue 43's Done-when: the bar of the 1,000-name mixed list (`Scripts/generate-names.py --seed 1`, the
/// names check-html.sh pages show: lines 796–1,795 of `peer-input.tsv`) with `--other-scripts auto`'s
/// scripts, at 54 slots (a phone in portrait), 23 and 12. Expected bars written by hand from the rule on
/// `indexBar(slots:…)`: the locale's own titles (UIKit's layouts: ja A–Z, the ten kana rows, 他, #; ko A–Z,
/// the 14 consonants, #; sv A–Z Å Ä Ö, #), each other script its first letter (Α А א ا अ ก ㄱ, in ICU's
/// script order), a `•` between Greek Α and Cyrillic А; where those do not fit, the other scripts one `•`
/// and the own titles spread: title *j* of *k* kept out of *n* is *j*·(*n* − 1)/(*k* − 1), halves up.
@Suite("index bar of the 1,000-name mixed list")
struct IndexBarMixedListTests {
    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// The collation `sort-contacts --other-scripts auto` makes for the mixed list.
    static func collation(_ locale: String) throws -> LocalizedIndexCollation {
        let url = try #require(Bundle.module.url(forResource: "peer-input", withExtension: "tsv", subdirectory: "Fixtures"))
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let names = lines[795..<1_795]
        var counts: [Unicode.Scalar: Int] = [:]
        for name in names {
            if let letter = LocalizedIndexCollation.firstLetter(of: String(name)) { counts[letter, default: 0] += 1 }
        }
        let scripts = LocalizedIndexCollation.scripts(ofFirstLetters: counts)
        return try LocalizedIndexCollation(locale: locale, options: .init(otherScripts: .native(scripts: scripts)))
    }

    static let others = ["Α", "•", "А", "א", "ا", "अ", "ก"]

    @Test("54 slots: all of the locale's own titles, each other script one entry", arguments: [
        ("ja", latin + ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "他"] + others + ["ㄱ", "#"]),
        ("ko", latin + ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"] + others + ["#"]),
        ("sv", latin + ["Å", "Ä", "Ö"] + others + ["ㄱ", "#"]),
    ])
    func portrait(locale: String, expected: [String]) throws {
        #expect(try Self.collation(locale).indexBar(slots: 54).titles == expected)
    }

    @Test("23 and 12 slots: the other scripts share one •, the own titles spread", arguments: [
        ("ja", 23, "A • E • H • L • O • S • W • Z • た • ま • 他 • #"),
        ("ko", 23, "A • E • I • M • Q • U • X • ㄴ • ㅂ • ㅊ • ㅎ • #"),
        ("sv", 23, "A • D • G • I • L • O • R • U • W • Z • Ö • #"),
        ("ja", 12, "A • J • S • か • 他 • #"),
        ("ko", 12, "A • K • U • ㄹ • ㅎ • #"),
        ("sv", 12, "A • H • O • V • Ö • #"),
    ])
    func short(locale: String, slots: Int, expected: String) throws {
        let bar = try Self.collation(locale).indexBar(slots: slots)
        #expect(bar.titles.joined(separator: " ") == expected)
        #expect(bar.entries.count <= slots)
    }

    /// Letters that look alike across Latin, Greek and Cyrillic (Unicode's confusables.txt, checked by eye).
    static let lookAlikes: [Set<String>] = [
        ["A", "Α", "А"], ["B", "Β", "В"], ["C", "С"], ["E", "Ε", "Е"], ["H", "Η", "Н"], ["I", "Ι", "І"],
        ["K", "Κ", "К"], ["M", "Μ", "М"], ["O", "Ο", "О"], ["P", "Ρ", "Р"], ["T", "Τ", "Т"], ["X", "Χ", "Х"],
        ["Z", "Ζ"],
    ]

    @Test("never two look-alike titles of different scripts side by side, at any number of slots",
          arguments: ["ja", "ko", "sv", "en", "el", "ru"])
    func noLookAlikesSideBySide(locale: String) throws {
        let collation = try Self.collation(locale)
        for slots in [nil] + Array(1...80) {
            let titles = collation.indexBar(slots: slots).titles
            for (above, below) in zip(titles, titles.dropFirst()) where above != below {
                #expect(!Self.lookAlikes.contains { $0.contains(above) && $0.contains(below) },
                        "\(locale) at \(slots.map(String.init) ?? "no limit") slots: \(above) \(below)")
            }
        }
    }
}
