import Testing
import LocalizedIndexCollation
@testable import LocalizedIndexContacts

/// The shipped word lists (`CollationData/NameWords.tsv`) and what the splitter does beyond Android, on names
/// whose parts were checked by hand.
@Suite("NameSplitter: shipped word lists")
struct NameSplitterShippedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var locale: String
        var fullName: String
        var expected: NameParts
        var testDescription: String { "\(locale) \(fullName.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(locale: "en", fullName: "Dr. John Smith", expected: NameParts(prefix: "Dr.", given: "John", family: "Smith", style: .western)),
        Case(locale: "en", fullName: "Martin Luther King Jr.", expected: NameParts(given: "Martin", middle: "Luther", family: "King", suffix: "Jr.", style: .western)),
        Case(locale: "en", fullName: "Sir Elton John", expected: NameParts(prefix: "Sir", given: "Elton", family: "John", style: .western)),
        Case(locale: "en", fullName: "Van Morrison", expected: NameParts(given: "Van", family: "Morrison", style: .western)),
        Case(locale: "en", fullName: "Jane Doe PhD", expected: NameParts(given: "Jane", family: "Doe", suffix: "PhD", style: .western)),
        Case(locale: "de", fullName: "Prof. Dr. Hans Meier", expected: NameParts(prefix: "Prof. Dr.", given: "Hans", family: "Meier", style: .western)),
        Case(locale: "de", fullName: "Ursula von der Leyen", expected: NameParts(given: "Ursula", family: "von der Leyen", style: .western)),
        Case(locale: "nl", fullName: "Jan van den Berg", expected: NameParts(given: "Jan", family: "van den Berg", style: .western)),
        Case(locale: "nl", fullName: "Mevr. Anna de Vries", expected: NameParts(prefix: "Mevr.", given: "Anna", family: "de Vries", style: .western)),
        Case(locale: "fr", fullName: "Mme Claire du Pont", expected: NameParts(prefix: "Mme", given: "Claire", family: "du Pont", style: .western)),
        Case(locale: "es", fullName: "Sra. María de la Cruz", expected: NameParts(prefix: "Sra.", given: "María", family: "de la Cruz", style: .western)),
        Case(locale: "zh", fullName: "欧阳修", expected: NameParts(given: "修", family: "欧阳", style: .chinese)),
        Case(locale: "zh", fullName: "王淑兰", expected: NameParts(given: "兰", middle: "淑", family: "王", style: .chinese)),
        Case(locale: "ja", fullName: "山田\u{3000}太郎", expected: NameParts(given: "太郎", family: "山田", style: .japanese)),
        Case(locale: "ko", fullName: "남궁민수", expected: NameParts(given: "민수", family: "남궁", style: .korean)),
        Case(locale: "ko", fullName: "김민준", expected: NameParts(given: "민준", family: "김", style: .korean)),
        Case(locale: "en", fullName: "Иван Петров", expected: NameParts(given: "Иван", family: "Петров", style: .western)),
    ]

    @Test("shipped lists", arguments: cases)
    func split(_ testCase: Case) throws {
        let splitter = NameSplitter(locale: try CollationLocale(testCase.locale))
        #expect(splitter.split(testCase.fullName) == testCase.expected)
    }

    @Test("each language's row adds to English's")
    func listsAddToEnglish() throws {
        let english = NameWordLists(for: try CollationLocale("en"))
        let german = NameWordLists(for: try CollationLocale("de-AT"))
        #expect(english.prefixes.contains("MR") && german.prefixes.contains("MR") && german.prefixes.contains("HERR"))
        #expect(!english.prefixes.contains("HERR"))
        #expect(NameWordLists(for: try CollationLocale("fi")) == english)
        #expect(NameWordLists.languages.contains("en") && NameWordLists.languages.contains("ko"))
    }

    @Test("linear in the name's length: a name of 100,000 words")
    func longName() throws {
        let splitter = NameSplitter(locale: try CollationLocale("en"))
        let words = (0..<100_000).map { $0 % 7 == 0 ? "von" : "w\($0)" }
        let parts = splitter.split("Dr. " + words.joined(separator: " ") + " Jr.")
        #expect(parts.prefix == "Dr.")
        #expect(parts.suffix == "Jr.")
        #expect(parts.family == "w99999")
        #expect(parts.given?.hasPrefix("von w1 w2") == true)
    }
}
