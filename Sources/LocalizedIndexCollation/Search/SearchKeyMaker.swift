/// Makes the keys a name is found by (``SearchKey/Kind``), as phones make them: Android's lookup keys
/// (`ContactLocaleUtils.getNameLookupKeys`, `NameLookupBuilder`) and iOS Contacts' prefix search.
///
/// - Every word of the name, and the whole name with its words joined; words joined by a hyphen or an
///   apostrophe also as one (`annalena`).
/// - The initials of the words from each word to the end (`jpj`, `pj`, `j`), of the first ten words, as
///   Android keeps ten.
/// - A Han name, where the list reads Han names as Chinese (pinyin keys): each of its last characters
///   (`鵑` of `杜鵑`), the pinyin of each of them joined (`dujuan`, `juan`) and its initials (`dj`, `j`), Latin
///   words of the name taking part as they are (`D杜鵑`: `ddj`).
/// - A Hangul name: the initial consonants of the whole name and of the given name (`ㅎㄱㄷ`, `ㄱㄷ`), and
///   the given name itself.
/// - Each reading (a phonetic field, `SORT-AS`, MeCab's kana for a Japanese name in kanji): its words and
///   its words joined; a reading in kana (or a name in kana) also in romaji (`yamada`).
///
/// One maker per thread: it keeps the weights of the characters it met (``SearchFolding``).
struct SearchKeyMaker {
    /// The most words of a name that initials and pinyin are made of (Android's `NameSplitter.MAX_TOKENS`).
    static let wordLimit = 10
    /// The longest Han or Hangul word whose last characters are keys of their own: a longer one is not a
    /// name, and its suffixes would make keys quadratic in its length.
    static let suffixLimit = 16

    var folding: SearchFolding
    /// How Han words are read as pinyin, nil when they are not.
    let pinyin: ((String) -> String?)?
    /// The collation's own reading of a name (MeCab's kana for a Japanese name in kanji), nil when it has
    /// none for it.
    let reading: (String) -> String?

    /// A word of a name or reading: its text, what script it is in, and whether a hyphen or apostrophe
    /// joins it to the next.
    struct Word {
        var text: Substring
        var script: WordScript
        var joinsNext = false
    }

    enum WordScript: Equatable {
        case han, kana, hangul, other
    }

    /// The keys of `name`, its given name (for a Korean name's given-name keys) and `readings`, each given
    /// to `add`.
    mutating func makeKeys(name: String, givenName: String?, readings: [String],
                           _ add: (SearchKey.Kind, String, [UInt8]) -> Void) {
        let name = ICU.nfc(name)
        let words = Self.words(of: name)
        guard !words.isEmpty else { return }
        var tokens: [[UInt8]] = []
        tokens.reserveCapacity(words.count)
        for word in words {
            let token = token(of: word.text)
            tokens.append(token)
            add(.word, String(word.text), token)
        }
        add(.name, words.map(\.text).joined(), tokens.flatMap { $0 })
        addCompounds(words, tokens, add)
        addInitials(words, tokens, add)
        addHangul(words, givenName: givenName, add)
        if pinyin != nil {
            // A Chinese name's last characters, where its pinyin is made: Android's Chinese keys.
            addCharacters(words, tokens, add)
            addPinyin(words, tokens, add)
        }
        // Each reading once, the name itself not as one; a name in kana also in romaji.
        var read: [String] = []
        for text in readings.map(ICU.nfc) + [reading(name)].compactMap({ $0 }) where text != name && !read.contains(text) {
            read.append(text)
            addReading(text, add, isName: false)
        }
        if words.contains(where: { $0.script == .kana }) { addReading(name, add, isName: true) }
    }

    /// The token of `text`.
    mutating func token(of text: Substring) -> [UInt8] {
        var token: [UInt8] = []
        token.reserveCapacity(text.utf8.count * 2)
        folding.append(text.unicodeScalars, to: &token)
        return token
    }

    // MARK: Words

    /// The words of `text`: runs of letters, digits and marks, split at everything else and where Han, kana
    /// or Hangul meet other letters; a hyphen or apostrophe between two words joins them in a compound.
    static func words(of text: String) -> [Word] {
        var words: [Word] = []
        var start: String.UnicodeScalarView.Index?
        var script = WordScript.other
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        func close(at end: String.UnicodeScalarView.Index, joinsNext: Bool = false) {
            guard let begun = start else { return }
            words.append(Word(text: Substring(scalars[begun..<end]), script: script, joinsNext: joinsNext))
            start = nil
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch Self.kind(of: scalar) {
            case .letter(let letterScript):
                if start != nil, letterScript != script, !(letterScript == .other && script != .other && scalar.properties.generalCategory == .decimalNumber) {
                    close(at: index)
                }
                if start == nil {
                    start = index
                    script = letterScript
                }
            case .mark:
                // A mark belongs to the letter before it; alone, it starts nothing.
                break
            case .joiner:
                let next = scalars.index(after: index)
                let joins = start != nil && next < scalars.endIndex && isLetter(scalars[next])
                close(at: index, joinsNext: joins)
            case .separator:
                close(at: index)
            }
            index = scalars.index(after: index)
        }
        close(at: scalars.endIndex)
        return words
    }

    private enum CharacterKind {
        case letter(WordScript), mark, joiner, separator
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if case .letter = kind(of: scalar) { return true }
        return false
    }

    /// What a character is to word splitting: ASCII by its value, the rest by ICU's general category.
    private static func kind(of scalar: Unicode.Scalar) -> CharacterKind {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return .letter(.other)
            case 0x27, 0x2D: return .joiner
            default: return .separator
            }
        }
        switch value {
        case 0x2010, 0x2011, 0x2019: return .joiner  // hyphen, non-breaking hyphen, right single quotation mark
        default: break
        }
        switch ICU.generalCategory(of: scalar) {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
             .decimalNumber, .otherNumber:
            return .letter(script(of: value))
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        default:
            return .separator
        }
    }

    private static func script(of value: UInt32) -> WordScript {
        switch value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .kana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: .hangul
        case 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x323AF:
            .han
        default: .other
        }
    }

    // MARK: Keys beyond the words

    /// Words joined by hyphens or apostrophes, as one key: Anna-Lena → `annalena`.
    private func addCompounds(_ words: [Word], _ tokens: [[UInt8]], _ add: (SearchKey.Kind, String, [UInt8]) -> Void) {
        var first = 0
        while first < words.count {
            var last = first
            while last < words.count - 1, words[last].joinsNext { last += 1 }
            if last > first {
                add(.compound, words[first...last].map(\.text).joined(), tokens[first...last].flatMap { $0 })
            }
            first = last + 1
        }
    }

    /// The initials of the words from each word to the end, of names of two or more words in alphabets (a Han
    /// or Hangul word has initials of its own: pinyin's, consonants).
    private mutating func addInitials(_ words: [Word], _ tokens: [[UInt8]], _ add: (SearchKey.Kind, String, [UInt8]) -> Void) {
        let alphabetic = words.indices.prefix(Self.wordLimit).filter { words[$0].script == .other }
        guard alphabetic.count >= 2 else { return }
        let initials = alphabetic.map { position -> (String, [UInt8]) in
            let first = words[position].text.unicodeScalars.first.map { Substring(String($0)) } ?? ""
            return (String(first), token(of: first))
        }
        for start in initials.indices {
            add(.initials, initials[start...].map(\.0).joined(), initials[start...].flatMap { $0.1 })
        }
    }

    /// Each of the last characters of a Han word (`鵑` of `杜鵑`), as Android's Chinese lookup keys have them.
    private func addCharacters(_ words: [Word], _ tokens: [[UInt8]], _ add: (SearchKey.Kind, String, [UInt8]) -> Void) {
        for (position, word) in words.enumerated() where word.script == .han {
            let scalars = Array(word.text.unicodeScalars)
            guard scalars.count >= 2, scalars.count <= Self.suffixLimit else { continue }
            // Each character's share of the word's token.
            var offsets: [Int] = [0]
            var folding = self.folding
            for scalar in scalars {
                var token: [UInt8] = []
                folding.append(scalar.value, to: &token)
                offsets.append(offsets[offsets.count - 1] + token.count)
            }
            let token = tokens[position]
            for start in 1..<scalars.count where offsets[start] < token.count {
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[start...])
                add(.characters, text, Array(token[offsets[start]...]))
            }
        }
    }

    /// A Hangul name's initial consonants, of the whole name and of its given name, and the given name: the
    /// given name given, else the name after its first syllable (a Korean family name is one syllable but for
    /// a few; ``givenName`` gives the rest, as the contact layer's splitter finds it).
    private mutating func addHangul(_ words: [Word], givenName: String?, _ add: (SearchKey.Kind, String, [UInt8]) -> Void) {
        let hangul = words.filter { $0.script == .hangul }
        guard !hangul.isEmpty else { return }
        let full = hangul.map(\.text).joined()
        let given: Substring
        if let givenName, !givenName.isEmpty {
            given = Substring(ICU.nfc(givenName))
        } else if hangul.count > 1 {
            given = hangul.dropFirst().map(\.text).joined()[...]
        } else {
            given = full.unicodeScalars.count > 1 ? Substring(full.unicodeScalars.dropFirst()) : ""
        }
        for text in [Substring(full), given] where !text.isEmpty {
            let consonants = Self.initialConsonants(of: text)
            guard !consonants.isEmpty else { continue }
            add(.initials, consonants, token(of: consonants[...]))
        }
        if !given.isEmpty, given.unicodeScalars.count < full.unicodeScalars.count {
            add(.characters, String(given), token(of: given))
        }
    }

    /// The initial consonants of the Hangul syllables of `text`, as compatibility jamo (`ㅎㄱㄷ`), from
    /// Unicode's decomposition of a syllable: its leading consonant is (S − U+AC00) / 588.
    static func initialConsonants(of text: Substring) -> String {
        var consonants = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0xAC00...0xD7A3).contains(value) {
                consonants.unicodeScalars.append(compatibilityJamo[Int((value - 0xAC00) / 588)])
            } else if (0x1100...0x1112).contains(value) {
                consonants.unicodeScalars.append(compatibilityJamo[Int(value - 0x1100)])
            } else if (0x3131...0x314E).contains(value) {
                consonants.unicodeScalars.append(scalar)
            }
        }
        return consonants
    }

    /// The compatibility jamo of the 19 leading consonants U+1100…U+1112, in order.
    static let compatibilityJamo: [Unicode.Scalar] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148,
        0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ].compactMap(Unicode.Scalar.init)

    /// Pinyin keys of a name with Han words: each Han word read as syllables (surname readings included); then
    /// the syllables of each Han word's last characters joined (`dujuan`, `juan`), the whole name's tokens
    /// joined (a Latin word as it is: `ddujuan`), and the initials of the tokens from each one to the end.
    private mutating func addPinyin(_ words: [Word], _ tokens: [[UInt8]], _ add: (SearchKey.Kind, String, [UInt8]) -> Void) {
        guard let pinyin, words.contains(where: { $0.script == .han }) else { return }
        // The name as tokens: a Latin word, or a Han character's syllable.
        var syllables: [(text: String, fromHan: Bool)] = []
        for word in words.prefix(Self.wordLimit) {
            guard word.script == .han else {
                syllables.append((String(word.text), false))
                continue
            }
            let read = pinyin(String(word.text))?.lowercased().split(separator: " ").map(String.init) ?? []
            guard !read.isEmpty, read.joined() != String(word.text) else { continue }
            // The syllables of the word's last characters, joined.
            for start in read.indices {
                let text = read[start...].joined()
                add(.reading, text, token(of: text[...]))
            }
            syllables += read.map { ($0, true) }
        }
        guard syllables.contains(where: \.fromHan) else { return }
        let whole = syllables.map(\.text).joined()
        add(.readingName, whole, token(of: whole[...]))
        let initials = syllables.map { String($0.text.prefix(1)) }
        for start in initials.indices {
            let text = initials[start...].joined()
            add(.initials, text, token(of: text[...]))
        }
    }

    /// A reading's words and its words joined; one in kana also in romaji.
    private mutating func addReading(_ text: String, _ add: (SearchKey.Kind, String, [UInt8]) -> Void, isName: Bool) {
        let words = Self.words(of: text)
        guard !words.isEmpty else { return }
        if !isName {
            var tokens: [[UInt8]] = []
            for word in words {
                let token = token(of: word.text)
                tokens.append(token)
                add(.reading, String(word.text), token)
            }
            add(.readingName, words.map(\.text).joined(), tokens.flatMap { $0 })
        }
        guard words.contains(where: { $0.script == .kana }), let romaji = Self.romaji(of: text) else { return }
        let romajiWords = Self.words(of: romaji)
        var tokens: [[UInt8]] = []
        for word in romajiWords {
            let token = token(of: word.text)
            tokens.append(token)
            add(.reading, String(word.text), token)
        }
        if !romajiWords.isEmpty { add(.readingName, romajiWords.map(\.text).joined(), tokens.flatMap { $0 }) }
    }

    /// Kana in romaji, as Android's Japanese lookup keys have it (ICU's `Hiragana-Latin; Katakana-Latin;
    /// Latin-Ascii`: やまだ たろう → yamada tarou).
    static func romaji(of text: String) -> String? {
        Transliterators.shared(romajiTransform)?.transliterate(text)
    }

    static let romajiTransform = "Hiragana-Latin; Katakana-Latin; Latin-Ascii"
}
