/// A Han name is one whose first letter is an ideograph (Unicode's Ideographic property).
///
/// How a collation in the `uikit` style reads names before ICU places them: Han names by pinyin with surname
/// readings in Simplified Chinese, names in scripts the index has no letters for by their transliteration.
///
/// A class, shared and immutable: placing a name consults it for every name, and a struct with these
/// references in it was copied (retaining each) on every call.
final class ReadingRules: Sendable {
    /// The ICU transform giving Han names their reading (Simplified Chinese), if any. Opened on first use:
    /// opening `Han-Latin` reads a large table, which a collation that never meets a Han name (or only
    /// shows its titles) should not pay for.
    let hanReading: String?
    /// MeCab, giving names in kanji their kana reading (Japanese), when installed and asked for.
    let kanjiReadings: JapaneseReadings?
    /// Whether names outside the index's scripts are placed by their Latin transliteration.
    let transliteratesOtherScripts: Bool
    /// Whether Han names outside Chinese and Japanese layouts are placed by their pinyin.
    let transliteratesHan: Bool
    /// For `native`: each added script's own index, to place a name that the mixed index put between scripts.
    let scriptIndexes: ScriptIndexes
    /// Whether names are read at all (Han or kanji readings): most collations read none.
    let readsNames: Bool

    init(hanReading: String? = nil, kanjiReadings: JapaneseReadings? = nil, transliteratesOtherScripts: Bool = false,
         transliteratesHan: Bool = false, scriptIndexes: ScriptIndexes = .none) {
        self.hanReading = hanReading
        self.kanjiReadings = kanjiReadings
        self.transliteratesOtherScripts = transliteratesOtherScripts
        self.transliteratesHan = transliteratesHan
        self.scriptIndexes = scriptIndexes
        readsNames = hanReading != nil || kanjiReadings != nil
    }

    /// Whether a name that the index put between scripts can be placed anywhere else: by a script's own index
    /// or a transliteration.
    var placesOtherScripts: Bool { !scriptIndexes.isEmpty || transliteratesOtherScripts || transliteratesHan }

    /// The Han readings made so far by transform, shared by every copy of these rules (one per collation).
    let cache = ReadingCache()

    /// The composer of ``hanReading``, found on first need and then read without a lock: every Han name
    /// asks for it.
    private let composer = WriteOnceReference<ComposerSlot>()

    /// A composer, or the knowledge that the transform has none.
    private final class ComposerSlot: Sendable {
        let composer: HanReadingComposer?
        init(_ composer: HanReadingComposer?) { self.composer = composer }
    }

    /// The composer of ``hanReading``, nil where there is none to read by or it does not compose.
    private var hanComposer: HanReadingComposer? {
        guard let hanReading else { return nil }
        return composer.value { ComposerSlot(Transliterators.composer(hanReading)) }.composer
    }

    static let none = ReadingRules()

    /// The string a name is placed and sorted by: its reading where the rules read it, else the name.
    func readingKey(for text: String) -> String {
        guard readsNames, let first = NameScripts.firstLetter(of: text), NameScripts.isIdeographic(first) else { return text }
        // Canonically equivalent spellings must get the same reading, so the NFC form is read.
        guard let hanReading else {
            // MeCab reads a name in about a microsecond: less than looking the name up among names kept. A
            // name it cannot read whole is placed by its family name where that has a reading.
            guard let kanjiReadings else { return text }
            let name = ICU.nfc(text)
            return kanjiReadings.reading(of: name) ?? kanjiReadings.readingByFamilyName(of: name) ?? text
        }
        // Composing a Han name costs less than looking it up; what does not compose is made once and kept.
        if let reading = hanComposer?.reading(of: text) { return reading }
        return cache.reading(of: text) { Transliterators.hanReading(hanReading, of: ICU.nfc(text)) ?? text }
    }

    /// Whether ``readingKey(for:)`` of the string whose valid UTF-8 is `utf8` is that string, decided
    /// without making it.
    func readsAsWritten(utf8: Span<UInt8>) -> Bool {
        guard readsNames, let first = NameScripts.firstLetter(ofUTF8: utf8) else { return true }
        return !NameScripts.isIdeographic(first)
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
        return String(Substring(scalars[first...].prefix(han ? 1 : 4)))
    }
}
