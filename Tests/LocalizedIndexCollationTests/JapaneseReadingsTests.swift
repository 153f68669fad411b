import Foundation
import Testing
@testable import LocalizedIndexCollation

/// Readings from MeCab + ipadic. Every expected value was read off MeCab's own command line, run on its
/// own (`echo 鈴木一郎 | mecab` prints `鈴木 …,スズキ,スズキ` and `一郎 …,イチロウ,イチロー`: field 8 is the
/// reading, field 9 the pronunciation), then moved to hiragana. Tests needing MeCab are skipped with a reason
/// where it, or a UTF-8 ipadic, is not installed; the others run everywhere.
@Suite("Japanese readings (MeCab)")
struct JapaneseReadingsTests {
    /// The system's MeCab, loaded as a caller of the library loads it.
    static let loaded = Result { () throws(MeCabError) in try LocalizedIndexCollation.KanjiReadings.mecab() }

    static var mecabMissing: String {
        let reason = if case .failure(let error) = loaded { ": \(error)" } else { "" }
        return "MeCab with a UTF-8 dictionary is not installed" + reason
    }
    static var available: Bool { (try? loaded.get()) != nil }

    /// The loaded MeCab's reader.
    static func reader() throws -> JapaneseReadings { try loaded.get().reader }

    /// Text and its hiragana reading (ipadic field 8 of each word, as `mecab` printed it).
    static let names: [(String, String)] = [
        ("山田", "やまだ"),  // 山田 名詞,固有名詞,人名,姓,*,*,山田,ヤマダ,ヤマダ
        ("田中", "たなか"),  // …,田中,タナカ,タナカ
        ("佐藤", "さとう"),  // …,佐藤,サトウ,サトー: the reading, not the pronunciation
        ("鈴木一郎", "すずきいちろう"),  // 鈴木 スズキ + 一郎 イチロウ
        ("山田太郎", "やまだたろう"),  // 山田 ヤマダ + 太郎 タロウ
        ("佐々木", "ささき"),  // …,佐々木,ササキ,ササキ
        ("渡邉", "わたなべ"),  // …,渡邉,ワタナベ,ワタナベ
        ("ジョン・スミス", "じょん・すみす"),  // ジョン + ・ (記号, reading ・) + スミス
        ("王秀英", "おうしげるえい"),  // 王 オウ (姓) + 秀 シゲル (名) + 英 エイ: a Chinese name, read as MeCab reads it
    ]

    @Test(.enabled(if: available, "\(mecabMissing)"), arguments: names)
    func kanjiNames(text: String, expected: String) throws {
        let readings = try Self.reader()
        #expect(readings.reading(of: text) == expected)
    }

    @Test("kana passes through as hiragana", .enabled(if: available, "\(mecabMissing)"))
    func kana() throws {
        let readings = try Self.reader()
        #expect(readings.reading(of: "やまだ") == "やまだ")  // a dictionary word: reading ヤマダ
        #expect(readings.reading(of: "ヤマダ") == "やまだ")
        // mecab splits this into ぽ (ポ), に (ニ) and the unknown ょぽにょ, which counts as its own surface.
        #expect(readings.reading(of: "ぽにょぽにょ") == "ぽにょぽにょ")
    }

    /// Issue 43: a name MeCab cannot read whole, read by its family name. Each expected value from `mecab`'s
    /// own output, the word MeCab could not read then read alone (`echo 兰 | mecab`: no reading, left out).
    @Test("a name read by its family name when MeCab cannot read it whole", .enabled(if: available, "\(mecabMissing)"))
    func byFamilyName() throws {
        let readings = try Self.reader()
        // 王 名詞,固有名詞,人名,姓,…,オウ + 淑 …,人名,名,…,ヨシ + 兰 (unknown; alone: unknown).
        #expect(readings.reading(of: "王淑兰") == nil)
        #expect(readings.readingByFamilyName(of: "王淑兰") == "おうよし")
        // 王 オウ (姓) + 丽华 (unknown; 丽 and 华 alone: unknown).
        #expect(readings.readingByFamilyName(of: "王丽华") == "おう")
        // White space MeCab skips is kept, as in a reading of the whole name.
        #expect(readings.readingByFamilyName(of: "王 淑兰") == "おう よし")
        // 何 名詞,代名詞,…,ナニ: read, but no surname; 张伟 one unknown word: no family name read.
        #expect(readings.readingByFamilyName(of: "何凯") == nil)
        #expect(readings.readingByFamilyName(of: "张伟") == nil)
        // The marks of an unread word in the text itself: not read.
        #expect(readings.readingByFamilyName(of: "王\u{1}兰") == nil)
    }

    /// The family stays together: 王勇 (read whole: 王 オウ + 勇 イサム) and 王淑兰 (by its family name) in
    /// one section of a Japanese index, お's row あ, where 王淑兰 went to 他 before.
    @Test("a family stays in one section", .enabled(if: available, "\(mecabMissing)"))
    func familyTogether() throws {
        let collation = try LocalizedIndexCollation(locale: "ja", options: .init(kanjiReadings: try Self.loaded.get()))
        let sections = ["王勇", "王淑兰", "张伟"].map { collation.sectionTitles[collation.section(for: $0)] }
        #expect(sections == ["あ", "あ", "他"])
    }

    /// Decision: no partial readings. A word with neither a reading nor a kana spelling makes the whole
    /// text unreadable (nil), so the caller indexes it as written.
    @Test("no complete reading gives nil", .enabled(if: available, "\(mecabMissing)"))
    func noReading() throws {
        let readings = try Self.reader()
        #expect(readings.reading(of: "John") == nil)  // John 名詞,固有名詞,組織,*,*,*,* (7 fields, no reading)
        #expect(readings.reading(of: "John Smith") == nil)
        #expect(readings.reading(of: "小鳥遊") == nil)  // 小鳥 コトリ + 遊 (unknown: …,*,*,*)
        #expect(readings.reading(of: "田中3") == nil)  // 3 名詞,数,*,*,*,*,*
        #expect(readings.reading(of: "田中\u{0}") == nil)  // MeCab reads C strings
    }

    @Test("whitespace between words is kept", .enabled(if: available, "\(mecabMissing)"))
    func whitespace() throws {
        let readings = try Self.reader()
        #expect(readings.reading(of: "") == "")
        #expect(readings.reading(of: "山田 太郎") == "やまだ たろう")  // mecab skips the space itself
        #expect(readings.reading(of: "山田　太郎") == "やまだ　たろう")  // 　 記号,空白,…,　,　,　
    }

    @Test("a long text grows the buffer", .enabled(if: available, "\(mecabMissing)"))
    func longText() throws {
        let readings = try Self.reader()
        // `echo '志 志 志' | mecab`: each 志 is 名詞,一般,…,志,ココロザシ,ココロザシ, five times its UTF-8 size,
        // more than the first buffer allows for.
        let text = Array(repeating: "志", count: 200).joined(separator: " ")
        let expected = Array(repeating: "こころざし", count: 200).joined(separator: " ")
        #expect(readings.reading(of: text) == expected)
    }

    /// Names read again, and words met again in other names (山田, 太郎, and John, which has no reading), read
    /// as MeCab's command line reads them: nothing of one analysis is left in the next.
    @Test("words read before are read the same again", .enabled(if: available, "\(mecabMissing)"))
    func wordsReadAgain() throws {
        let readings = try JapaneseReadings()
        let texts = Self.names.map(\.0) + ["太郎", "John"]
        let expected: [String?] = Self.names.map(\.1) + ["たろう", nil]
        #expect(texts.map { readings.reading(of: $0) } == expected)
        #expect(texts.map { readings.reading(of: $0) } == expected)
    }

    /// Threads reading the same words at once, each in a lattice of its own over the one shared tagger, all
    /// read them right (run under ThreadSanitizer in CI).
    @Test("threads reading new words at once read them right", .enabled(if: available, "\(mecabMissing)"))
    func concurrentNewWords() async throws {
        let readings = try JapaneseReadings()
        let texts = Self.names.map(\.0), expected = Self.names.map(\.1)
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task starts at another name, so that first readings of a word meet on every thread.
                    let order = texts.indices.map { (task + $0) % texts.count }
                    return (0..<25).reduce(0) { wrong, _ in
                        wrong + order.filter { readings.reading(of: texts[$0]) != expected[$0] }.count
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test("concurrent use gives the same answers", .enabled(if: available, "\(mecabMissing)"))
    func concurrent() async throws {
        let readings = try Self.reader()
        let texts = Self.names.map(\.0) + ["John", "やまだ"]
        let reference = texts.map { readings.reading(of: $0) }
        // Each task counts the rounds whose answers differ from the reference: threads share MeCab's tagger,
        // each analysis in its own lattice.
        let differing = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<25).filter { _ in texts.map { readings.reading(of: $0) } != reference }.count
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(differing == Array(repeating: 0, count: 8))
    }

    @Test("loading again with the same arguments gives the same readings", .enabled(if: available, "\(mecabMissing)"))
    func loadedOnce() throws {
        #expect(try LocalizedIndexCollation.KanjiReadings.mecab() == Self.loaded.get())
        #expect(try LocalizedIndexCollation.KanjiReadings.mecab(library: "") == Self.loaded.get())
    }

    @Test("a missing library is a MeCabError naming it, not fatal")
    func missingLibrary() {
        #expect {
            try LocalizedIndexCollation.KanjiReadings.mecab(library: "liblocalized-index-no-such-mecab.so.2")
        } throws: { error in
            (error as? MeCabError)?.description.hasPrefix("cannot load MeCab: liblocalized-index-no-such-mecab.so.2")
                == true
        }
    }

    @Test(
        "a non-UTF-8 dictionary is refused",
        .enabled(if: available, "\(mecabMissing)"),
        .enabled(if: FileManager.default.fileExists(atPath: "/var/lib/mecab/dic/ipadic/sys.dic"),
                 "the EUC-JP ipadic (Debian mecab-ipadic) is not installed")
    )
    func eucJPDictionary() {
        #expect {
            try LocalizedIndexCollation.KanjiReadings.mecab(arguments: "-d /var/lib/mecab/dic/ipadic")
        } throws: { error in
            "\(error)".contains("EUC-JP, not UTF-8")
        }
    }

    @Test(
        "a UTF-8 dictionary without ipadic readings is refused",
        .enabled(if: available, "\(mecabMissing)"),
        .enabled(if: FileManager.default.fileExists(atPath: "/var/lib/mecab/dic/juman-utf8/sys.dic"),
                 "jumandic (Debian mecab-jumandic-utf8) is not installed")
    )
    func jumanDictionary() {
        #expect {
            try LocalizedIndexCollation.KanjiReadings.mecab(arguments: "-d /var/lib/mecab/dic/juman-utf8")
        } throws: { error in
            "\(error)".contains("does not give ipadic readings")
        }
    }

    /// `text` with its katakana folded in place by ``JapaneseReadings/foldKatakanaToHiragana(_:)``.
    static func hiragana(fromKatakana text: String) -> String {
        var utf8 = Array(text.utf8)
        do {
            var span = utf8.mutableSpan
            JapaneseReadings.foldKatakanaToHiragana(&span)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    @Test("katakana folds to hiragana by code point")
    func folding() {
        #expect(Self.hiragana(fromKatakana: "ァアヴヵヶ") == "ぁあゔゕゖ")
        #expect(Self.hiragana(fromKatakana: "イチロー・ヷヺ山田A") == "いちろー・ヷヺ山田A")
        // Folded on the UTF-8 bytes: every character of the kana blocks, each between two- and four-byte
        // characters, moves by 0x60 exactly when it is one of ァ (U+30A1) … ヶ (U+30F6) (Unicode's katakana
        // block, laid out as the hiragana block 0x60 below it).
        for value in UInt32(0x3000)...0x30FF {
            let scalar = Unicode.Scalar(value)!
            let expected = (0x30A1...0x30F6).contains(value) ? Unicode.Scalar(value - 0x60)! : scalar
            #expect(Self.hiragana(fromKatakana: "é\(scalar)𠀋\(scalar)") == "é\(expected)𠀋\(expected)")
        }
    }
}
