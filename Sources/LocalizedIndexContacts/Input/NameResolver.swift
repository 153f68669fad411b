
/// Which name order records are sectioned and sorted by (`--sort-by`).
public enum NameOrder: String, CaseIterable, Sendable {
    /// The name as displayed (a `name` column, vCard `FN`, a plain line).
    case display
    /// Given name first: "Anna Berg".
    case given
    /// Family name first, as Contacts' "sort by last name": "Berg Anna".
    case family
}

/// Builds what a record is shown as, sectioned by and sorted by, from its name parts and the chosen order.
///
/// The rules, in order (Android's contacts provider and Apple Contacts agree on them):
/// 1. An explicit sort string (vCard `SORT-AS` of a company card) or a reading of the whole name
///    (`--reading-field`) decides.
/// 2. Phonetic parts (`X-PHONETIC-*`, `Given Name Yomi`) are preferred over the written name, in the chosen
///    order, each missing part taken from the written name: a Japanese name is placed by its kana.
/// 3. Chinese, Japanese and Korean names are already family first; they are never turned given-first.
/// 4. Sorted by given or family name, a record with a full name and no given or family name (a CSV `name`
///    column, vCard `FN` without `N`, a plain line) is placed by the parts ``NameSplitter`` splits the
///    full name into, as Android splits every full name: "Dr. John Smith" under J by given name and under S
///    by family name, "John von Neumann" under V. The prefix never decides. A company's name (the same as
///    its organization), an e-mail address and a name without a letter are not split.
/// 5. A missing part falls back as a person would: a company-only card by its company, then the displayed
///    name, then an e-mail address or phone number; a record with none of them is empty and goes to `#`.
public struct NameResolver: Sendable {
    /// The order names are sorted in.
    public var order: NameOrder
    /// What splits a full name that comes without parts, sorted by given or family name; nil to sort such a
    /// name as written.
    public var splitter: NameSplitter?

    /// Creates a resolver that sorts names in `order`, splitting full names that come without parts with
    /// `splitter`.
    ///
    /// - Parameters:
    ///   - order: The order names are sorted in.
    ///   - splitter: What splits a full name without parts, sorted by given or family name
    ///     (`NameSplitter(locale:)` of the collation's locale); nil to sort such names as written.
    public init(order: NameOrder, splitter: NameSplitter? = nil) {
        self.order = order
        self.splitter = splitter
    }

    /// What a record resolves to: what it shows, the string it is sectioned and sorted by, and the parts its
    /// full name was split into, when it was.
    package struct Resolution {
        package var displayName: String
        package var key: String
        package var split: NameParts?
    }

    /// Adds `record` to `store` with its display name and the key it is sectioned and sorted by.
    package func resolve(_ record: ContactRecord, into store: inout RecordStore.Builder) {
        let resolved = resolve(record.name)
        store.append(fields: record.fields, line: record.line, displayName: resolved.displayName,
                     sectionKey: resolved.key, sortKey: resolved.key, splitBy: resolved.split == nil ? nil : splitter)
    }

    /// What a record with these name parts is shown as, the key it is sectioned and sorted by, and the parts
    /// its full name was split into, when it was.
    ///
    /// Written with `if let`, not `??`: each `??` here would copy the whole name (twelve strings) into its
    /// autoclosure, for every record read.
    package func resolve(_ name: borrowing PersonName) -> Resolution {
        let display = Self.displayName(of: name)
        if let key = Self.present(name.sortAs) ?? Self.present(name.reading) {
            return Resolution(displayName: display, key: key)
        }
        if let key = phoneticKey(name, display: display) { return Resolution(displayName: display, key: key) }
        if let parts = splitParts(of: name) {
            let joined = order == .family ? parts.familyFirst : parts.givenFirst
            // Chinese, Japanese and Korean names stay as written: family first in every order.
            let key = parts.style == .western && !joined.isEmpty ? joined : display
            return Resolution(displayName: display, key: key, split: parts)
        }
        return Resolution(displayName: display, key: writtenKey(name, display: display))
    }

    /// `record` resolved, alone in a store of its own.
    package func resolve(_ record: ContactRecord) -> SortedRecord {
        var store = RecordStore.Builder()
        resolve(record, into: &store)
        return store.finish()[0]
    }

    /// Whether records sorted by this resolver may be placed by parts split from their full names.
    package var splitsNames: Bool { splitter != nil && order != .display }

    /// The parts of the record's full name, when it is sorted by given or family name and has a full name
    /// to split and no given or family name of its own: not a company's name, an e-mail address or a name
    /// without a letter.
    private func splitParts(of name: borrowing PersonName) -> NameParts? {
        guard order != .display, let splitter, Self.present(name.given) == nil, Self.present(name.family) == nil,
              let full = Self.present(name.display), full != name.organization,
              !full.utf8.contains(0x40)  // "@": an e-mail address
        else { return nil }
        let parts = splitter.split(full)
        return parts.style == nil || parts.isEmpty ? nil : parts
    }

    /// The key from the written name in the chosen order.
    private func writtenKey(_ name: PersonName, display: String) -> String {
        switch order {
        case .display: return display
        case .family:
            if let joined = Self.join(name.family, name.given) { return joined }
        case .given:
            if Self.isFamilyFirstScript(name) {
                return Self.present(name.display) ?? Self.join(name.family, name.given) ?? display
            }
            if let joined = Self.join(name.given, name.family) { return joined }
        }
        return Self.fallback(name) ?? display
    }

    /// The key from the phonetic parts, nil when the record has none.
    private func phoneticKey(_ name: PersonName, display: String) -> String? {
        guard Self.present(name.phoneticFamily) != nil || Self.present(name.phoneticGiven) != nil else { return nil }
        let family = Self.present(name.phoneticFamily) ?? Self.present(name.family)
        let given = Self.present(name.phoneticGiven) ?? Self.present(name.given)
        let familyFirst: Bool
        switch order {
        case .family: familyFirst = true
        case .given: familyFirst = Self.isFamilyFirstScript(name)
        case .display:
            // As the name is displayed: family first when the display name starts with the family name.
            familyFirst = Self.isFamilyFirstScript(name)
                || (name.family.map { !$0.isEmpty && display.hasPrefix($0) } ?? false)
        }
        return familyFirst ? Self.join(family, given) : Self.join(given, family)
    }

    /// Whether the name is written in Han, kana or Hangul, whose names are family first by convention.
    private static func isFamilyFirstScript(_ name: PersonName) -> Bool {
        for part in [name.family, name.given, name.display] {
            guard let letter = part.flatMap({ $0.unicodeScalars.first { $0.properties.isAlphabetic } }) else { continue }
            let value = letter.value
            return letter.properties.isIdeographic
                || (0x3040...0x30FF).contains(value)  // hiragana, katakana
                || (0xAC00...0xD7AF).contains(value) || (0x1100...0x11FF).contains(value)  // Hangul
        }
        return false
    }

    /// What a person sees: the displayed name, else the name from its parts, else the company, else the
    /// e-mail address or phone number; empty when the record has none of them.
    package static func displayName(of name: PersonName) -> String {
        if let display = present(name.display) { return display }
        let joined = isFamilyFirstScript(name) ? join(name.family, name.given)
            : join(name.prefix, name.given, name.additional, name.family, name.suffix)
        if let joined { return joined }
        return fallback(name) ?? ""
    }

    private static func fallback(_ name: PersonName) -> String? {
        let organization = name.organization, display = name.display, contact = name.contact
        return present(organization) ?? present(display) ?? present(contact)
    }

    /// The present parts joined by a space, nil when none is present.
    private static func join(_ parts: String?...) -> String? {
        let present = parts.compactMap(Self.present)
        return present.isEmpty ? nil : present.joined(separator: " ")
    }

    /// The text unless it is absent or only white space.
    private static func present(_ text: String?) -> String? {
        guard let text else { return nil }
        for scalar in text.unicodeScalars where !isWhiteSpace(scalar) { return text }
        return nil
    }

    /// Whether a name part whose valid UTF-8 is `bytes` is present (``present(_:)``), decided from its first
    /// character without making a string of the part: false when the part is empty or starts with white
    /// space, which ``present(_:)`` of the string then decides.
    package static func startsPresent(_ bytes: Span<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        let lead = bytes[0]
        if lead < 0x80 { return !isWhiteSpace(Unicode.Scalar(lead)) }
        // The first character validated and decoded in place: making a string of it validated and copied its
        // bytes, for every name not starting in ASCII. Ill-formed, it is present (as U+FFFD would be).
        let first = bytes.extracting(0..<min(UTF8Scalars.length(lead: lead), bytes.count))
        guard let character = try? UTF8Span(validating: first) else { return true }
        var scalars = character.makeUnicodeScalarIterator()
        guard let scalar = scalars.next() else { return true }
        return !isWhiteSpace(scalar)
    }

    /// Unicode's White_Space property, from its list (PropList.txt, unchanged since Unicode 6.3 took U+180E
    /// out) rather than a property look-up: this runs on the first character of every name read.
    package static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
