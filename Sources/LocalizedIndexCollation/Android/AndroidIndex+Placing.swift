extension AndroidIndex {
    /// The section of `name`: the bucket Android's contacts provider stores as its `phonebook_bucket`.
    ///
    /// As `ContactLocaleUtils.getBucketIndex` decides it, with the provider's rule for names without a name:
    /// 1. An empty name, and a name whose first character after spaces and `+ ( ) . - #` is a decimal digit
    ///    of any script (`+1 (650) 555-1212`, `٣٤٥`), goes to `#`.
    /// 2. When Simplified Chinese is preferred, the name is placed by its pinyin transliteration
    ///    (``AndroidPinyin``); otherwise as it is.
    /// 3. ICU's bucket, with `#` before the overflow bucket.
    /// 4. When Japanese is preferred, a name that ICU files with `日` goes to `他` if its first character is in
    ///    a Chinese or Japanese block (Android's list: kana, CJK ideographs and their extensions A and B,
    ///    compatibility ideographs and forms, CJK symbols, halfwidth and fullwidth forms), else to the bucket
    ///    `他` displaced; later buckets move up one.
    func section(for name: String) -> Int {
        adjusted(baseSection(for: name), name: name)
    }

    /// The section of `sectionString`, appending the sort key of `sortString` (Android sorts a section by the
    /// name as it is, never by its transliteration) to `arena`. A name placed and sorted by itself is placed
    /// and keyed by one ICU call where it is not transliterated.
    func place(sectioning sectionString: String, sorting sortString: String, keys arena: inout SortKeyArena) -> Int {
        guard sectionString == sortString, pinyin == nil || AndroidPinyin.isASCII(sectionString) else {
            arena.append(sortString, collator: collator)
            return section(for: sectionString)
        }
        let placed = arena.append(sectionString, placer: placer)
        let base = Self.isNumber(sectionString) ? numberBase
            : Self.baseSection(ofICUBucket: placed.bucket, overflow: icuOverflowBucket)
        return adjusted(base, name: sectionString)
    }

    /// `#` before `他` is inserted.
    private var numberBase: Int { icuOverflowBucket }

    /// The section of `name` before `他` is inserted (steps 1–3).
    private func baseSection(for name: String) -> Int {
        if Self.isNumber(name) { return numberBase }
        let bucket = pinyin?.bucket(for: name) ?? index.bucket(for: name)
        return Self.baseSection(ofICUBucket: bucket, overflow: icuOverflowBucket)
    }

    /// The section of a name whose section before `他` was inserted is `base` (step 4).
    private func adjusted(_ base: Int, name: String) -> Int {
        guard let unread = unreadBase, base >= unread else { return base }
        if base > unread { return base + 1 }
        return Self.startsWithChineseOrJapanese(name) ? base : base + 1
    }

    /// Whether the name goes to `#` whatever the index: it is empty (the provider's rule: a contact without a
    /// name), or its first character after Java's space characters (`Zs`, `Zl`, `Zp`; not a tab) and
    /// `+ ( ) . - #` is a decimal digit (`Nd`, Java's `isDigit`).
    static func isNumber(_ name: String) -> Bool {
        if name.isEmpty { return true }
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: return true
            case 0x20, 0x23, 0x28, 0x29, 0x2B, 0x2D, 0x2E: continue  // space # ( ) + - .
            case 0..<0x80: return false
            default:
                switch ICU.generalCategory(of: scalar) {
                case .decimalNumber: return true
                case .spaceSeparator, .lineSeparator, .paragraphSeparator: continue
                default: return false
                }
            }
        }
        return false
    }

    /// The blocks Android counts as Chinese or Japanese (its Japanese `ContactLocaleUtils`). Not Extensions C
    /// and later, not the Kangxi radicals: names starting with those go to the bucket `他` displaced.
    static let chineseAndJapaneseBlocks: Set<ICU.Block> = Set([
        "Hiragana", "Katakana", "Katakana_Phonetic_Extensions", "Halfwidth_And_Fullwidth_Forms",
        "CJK_Unified_Ideographs", "CJK_Unified_Ideographs_Extension_A", "CJK_Unified_Ideographs_Extension_B",
        "CJK_Symbols_And_Punctuation", "CJK_Radicals_Supplement", "CJK_Compatibility", "CJK_Compatibility_Forms",
        "CJK_Compatibility_Ideographs", "CJK_Compatibility_Ideographs_Supplement",
    ].compactMap(ICU.Block.init(named:)))

    /// Whether the name's first character (of its NFC form, so that equivalent spellings agree) is in one of
    /// ``chineseAndJapaneseBlocks``.
    static func startsWithChineseOrJapanese(_ name: String) -> Bool {
        guard let first = ICU.nfc(name).unicodeScalars.first else { return false }
        return chineseAndJapaneseBlocks.contains(ICU.Block(of: first))
    }
}
