import Foundation
import Testing
@testable import LocalizedIndexCollation

/// Every error a public call throws is one of the documented public types: the failure paths, each
/// checked to throw its type and no other (ICU's and the package data's own errors are wrapped).
@Suite("errors thrown are the documented types")
struct ErrorTypeTests {
    @Test("an unknown locale is a LocaleError, whichever way it is given")
    func unknownLocale() {
        #expect { try LocalizedIndexCollation(locale: "xx") } throws: { $0 is LocaleError }
        #expect { try LocalizedIndexCollation(locale: Locale(identifier: "xx")) } throws: { $0 is LocaleError }
        #expect { try LocalizedIndexCollation.current(environment: ["LANG": "xx_YY"]) } throws: { $0 is LocaleError }
        #expect { try CollationLocale(Locale(identifier: "sv_SW")) } throws: { $0 is LocaleError }
    }

    @Test("an option out of range is a CollationError naming the locale", arguments: [0, -1])
    func labelCountOutOfRange(count: Int) throws {
        let locale = try CollationLocale("sv")
        #expect {
            try LocalizedIndexCollation(locale: locale, options: .init(maximumLabelCount: count))
        } throws: { error in
            (error as? CollationError)?.description == "sv: maximumLabelCount must be at least 1, not \(count)"
        }
        #expect { try LocalizedIndexCollation(locale: "sv", options: .init(maximumLabelCount: count)) } throws: {
            $0 is CollationError
        }
    }

    @Test("a huge label count is no error: ICU's limit is clamped, not overflowed")
    func hugeLabelCount() throws {
        let collation = try LocalizedIndexCollation(locale: "en", options: .init(maximumLabelCount: .max))
        #expect(collation.sectionTitles.count == 27)
    }

    /// ICU's errors and the package's data errors cannot be made to happen from outside (the data is
    /// checked by LayoutDataTests); the wrapping every collation's construction goes through is checked here.
    @Test("ICU's and the layout data's errors are wrapped in a CollationError")
    func wrapped() {
        let failures: [any Error] = [
            ICU.Failure(operation: "ucol_open(sv)", status: 1),
            LayoutCatalog.InvalidLayout(file: "Layouts/sv.json", problem: "no sections"),
            LocaleError(input: "zz", reason: .unknownLanguage("zz"), suggestions: []),
        ]
        for failure in failures {
            #expect(throws: CollationError(description: "sv: \(failure)")) {
                try CollationError.wrapping("sv") { throw failure }
            }
        }
        #expect(throws: CollationError(description: "as it was")) {
            try CollationError.wrapping("sv") { throw CollationError(description: "as it was") }
        }
    }

    @Test("a script that is not a code is a ScriptError; missing MeCab is a MeCabError")
    func scriptsAndMeCab() {
        #expect { try LocalizedIndexCollation.Script(code: "Xyzw") } throws: { $0 is ScriptError }
        #expect {
            try LocalizedIndexCollation.KanjiReadings.mecab(library: "liblocalized-index-no-such-mecab.so.2")
        } throws: { $0 is MeCabError }
    }
}
