import LocalizedIndexSupport

/// Readings of Han names put together character by character from what ICU's transform reads each character
/// as, instead of one transform per name: the same text `Han-Latin/Names` gives, at a fraction of the cost.
///
/// Why: a rule-based ICU transform tries about a thousand rules per character (`Han-Latin` keys its rules by
/// a character's low byte, and each of its 1,400 syllables is a set of characters spread over every byte),
/// and ICU runs such transforms one at a time in the whole process. Tens of microseconds per name, on one
/// core, was most of the time a Simplified Chinese index took. Names are made of a few thousand characters,
/// each read once here.
///
/// How `Han-Latin/Names` reads a name of Han ideographs, and so how it is put together: a word is a run of
/// ideographs after the start or a space; its first character takes the surname reading (`单` shàn), the
/// others the ordinary one (`单` dān), one space apart; a space between words comes out as two. Both readings
/// of a character come from the transform itself: the first from the character alone, the other from the
/// character after ``anchor`` (then the anchor's reading is cut off), so a surname reading keyed on the
/// word start (`﷑{单} > shàn`) comes out right. Characters that some rule reads by what surrounds them
/// (令 before 狐, 重 before 庆) are found in the transform's own rules (``ICU/Transliterator/contextualHan()``),
/// with the letters those rules need: a name with such a character and a letter its rules need (令狐, but not
/// 令 alone), or with anything but Han letters (``ICU/isHanLetter(_:)``) and single spaces, is left to the
/// whole transform.
///
/// Japanese names in a Chinese list hold two more kinds of letter, which the transform leaves as they are:
/// kana (斎藤 あすか, くみ子) and the iteration mark 々 (佐々木). Their spacing follows the transform's two
/// steps before the readings: a Han character after a letter of another script (kana) or a space gets the
/// word-start mark, so its surname reading and a space before it (くみ子 → くみ zi); then `Han-Spacedhan`
/// puts a space between an ideograph and a letter after it (王あ → wáng あ) and between a letter and an
/// ideograph after it. 々 is of the Han script but no ideograph by ICU's properties: a character after it
/// takes its ordinary reading, one space apart (々单 → 々 dān), and no space comes between it and kana after
/// it (々あ). (Each of these was read off the transform; the tests compare names mixing them with it.)
final class HanReadingComposer: Sendable {
    /// What a character is read as at the start of a word and after another character.
    struct CharacterReadings: Sendable, Equatable {
        let first: String
        let following: String
        /// Letters beside which some rule reads the character otherwise; empty for most.
        let readOtherwiseBeside: Set<Unicode.Scalar>
    }

    /// Where the composer finds each character's readings, and how it copies one into a name's reading, as
    /// UTF-8: the table (``HanReadingTable``) copies its bytes and makes no string per character.
    protocol ReadingSource {
        associatedtype Readings
        /// The readings of `scalar`, nil for a character left to the whole transform.
        func lookUp(_ scalar: Unicode.Scalar) -> Readings?
        /// Letters beside which some rule reads the character of `readings` otherwise; empty for most.
        func readOtherwiseBeside(_ readings: Readings) -> Set<Unicode.Scalar>
        /// Appends to `reading` the reading at the start of a word (`atWordStart`) or after another character.
        func append(_ readings: Readings, atWordStart: Bool, to reading: inout [UInt8])
    }

    /// Readings as strings, from a function: the live transform's.
    struct ReadingsFrom: ReadingSource {
        let readings: (Unicode.Scalar) -> CharacterReadings?

        func lookUp(_ scalar: Unicode.Scalar) -> CharacterReadings? { readings(scalar) }
        func readOtherwiseBeside(_ readings: CharacterReadings) -> Set<Unicode.Scalar> { readings.readOtherwiseBeside }
        func append(_ readings: CharacterReadings, atWordStart: Bool, to reading: inout [UInt8]) {
            reading += atWordStart ? readings.first.utf8 : readings.following.utf8
        }
    }

    /// A Han ideograph no rule reads in context and whose reading is plain; its reading, `一` → `yī`, is cut
    /// off the front of the reading of a character after it.
    static let anchor: Unicode.Scalar = "一"

    /// Where the readings come from: a table made beforehand (``HanReadingTable``), or the transform.
    private enum Source: Sendable {
        case table(HanReadingTable)
        case live(Live)
    }

    private let source: Source

    /// A character met so far: its readings, or nil for one that is left to the whole transform.
    private final class Known: Sendable {
        let readings: CharacterReadings?
        init(_ readings: CharacterReadings?) { self.readings = readings }
    }

    /// The characters of ``commonIdeographs`` met so far, by code point from the block's start, read without
    /// a lock: every character of every Han name is looked up here, from every thread placing names (a
    /// lock and a dictionary per character were a third of composing). Unused with a table.
    private let ideographs: WriteOnceSlots<Known>
    /// CJK Unified Ideographs and Extension A: nearly every character of a name.
    static let commonIdeographs: ClosedRange<UInt32> = 0x3400...0x9FFF
    /// The other characters met so far (compatibility ideographs, supplementary planes, 々…).
    private let others = Locked<[Unicode.Scalar: CharacterReadings?]>([:])

    /// A composer reading by `table`, which opens no transform.
    init(table: HanReadingTable) {
        source = .table(table)
        ideographs = WriteOnceSlots(count: 0)
    }

    /// A composer for `transform`, or nil when it cannot be trusted to give the transform's text: its rules
    /// cannot be analysed, or a name composed here differs from the transform's reading of it.
    init?(transform: ICU.Transliterator) {
        guard let live = Live(transform: transform) else { return nil }
        source = .live(live)
        ideographs = WriteOnceSlots(count: Self.commonIdeographs.count)
    }

    /// The transform's reading of `text`, or nil when `text` is not made only of Han letters that NFC keeps
    /// as they are (so a text read here is its own NFC form) in words one space apart, or holds a character
    /// some rule reads in context beside a letter it needs.
    func reading(of text: String) -> String? {
        switch source {
        case .table(let table): Self.reading(of: text, from: table)
        case .live: Self.reading(of: text, from: ReadingsFrom(readings: readings(of:)))
        }
    }

    /// What came before a character of a name, as far as its reading and the space before it go.
    private enum Preceding {
        case start, space, han, iterationMark, kana
    }

    /// The iteration mark, which the transform leaves as it is.
    static let iterationMark: Unicode.Scalar = "々"

    /// Whether `scalar` is a kana letter the transform leaves as it is: hiragana, katakana (with ー and the
    /// iteration marks ゝゞヽヾ), their small extensions and half-width katakana. Not ・, ゠ or the sound marks
    /// (゛, combining U+3099), which are no letters.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
            return true
        default:
            return false
        }
    }

    /// ``reading(of:)`` with each character's readings from `readings`, put together as UTF-8 and made a
    /// string once.
    fileprivate static func reading(of text: String, from source: some ReadingSource) -> String? {
        var reading: [UInt8] = []
        // A syllable with its tone mark is at most 8 bytes, and one is read for each 3-byte ideograph.
        reading.reserveCapacity(text.utf8.count * 3)
        let space = UInt8(ascii: " ")
        var preceding = Preceding.start
        var needed: Set<Unicode.Scalar> = []
        for scalar in text.unicodeScalars {
            if scalar == " " {
                guard preceding != .start, preceding != .space else { return nil }
                reading.append(space)
                preceding = .space
            } else if scalar == iterationMark {
                switch preceding {
                case .start, .iterationMark: break
                // After an ideograph (Han-Spacedhan), or the word-start mark after a space or kana.
                case .han, .space, .kana: reading.append(space)
                }
                reading += scalar.utf8
                preceding = .iterationMark
            } else if isKana(scalar) {
                if preceding == .han { reading.append(space) }  // Han-Spacedhan: an ideograph, then a letter
                reading += scalar.utf8
                preceding = .kana
            } else {
                guard let readings = source.lookUp(scalar) else { return nil }
                let beside = source.readOtherwiseBeside(readings)
                if !beside.isEmpty { needed.formUnion(beside) }
                switch preceding {
                case .start:
                    source.append(readings, atWordStart: true, to: &reading)
                case .han, .iterationMark:
                    reading.append(space)
                    source.append(readings, atWordStart: false, to: &reading)
                case .space, .kana:
                    // The transform marks a word's start after another script or a space, and turns the mark
                    // into a space (a space between words comes out as two).
                    reading.append(space)
                    source.append(readings, atWordStart: true, to: &reading)
                }
                preceding = .han
            }
        }
        // NFC text of Han letters holds each letter as the transform's rules see it (compatibility
        // ideographs are canonical singletons, NFC replaces them), so a needed letter is found as it is.
        if !needed.isEmpty, text.unicodeScalars.contains(where: needed.contains) { return nil }
        return preceding == .start || preceding == .space ? nil : String(decoding: reading, as: UTF8.self)
    }

    /// The transform's reading of `scalar` at the start of a word (where a surname reading applies: `单`
    /// shàn), nil for a character left to the whole transform. Rules that read a character by what surrounds
    /// it are not applied here: ``ICU/Transliterator/contextualHan()`` lists the characters they read.
    func firstReading(of scalar: Unicode.Scalar) -> String? { readings(of: scalar)?.first }

    /// The readings of `scalar`: from the table, or made on first need. A character left to the whole
    /// transform is kept too (as nil), so it is not tried again.
    private func readings(of scalar: Unicode.Scalar) -> CharacterReadings? {
        switch source {
        case .table(let table):
            return table.readings(of: scalar)
        case .live(let live):
            guard Self.commonIdeographs.contains(scalar.value) else {
                return others.value(for: scalar) { .some(live.makeReadings(of: scalar)) } ?? nil
            }
            let slot = Int(scalar.value - Self.commonIdeographs.lowerBound)
            if let known = ideographs.withElement(at: slot, { $0.map(\.readings) }) { return known }
            return ideographs.store(Known(live.makeReadings(of: scalar)), at: slot) { $0.readings }
        }
    }

    /// The readings of characters as the transform itself gives them.
    struct Live: Sendable {
        let transform: ICU.Transliterator
        let contextual: ICU.ContextualHan
        /// The transform's reading of ``anchor`` and the space after it.
        let anchorPrefix: String

        /// Nil when the transform's rules cannot be analysed or names do not compose under it.
        init?(transform: ICU.Transliterator) {
            guard let contextual = transform.contextualHan(), !contextual.contains(HanReadingComposer.anchor) else { return nil }
            self.transform = transform
            self.contextual = contextual
            anchorPrefix = transform.transliterate(String(HanReadingComposer.anchor)) + " "
            // The way names are put together, checked on names of each shape: one word, a surname reading
            // (曾 zēng), two words. Each must compose, as the transform reads it.
            for probe in ["王小明", "曾国藩", "中村 篤司"]
            where HanReadingComposer.reading(of: probe, from: ReadingsFrom(readings: makeReadings)) != transform.transliterate(probe) {
                return nil
            }
        }

        /// The readings of `scalar` through the transform, nil for a character left to the whole transform.
        func makeReadings(of scalar: Unicode.Scalar) -> CharacterReadings? {
            // A character NFC replaces (a compatibility ideograph) is left to the path that normalizes first, so
            // that text of the characters read here is NFC as it is. (Scalars compared: `==` on strings holds for
            // canonical equivalents.)
            guard ICU.isHanLetter(scalar), !contextual.anywhere.contains(scalar),
                  ICU.nfc(String(scalar)).unicodeScalars.elementsEqual(CollectionOfOne(scalar))
            else { return nil }
            let beside = contextual.besides[scalar] ?? []
            // Its readings are made after the anchor: a rule needing the anchor would read it there.
            guard !beside.contains(HanReadingComposer.anchor) else { return nil }
            let first = transform.transliterate(String(scalar))
            let afterAnchor = transform.transliterate(String(HanReadingComposer.anchor) + String(scalar))
            guard afterAnchor.unicodeScalars.starts(with: anchorPrefix.unicodeScalars) else { return nil }
            let following = String(afterAnchor.unicodeScalars.dropFirst(anchorPrefix.unicodeScalars.count))
            // A character the transform has no reading for stays an ideograph, and spacing rules apply to it;
            // leave it to the whole transform.
            guard !first.unicodeScalars.contains(where: ICU.isIdeographic),
                  !following.unicodeScalars.contains(where: ICU.isIdeographic) else { return nil }
            return CharacterReadings(first: first, following: following, readOtherwiseBeside: beside)
        }
    }
}
