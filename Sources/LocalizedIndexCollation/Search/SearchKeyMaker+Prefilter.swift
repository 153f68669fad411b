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

    /// Whether a query may find `name`, decided without making its keys: false only when a query word's
    /// first weight starts none of the keys ``makeKeys(name:givenName:readings:into:)`` makes of it.
    ///
    /// The keys start with the first weight of a word of the name or of a reading (the words, the whole
    /// name, compounds, initials, reading words), of any character of a Han or Hangul word of the name (a
    /// Chinese name's last characters, a Korean name's given name and initial consonants), of a pinyin
    /// syllable of a Han word, of the given name, of a word of the collation's own reading of a kanji name,
    /// and, for a name or reading with kana, with a Latin letter (romaji, whose transform is not run here).
    mutating func mayMatch(_ name: LocalizedIndexCollation.SearchableName, _ prefilter: Prefilter) -> Bool {
        guard !prefilter.firstWeights.isEmpty else { return true }
        wordStarts.removeAll(keepingCapacity: true)
        var startsWithLatin = false
        let text = ICU.nfc(name.name)
        var hasHan = false, readingHasHan = false
        addStarts(of: text, isName: true, hasHan: &hasHan, startsWithLatin: &startsWithLatin)
        for reading in name.readings {
            addStarts(of: ICU.nfc(reading), isName: false, hasHan: &readingHasHan, startsWithLatin: &startsWithLatin)
        }
        if hasHan, let own = reading?(text) {
            addStarts(of: ICU.nfc(own), isName: false, hasHan: &readingHasHan, startsWithLatin: &startsWithLatin)
        }
        if let given = name.givenName, let weight = firstWeight(of: Substring(ICU.nfc(given))) { wordStarts.append(weight) }
        return prefilter.firstWeights.allSatisfy { weight in
            wordStarts.contains(weight) || (startsWithLatin && prefilter.latinWeights.contains(weight))
        }
    }

    /// Adds to ``wordStarts`` the first weight of each word of `text` and, in a name, of each character of
    /// its Han words (where they are read as pinyin) and Hangul words (and of each syllable's initial
    /// consonant); notes whether some key of it may start with a Latin letter.
    private mutating func addStarts(of text: String, isName: Bool, hasHan: inout Bool, startsWithLatin: inout Bool) {
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
                // Romaji; a kana the transform leaves as it is starts a romaji word as itself.
                startsWithLatin = true
                addEachCharacter(of: word.text)
            default:
                break
            }
            return true
        }
    }

    private mutating func addEachCharacter(of text: Substring) {
        for scalar in text.unicodeScalars {
            if let weight = folding.firstWeight(of: scalar.value) { wordStarts.append(weight) }
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
