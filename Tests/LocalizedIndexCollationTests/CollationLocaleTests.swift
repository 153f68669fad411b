import Testing
import LocalizedIndexCollation

@Suite("CollationLocale: parsing and validation")
struct CollationLocaleTests {
    @Test("BCP 47, ICU and POSIX forms", arguments: [
        ("sv-SE", "sv-SE", "sv_SE"),
        ("zh-Hant-TW", "zh-Hant-TW", "zh_Hant_TW"),
        ("de-u-co-phonebk", "de-u-co-phonebk", "de@collation=phonebook"),
        ("zh_Hant@collation=stroke", "zh-Hant-u-co-stroke", "zh_Hant@collation=stroke"),
        ("sv_SE.UTF-8", "sv-SE", "sv_SE"),
        ("de_DE.utf8@euro", "de-DE", "de_DE"),
        ("sr_RS@latin", "sr-Latn-RS", "sr_Latn_RS"),
        ("  fr_CA  ", "fr-CA", "fr_CA"),
        ("es-419", "es-419", "es_419"),
        ("C", "en", "en"),
        ("POSIX", "en", "en"),
        ("C.UTF-8", "en", "en"),
        ("und", "und", ""),
        ("ga", "ga", "ga"),
    ])
    func parses(input: String, identifier: String, icuIdentifier: String) throws {
        let locale = try CollationLocale(input)
        #expect(locale.identifier == identifier)
        #expect(locale.icuIdentifier == icuIdentifier)
    }

    @Test("unknown locales are errors, never ICU's silent root fallback", arguments: [
        ("xx", LocaleError.Reason.unknownLanguage("xx")),
        ("english", .unknownLanguage("english")),
        ("", .empty),
        ("   ", .empty),
        ("sv_SW", .unknownRegion("SW")),
        ("en-Xyzw", .unknownScript("Xyzw")),
        ("de-u-co-nonsense", .unknownCollation("nonsense", available: ["standard", "phonebook", "search", "emoji", "eor"])),
        ("sv SE", .malformed),
        ("Français", .malformed),
    ])
    func rejects(input: String, reason: LocaleError.Reason) {
        #expect {
            _ = try CollationLocale(input)
        } throws: { error in
            guard let error = error as? LocaleError else { return false }
            return error.reason == reason && error.input == input
        }
    }

    @Test("the error names the input and suggests close matches", arguments: [
        ("english", "en (English)"),
        ("swedish", "sv (Swedish)"),
        ("Deutsch", "de (German)"),
        ("sv_SW", "sv (Swedish)"),
        ("jp", "ja (Japanese)"),
    ])
    func suggestions(input: String, suggestion: String) throws {
        do {
            _ = try CollationLocale(input)
            Issue.record("\(input) was accepted")
        } catch {
            #expect(error.description.hasPrefix("unknown locale '\(input)': "))
            #expect(error.suggestions.contains(suggestion), "\(error.suggestions)")
            #expect(error.description.contains(suggestion))
        }
    }

    @Test("the collation locale is the one ICU's rules come from", arguments: [
        ("sv-SE", "sv"), ("en-US", "und"), ("zh-TW", "zh-u-co-stroke"), ("de-u-co-phonebk", "de-u-co-phonebk"),
        ("ja", "ja"),
    ])
    func collationLocale(input: String, resolved: String) throws {
        #expect(try LocalizedIndexCollation(locale: input).collationLocale == resolved)
    }

    @Test("the environment's locale: LC_ALL, then LC_COLLATE, then LANG, then English")
    func current() throws {
        #expect(try CollationLocale.current(environment: ["LC_ALL": "sv_SE.UTF-8", "LANG": "de_DE.UTF-8"]).identifier == "sv-SE")
        #expect(try CollationLocale.current(environment: ["LC_ALL": "", "LC_COLLATE": "da_DK", "LANG": "de_DE"]).identifier == "da-DK")
        #expect(try CollationLocale.current(environment: ["LANG": "ja_JP.UTF-8"]).identifier == "ja-JP")
        #expect(try CollationLocale.current(environment: [:]).identifier == "en")
        #expect(throws: LocaleError.self) { try CollationLocale.current(environment: ["LANG": "xx_YY"]) }
    }

    @Test("an unknown locale among the added labels is an error too, where it is made")
    func unknownAddedLabels() {
        #expect(throws: LocaleError.self) {
            try LocalizedIndexCollation.Options(additionalLabelLocales: [CollationLocale("klingon")])
        }
    }
}
