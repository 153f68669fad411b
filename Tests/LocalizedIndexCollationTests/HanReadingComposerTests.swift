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
    /// (令 重 沈) by what follows it, which is only looked at (狐 庆 阳 read alone). `﷑{单} > shàn;` reads 单
    /// after the mark of a word's start, which reading 单 alone and after another character covers.
    /// `长 > cháng;` and `[…王…] > wáng;` read a character alone.
    @Test("characters read in context are found in the rules")
    func contextualCharacters() throws {
        let contextual = try #require(try Self.transform().contextualHan())
        #expect(contextual == Set("令万澹长秘重沈藏".unicodeScalars))
        for character in "狐俟台孙庆阳鲁文单区解华燕任王一张伟曾中村".unicodeScalars {
            #expect(!contextual.contains(character), "\(character)")
        }
    }

    @Test("the transform composes")
    func composes() throws {
        let composer = try #require(HanReadingComposer(transform: Self.transform()))
        // ICU: 单伟 → shàn wěi, 王单 → wáng dān, 中村 篤司 → zhōng cūn  dǔ sī (two spaces: the word start's mark).
        #expect(composer.reading(of: "单伟") == "shàn wěi")  // 单 read as a surname at the word start
        #expect(composer.reading(of: "王单") == "wáng dān")
        #expect(composer.reading(of: "王伟") == "wáng wěi")
        #expect(composer.reading(of: "中村 篤司") == "zhōng cūn  dǔ sī")
        #expect(composer.reading(of: "曾国藩") == "zēng guó fān")
        for unsupported in ["", " 王伟", "王伟 ", "王  伟", "王·伟", "佐藤さくら", "Wang 伟", "令狐冲", "沈阳"] {
            #expect(composer.reading(of: unsupported) == nil, "\(unsupported)")
        }
    }

    /// Random names of one or two words from surnames, the characters the rules read in context, every
    /// character of a rule with a context, common characters and a few that are not Han ideographs: each
    /// reads as the transform reads it.
    @Test("every name reads as the whole transform reads it", arguments: [1, 2, 3])
    func matchesTransform(seed: UInt64) throws {
        let transform = try Self.transform()
        let composer = try #require(HanReadingComposer(transform: transform))
        let contextual = try #require(transform.contextualHan()).sorted { $0.value < $1.value }
        let pool: [[Unicode.Scalar]] = [
            Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐曾单任沈区华查解乐仇翟葛".unicodeScalars),
            contextual,
            Array(Self.ruleCharacters.unicodeScalars),
            (0x4E00...0x9FFF).compactMap(Unicode.Scalar.init),  // CJK Unified Ideographs
            (0x3400...0x4DBF).compactMap(Unicode.Scalar.init),  // Extension A
            (0x20000...0x2A6DF).compactMap(Unicode.Scalar.init),  // Extension B
            (0xF900...0xFAFF).compactMap(Unicode.Scalar.init),  // compatibility ideographs (NFKC in the transform)
            Array("々〆〇ー·・あカ a".unicodeScalars),
        ].filter { !$0.isEmpty }
        var random = SeededNumbers(seed: seed)
        var composed = 0
        for _ in 0..<3_000 {
            var name = String.UnicodeScalarView()
            for word in 0..<(random.next() % 4 == 0 ? 2 : 1) {
                if word > 0 { name.append(" ") }
                for _ in 0...(random.next() % 3) {
                    let kind = pool[Int(random.next() % 100 < 30 ? 0 : random.next() % UInt64(pool.count))]
                    name.append(kind[Int(random.next() % UInt64(kind.count))])
                }
            }
            let text = ICU.nfc(String(name))
            let expected = transform.transliterate(text)
            if let reading = composer.reading(of: text) {
                composed += 1
                #expect(reading == expected, "\(text)")
            }
        }
        // Most names compose: the test checks the composition, not only the fallback.
        #expect(composed > 500)
    }
}
