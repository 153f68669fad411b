import Foundation
import LocalizedIndexCollation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// The contacts page's fixed words (CollationData/PageWords.tsv) and its `--title`.
@Suite("sort-contacts --format html: the page's words")
struct PageWordsTests {
    private static func words(_ locale: String) throws -> PageWords {
        PageWords(for: try CollationLocale(locale))
    }

    @Test("every locale with a layout and each of the 20 most spoken languages has its own words")
    func coverage() throws {
        let locales = ["en", "sv", "ja", "ko", "zh-Hans", "zh-Hant", "ar"] + LocaleComparison.mostSpokenLanguages
        let english = try Self.words("en")
        for locale in Set(locales) {
            let words = try Self.words(locale)
            #expect(words.language != "en" || locale == "en", "\(locale) falls back to English")
            #expect(words.countOther.contains("{n}") && words.countOne.contains("{n}"), "\(locale)")
            #expect(words.goTo.contains("{title}"), "\(locale)")
            if locale != "en" {
                #expect(words.noName != english.noName, "\(locale) says No Name in English")
                #expect(words.searchField != english.searchField, "\(locale) says Search in English")
                #expect(words.noMatch != english.noMatch, "\(locale) says No Results in English")
            }
            #expect(!words.searchField.isEmpty && !words.noMatch.isEmpty, "\(locale)")
        }
        #expect(PageWords.languages.count == 22)
    }

    @Test("the locale's language and script pick the row; another language gets English")
    func lookup() throws {
        #expect(try Self.words("zh-TW").noName == "沒有名稱")       // zh-TW is zh_Hant by ICU's likely subtags
        #expect(try Self.words("zh").noName == "无姓名")
        #expect(try Self.words("sv-FI").count(1) == "1 kontakt")
        #expect(try Self.words("de-u-co-phonebk").count(2) == "2 Kontakte")
        #expect(try Self.words("fi").language == "en")
        #expect(try Self.words("fi").count(3) == "3 contacts")
        #expect(try Self.words("ja").goTo("か") == "かへ移動")
    }

    @Test("the search field's word is the one iOS uses in each language")
    func searchWords() throws {
        let expected = ["en": "Search", "sv": "Sök", "ja": "検索", "ko": "검색", "zh": "搜索", "zh-TW": "搜尋",
                        "ar": "بحث", "de": "Suchen", "fi": "Search"]
        for (locale, word) in expected {
            #expect(try Self.words(locale).searchField == word, "\(locale)")
        }
        #expect(try Self.words("en").noMatch == "No Results")
        #expect(try Self.words("zh-TW").noMatch == "沒有結果")
    }

    @Test("the count is the locale's number, grouped as it groups")
    func numbers() throws {
        #expect(try Self.words("en").count(1_234) == "1,234 contacts")
        #expect(try Self.words("de").count(1_234) == "1.234 Kontakte")
        #expect(try Self.words("ja").count(1_000) == "1,000件の連絡先")
    }

    @Test("the page is in the locale's words; --title sets the heading, kept whole")
    func page() throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let page = try CLI.run(["sort-contacts", "--input", input, "--locale", "ja", "--format", "html",
                                "--title", "Team A/B & co"])
        #expect(page.contains("<title>Team A/B &amp; co</title>"))
        #expect(page.contains("<h1 dir=\"auto\">Team A/B &amp; co</h1>"))
        #expect(page.contains("<p class=\"count\" dir=\"auto\">8件の連絡先</p>"))
        #expect(page.contains("<main class=\"list\" aria-label=\"連絡先\">"))
        let sample = try CLI.run(["sort-contacts", "--sample", "--locale", "sv", "--format", "html"])
        #expect(sample.contains("<h1 dir=\"auto\">Exempelkontakter</h1>"))
    }

    @Test("the page carries the bar before fitting, and what fitting keeps")
    func fittingData() throws {
        let input = CLI.fixtures.appendingPathComponent("sv-small.txt").path
        let page = try CLI.run(["sort-contacts", "--input", input, "--locale", "sv", "--format", "html",
                                "--index-slots", "7", "--search-entry", "--empty-sections", "nearest"])
        let attribute = try #require(page.range(of: #"data-bar="[^"]*""#, options: .regularExpression))
        let json = String(page[attribute].dropFirst(10).dropLast())
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(data["entries"] as? [[Any]])
        // The whole bar (search, 29 letters, #) though the page shows 7 entries.
        #expect(entries.count == 31)
        #expect(entries.first?[0] as? String == "{search}" && entries.last?[0] as? String == "#")
        #expect(data["search"] as? Bool == true && data["other"] as? Bool == true)
        #expect(data["withItems"] as? [Int] == [0, 8, 25, 26, 28, 29])
        #expect(data["maxSlots"] as? Int == 7)
        #expect(page.contains("style=\"--entries: 7\""))
    }
}
