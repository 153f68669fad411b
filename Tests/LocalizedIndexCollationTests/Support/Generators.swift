import PropertyBased

/// Generators of hostile text for the property tests: names in every script the index knows, and the
/// characters that trip up text code (combining stacks, non-BMP scalars, default-ignorables, odd
/// whitespace, digits of many scripts, emoji sequences, very long strings).
///
/// A string is built from a short array of *fragments*, each from one category, so shrinking drops whole
/// fragments and moves each one towards the first scalar of its category (`A`, `0`, `Ａ`…).
enum TextGen {
    /// Every generator here has this type, so they can be mixed freely.
    typealias Text = Generator<String, AnySequence<Any>>

    // MARK: Scalar tables

    /// One scalar picked uniformly from `ranges` (surrogates are never in a table).
    static func scalar(_ ranges: [ClosedRange<UInt32>]) -> Text {
        let counts = ranges.map { Int($0.upperBound - $0.lowerBound) + 1 }
        let total = counts.reduce(0, +)
        return Gen.int(in: 0...(total - 1)).map { pick -> String in
            var pick = pick
            for (range, count) in zip(ranges, counts) {
                if pick < count { return String(Unicode.Scalar(range.lowerBound + UInt32(pick))!) }
                pick -= count
            }
            preconditionFailure("pick out of range")
        }.eraseToAny()
    }

    /// One to `count` scalars from `ranges`, as one fragment.
    static func run(_ ranges: [ClosedRange<UInt32>], count: ClosedRange<Int> = 1...6) -> Text {
        scalar(ranges).array(of: count).map { $0.joined() }.eraseToAny()
    }

    /// One of `fragments`, shrinking towards the first.
    static func fixed(_ fragments: [String]) -> Text {
        Gen.int(in: 0...(fragments.count - 1)).map { fragments[$0] }.eraseToAny()
    }

    static let asciiLetters: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A]
    static let latinAccented: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]
    static let cyrillic: [ClosedRange<UInt32>] = [0x400...0x52F]
    static let greek: [ClosedRange<UInt32>] = [0x370...0x3FF, 0x1F00...0x1FFF]
    static let arabic: [ClosedRange<UInt32>] = [0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFC]
    static let hebrew: [ClosedRange<UInt32>] = [0x591...0x5F4, 0xFB1D...0xFB4F]
    static let devanagari: [ClosedRange<UInt32>] = [0x900...0x97F]
    static let thai: [ClosedRange<UInt32>] = [0xE01...0xE5B]
    static let hangulSyllables: [ClosedRange<UInt32>] = [0xAC00...0xD7A3]
    static let jamoLeading: [ClosedRange<UInt32>] = [0x1100...0x1112]
    static let jamoVowel: [ClosedRange<UInt32>] = [0x1161...0x1175]
    static let jamoTrailing: [ClosedRange<UInt32>] = [0x11A8...0x11C2]
    static let compatibilityJamo: [ClosedRange<UInt32>] = [0x3131...0x318E]
    static let kana: [ClosedRange<UInt32>] = [0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF61...0xFF9F]
    static let han: [ClosedRange<UInt32>] = [
        0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0xF900...0xFAFF, 0x2F800...0x2FA1F, 0x3005...0x3007,
    ]
    static let combiningMarks: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x483...0x489, 0x591...0x5BD, 0x64B...0x65F, 0x93C...0x94D, 0xE31...0xE3A, 0x1AB0...0x1ACE,
        0x1DC0...0x1DFF, 0x20D0...0x20F0, 0x3099...0x309A, 0xFE20...0xFE2F, 0x1D165...0x1D169,
    ]
    static let nonBMP: [ClosedRange<UInt32>] = [
        0x10000...0x1FFFF, 0x1D400...0x1D7FF, 0x10400...0x1044F, 0x1F100...0x1F1FF, 0xF0000...0xF00FF,
        0x10FFF0...0x10FFFF, 0xE0000...0xE007F,
    ]
    static let defaultIgnorables: [ClosedRange<UInt32>] = [
        0x200B...0x200F, 0xFEFF...0xFEFF, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xAD...0xAD,
        0x34F...0x34F, 0x61C...0x61C, 0x180B...0x180E, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x115F...0x1160,
        0x3164...0x3164, 0xFFA0...0xFFA0,
    ]
    static let whitespace: [ClosedRange<UInt32>] = [
        0x9...0xD, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ]
    static let digits: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x660...0x669, 0x6F0...0x6F9, 0x966...0x96F, 0x9E6...0x9EF, 0xE50...0xE59, 0x1040...0x1049,
        0xFF10...0xFF19, 0x1D7CE...0x1D7FF, 0xB2...0xB3, 0x2460...0x2473, 0x3021...0x3029,
    ]
    static let emojiSingles: [ClosedRange<UInt32>] = [
        0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x2600...0x27BF, 0x1FA70...0x1FAFF,
    ]
    static let regionalIndicators: [ClosedRange<UInt32>] = [0x1F1E6...0x1F1FF]
    static let skinTones: [ClosedRange<UInt32>] = [0x1F3FB...0x1F3FF]
    static let ascii: [ClosedRange<UInt32>] = [0x0...0x7F]
    static let anyScalar: [ClosedRange<UInt32>] = [0x0...0xD7FF, 0xE000...0x10FFFF]

    // MARK: Fragments

    static let hangulJamoSyllable: Text = zip(
        scalar(jamoLeading), scalar(jamoVowel), Gen.bool.map { $0 }, scalar(jamoTrailing)
    ).map { l, v, hasT, t in l + v + (hasT ? t : "") }.eraseToAny()

    static let combiningStack: Text = zip(
        Gen.oneOf(scalar(asciiLetters), scalar(latinAccented), scalar(cyrillic), scalar(greek), scalar(han),
                  scalar(hangulSyllables), scalar(kana), fixed(["", " ", "1"])),
        run(combiningMarks, count: 1...8)
    ).map { $0 + $1 }.eraseToAny()

    static let emoji: Text = Gen.oneOf(
        scalar(emojiSingles),
        zip(scalar(emojiSingles), scalar(skinTones)).map { $0 + $1 }.eraseToAny(),
        zip(scalar(emojiSingles), scalar(emojiSingles)).map { $0 + "\u{FE0F}\u{200D}" + $1 }.eraseToAny(),
        run(regionalIndicators, count: 1...5),
        fixed([
            "👨‍👩‍👧‍👦", "🏳️‍🌈", "🧑🏽‍💻", "👩‍❤️‍💋‍👨", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🇸🇪", "🇯🇵", "1️⃣", "#️⃣", "❤️", "☺︎", "🫱🏻‍🫲🏿",
        ])
    ).eraseToAny()

    static let fragment: Text = Gen.frequency(
        (weight: 3, gen: run(asciiLetters)),
        (weight: 3, gen: run(latinAccented)),
        (weight: 2, gen: run(cyrillic)),
        (weight: 2, gen: run(greek)),
        (weight: 2, gen: run(arabic)),
        (weight: 2, gen: run(hebrew)),
        (weight: 2, gen: run(devanagari)),
        (weight: 2, gen: run(thai)),
        (weight: 2, gen: run(hangulSyllables)),
        (weight: 1, gen: hangulJamoSyllable),
        (weight: 1, gen: run(compatibilityJamo)),
        (weight: 2, gen: run(kana)),
        (weight: 3, gen: run(han)),
        (weight: 2, gen: combiningStack),
        (weight: 1, gen: run(combiningMarks, count: 1...3)),
        (weight: 1, gen: run(nonBMP, count: 1...3)),
        (weight: 2, gen: run(defaultIgnorables, count: 1...3)),
        (weight: 2, gen: run(whitespace, count: 1...3)),
        (weight: 2, gen: run(digits)),
        (weight: 2, gen: emoji),
        (weight: 1, gen: run(ascii, count: 1...4)),
        (weight: 1, gen: run(anyScalar, count: 1...3))
    ).eraseToAny()

    /// A name-sized string: zero to eight fragments, so the empty string and single fragments come up often.
    static let short: Text = fragment.array(of: 0...8).map { $0.joined() }.eraseToAny()

    /// A very long string (a few thousand scalars): one fragment repeated, or random fragments.
    static let huge: Text = Gen.oneOf(
        zip(fragment, Gen.int(in: 100...600)).map { String(repeating: $0, count: $1) }.eraseToAny(),
        fragment.array(of: 200...600).map { $0.joined() }.eraseToAny()
    ).eraseToAny()

    /// Mostly short strings, sometimes (about one in a hundred) a huge one.
    static let text: Text = Gen.frequency((weight: 99, gen: short), (weight: 1, gen: huge)).eraseToAny()

    /// A batch of strings to section together.
    static func batch(of count: ClosedRange<Int>) -> Generator<[String], AnySequence<Any>> {
        text.array(of: count).eraseToAny()
    }

    /// Text that looks a little like a locale identifier, or not at all: tags, separators and junk.
    static let localeLike: Text = Gen.oneOf(
        run(ascii, count: 0...24),
        fixed(["en", "sv", "zh", "Hant", "Hans", "TW", "u", "co", "stroke", "@", "collation=", "_", "-", ".UTF-8",
               "x", "phonebk", "root", "und", "C", "POSIX", "419", ";", "=", "", "--", "@@", "\u{0}", "ı", "İ", "ß"])
            .array(of: 0...8).map { $0.joined() }.eraseToAny(),
        short
    ).eraseToAny()
}
