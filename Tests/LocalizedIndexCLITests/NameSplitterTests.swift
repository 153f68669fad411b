import Testing
import LocalizedIndexCollation
@testable import LocalizedIndexContacts

/// Every `assertSplitName` and name-style assertion of AOSP's `NameSplitterTest`
/// (aosp-mirror/platform_packages_providers_contactsprovider at 9c99fd37,
/// `tests/src/com/android/providers/contacts/NameSplitterTest.java`), each case naming its line there, with the
/// word lists the test gives its splitter (`"Mr, Ms, Mrs"`, `"d', st, st., von"`, `"Jr., M.D., MD, D.D.S."`,
/// `"&, AND"`) and the package's compound family names, which Android keeps in its code.
@Suite("NameSplitter: AOSP's NameSplitterTest")
struct NameSplitterTests {
    /// One `assertSplitName(fullName, prefix, givenNames, middleName, familyName, suffix)`.
    struct Case: CustomTestStringConvertible, Sendable {
        var line: Int
        var locale: String
        var fullName: String
        var expected: NameParts
        var testDescription: String { "NameSplitterTest.java:\(line) \(fullName.debugDescription)" }

        init(_ line: Int, _ locale: String, _ fullName: String, _ prefix: String?, _ given: String?, _ middle: String?,
             _ family: String?, _ suffix: String?) {
            self.line = line
            self.locale = locale
            self.fullName = fullName
            expected = NameParts(prefix: prefix, given: given, middle: middle, family: family, suffix: suffix)
        }
    }

    /// The splitter `createNameSplitter(locale)` makes.
    static func splitter(_ locale: String) throws -> NameSplitter {
        let collationLocale = try CollationLocale(locale)
        let lists = NameWordLists(prefixes: ["Mr", "Ms", "Mrs"], familyNameParticles: ["d'", "st", "st.", "von"],
                                  suffixes: ["Jr.", "M.D.", "MD", "D.D.S."], conjunctions: ["&", "AND"],
                                  compoundFamilyNames: NameWordLists(for: collationLocale).compoundFamilyNames)
        return NameSplitter(locale: collationLocale, wordLists: lists)
    }

    // Line 55, `assertSplitName(null, …)`, has no counterpart: a Swift name is never null.
    static let cases: [Case] = [
        Case(60, "en-US", "", nil, nil, nil, nil, nil),
        Case(65, "en-US", " ", nil, nil, nil, nil, nil),
        Case(70, "en-US", "Smith", nil, "Smith", nil, nil, nil),
        Case(75, "en-US", "Ms MD", "Ms", nil, nil, "MD", nil),
        Case(80, "en-US", "John Smith", nil, "John", nil, "Smith", nil),
        Case(85, "en-US", "John Edward Smith", nil, "John", "Edward", "Smith", nil),
        Case(90, "en-US", "John Edward Kevin Smith", nil, "John Edward", "Kevin", "Smith", nil),
        Case(95, "en-US", "Mr. John Smith", "Mr.", "John", nil, "Smith", nil),
        Case(97, "en-US", "Mr.John Smith", "Mr.", "John", nil, "Smith", nil),
        Case(102, "en-US", "John Smith Jr", nil, "John", nil, "Smith", "Jr"),
        Case(107, "en-US", "John Smith M.D.", nil, "John", nil, "Smith", "M.D."),
        Case(109, "en-US", "John Smith D D S", nil, "John", nil, "Smith", "D D S"),
        Case(114, "en-US", "John von Smith", nil, "John", nil, "von Smith", nil),
        Case(119, "en-US", "John St.Smith", nil, "John", nil, "St. Smith", nil),
        Case(124, "en-US", "Mr. John Kevin Smith", "Mr.", "John", "Kevin", "Smith", nil),
        Case(126, "en-US", "Mr.John Kevin Smith", "Mr.", "John", "Kevin", "Smith", nil),
        Case(131, "en-US", "Mr. John Kevin Smith Jr.", "Mr.", "John", "Kevin", "Smith", "Jr."),
        Case(136, "en-US", "MR. john keVin VON SmiTh JR.", "MR.", "john", "keVin", "VON SmiTh", "JR."),
        Case(141, "en-US", "von Smith Jr.", nil, nil, nil, "von Smith", "Jr."),
        Case(146, "en-US", "Smith, John", nil, "John", nil, "Smith", nil),
        Case(147, "en-US", "Smith  , John", nil, "John", nil, "Smith", nil),
        Case(148, "en-US", "Smith, John Kimble", nil, "John", "Kimble", "Smith", nil),
        Case(149, "en-US", "Smith, John K.", nil, "John", "K.", "Smith", nil),
        Case(150, "en-US", "Smith, John, Jr.", nil, "John", nil, "Smith", "Jr."),
        Case(151, "en-US", "Smith, John Kimble, Jr.", nil, "John", "Kimble", "Smith", "Jr."),
        Case(152, "en-US", "von Braun, John, Jr.", nil, "John", nil, "von Braun", "Jr."),
        Case(153, "en-US", "von Braun, John Kimble, Jr.", nil, "John", "Kimble", "von Braun", "Jr."),
        Case(157, "en-US", "John & Edward Smith", nil, "John & Edward", nil, "Smith", nil),
        Case(159, "en-US", "John and Edward Smith", nil, "John and Edward", nil, "Smith", nil),
        Case(160, "en-US", "Smith, John and Edward", nil, "John and Edward", nil, "Smith", nil),
        Case(165, "en-US", "John E. Smith", nil, "John", "E.", "Smith", nil),
        Case(170, "en-US", "John Ed. K. Smith", nil, "John Ed.", "K.", "Smith", nil),
        // testSplitJapaneseName, Locale.JAPAN.
        Case(282, "ja-JP", "\u{3042}\u{3080}\u{308D}", nil, "\u{3042}\u{3080}\u{308D}", nil, nil, nil),
        Case(285, "ja-JP", "\u{3042}\u{3080}\u{308D} \u{306A}\u{307F}\u{3048}", nil, "\u{306A}\u{307F}\u{3048}", nil,
             "\u{3042}\u{3080}\u{308D}", nil),
        Case(289, "ja-JP", "\u{3042}\u{3080}\u{308D} \u{3068}\u{304A}\u{308B} \u{306A}\u{307F}\u{3048}", nil,
             "\u{3068}\u{304A}\u{308B} \u{306A}\u{307F}\u{3048}", nil, "\u{3042}\u{3080}\u{308D}", nil),
        Case(293, "ja-JP", "\u{6BB5}\u{5C0F}\u{6D9B}", nil, "\u{6BB5}\u{5C0F}\u{6D9B}", nil, nil, nil),
        // testSplitChineseName, Locale.CHINA.
        Case(300, "zh-CN", "\u{6BB5}\u{5C0F}", nil, "\u{5C0F}", nil, "\u{6BB5}", nil),
        Case(303, "zh-CN", "\u{6BB5}\u{5C0F}\u{6D9B}", nil, "\u{6D9B}", "\u{5C0F}", "\u{6BB5}", nil),
        Case(306, "zh-CN", "\u{6BB5}\u{5C0F}\u{6D9B}\u{6D9C}", nil, "\u{6D9C}", "\u{6D9B}", "\u{6BB5}\u{5C0F}", nil),
        // testSplitKoreanName, Locale.KOREA.
        Case(400, "ko-KR", "\u{C774}\u{C0C1}\u{C77C}", nil, "\u{C0C1}\u{C77C}", nil, "\u{C774}", nil),
        Case(402, "ko-KR", "\u{B3C5}\u{ACE0}\u{C601}\u{C7AC}", nil, "\u{C601}\u{C7AC}", nil, "\u{B3C5}\u{ACE0}", nil),
    ]

    @Test("assertSplitName", arguments: cases)
    func split(_ testCase: Case) throws {
        var parts = try Self.splitter(testCase.locale).split(testCase.fullName)
        parts.style = nil
        #expect(parts == testCase.expected)
    }

    /// One `assertFullNameStyle(expected, fullName[, phoneticFamily, phoneticMiddle, phoneticGiven])`:
    /// `FullNameStyle.UNDEFINED` is nil.
    struct StyleCase: CustomTestStringConvertible, Sendable {
        var line: Int
        var locale: String
        var fullName: String
        var phonetic: (family: String?, middle: String?, given: String?)?
        var expected: NameStyle?
        var testDescription: String { "NameSplitterTest.java:\(line) \(fullName.debugDescription)" }
    }

    static let styleCases: [StyleCase] = [
        StyleCase(line: 176, locale: "en-US", fullName: "", expected: nil),
        StyleCase(line: 182, locale: "en-US", fullName: "John Doe", expected: .western),
        StyleCase(line: 185, locale: "en-US", fullName: "A\u{3080}\u{308D}\u{306A}\u{307F}\u{3048}", expected: .japanese),
        StyleCase(line: 188, locale: "en-US", fullName: "\u{0152}uvre", expected: .western),
        StyleCase(line: 191, locale: "en-US", fullName: "\u{FF5C}.?+Smith", expected: .western),
        StyleCase(line: 198, locale: "ja-JP", fullName: "\u{3042}\u{3080}\u{308D}\u{306A}\u{307F}\u{3048}", expected: .japanese),
        StyleCase(line: 201, locale: "ja-JP", fullName: "\u{30A2}\u{30E0}\u{30ED} \u{30CA}\u{30DF}\u{30A8}", expected: .japanese),
        StyleCase(line: 204, locale: "ja-JP", fullName: "\u{FF71}\u{FF91}\u{FF9B} \u{FF85}\u{FF90}\u{FF74}", expected: .japanese),
        StyleCase(line: 208, locale: "ja-JP", fullName: "\u{5B89}\u{5BA4}\u{5948}\u{7F8E}\u{6075}", expected: .japanese),
        StyleCase(line: 214, locale: "ja-JP", fullName: "\u{5B89}\u{5BA4}\u{5948}\u{7F8E}\u{6075}",
                  phonetic: ("\u{3042}\u{3080}\u{308D}", nil, "\u{306A}\u{307F}\u{3048}"), expected: .japanese),
        StyleCase(line: 218, locale: "ja-JP", fullName: "A\u{3080}\u{308D}\u{306A}\u{307F}\u{3048}", expected: .japanese),
        StyleCase(line: 226, locale: "zh-CN", fullName: "\u{675C}\u{9D51}", expected: .chinese),
        StyleCase(line: 230, locale: "zh-CN", fullName: "\u{675C}\u{9D51}", phonetic: ("du4", nil, "juan1"), expected: .chinese),
        StyleCase(line: 234, locale: "zh-CN", fullName: "\u{FF5C}--(\u{675C}\u{9D51})", expected: .chinese),
        StyleCase(line: 240, locale: "zh-CN", fullName: "\u{675C} \u{9D51}", expected: .chinese),
        StyleCase(line: 242, locale: "zh-CN", fullName: "\u{675C} Juan", expected: .chinese),
        StyleCase(line: 244, locale: "zh-CN", fullName: "Du \u{9D51}", expected: .chinese),
    ]

    /// AOSP splits, then guesses: a split name keeps the style its split found, and phonetic parts change
    /// only a style still open.
    @Test("assertFullNameStyle", arguments: styleCases)
    func style(_ testCase: StyleCase) throws {
        let splitter = try Self.splitter(testCase.locale)
        let parts = splitter.split(testCase.fullName)
        #expect(parts.style == testCase.expected)
        #expect(splitter.style(of: testCase.fullName) == testCase.expected)
        if let phonetic = testCase.phonetic {
            let guessed = parts.style ?? splitter.style(given: parts.given, family: parts.family,
                                                        phoneticFamily: phonetic.family, phoneticGiven: phonetic.given,
                                                        phoneticMiddle: phonetic.middle)
            #expect(guessed == testCase.expected)
        }
    }

    @Test("NameSplitterTest.java:175: a null name's style is UNDEFINED; :246–254: only given and family names count")
    func styleOfParts() throws {
        let splitter = try Self.splitter("zh-CN")
        #expect(splitter.style(given: nil, family: nil) == nil)
        // prefix 前, middle 小 and suffix 后 are Chinese, given and family names Latin: WESTERN.
        #expect(splitter.style(given: "Du", family: "Juan") == .western)
    }

    /// `assertPhoneticNameStyle(expected, phoneticFamilyName, phoneticMiddleName, phoneticGivenName)`;
    /// `PhoneticNameStyle.PINYIN` is `.chinese`.
    @Test("NameSplitterTest.java:260–275: phonetic name styles")
    func phoneticStyle() {
        let amuro = "\u{3042}\u{3080}\u{308D}", namie = "\u{306A}\u{307F}\u{3048}"
        #expect(NameSplitter.phoneticStyle(family: amuro, given: nil, middle: nil) == .japanese)  // :260
        #expect(NameSplitter.phoneticStyle(family: nil, given: nil, middle: amuro) == .japanese)  // :261
        #expect(NameSplitter.phoneticStyle(family: nil, given: namie, middle: nil) == .japanese)  // :262
        #expect(NameSplitter.phoneticStyle(family: amuro, given: namie, middle: nil) == .japanese)  // :263
        #expect(NameSplitter.phoneticStyle(family: "\u{30A2}\u{30E0}\u{30ED}", given: "\u{30CA}\u{30DF}\u{30A8}") == .japanese)  // :267, :271
        #expect(NameSplitter.phoneticStyle(family: "du4", given: "juan1") == .chinese)  // :275
    }
}
