/// The parts of a full name as ``NameSplitter`` splits it: what a contacts app stores in its structured-name
/// fields (Android's `StructuredName`, vCard's `N`), and the tradition the name was read in.
///
/// Each part is nil when the name has none; a part is never empty. Parts are written as the name writes them,
/// with a dot that followed a word kept (`Mr.`, `E.`), words joined by single spaces.
///
/// ```swift
/// let parts = NameSplitter(locale: try CollationLocale("en")).split("Dr. Martin Luther King Jr.")
/// parts.prefix   // "Dr."
/// parts.given    // "Martin"
/// parts.middle   // "Luther"
/// parts.family   // "King"
/// parts.suffix   // "Jr."
/// ```
public struct NameParts: Sendable, Hashable {
    /// A title before the name: `Mr.`, `Dr.`, `Prof. Dr.`.
    public var prefix: String?
    /// The given name, or given names (`John & Edward`, `Mary Ann`).
    public var given: String?
    /// A middle name or initial (`Luther`, `E.`).
    public var middle: String?
    /// The family name, with its particles (`von Neumann`, `van der Berg`).
    public var family: String?
    /// What follows the name: `Jr.`, `M.D.`, `III`.
    public var suffix: String?
    /// The tradition the name was split in; nil when the name has no letter.
    public var style: NameStyle?

    /// Parts from their values (an empty value counts as none).
    public init(prefix: String? = nil, given: String? = nil, middle: String? = nil, family: String? = nil,
                suffix: String? = nil, style: NameStyle? = nil) {
        self.prefix = prefix.flatMap { $0.isEmpty ? nil : $0 }
        self.given = given.flatMap { $0.isEmpty ? nil : $0 }
        self.middle = middle.flatMap { $0.isEmpty ? nil : $0 }
        self.family = family.flatMap { $0.isEmpty ? nil : $0 }
        self.suffix = suffix.flatMap { $0.isEmpty ? nil : $0 }
        self.style = style
    }

    /// Whether the name has none of the five parts.
    public var isEmpty: Bool {
        prefix == nil && given == nil && middle == nil && family == nil && suffix == nil
    }

    /// The name without its prefix and suffix, in the order its tradition writes it: given, middle, family
    /// for a Western name; family, middle, given for a Chinese, Japanese or Korean one. What a search finds
    /// a person by (Android builds its lookup keys from the same words).
    package var personalName: String {
        let words = style == .western || style == nil ? [given, middle, family] : [family, middle, given]
        return words.compactMap { $0 }.joined(separator: separator)
    }

    /// The string a list sorted by given name compares: given, middle and family names, then the suffix.
    /// Chinese, Japanese and Korean names are compared family name first in every order, as both iOS and
    /// Android show them.
    package var givenFirst: String {
        guard style == .western || style == nil else { return personalName }
        return [given, middle, family, suffix].compactMap { $0 }.joined(separator: " ")
    }

    /// The string a list sorted by family name compares: family, given and middle names, then the suffix.
    package var familyFirst: String {
        guard style == .western || style == nil else { return personalName }
        return [family, given, middle, suffix].compactMap { $0 }.joined(separator: " ")
    }

    /// What joins the words of a name in its tradition: a space, but nothing between the family and given
    /// names of a Chinese or Korean name written without one.
    private var separator: String {
        switch style {
        case .chinese, .korean: ""
        case .western, .japanese, nil: " "
        }
    }
}

/// The tradition a name is written in, which decides how it splits (Android's `FullNameStyle`).
public enum NameStyle: String, Sendable, Hashable, CaseIterable {
    /// `[prefix] given [middle] family [suffix]`, or `family, given [middle][, suffix]`.
    case western
    /// Family name first, one character (two for a name of four), then the given name; words as written
    /// when the name has spaces.
    case chinese
    /// The first word the family name, the rest the given name; a name without a space is all given name.
    case japanese
    /// The first word, or the first syllable (two for Korea's two-syllable family names), the family name.
    case korean
}
