import Foundation
import Testing
import LocalizedIndexCollation

/// A name's bucket is looked up once per first character where that character alone decides it (see
/// `lic::Index::bucket`): every name must still land where ICU's own look-up puts it. The names are built
/// around what could break that: contractions at the start (cs `ch`, hu `cs` `dzs` `gy`, da `aa`, sk `dž`), a
/// contraction starter followed by what does not continue it (`Cukor`, zh `Maria` beside `M\u{304}a`, `Иван`
/// beside `И\u{306}ван`) or by a combining mark a contraction reaches past (sv `Ą\u{330}\u{308}a` is under Ä),
/// a first character that weighs nothing (`\u{301}Ana`, `'Abdul`), U+FFFF after the first character, kana with
/// `ー`, Thai pre-vowels, Hangul, Devanagari conjuncts, compatibility forms. Expected: the ICU4C peer's output
/// (`Fixtures/FirstCharacter/*.json`, `reference-index --locale L --input input.tsv`, ICU 72.1), the reference.
@Suite("buckets decided by the first character")
struct FirstCharacterBucketTests {
    static let directory = PeerFixtures.directory.appendingPathComponent("FirstCharacter")

    /// The rows as the peer read them: split on LF, the header dropped.
    static let rows: [String] = {
        let data = (try? Data(contentsOf: directory.appendingPathComponent("input.tsv"))) ?? Data()
        var lines = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.dropFirst().map { String(decoding: $0, as: UTF8.self) }
    }()

    @Test("every name in ICU's bucket", arguments: ["cs", "sk", "hu", "da", "sv", "es", "en", "ja", "th", "ko", "hi",
                                                    "vi", "el", "ru", "zh_Hant", "zh", "ar"])
    func matchesPeer(locale: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent("\(locale).json"))
        let expected = try JSONDecoder().decode(PeerFixtures.Output.self, from: data)
        let collation = try LocalizedIndexCollation(locale: locale, style: .icu)
        #expect(Self.rows.count > 100)
        // Twice: the first pass decides each first character, the second only reads what was decided.
        for pass in 1...2 {
            let sections = collation.sections(of: Self.rows, on: { $0 }, keepingEmptySections: true)
            try #require(sections.count == expected.sections.count)
            for (actual, reference) in zip(sections, expected.sections) {
                #expect(actual.items.map(\.scalars) == reference.items.map(\.scalars),
                        "pass \(pass), bucket '\(reference.label)' (\(reference.type))")
            }
        }
    }
}
