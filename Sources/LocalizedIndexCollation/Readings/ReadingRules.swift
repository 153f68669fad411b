/// A Han name is one whose first letter is an ideograph (Unicode's Ideographic property).
///
/// How a collation in the `uikit` style reads names before ICU places them: Han names by pinyin with surname
/// readings in Simplified Chinese, names in scripts the index has no letters for by their transliteration.
struct ReadingRules: Sendable {
    /// The ICU transform giving Han names their reading (Simplified Chinese), if any. Opened on first use:
    /// opening `Han-Latin` reads a large table, which a collation that never meets a Han name (or only
    /// shows its titles) should not pay for.
    var hanReading: String?
    /// MeCab, giving names in kanji their kana reading (Japanese), when installed and asked for.
    var kanjiReadings: JapaneseReadings?
    /// Whether names outside the index's scripts are placed by their Latin transliteration.
    var transliteratesOtherScripts = false
    /// Whether Han names outside Chinese and Japanese layouts are placed by their pinyin.
    var transliteratesHan = false
    /// For `native`: each added script's own index (ISO 15924 code → the index of a locale writing it), to
    /// place a name that the mixed index put between scripts. Under one collation, letters that the script's
    /// own locale files under a label can sort before it (`أ` before `ا` outside Arabic), so the script's own
    /// index decides the letter and the mixed index's section of that title takes the name.
    var scriptIndexes: [String: ScriptIndex] = [:]

    /// An added script's own index, with the mixed index's section for each of its buckets.
    struct ScriptIndex: Sendable {
        let index: ICU.AlphabeticIndex
        /// For each of `index`'s buckets, the section titled with its label; nil for buckets that are not
        /// letters (under- and overflow) or have no such section.
        let sectionOfBucket: [Int?]

        /// The section of `text` by this script's own index, if it has one.
        func section(for text: String) -> Int? { sectionOfBucket[index.bucket(for: text)] }
    }

    /// Whether a name that the index put between scripts can be placed anywhere else: by a script's own index
    /// or a transliteration.
    var placesOtherScripts: Bool { !scriptIndexes.isEmpty || transliteratesOtherScripts || transliteratesHan }

    /// The readings made so far, shared by every copy of these rules (one per collation).
    let cache = ReadingCache()

    static let none = ReadingRules()

    /// The string a name is placed and sorted by: its reading where the rules read it, else the name.
    func readingKey(for text: String) -> String {
        guard hanReading != nil || kanjiReadings != nil,
              let first = NameScripts.firstLetter(of: text), NameScripts.isIdeographic(first) else { return text }
        return cache.reading(of: text) {
            // Canonically equivalent spellings must get the same reading, so read the NFC form.
            let composed = ICU.nfc(text)
            if let hanReading { return Transliterators.shared(hanReading)?.transliterate(composed) ?? text }
            return kanjiReadings?.reading(of: composed) ?? text
        }
    }

    /// The Latin text to place a name by when ICU put it under `#`, or nil to leave it there.
    func fallbackLatin(for text: String, isHan: Bool) -> String? {
        guard transliteratesOtherScripts || (transliteratesHan && isHan) else { return nil }
        return Transliterators.latin(Self.leadingLetters(of: text, han: isHan), han: isHan)
    }

    /// The name from its first letter on, a few characters long: enough for the letter a transliteration
    /// starts with (a Thai pre-vowel with its consonant), a fraction of the cost of transliterating the
    /// whole name.
    static func leadingLetters(of text: String, han: Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.properties.isAlphabetic }) else { return text }
        // Han: the first character alone, read as a surname (曾 zēng); its letter is the name's.
        return String(String.UnicodeScalarView(scalars[first...].prefix(han ? 1 : 4)))
    }
}
