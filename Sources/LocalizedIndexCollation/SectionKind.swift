/// What a section holds: ``IndexSection/kind``, and ``LocalizedIndexCollation/sectionKinds`` for every
/// section.
///
/// ```swift
/// let collation = try LocalizedIndexCollation(locale: "ja")
/// collation.sectionKinds.suffix(2)   // [.unread, .other]: 他, then #
/// ```
///
/// In the ``LocalizedIndexCollation/Style/icu`` style these are ICU's bucket kinds; in the
/// ``LocalizedIndexCollation/Style/uikit`` style every section is ``letter`` but the last, ``other`` (`#`).
public enum SectionKind: String, Sendable, Hashable, Codable {
    /// A lettered section: names starting with its title (or, for Chinese strokes, with that many strokes).
    case letter
    /// ICU's underflow bucket (`…`): what sorts before the first label, such as digits and symbols.
    case underflow
    /// ICU's inflow bucket (`…`): what sorts between two scripts' labels.
    case inflow
    /// ICU's overflow bucket (`…`): what sorts after the last label, such as scripts without labels.
    case overflow
    /// Names whose reading is unknown, such as Japanese names in kanji without a kana reading (`他`, placed
    /// as Android places it: after the kana rows).
    case unread
    /// UIKit's `#` section: everything no lettered section takes (digits, symbols, emoji, blank names,
    /// scripts the layout does not cover).
    case other

    init(_ kind: ICU.AlphabeticIndex.BucketKind) {
        switch kind {
        case .normal: self = .letter
        case .underflow: self = .underflow
        case .inflow: self = .inflow
        case .overflow: self = .overflow
        }
    }
}
