import Foundation
import Testing
@testable import LocalizedIndexContacts
import LocalizedIndexCollation

/// `RecordSearch.search` (the `search` command's path: records told apart by their names as shown before
/// their names are split, then by the names without title and suffix, keys made only for what may match)
/// finds the records an index of every record's keys finds, with the same matched keys: names with titles
/// and suffixes, Korean names (their given names split off), kana readings, in five locales.
@Suite("search: a record search finds what an index of the records finds")
struct RecordSearchTests {
    /// Names with what a search must see through, and kana readings (`phonetic`) for some.
    static let rows: [(name: String, phonetic: String)] = [
        ("Mr. John Smith Jr.", ""), ("Dr. Anna-Lena Berg", ""), ("Smith, John", ""), ("John Paul Jones", ""),
        ("Zoë Östlund", ""), ("선우용녀", ""), ("홍길동", ""), ("김민준", ""), ("曾志伟", ""), ("张伟", ""), ("D杜鵑", ""),
        ("山田 太郎", "やまだ たろう"), ("鈴木 花子", "スズキ ハナコ"), ("やまだ はなこ", ""), ("Prof. 김 Anna", ""),
        ("2 Chainz", ""), ("ⓨⓞ", ""), ("Ｊｏｈｎ", ""), ("Mr.", ""), ("", ""), ("Sir Elton John III", ""),
    ]

    static let queries = ["j", "john", "smith j", "jr", "mr", "anna", "annalena", "ab", "ostlund", "öst", "ㅇㄴ", "용녀",
                          "ㅎㄱㄷ", "홍길ㄷ", "ㄱ", "zw", "zhiwei", "伟", "鵑", "ddj", "yamada", "たろう", "taro", "hanako",
                          "suzuki h", "2", "2 c", "y", "ｊ", "iii", "elton", "e j", "김 a", "prof"]

    static func document(locale: String) throws -> SectionedDocument {
        let text = "name\tphonetic\n" + rows.map { "\($0.name)\t\($0.phonetic)" }.joined(separator: "\n") + "\n"
        var collector = RecordCollector(input: InputFile(name: "names.tsv", bytes: Array(text.utf8)), policy: .fail)
        let collation = try LocalizedIndexCollation(locale: locale)
        let store = try collector.readAll(as: .tsv, resolvingWith: NameResolver(order: .display))
        return SectionedDocument(arranging: store, with: collation, title: "names")
    }

    @Test("the same records and matched keys", arguments: ["en", "sv", "zh", "ja", "ko"])
    func sameAsIndex(locale: String) throws {
        let document = try Self.document(locale: locale)
        let search = RecordSearch(collation: document.collation)
        let records = RecordSearch.positions(of: document)
        let index = search.index(of: document)
        for text in Self.queries {
            let query = try document.collation.searchQuery(text)
            let expected = index.search(query).map { (records[$0.position].displayName, $0.match.matchedKeys.map(\.text)) }
            let found = search.search(query, in: document)
            let foundRecords = found.sections.flatMap(\.items)
            let foundNames = foundRecords.map(\.displayName).sorted()
            #expect(foundNames == expected.map(\.0).sorted(), "\(locale) \(text)")
            for record in foundRecords {
                let keys = expected.first { $0.0 == record.displayName }?.1.joined(separator: " ")
                #expect(found.matchedKeys[record.index] == keys, "\(locale) \(text): \(record.displayName)")
            }
        }
    }

    /// The options a document is arranged with that decide which sections and bar a search keeps.
    static let arrangements: [(slots: Int?, search: Bool, empty: LocalizedIndexCollation.EmptySections)] = [
        (nil, false, .hide), (nil, true, .keep), (nil, false, .nearest), (7, true, .hide), (5, false, .keep), (9, true, .nearest),
    ]

    @Test("arranging only the records found gives what searching the arranged document gives",
          arguments: ["en", "sv", "zh", "ja", "ko"])
    func arrangingOnlyFound(locale: String) throws {
        let document = try Self.document(locale: locale)
        let store = RecordSearch.positions(of: document)[0].store
        let search = RecordSearch(collation: document.collation)
        for arrangement in Self.arrangements {
            let all = SectionedDocument(arranging: store, with: document.collation, indexSlots: arrangement.slots,
                                        includingSearch: arrangement.search, emptySections: arrangement.empty, title: "names")
            for text in Self.queries {
                let query = try document.collation.searchQuery(text)
                let expected = search.search(query, in: all)
                let found = search.search(query, arranging: store, indexSlots: arrangement.slots,
                                          includingSearch: arrangement.search, emptySections: arrangement.empty, title: "names")
                let context = "\(locale) \(text) \(arrangement)"
                #expect(found.sections.map(\.title) == expected.sections.map(\.title), "\(context)")
                #expect(found.sections.map { $0.items.map(\.index) } == expected.sections.map { $0.items.map(\.index) }, "\(context)")
                #expect(found.indexBar == expected.indexBar, "\(context)")
                #expect(found.unfittedIndexBar == expected.unfittedIndexBar, "\(context)")
                #expect(found.matchedKeys == expected.matchedKeys, "\(context)")
                #expect(found.recordCount == expected.recordCount, "\(context)")
            }
        }
    }
}
