/// What search compares characters by: each character's primary weights under the collation, as ICU's
/// collation elements give them. Two characters the collation tells apart only by accent, case, width or
/// kana kind (`o` and `Ö` in English, `か` and `カ`) have the same weights; `ö` has its own in Swedish;
/// `ß` has those of `ss`, a Hangul syllable those of its jamo (`홍` = `ᄒ ᅩ ᆼ`) and a compatibility jamo
/// those of the leading jamo (`ㄱ` = `ᄀ`), so `홍길ㄷ` is a prefix of `홍길동`.
///
/// A search token is a string's weights, two bytes each, big-endian: a token is a prefix of another exactly
/// when the first string's characters match the other's first characters at primary strength. Characters
/// are weighed one at a time (text in NFC), so a contraction (Czech `ch`) counts as its letters.
final class SearchWeights: Sendable {
    /// The collation's locale, with primary strength and nothing else set: what a database can open too.
    /// Nil only when ICU could not open it (out of memory): each character then weighs as itself.
    private let collator: ICU.Collator?
    /// The weights of every ASCII character, looked up without ICU.
    private let ascii: [[UInt16]]

    /// The weights of the collation of the ICU locale `localeID`.
    init(localeID: String) {
        let collator = try? ICU.Collator(localeID: localeID, attributes: .init(strength: 0))
        self.collator = collator
        ascii = (0..<128).map { Self.weights(of: UInt32($0), collator: collator) }
    }

    /// The weights of the code point `value`; empty for a character that has none.
    func weights(of value: UInt32) -> [UInt16] {
        value < 128 ? ascii[Int(value)] : Self.weights(of: value, collator: collator)
    }

    private static func weights(of value: UInt32, collator: ICU.Collator?) -> [UInt16] {
        guard let collator else { return [UInt16(truncatingIfNeeded: value >> 16), UInt16(truncatingIfNeeded: value)] }
        return collator.primaryWeights(of: value)
    }
}

/// Tokens of text under ``SearchWeights``, with the weights of the characters met so far kept: one per
/// thread (it is a value; a table of them all would need a lock on every character).
///
/// Weights are kept back to back in one array, each character's as a range of it: looking a character up
/// copies nothing and retains nothing.
struct SearchFolding {
    let weights: SearchWeights
    /// Every character's weights met so far, back to back; ASCII's first.
    private var known: [UInt16] = []
    /// Where each ASCII character's weights are in ``known``.
    private var ascii: [Range<Int>] = []
    /// Where each other character's are.
    private var others: [UInt32: Range<Int>] = [:]

    init(weights: SearchWeights) {
        self.weights = weights
        for value in 0..<UInt32(128) {
            let start = known.count
            known += weights.weights(of: value)
            ascii.append(start..<known.count)
        }
    }

    /// Where the weights of the scalar `value` are in ``known``, weighed now if not met before.
    @inline(__always)
    private mutating func range(of value: UInt32) -> Range<Int> {
        if value < 128 { return ascii[Int(value)] }
        if let found = others[value] { return found }
        let start = known.count
        known += weights.weights(of: value)
        let range = start..<known.count
        others[value] = range
        return range
    }

    /// The first weight of the scalar `value`, nil for a character without one.
    @inline(__always)
    mutating func firstWeight(of value: UInt32) -> UInt16? {
        let range = range(of: value)
        return range.isEmpty ? nil : known[range.lowerBound]
    }

    /// Appends the token of the scalar `value` to `token`.
    @inline(__always)
    mutating func append(_ value: UInt32, to token: inout [UInt8]) {
        for index in range(of: value) {
            let weight = known[index]
            token.append(UInt8(truncatingIfNeeded: weight >> 8))
            token.append(UInt8(truncatingIfNeeded: weight))
        }
    }

    /// Appends the token of `text` to `token`.
    mutating func append(_ text: Substring.UnicodeScalarView, to token: inout [UInt8]) {
        for scalar in text { append(scalar.value, to: &token) }
    }
}
