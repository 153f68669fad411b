import LocalizedIndexSupport

/// Where Android places a name when Simplified Chinese is preferred: by the name through ICU's transform
/// `Han-Latin/Names; Latin-Ascii; Any-Upper` (AOSP `HanziToPinyin.transliterate`), `杜鵑` → `DU JUAN`,
/// `Élodie` → `ELODIE`; here found from a shorter text that ICU's index files in the same bucket, at a
/// fraction of the cost.
///
/// Why not the transform itself: it tries thousands of rules per character and ICU runs such transforms one
/// at a time in the whole process (about half a millisecond per name here, minutes for a long list). What
/// decides the bucket is only the start of the transformed name: the index's boundaries are letters (a
/// label, or the first letter of a script), every one above a space, so a name goes to the bucket of its
/// first word up to the first space, as long as the transform reads that word as it reads it alone. The
/// first word is then read:
///
/// - as it is when it is ASCII (the transform only upper-cases ASCII, and spaces it after punctuation: the
///   index compares letters without case, and no boundary holds punctuation);
/// - by its first character's reading alone when that is a letter read alone (below) that nothing after it
///   combines with, and every text starting with its reading falls in one bucket (no contraction starts in
///   it, no boundary above it starts with it), the bucket kept per character;
/// - character by character (each character's transform made once) when it is made of letters and marks of
///   no ideographic or Han script: the transform reads those one at a time (its contexts are Han characters,
///   ideographs and punctuation), except that `Latin-Ascii` drops the nonspacing marks after a Latin letter,
///   which is done here too;
/// - by its first character's surname reading when it starts with a common Han ideograph that no rule reads
///   in context, followed by nothing or another ideograph (the transform spaces ideographs apart), the bucket
///   kept per character: a list's Han names share few first characters;
/// - by ``HanReadingComposer`` when it is Han letters only;
/// - else by the transform itself, once per word (mixed words such as `D杜鵑` are rare).
///
/// A word holding a Han letter that some rule reads together with the next word (`万 俟` reads 万 as `mò`) is
/// read with the whole name instead. The name is read in NFC, so canonically equivalent spellings agree.
final class AndroidPinyin: Sendable {
    /// The transform Android places names by when Simplified Chinese is preferred.
    static let transformID = "Han-Latin/Names; Latin-Ascii; Any-Upper"

    /// The index whose buckets are asked for.
    private let index: ICU.AlphabeticIndex
    /// The transform and the readings made so far, made by the first name that is not ASCII: opening
    /// `Han-Latin` reads a large table, and the tables below take a megabyte, which showing the titles, or a
    /// list of ASCII names, should not cost.
    private let opened = WriteOnceReference<Transform>()
    /// CJK Unified Ideographs and Extension A: nearly every first character of a Han name.
    private static let commonIdeographs: ClosedRange<UInt32> = 0x3400...0x9FFF

    /// The transform, its composer of Han words, the Han letters its rules read by what surrounds them, and
    /// what has been read with it.
    private final class Transform: Sendable {
        let transliterator: ICU.Transliterator?
        let composer: HanReadingComposer?
        let contextual: ICU.ContextualHan
        /// Each BMP character met in a first word that is not ASCII: how it is read alone.
        let basic = WriteOnceSlots<CharacterReading>(count: 0x10000)
        /// The same for characters beyond the BMP.
        let supplementary = Locked<[Unicode.Scalar: CharacterReading]>([:])
        /// The bucket of names starting with each common ideograph met (``commonIdeographs``), where its
        /// reading alone decides it.
        let ideographBuckets = WriteOnceSlots<IdeographBucket>(count: commonIdeographs.count)
        /// Words the transform read whole.
        let words = ReadingCache()

        init() {
            transliterator = Transliterators.shared(AndroidPinyin.transformID)
            composer = Transliterators.composer(AndroidPinyin.transformID)
            contextual = transliterator?.contextualHan() ?? ICU.ContextualHan()
        }

        /// `text` transformed; the text itself where ICU has no such transform.
        func transliterate(_ text: String) -> String { transliterator?.transliterate(text) ?? text }
    }

    /// The reading of one character alone, and how it behaves beside others.
    private final class CharacterReading: Sendable {
        /// The transform of the character alone.
        let text: String
        /// A letter or mark of no ideographic or Han script: read alone in any word.
        let readsAlone: Bool
        /// A nonspacing mark (`Mn`): dropped after a Latin letter.
        let isNonspacingMark: Bool
        /// A Latin letter: the nonspacing marks after it are dropped.
        let isLatin: Bool
        /// A character NFC leaves as it is in any text (``ICU/isNFCInert(_:)``).
        let isNFCInert: Bool
        /// The bucket of every name whose first word starts with this character followed by one NFC leaves as
        /// it is, where the character's reading decides it; else nil.
        let bucketAsFirst: Int?

        init(_ scalar: Unicode.Scalar, transform: Transform, index: ICU.AlphabeticIndex) {
            text = transform.transliterate(String(scalar))
            let category = ICU.generalCategory(of: scalar)
            let script = ICU.scriptCode(of: scalar)
            let letterOrMark: Bool
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark:
                letterOrMark = true
            default:
                letterOrMark = false
            }
            readsAlone = letterOrMark && script != "Hani" && !ICU.isIdeographic(scalar)
            isNonspacingMark = category == .nonspacingMark
            isLatin = script == "Latn"
            isNFCInert = ICU.isNFCInert(scalar)
            // Such a character is read alone whatever follows it, and nothing after it combines with it: the
            // transform of the name starts with its reading.
            bucketAsFirst = readsAlone && isNFCInert && !text.isEmpty ? index.bucket(ofEveryTextStartingWith: text) : nil
        }
    }

    /// The bucket of the names a common ideograph starts, nil where its reading alone does not decide it.
    private final class IdeographBucket: Sendable {
        let bucket: Int?
        init(_ bucket: Int?) { self.bucket = bucket }
    }

    /// Opens nothing yet: the transform is opened by the first name that needs it.
    init(index: ICU.AlphabeticIndex) {
        self.index = index
    }

    /// ICU's bucket in the index of the transform of `name`.
    func bucket(for name: String) -> Int {
        if Self.isASCII(name) { return index.bucket(for: name) }
        let transform = opened.value(orMake: Transform.init)
        // Common ideographs neither combine nor reorder: the name's first two characters are its NFC's.
        if let bucket = ideographBucket(of: name, transform: transform) { return bucket }
        if let bucket = firstCharacterBucket(of: name, transform: transform) { return bucket }
        let end = name.utf8.firstIndex(of: 0x20) ?? name.endIndex
        let word = String(name[..<end])
        // A word of characters that NFC leaves as they are is its own NFC.
        if let composed = readAlone(word, transform: transform, requiringNFC: true) { return index.bucket(for: composed) }
        return index.bucket(for: key(ofWord: ICU.nfc(word), in: name[end...], transform: transform))
    }

    /// A text in the bucket of the transform of `name` under any index (see the type's discussion).
    func bucketKey(for name: String) -> String {
        if Self.isASCII(name) { return name }
        let end = name.utf8.firstIndex(of: 0x20) ?? name.endIndex
        return key(ofWord: ICU.nfc(String(name[..<end])), in: name[end...],
                   transform: opened.value(orMake: Transform.init))
    }

    static func isASCII(_ text: String) -> Bool {
        allBytes(of: text, below: 0x80)
    }

    /// The bucket of a name that starts with a common ideograph no rule reads in context, followed by
    /// nothing, a space or another common ideograph: its first character's reading decides, since the
    /// transform puts a space after it. Nil for other names.
    private func ideographBucket(of name: String, transform: Transform) -> Int? {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), Self.commonIdeographs.contains(first.value) else { return nil }
        if let next = scalars.next(), next != " ", !Self.commonIdeographs.contains(next.value) { return nil }
        let slot = Int(first.value - Self.commonIdeographs.lowerBound)
        if let known = transform.ideographBuckets.withElement(at: slot, { $0.map(\.bucket) }) { return known }
        let reading = transform.contextual.contains(first) ? nil : transform.composer?.firstReading(of: first)
        return transform.ideographBuckets.store(IdeographBucket(reading.map { index.bucket(for: $0) }), at: slot) { $0.bucket }
    }

    /// The bucket of a name whose first character decides it (``CharacterReading/bucketAsFirst``), followed
    /// by nothing or a character NFC leaves as it is; nil for other names.
    private func firstCharacterBucket(of name: String, transform: Transform) -> Int? {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return nil }
        if let next = scalars.next(), !next.isASCII, !ICU.isNFCInert(next) { return nil }
        return reading(of: first, transform: transform) { $0.bucketAsFirst }
    }

    /// A text in the bucket of the transform of the name whose first word (NFC) is `word`, followed by
    /// `rest` (empty or starting with a space).
    private func key(ofWord word: String, in rest: Substring, transform: Transform) -> String {
        if Self.isASCII(word) { return word }
        if let composed = readAlone(word, transform: transform, requiringNFC: false) { return composed }
        // A Han letter that a rule reads with the next word's first letter is read with the whole name.
        let whole = !rest.isEmpty && word.unicodeScalars.contains(where: transform.contextual.contains)
            ? ICU.nfc(word + rest) : word
        if let reading = transform.composer?.reading(of: whole) { return reading }
        return transform.words.reading(of: whole) { transform.transliterate(whole) }
    }

    /// The transform of `word` put together from its characters' readings, or nil when some character is
    /// not read alone, or, `requiringNFC`, is one that NFC may change (then `word` may not be in NFC).
    private func readAlone(_ word: String, transform: Transform, requiringNFC: Bool) -> String? {
        var text = ""
        var afterLatin = false
        for scalar in word.unicodeScalars {
            let readsAlone = reading(of: scalar, transform: transform) { reading in
                guard reading.readsAlone, reading.isNFCInert || !requiringNFC else { return false }
                // `Latin-Ascii` drops every nonspacing mark that follows a Latin letter.
                if reading.isNonspacingMark && afterLatin { return true }
                afterLatin = reading.isLatin
                text += reading.text
                return true
            }
            guard readsAlone else { return nil }
        }
        return text
    }

    /// `body` of the reading of `scalar`, made on first need.
    private func reading<Result>(of scalar: Unicode.Scalar, transform: Transform,
                                 _ body: (CharacterReading) -> Result) -> Result {
        let value = Int(scalar.value)
        guard value < transform.basic.count else {
            let made = transform.supplementary.value(for: scalar) { CharacterReading(scalar, transform: transform, index: index) }
            return body(made ?? CharacterReading(scalar, transform: transform, index: index))
        }
        if let known = transform.basic.withElement(at: value, { $0.map(body) }) { return known }
        return transform.basic.store(CharacterReading(scalar, transform: transform, index: index), at: value, body)
    }
}
