import Testing
import LocalizedIndexCollation

/// Scripts by ISO 15924 code (the standard's code list: Latn Latin, Cyrl Cyrillic, Grek Greek, Hang Hangul,
/// Hira Hiragana, Kana Katakana, Hani Han), checked when made: an unknown code is an error, never a script
/// silently left out of an index.
@Suite("scripts")
struct ScriptTests {
    @Test("ISO 15924 codes, in any case", arguments: [("Cyrl", "Cyrl"), ("cyrl", "Cyrl"), ("LATN", "Latn"),
                                                     ("Hang", "Hang"), ("Zyyy", "Zyyy")])
    func codes(text: String, code: String) throws {
        #expect(try LocalizedIndexCollation.Script(code: text).code == code)
    }

    @Test("anything else is a ScriptError", arguments: ["Xyzw", "", "Cyr", "Cyrl ", "Qaaa1", "Cyrillic", "ru"])
    func rejects(text: String) {
        #expect {
            try LocalizedIndexCollation.Script(code: text)
        } throws: { error in
            (error as? ScriptError)?.input == text
        }
    }

    /// uscript_getCode's documented answers: a script's name gives its code, a locale its scripts
    /// (`ja`: Katakana, Hiragana, Han).
    @Test("a script named some other way is suggested by its code", arguments: [
        ("Cyrillic", ["Cyrl"]), ("Latin", ["Latn"]), ("ja", ["Kana", "Hira", "Hani"]), ("Xyzw", []),
    ])
    func suggestions(text: String, suggestions: [String]) {
        do {
            _ = try LocalizedIndexCollation.Script(code: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.suggestions == suggestions)
            if suggestions == ["Cyrl"] {
                #expect(error.description
                    == "unknown script '\(text)': not an ISO 15924 code (such as Latn, Cyrl, Hang); did you mean Cyrl?")
            }
        }
    }

    @Test("literals and found scripts work as native scripts")
    func native() throws {
        let names = ["Иван", "Ольга", "Anna"]
        let found = LocalizedIndexCollation.scripts(in: names)
        #expect(found == ["Cyrl", "Latn"])
        let collation = try LocalizedIndexCollation(locale: "en", options: .init(otherScripts: .native(scripts: found)))
        #expect(collation.sectionTitles[collation.section(for: "Иван")] == "И")
    }
}
