import Testing
@testable import LocalizedIndexCollation

/// Han readings composed character by character against ICU's own `Han-Latin/Names` run on the whole name,
/// the reference: every name must read exactly as the transform reads it, composed or left to it.
@Suite("Han readings composed per character")
struct HanReadingComposerTests {
    static let transformID = Transliterators.hanNames

    static func transform() throws -> ICU.Transliterator { try #require(Transliterators.shared(transformID)) }

    /// Every Han character in a rule of the transform with a context, read off the rules ICU 72 prints
    /// (`Transliterator::toRules` of each pass of `Han-Latin/Names` and `Han-Latin`).
    static let ruleCharacters = "令狐万俟澹台长孙秘卜种重刀盖过华纪牟粘区繁任单召折舍沈解燕尉乐员查藏文庆阳鲁"

    /// Read off those rules: `{令}' '?狐 > líng;`, `{重}' '?庆 > chóng;`, `{沈}' '?阳 > shěn;` read their key
    /// (令 重 沈) by what follows it, which is only looked at (狐 庆 阳 read alone) and which they cannot match
    /// without (the space is optional). `﷑{长}' '?孙 > zhǎng;` needs 孙 too, the mark of a word's start being
    /// written by the transform itself. `﷑{单} > shàn;` reads 单 after that mark, which reading 单 alone and
    /// after another character covers. `长 > cháng;` and `[…王…] > wáng;` read a character alone.
    @Test("characters read in context are found in the rules, with the letters they need")
    func contextualCharacters() throws {
        let contextual = try #require(try Self.transform().contextualHan())
        #expect(contextual.anywhere.isEmpty)
        let expected: [Unicode.Scalar: Set<Unicode.Scalar>] = [
            "令": ["狐"], "万": ["俟"], "澹": ["台"], "长": ["孙"], "秘": ["鲁"], "重": ["庆"], "沈": ["阳"], "藏": ["文"],
        ]
        #expect(contextual.besides == expected)
        for character in "狐俟台孙庆阳鲁文单区解华燕任王一张伟曾中村".unicodeScalars {
            #expect(!contextual.contains(character), "\(character)")
        }
    }

    /// The composer reading through the transform, or by the shipped table (``HanReadingTable``).
    static func composer(table: Bool) throws -> HanReadingComposer {
        if table { return HanReadingComposer(table: try #require(HanReadingTable.shipped(for: transformID))) }
        return try #require(HanReadingComposer(transform: transform()))
    }

    @Test("the transform composes, through it and by the table", arguments: [false, true])
    func composes(table: Bool) throws {
        let composer = try Self.composer(table: table)
        // ICU: 单伟 → shàn wěi, 王单 → wáng dān, 中村 篤司 → zhōng cūn  dǔ sī (two spaces: the word start's mark).
        #expect(composer.reading(of: "单伟") == "shàn wěi")  // 单 read as a surname at the word start
        #expect(composer.reading(of: "王单") == "wáng dān")
        #expect(composer.reading(of: "王伟") == "wáng wěi")
        #expect(composer.reading(of: "中村 篤司") == "zhōng cūn  dǔ sī")
        #expect(composer.reading(of: "曾国藩") == "zēng guó fān")
        // Read in context only beside the letter their rule needs: ICU reads 令伟 lìng wěi, 令狐冲 líng hú chōng.
        #expect(composer.reading(of: "令伟") == "lìng wěi")
        #expect(composer.reading(of: "沈伟") == "shěn wěi")
        #expect(composer.reading(of: "长伟") == "cháng wěi")
        // Japanese names: kana and 々 as they are, spaced as ICU spaces them (PyICU, Han-Latin/Names, ICU 72).
        #expect(composer.reading(of: "佐藤さくら") == "zuǒ téng さくら")
        #expect(composer.reading(of: "くみ子") == "くみ zi")  // 子 after kana: a word start
        #expect(composer.reading(of: "斎藤 あすか") == "zhāi téng あすか")  // one space before kana
        #expect(composer.reading(of: "佐々木 陽一") == "zuǒ 々 mù  yáng yī")
        #expect(composer.reading(of: "单々单") == "shàn 々 dān")  // after 々: no word start
        #expect(composer.reading(of: "单 あ单") == "shàn あ shàn")
        #expect(composer.reading(of: "王々々") == "wáng 々々")
        #expect(composer.reading(of: "々あ") == "々あ")
        #expect(composer.reading(of: "あ々") == "あ 々")
        #expect(composer.reading(of: "ア 々") == "ア  々")
        #expect(composer.reading(of: "王ｱ") == "wáng ｱ")
        // U+F900 is U+8C48 in NFC: left to the path that normalizes first.
        #expect(composer.reading(of: "\u{F900}伟") == nil)
        for unsupported in ["", " 王伟", "王伟 ", "王  伟", "王·伟", "王・伟", "王\u{3099}", "王゛", "Wang 伟", "令狐冲", "沈阳",
                            "沈 阳", "长孙无忌", "王重庆"] {
            #expect(composer.reading(of: unsupported) == nil, "\(unsupported)")
        }
    }

    /// Random names of one or two words from surnames, the characters the rules read in context and the
    /// letters they need (together, as 令狐, and apart), every character of a rule with a context, common
    /// characters, kana and 々 and a few others that are not Han ideographs: each reads as the transform
    /// reads it.
    @Test("every name reads as the whole transform reads it, through it and by the table",
          arguments: [1, 2, 3], [false, true])
    func matchesTransform(seed: UInt64, table: Bool) throws {
        let transform = try Self.transform()
        let composer = try Self.composer(table: table)
        let contextual = try #require(transform.contextualHan())
        let letters = { (scalars: [Unicode.Scalar]) -> [String] in scalars.map { String($0) } }
        // Each letter read in context alone, with a letter it needs, the two a space apart, and that letter.
        var inContext: [String] = []
        for (letter, needs) in contextual.besides {
            inContext.append(String(letter))
            for need in needs {
                inContext += [String(letter) + String(need), String(letter) + " " + String(need), String(need)]
            }
        }
        let pool: [[String]] = [
            letters(Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐曾单任沈区华查解乐仇翟葛".unicodeScalars)),
            letters(contextual.anywhere.sorted { $0.value < $1.value }),
            inContext.sorted(),
            letters(Array(Self.ruleCharacters.unicodeScalars)),
            letters((0x4E00...0x9FFF).compactMap(Unicode.Scalar.init)),  // CJK Unified Ideographs
            letters((0x3400...0x4DBF).compactMap(Unicode.Scalar.init)),  // Extension A
            letters((0x20000...0x2A6DF).compactMap(Unicode.Scalar.init)),  // Extension B
            letters((0xF900...0xFAFF).compactMap(Unicode.Scalar.init)),  // compatibility ideographs (NFKC in the transform)
            letters(Array("々〆〇ー·・あカ a".unicodeScalars)),
            // Kana around Han names (Japanese names in a Chinese list), and the letters next to them.
            letters((0x3040...0x30FF).compactMap(Unicode.Scalar.init) + (0x31F0...0x31FF).compactMap(Unicode.Scalar.init)
                    + (0xFF61...0xFF9F).compactMap(Unicode.Scalar.init) + Array("々々々〆〇゛゜・".unicodeScalars)),
        ].filter { !$0.isEmpty }
        var random = SeededNumbers(seed: seed)
        var composed = 0, composedWithKana = 0
        for _ in 0..<3_000 {
            var name = ""
            for word in 0..<(random.next() % 4 == 0 ? 2 : 1) {
                if word > 0 { name += " " }
                for _ in 0...(random.next() % 3) {
                    let kind = pool[Int(random.next() % 100 < 30 ? 0 : random.next() % UInt64(pool.count))]
                    name += kind[Int(random.next() % UInt64(kind.count))]
                }
            }
            let text = ICU.nfc(name)
            let expected = transform.transliterate(text)
            if let reading = composer.reading(of: text) {
                composed += 1
                if text.unicodeScalars.contains(where: { HanReadingComposer.isKana($0) || $0 == "々" }) { composedWithKana += 1 }
                #expect(reading == expected, "\(text)")
            }
            // The name as it came, compatibility ideographs and all: composed only where it is its NFC form.
            if let reading = composer.reading(of: name) {
                #expect(name == text && reading == expected, "\(name)")
            }
        }
        // Most names compose: the test checks the composition, not only the fallback; kana and 々 among them.
        #expect(composed > 500 && composedWithKana > 100, "\(composed) composed, \(composedWithKana) with kana or 々")
    }
}
