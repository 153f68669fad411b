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
    /// The collation's own reading of a name (MeCab's kana for a Japanese name in kanji), giving nil when it
    /// has none for it; nil for a collation that reads no names.
    let reading: ((String) -> String?)?

    /// The words of the name (or reading) being made keys of, and their tokens back to back in ``tokens``:
    /// reused from name to name, so a name's keys cost no allocation but the sink's.
    private var marks: [Mark] = []
    private var tokens: [UInt8] = []
    /// Keys put together from parts of ``tokens`` (initials, consonants), or from pinyin.
    private var joined: [UInt8] = []
    /// The initials of pinyin syllables, back to back.
    private var initials: [UInt8] = []
    /// The first weights of the words of a name and its readings (``mayMatch(_:_:)``), and what their romaji
    /// may start with but a Latin letter.
    var wordStarts: [UInt16] = [], romajiStarts: [UInt16] = []
    /// Whether a name in kana and a reading in kana get romaji keys: not when a query cannot match them
    /// (``mayMatch(_:_:)``).
    var makesRomaji = true
    /// The romaji of kana words met so far: family names and given names repeat, and ICU's transform takes a
    /// process-wide lock.
    private var romajiOfWord: [Substring: String] = [:]

    init(folding: SearchFolding, pinyin: ((String) -> String?)?, reading: ((String) -> String?)?) {
        self.folding = folding
        self.pinyin = pinyin
        self.reading = reading
    }

    /// A word of a name or reading: its text, what script it is in, and whether a hyphen or apostrophe
    /// joins it to the next.
    struct Word {
        var text: Substring
        var script: WordScript
        var joinsNext = false
    }

    /// A word as ``scan(_:)`` finds it: where its text and token are, and the token of its first character.
    struct Mark {
        var text: Range<String.Index>
        var token: Range<Int>
        var firstTokenEnd: Int
        var script: WordScript
        var joinsNext = false
    }

    enum WordScript: Equatable {
        case han, kana, hangul, other
    }

    /// The keys of `name`, its given name (for a Korean name's given-name keys) and `readings`, each given
    /// to `sink`.
    mutating func makeKeys(name: String, givenName: String?, readings: [String], into sink: inout some SearchKeySink) {
        let name = ICU.nfc(name)
        scan(name)
        guard !marks.isEmpty else { return }
        for mark in marks {
            sink.add(.word, token: tokens[mark.token], text: sink.wantsText ? String(name[mark.text]) : "")
        }
        sink.add(.name, token: tokens[...], text: sink.wantsText ? marks.map { name[$0.text] }.joined() : "")
        addCompounds(name, into: &sink)
        addInitials(name, into: &sink)
        let hasKana = marks.contains { $0.script == .kana }
        if marks.contains(where: { $0.script == .hangul }) {
            addHangul(name, givenName: givenName, into: &sink)
        }
        if pinyin != nil, marks.contains(where: { $0.script == .han }) {
            // A Chinese name's last characters and its pinyin: Android's Chinese keys.
            let words = Self.words(of: name)
            addCharacters(words, into: &sink)
            addPinyin(words, into: &sink)
        }
        // Each reading once, the name itself not as one; a name in kana also in romaji.
        var read: [String] = []
        let own = marks.contains(where: { $0.script == .han }) ? reading?(name) : nil
        for text in readings.map(ICU.nfc) + [own].compactMap({ $0 }) where text != name && !read.contains(text) {
            read.append(text)
            addReading(text, isName: false, into: &sink)
        }
        if hasKana && makesRomaji { addReading(name, isName: true, into: &sink) }
    }

    /// The token of `text`.
    mutating func token(of text: Substring) -> [UInt8] {
        var token: [UInt8] = []
        token.reserveCapacity(text.utf8.count * 2)
        folding.append(text.unicodeScalars, to: &token)
        return token
    }

    /// Finds the words of `text` (as ``words(of:)`` does) into ``marks``, their tokens into ``tokens``.
    private mutating func scan(_ text: String) {
        marks.removeAll(keepingCapacity: true)
        tokens.removeAll(keepingCapacity: true)
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var open: Mark?
        func close(at end: String.Index, joinsNext: Bool = false, into marks: inout [Mark], tokens count: Int) {
            guard var mark = open else { return }
            mark.text = mark.text.lowerBound..<end
            mark.token = mark.token.lowerBound..<count
            mark.joinsNext = joinsNext
            marks.append(mark)
            open = nil
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            switch Self.kind(of: scalar) {
            case .letter(let script):
                if let begun = open, begun.script != script, !Self.continuesWord(scalar, script: begun.script) {
                    close(at: index, into: &marks, tokens: tokens.count)
                }
                let start = tokens.count
                folding.append(scalar.value, to: &tokens)
                if open == nil {
                    open = Mark(text: index..<index, token: start..<start, firstTokenEnd: tokens.count, script: script)
                }
            case .mark:
                // A mark belongs to the letter before it (and weighs nothing at primary strength).
                if open != nil { folding.append(scalar.value, to: &tokens) }
            case .joiner:
                let joins = open != nil && next < scalars.endIndex && Self.isLetter(scalars[next])
                close(at: index, joinsNext: joins, into: &marks, tokens: tokens.count)
            case .separator:
                close(at: index, into: &marks, tokens: tokens.count)
            }
            index = next
        }
        close(at: scalars.endIndex, into: &marks, tokens: tokens.count)
    }

    // MARK: Words

    /// The words of `text`: runs of letters, digits and marks, split at everything else and where Han, kana
    /// or Hangul meet other letters; a hyphen or apostrophe between two words joins them in a compound.
    static func words(of text: String) -> [Word] {
        var words: [Word] = []
        forEachWord(of: text) { words.append($0); return true }
        return words
    }

    /// Gives each word of `text` (``words(of:)``) to `body`, in order, until `body` returns false.
    ///
    /// - Returns: False when `body` stopped it.
    @discardableResult
    static func forEachWord(of text: String, _ body: (Word) -> Bool) -> Bool {
        var goesOn = true
        var start: String.UnicodeScalarView.Index?
        var script = WordScript.other
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        func close(at end: String.UnicodeScalarView.Index, joinsNext: Bool = false) {
            guard let begun = start else { return }
            goesOn = body(Word(text: Substring(scalars[begun..<end]), script: script, joinsNext: joinsNext))
            start = nil
        }
        while index < scalars.endIndex, goesOn {
            let scalar = scalars[index]
            switch Self.kind(of: scalar) {
            case .letter(let letterScript):
                if start != nil, letterScript != script, !continuesWord(scalar, script: script) {
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
        if goesOn { close(at: scalars.endIndex) }
        return goesOn
    }

    /// Whether `scalar`, a letter or digit of another script than the word's, goes on with the word: a digit
    /// does (`太郎2`).
    private static func continuesWord(_ scalar: Unicode.Scalar, script: WordScript) -> Bool {
        (0x30...0x39).contains(scalar.value) || scalar.properties.generalCategory == .decimalNumber
    }

    private enum CharacterKind {
        case letter(WordScript), mark, joiner, separator
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if case .letter = kind(of: scalar) { return true }
        return false
    }

    /// What a character is to word splitting: ASCII by its value, the rest by ICU's general category.
    @inline(__always)
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
        switch CharacterProperties.generalCategory(value) {
        case 1...5, 9...11: return .letter(script(of: value))  // letters, numbers
        case 6...8: return .mark
        default: return .separator
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
    private func addCompounds(_ name: String, into sink: inout some SearchKeySink) {
        var first = 0
        while first < marks.count {
            var last = first
            while last < marks.count - 1, marks[last].joinsNext { last += 1 }
            if last > first {
                sink.add(.compound, token: tokens[marks[first].token.lowerBound..<marks[last].token.upperBound],
                         text: sink.wantsText ? marks[first...last].map { name[$0.text] }.joined() : "")
            }
            first = last + 1
        }
    }

    /// The initials of the words from each word to the end, of names of two or more words in alphabets (a Han
    /// or Hangul word has initials of its own: pinyin's, consonants).
    private mutating func addInitials(_ name: String, into sink: inout some SearchKeySink) {
        joined.removeAll(keepingCapacity: true)
        var starts: [(token: Int, text: String.Index)] = []
        for mark in marks.prefix(Self.wordLimit) where mark.script == .other {
            starts.append((joined.count, mark.text.lowerBound))
            joined.append(contentsOf: tokens[mark.token.lowerBound..<mark.firstTokenEnd])
        }
        guard starts.count >= 2 else { return }
        for (position, start) in starts.enumerated() {
            let text = sink.wantsText ? String(String.UnicodeScalarView(starts[position...].map { name.unicodeScalars[$0.text] })) : ""
            sink.add(.initials, token: joined[start.token...], text: text)
        }
    }

    /// Each of the last characters of a Han word (`鵑` of `杜鵑`), as Android's Chinese lookup keys have them.
    private mutating func addCharacters(_ words: [Word], into sink: inout some SearchKeySink) {
        for word in words where word.script == .han {
            let scalars = Array(word.text.unicodeScalars)
            guard scalars.count >= 2, scalars.count <= Self.suffixLimit else { continue }
            joined.removeAll(keepingCapacity: true)
            var offsets: [Int] = []
            for scalar in scalars {
                offsets.append(joined.count)
                folding.append(scalar.value, to: &joined)
            }
            for start in 1..<scalars.count where offsets[start] < joined.count {
                var text = ""
                if sink.wantsText { text.unicodeScalars.append(contentsOf: scalars[start...]) }
                sink.add(.characters, token: joined[offsets[start]...], text: text)
            }
        }
    }

    /// A Hangul name's initial consonants, of the whole name and of its given name, and the given name: the
    /// given name given, else the name after its first syllable (a Korean family name is one syllable but for
    /// a few; ``givenName`` gives the rest, as the contact layer's splitter finds it).
    private mutating func addHangul(_ name: String, givenName: String?, into sink: inout some SearchKeySink) {
        let hangul = marks.filter { $0.script == .hangul }.map { name[$0.text] }
        let full = hangul.joined()
        let given: Substring
        if let givenName, !givenName.isEmpty {
            given = Substring(ICU.nfc(givenName))
        } else if hangul.count > 1 {
            given = hangul.dropFirst().joined()[...]
        } else {
            given = full.unicodeScalars.count > 1 ? Substring(full.unicodeScalars.dropFirst()) : ""
        }
        for text in [Substring(full), given] where !text.isEmpty {
            let consonants = Self.initialConsonants(of: text)
            guard !consonants.isEmpty else { continue }
            sink.add(.initials, token: token(of: consonants[...])[...], text: consonants)
        }
        if !given.isEmpty, given.unicodeScalars.count < full.unicodeScalars.count {
            sink.add(.characters, token: token(of: given)[...], text: String(given))
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
    private mutating func addPinyin(_ words: [Word], into sink: inout some SearchKeySink) {
        guard let pinyin else { return }
        // The name as tokens, back to back in `joined`: a Latin word, or a Han character's syllable.
        joined.removeAll(keepingCapacity: true)
        initials.removeAll(keepingCapacity: true)
        var syllables: [Syllable] = []
        var readsHan = false
        for word in words.prefix(Self.wordLimit) {
            guard word.script == .han else {
                syllables.append(Syllable(text: word.text, token: joined.count, initial: initials.count))
                folding.append(word.text.unicodeScalars, to: &joined)
                if let first = word.text.first { folding.append(first.unicodeScalars[...], to: &initials) }
                continue
            }
            let read = pinyin(String(word.text)) ?? ""
            let wordSyllables = read.split(separator: " ")
            guard !wordSyllables.isEmpty, wordSyllables.joined() != word.text else { continue }
            readsHan = true
            let firstOfWord = syllables.count
            for syllable in wordSyllables {
                syllables.append(Syllable(text: syllable, token: joined.count, initial: initials.count, isPinyin: true))
                folding.append(syllable.unicodeScalars, to: &joined)
                if let first = syllable.first { folding.append(first.unicodeScalars[...], to: &initials) }
            }
            // The syllables of the word's last characters, joined.
            for start in firstOfWord..<syllables.count {
                let text = sink.wantsText ? Syllable.text(of: syllables[start...]) : ""
                sink.add(.reading, token: joined[syllables[start].token...], text: text)
            }
        }
        guard readsHan else { return }
        sink.add(.readingName, token: joined[...], text: sink.wantsText ? Syllable.text(of: syllables[...]) : "")
        for start in syllables.indices {
            let text = sink.wantsText ? Syllable.initials(of: syllables[start...]) : ""
            sink.add(.initials, token: initials[syllables[start].initial...], text: text)
        }
    }

    /// A token of a name's pinyin keys: a Han character's syllable, or a word of another script as it is.
    private struct Syllable {
        var text: Substring
        /// Where its token starts in the pinyin joined.
        var token: Int
        /// Where its initial's token starts among the initials.
        var initial: Int
        var isPinyin = false

        /// The texts of `syllables` joined, pinyin in lowercase (a reading may capitalize a name).
        static func text(of syllables: ArraySlice<Syllable>) -> String {
            syllables.map { $0.isPinyin ? $0.text.lowercased() : String($0.text) }.joined()
        }

        /// The first letters of `syllables`, pinyin's in lowercase.
        static func initials(of syllables: ArraySlice<Syllable>) -> String {
            syllables.map { syllable in
                syllable.text.first.map { syllable.isPinyin ? $0.lowercased() : String($0) } ?? ""
            }.joined()
        }
    }

    /// A reading's words and its words joined; its kana also in romaji: the words of each kana word's romaji
    /// and, for a text that starts in kana, the whole text's romaji joined (`やまだ たろう`: `yamada`,
    /// `tarou`, `yamadatarou`). A word in another script is a key of its own already, so romaji keys start
    /// with a Latin letter, or with a kana the transform leaves as it is.
    private mutating func addReading(_ text: String, isName: Bool, into sink: inout some SearchKeySink) {
        let words = Self.words(of: text)
        guard !words.isEmpty else { return }
        if !isName { addReadingWords(words, into: &sink) }
        guard makesRomaji, words.contains(where: { $0.script == .kana }) else { return }
        var romaji = ""
        for word in words {
            if !romaji.isEmpty { romaji += " " }
            guard word.script == .kana else {
                romaji += word.text
                continue
            }
            if let known = romajiOfWord[word.text] {
                romaji += known
            } else {
                let made = Self.romaji(of: String(word.text)) ?? String(word.text)
                romajiOfWord[word.text] = made
                romaji += made
            }
        }
        addReadingWords(Self.words(of: romaji), into: &sink, joined: words[0].script == .kana,
                        skipping: Set(words.filter { $0.script != .kana }.map(\.text)))
    }

    /// Each word as a reading (but those in `skipping`), and, when `joined`, the words joined.
    private mutating func addReadingWords(_ words: [Word], into sink: inout some SearchKeySink, joined makesJoined: Bool = true,
                                          skipping: Set<Substring> = []) {
        guard !words.isEmpty else { return }
        joined.removeAll(keepingCapacity: true)
        for word in words {
            let start = joined.count
            folding.append(word.text.unicodeScalars, to: &joined)
            guard !skipping.contains(word.text) else { continue }
            sink.add(.reading, token: joined[start...], text: sink.wantsText ? String(word.text) : "")
        }
        guard makesJoined else { return }
        sink.add(.readingName, token: joined[...], text: sink.wantsText ? words.map(\.text).joined() : "")
    }

    /// Kana in romaji, as Android's Japanese lookup keys have it (やまだ たろう → yamada tarou), by ICU's
    /// `Hiragana-Katakana; Katakana-Latin`. Android's transform ends in `Latin-Ascii`, which only takes the
    /// macron off a long vowel (jō → jo): at primary strength they are the same letter already, and opening
    /// `Latin-Ascii` took ICU 16 ms.
    static func romaji(of text: String) -> String? {
        Transliterators.shared(romajiTransform)?.transliterate(text)
    }

    static let romajiTransform = "Hiragana-Katakana; Katakana-Latin"
}

/// Where a ``SearchKeyMaker`` puts the keys it makes.
protocol SearchKeySink {
    /// Whether it keeps the text of the key added next (a name's keys, the keys a query matched); when not,
    /// the maker gives an empty text and makes none.
    var wantsText: Bool { get }
    mutating func add(_ kind: SearchKey.Kind, token: ArraySlice<UInt8>, text: String)
}

/// The keys of one name at a time, their tokens back to back, without texts: reused from name to name.
struct SearchKeyBuffer: SearchKeySink {
    private var tokens: [UInt8] = []
    private var keys: [(kind: SearchKey.Kind, token: Range<Int>)] = []
    var wantsText: Bool { false }

    mutating func add(_ kind: SearchKey.Kind, token: ArraySlice<UInt8>, text: String) {
        let start = tokens.count
        tokens.append(contentsOf: token)
        keys.append((kind, start..<tokens.count))
    }

    /// Forgets the keys, keeping the memory.
    mutating func removeAll() {
        tokens.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
    }

    /// The keys as the matcher takes them.
    var candidates: [SearchMatcher.Candidate] {
        keys.map { SearchMatcher.Candidate(kind: $0.kind, token: tokens[$0.token]) }
    }

    /// Calls `body` with each token once, in the order the keys were added, and the place of the key that
    /// first had it.
    func forEachDistinctToken(_ body: (Int, ArraySlice<UInt8>) -> Void) {
        let bytes = tokens.span
        for (index, key) in keys.enumerated() {
            let seen = keys[..<index].contains { earlier in
                earlier.token.count == key.token.count
                    && earlier.token.indices.allSatisfy { bytes[$0] == bytes[key.token.lowerBound + $0 - earlier.token.lowerBound] }
            }
            if !seen { body(index, tokens[key.token]) }
        }
    }

    /// The bytes of all tokens, back to back.
    var tokenByteCount: Int { tokens.count }

    /// The key added `index`-th, with `text`.
    func key(_ index: Int, text: String) -> SearchKey {
        SearchKey(text: text, kind: keys[index].kind, token: Array(tokens[keys[index].token]))
    }
}

/// The texts of a few of a name's keys, picked by the order the maker adds them in (the keys a query
/// matched): the maker makes no other text.
struct SearchKeyTexts: SearchKeySink {
    /// The keys' places in the order added.
    let picked: [Int]
    /// Their texts, by place.
    private(set) var texts: [Int: String] = [:]
    private var added = 0

    init(picking picked: [Int]) {
        self.picked = picked
    }

    var wantsText: Bool { picked.contains(added) }

    mutating func add(_ kind: SearchKey.Kind, token: ArraySlice<UInt8>, text: String) {
        if picked.contains(added) { texts[added] = text }
        added += 1
    }
}

/// The keys of one name, as values.
struct SearchKeyList: SearchKeySink {
    var keys: [SearchKey] = []
    var wantsText: Bool { true }

    mutating func add(_ kind: SearchKey.Kind, token: ArraySlice<UInt8>, text: String) {
        keys.append(SearchKey(text: text, kind: kind, token: Array(token)))
    }
}
