import LocalizedIndexCollation

/// The words ``NameSplitter`` recognises around a name, compared without regard to case: titles before it,
/// particles that belong to the family name, suffixes after it, the words that join two given names, and
/// family names longer than one character in names written without spaces.
///
/// The shipped lists (`CollationData/NameWords.tsv`) are Android's (`common_name_prefixes`,
/// `common_last_name_prefixes`, `common_name_suffixes`, `common_name_conjunctions` of its `en-US` resources),
/// with a few more, and per language the titles and particles of German, Dutch, French, Spanish, Italian and
/// Portuguese, each added to English's; Korean's two-syllable family names are Android's, Chinese's compound
/// surnames the common ones. A word with a trailing dot (`Jr.`, `M.D.`) matches only when the name writes
/// the dot; one without matches with or without it.
public struct NameWordLists: Sendable, Equatable {
    /// Titles before a name: `MR`, `DR`, `PROF`.
    public var prefixes: [String]
    /// Words that belong to the family name that follows them: `VON`, `VAN`, `DE`, `D'`.
    public var familyNameParticles: [String]
    /// Words after a name: `JR.`, `M.D.`, `III`; dotted ones also match their letters spaced (`D D S`).
    public var suffixes: [String]
    /// Words joining two given names (`John & Edward Smith`): `&`, `AND`.
    public var conjunctions: [String]
    /// Family names of more than one character, for names written without spaces (Korean `남궁`, Chinese
    /// `欧阳`).
    public var compoundFamilyNames: [String]

    /// Lists of these words (any case).
    public init(prefixes: [String] = [], familyNameParticles: [String] = [], suffixes: [String] = [],
                conjunctions: [String] = [], compoundFamilyNames: [String] = []) {
        self.prefixes = prefixes
        self.familyNameParticles = familyNameParticles
        self.suffixes = suffixes
        self.conjunctions = conjunctions
        self.compoundFamilyNames = compoundFamilyNames
    }

    /// The shipped lists for `locale`'s language: English's, with the language's own added where the package
    /// has them.
    ///
    /// - Parameter locale: The collation's locale.
    public init(for locale: CollationLocale) {
        let language = String(locale.languageAndScript.prefix { $0 != "_" })
        let table = Self.table
        self = table["en"] ?? NameWordLists()
        guard language != "en", let own = table[language] else { return }
        prefixes += own.prefixes
        familyNameParticles += own.familyNameParticles
        suffixes += own.suffixes
        conjunctions += own.conjunctions
        compoundFamilyNames += own.compoundFamilyNames
    }

    /// The languages `NameWords.tsv` has a row for.
    public static var languages: [String] { table.keys.sorted() }

    /// The rows of `NameWords.tsv` by language; comment lines, the header and malformed rows left out.
    private static let table: [String: NameWordLists] = {
        var rows: [String: NameWordLists] = [:]
        for line in CollationDataFile.tabSeparatedRows("NameWords.tsv") where !line[0].hasPrefix("#") {
            let fields = line.map { field in
                field.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            }
            guard fields.count == 6, let language = fields[0].first, language != "language" else { continue }
            rows[language] = NameWordLists(prefixes: fields[1], familyNameParticles: fields[2], suffixes: fields[3],
                                           conjunctions: fields[4], compoundFamilyNames: fields[5])
        }
        return rows
    }()
}

extension Substring {
    /// Without the spaces it starts and ends with.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// A list of words looked up by a name's tokens, without regard to case: each word of up to eight ASCII
/// bytes as one integer (the usual case, a hash of one word), the rest as uppercased strings.
struct NameWordSet: Sendable {
    private var packed: Set<UInt64> = []
    private var others: Set<String> = []
    /// The longest word's length in UTF-8 bytes: a longer token is none of them.
    private(set) var longest = 0
    /// Bit `n` set when some word is `n` bytes long (any word of 64 bytes or more sets bit 63), and bit `b`
    /// of `firstBytes` when some word starts with the uppercased ASCII byte `b` (bit 0 for any other): a
    /// name's word fails one of them nearly always, before it is hashed.
    private var lengths: UInt64 = 0
    private var firstBytes: (low: UInt64, high: UInt64) = (0, 0)

    init(_ words: [String]) {
        for word in words {
            let upper = word.uppercased()
            longest = max(longest, upper.utf8.count)
            lengths |= 1 << UInt64(min(upper.utf8.count, 63))
            if let first = upper.utf8.first { Self.setBit(first, in: &firstBytes) }
            if let value = Self.packed(upper.utf8) { packed.insert(value) } else { others.insert(upper) }
        }
    }

    private static func setBit(_ byte: UInt8, in bits: inout (low: UInt64, high: UInt64)) {
        let bit = byte < 0x80 ? byte : 0
        if bit < 64 { bits.low |= 1 << UInt64(bit) } else { bits.high |= 1 << UInt64(bit - 64) }
    }

    /// Whether some word starts with `byte` (uppercased) and is `count` bytes long.
    @inline(__always)
    private func mayContain(first byte: UInt8, count: Int) -> Bool {
        guard lengths & (1 << UInt64(min(count, 63))) != 0 else { return false }
        let bit = byte < 0x80 ? Self.uppercase(byte) : 0
        return bit < 64 ? firstBytes.low & (1 << UInt64(bit)) != 0 : firstBytes.high & (1 << UInt64(bit - 64)) != 0
    }

    /// Whether `bytes` (UTF-8), with `dot` appended when true, is one of the words. Inlined as far as the
    /// length and first byte, which turn nearly every word of a name away without a call.
    @inline(__always)
    func contains(_ bytes: Span<UInt8>, withDot dot: Bool = false) -> Bool {
        let count = bytes.count + (dot ? 1 : 0)
        guard count <= longest, count > 0, mayContain(first: bytes.isEmpty ? 0x2E : bytes[0], count: count) else { return false }
        return looksUp(bytes, withDot: dot, count: count)
    }

    /// Whether `bytes`, `count` bytes long with `dot` appended when true, is one of the words: hashed.
    private func looksUp(_ bytes: Span<UInt8>, withDot dot: Bool, count: Int) -> Bool {
        var value: UInt64 = 0, ascii = true
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { ascii = false; break }
            value = value << 8 | UInt64(Self.uppercase(byte))
        }
        if ascii && count <= 8 {
            if dot { value = value << 8 | 0x2E }
            return packed.contains(value)
        }
        guard !others.isEmpty, let text = try? UTF8Span(validating: bytes) else { return false }
        var word = String(copying: text).uppercased()
        if dot { word += "." }
        return others.contains(word)
    }

    /// The ASCII word of up to eight bytes as one integer, its bytes in order; nil for any other.
    private static func packed(_ utf8: String.UTF8View) -> UInt64? {
        guard utf8.count <= 8 else { return nil }
        var value: UInt64 = 0
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return value
    }

    private static func uppercase(_ byte: UInt8) -> UInt8 {
        (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
    }
}
