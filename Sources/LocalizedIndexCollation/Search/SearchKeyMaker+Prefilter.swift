extension SearchKeyMaker {
    /// What a name's keys must start with for a query to find it: each query word's first weight. A one-off
    /// search tells most names apart by it without making their keys
    /// (``SearchKeyMaker/mayMatch(_:_:)``).
    struct Prefilter: Sendable {
        /// The first weight of each query word's token.
        let firstWeights: [UInt16]
        /// The first weights of the Latin letters (ASCII, Latin-1, Latin Extended-A and -B, Latin Extended
        /// Additional): what romaji starts with, whichever letters the collation tells apart.
        let latinWeights: WeightSet

        /// The prefilter of `query`, weighed by `folding`.
        init(query: SearchQuery, folding: inout SearchFolding) {
            firstWeights = query.tokens.compactMap { $0.count >= 2 ? UInt16($0[0]) << 8 | UInt16($0[1]) : nil }
            var latin = WeightSet()
            for range in [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF] as [ClosedRange<UInt32>] {
                for value in range { if let weight = folding.firstWeight(of: value) { latin.insert(weight) } }
            }
            latinWeights = latin
        }
    }

    /// Whether a query may find `name`, decided without making its keys: nil only when a query word's first
    /// weight starts none of the keys ``makeKeys(name:givenName:readings:into:)`` makes of it; otherwise
    /// whether its romaji keys may matter (``makesRomaji``: when no query word can start one, they are not
    /// made, and ICU's romaji transform is not run).
    ///
    /// The keys start with the first weight of a word of the name or of a reading (the words, the whole
    /// name, compounds, initials, reading words), of any character of a Han or Hangul word of the name (a
    /// Chinese name's last characters, a Korean name's given name and initial consonants), of a pinyin
    /// syllable of a Han word, of the given name, of a word of the collation's own reading of a kanji name.
    /// Romaji keys, of a name or reading with kana, start with a Latin letter or a kana the transform leaves
    /// as it is.
    mutating func mayMatch(_ name: LocalizedIndexCollation.SearchableName, _ prefilter: Prefilter) -> KeysNeeded? {
        guard !prefilter.firstWeights.isEmpty else { return KeysNeeded(romaji: true) }
        wordStarts.removeAll(keepingCapacity: true)
        romajiStarts.removeAll(keepingCapacity: true)
        var romaji = false
        let text = ICU.nfc(name.name)
        let hasHan = addStarts(of: text, isName: true, romaji: &romaji)
        for reading in name.readings {
            addStarts(of: ICU.nfc(reading), isName: false, romaji: &romaji)
        }
        if hasHan, let own = reading?(text) {
            addStarts(of: ICU.nfc(own), isName: false, romaji: &romaji)
        }
        if let given = name.givenName, let weight = firstWeight(of: Substring(ICU.nfc(given))) { wordStarts.append(weight) }
        var needsRomaji = false
        for weight in prefilter.firstWeights {
            let startsRomaji = romaji && (prefilter.latinWeights.contains(weight) || romajiStarts.contains(weight))
            guard startsRomaji || wordStarts.contains(weight) else { return nil }
            needsRomaji = needsRomaji || startsRomaji
        }
        return KeysNeeded(romaji: needsRomaji)
    }

    /// What a name's keys must include for a query that may find it.
    struct KeysNeeded {
        /// Whether its romaji keys (``makesRomaji``) may match.
        var romaji: Bool
    }

    /// Adds to ``wordStarts`` the first weight of each word of `text` and, in a name, of each character of
    /// its Han words (where they are read as pinyin) and Hangul words (and of each syllable's initial
    /// consonant); to ``romajiStarts``, the first weight of each kana (what a romaji word may start with but a
    /// Latin letter).
    ///
    /// - Parameter romaji: Set when `text` has kana.
    /// - Returns: Whether `text` has a Han word.
    @discardableResult
    private mutating func addStarts(of text: String, isName: Bool, romaji: inout Bool) -> Bool {
        var hasHan = false, hasKana = false
        Self.forEachWord(of: text) { word in
            if let weight = firstWeight(of: word.text) { wordStarts.append(weight) }
            switch word.script {
            case .han where isName:
                hasHan = true
                guard let pinyin else { break }
                addEachCharacter(of: word.text)
                // Pinyin keys start with a syllable (a Latin word of the name is a word start already).
                for syllable in (pinyin(String(word.text)) ?? "").split(separator: " ") {
                    if let weight = firstWeight(of: syllable) { wordStarts.append(weight) }
                }
            case .hangul where isName:
                addEachCharacter(of: word.text)
                addEachCharacter(of: Self.initialConsonants(of: word.text)[...])
            case .kana:
                hasKana = true
                // A kana the transform leaves as it is starts a romaji word as itself.
                addEachCharacter(of: word.text, toRomaji: true)
            default:
                break
            }
            return true
        }
        if hasKana { romaji = true }
        return hasHan
    }

    /// Adds the first weight of each character of `text` to ``wordStarts``, or to ``romajiStarts``.
    private mutating func addEachCharacter(of text: Substring, toRomaji: Bool = false) {
        for scalar in text.unicodeScalars {
            guard let weight = folding.firstWeight(of: scalar.value) else { continue }
            if toRomaji { romajiStarts.append(weight) } else { wordStarts.append(weight) }
        }
    }

    /// The first weight of `text`'s token, nil when it has none.
    private mutating func firstWeight(of text: Substring) -> UInt16? {
        for scalar in text.unicodeScalars {
            if let weight = folding.firstWeight(of: scalar.value) { return weight }
        }
        return nil
    }
}

/// A set of primary weights (two bytes each): one bit per weight.
struct WeightSet: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1 << 10)

    mutating func insert(_ weight: UInt16) {
        bits[Int(weight >> 6)] |= 1 << UInt64(weight & 63)
    }

    func contains(_ weight: UInt16) -> Bool {
        bits[Int(weight >> 6)] & (1 << UInt64(weight & 63)) != 0
    }
}
