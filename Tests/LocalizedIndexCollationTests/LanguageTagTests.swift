import Testing
@testable import LocalizedIndexCollation

/// `ICU.Locale.languageTag` converts an ID whose only keyword is a collation type itself (ICU's own
/// conversion first reads its table of every keyword's types, 6-10 ms); ICU's `uloc_toLanguageTag` is the
/// reference it must equal, for every locale and every collation type ICU has for it.
@Suite("language tags")
struct LanguageTagTests {
    @Test("every locale with each of its collation types: ICU's tag")
    func everyCollationType() {
        var compared = 0
        for locale in [""] + ICU.Locale.available {
            for type in ICU.Locale.collationTypes(for: locale) {
                let id = "\(locale)@collation=\(type)"
                // ICU converts every ID of its own lists: a failure on either side fails the test.
                do {
                    let expected = try ICU.Locale.icuLanguageTag(id)
                    #expect(try ICU.Locale.languageTag(id) == expected, "\(id)")
                } catch {
                    Issue.record("\(id): ICU's own conversion failed: \(error)")
                }
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }

    /// IDs the shortcut leaves to ICU (another keyword beside the collation, a variant that is a `-u-` key
    /// of its own, a type that is no BCP 47 type, an upper-case spelling) and IDs without keywords.
    @Test("other forms: ICU's tag", arguments: [
        "en_US_POSIX@collation=phonebook", "de@calendar=buddhist;collation=phonebook",
        "ja@collation=private-kana", "de@collation=PHONEBOOK", "zh_Hant", "sr_Latn_RS", "",
        "es@collation=traditional", "zh@collation=gb2312han", "ko@collation=dictionary",
    ])
    func otherForms(id: String) throws {
        let expected = try ICU.Locale.icuLanguageTag(id)
        #expect(try ICU.Locale.languageTag(id) == expected)
    }

    /// An empty collation type: ICU refuses it (U_ILLEGAL_ARGUMENT_ERROR), and so must the shortcut.
    @Test("an ID ICU refuses is refused")
    func refused() {
        #expect(throws: (any Error).self) { try ICU.Locale.icuLanguageTag("de@collation=") }
        #expect(throws: (any Error).self) { try ICU.Locale.languageTag("de@collation=") }
    }
}
