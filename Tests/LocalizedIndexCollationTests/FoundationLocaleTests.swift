import Foundation
import Testing
import LocalizedIndexCollation

/// Collations from Foundation's `Locale`: the identifier and its collation keyword kept, other keywords
/// dropped, unknown locales refused. Expected ICU IDs and tags are ICU's canonical forms, as the BCP 47,
/// ICU and POSIX parsing tests expect them (CollationLocaleTests).
@Suite("Foundation Locale")
struct FoundationLocaleTests {
    @Test("identifier and collation keyword", arguments: [
        ("de-u-co-phonebk", "de-u-co-phonebk", "de@collation=phonebook"),
        ("de@collation=phonebook", "de-u-co-phonebk", "de@collation=phonebook"),
        ("zh_Hant@collation=stroke", "zh-Hant-u-co-stroke", "zh_Hant@collation=stroke"),
        ("sv_SE", "sv-SE", "sv_SE"),
        ("sv-SE", "sv-SE", "sv_SE"),
        ("sv_SE@calendar=gregorian", "sv-SE", "sv_SE"),
        ("ja-JP-u-ca-japanese-co-unihan", "ja-JP-u-co-unihan", "ja_JP@collation=unihan"),
        ("", "und", ""),
    ])
    func mapsLocale(identifier: String, tag: String, icuIdentifier: String) throws {
        let locale = try CollationLocale(Locale(identifier: identifier))
        #expect(locale.identifier == tag)
        #expect(locale.icuIdentifier == icuIdentifier)
    }

    /// DIN 5007-2 (German phone books) files Ä as AE: "Ärger" before "Affe". The standard German order
    /// compares Ä as A first: "Affe" before "Ärger".
    @Test("the collation keyword chooses the order")
    func phonebook() throws {
        let names = ["Affe", "Ärger"]
        #expect(try LocalizedIndexCollation(locale: Locale(identifier: "de-u-co-phonebk")).sorted(names) == ["Ärger", "Affe"])
        #expect(try LocalizedIndexCollation(locale: Locale(identifier: "de")).sorted(names) == ["Affe", "Ärger"])
        let phonebook = try LocalizedIndexCollation(locale: Locale(identifier: "de@collation=phonebook"))
        #expect(phonebook.collationLocale == "de-u-co-phonebk")
    }

    @Test("an unknown locale or collation is a LocaleError", arguments: [
        ("xx", LocaleError.Reason.unknownLanguage("xx")),
        ("de-u-co-nonsense", .unknownCollation("nonsense", available: ["standard", "phonebook", "search", "emoji", "eor"])),
    ])
    func rejects(identifier: String, reason: LocaleError.Reason) {
        #expect {
            _ = try LocalizedIndexCollation(locale: Locale(identifier: identifier))
        } throws: { error in
            (error as? LocaleError)?.reason == reason
        }
    }
}
