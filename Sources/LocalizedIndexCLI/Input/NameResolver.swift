import ArgumentParser

/// Which name order records are sectioned and sorted by (`--sort-by`).
enum NameOrder: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The name as displayed (a `name` column, vCard `FN`, a plain line).
    case display
    /// Given name first: "Anna Berg".
    case given
    /// Family name first, as Contacts' "sort by last name": "Berg Anna".
    case family
}

/// Builds what a record is shown as, sectioned by and sorted by, from its name parts and the chosen order,
/// falling back the way a person would: a company-only card by its company, a card with only an e-mail
/// address by that address.
struct NameResolver: Sendable {
    var order: NameOrder

    func resolve(_ record: ContactRecord) -> SortedRecord {
        let name = record.name
        let display = Self.displayName(of: name)
        let key: String
        switch order {
        case .display: key = display
        case .given: key = Self.join(name.given, name.family) ?? Self.fallback(name) ?? display
        case .family: key = Self.join(name.family, name.given) ?? Self.fallback(name) ?? display
        }
        return SortedRecord(fields: record.fields, line: record.line, displayName: display, sectionKey: key, sortKey: key)
    }

    /// What a person sees: the displayed name, else the name from its parts, else the company, else the
    /// e-mail address or phone number; empty when the record has none of them.
    static func displayName(of name: PersonName) -> String {
        present(name.display)
            ?? join(name.prefix, name.given, name.additional, name.family, name.suffix)
            ?? fallback(name)
            ?? ""
    }

    private static func fallback(_ name: PersonName) -> String? {
        present(name.organization) ?? present(name.display) ?? present(name.contact)
    }

    /// The present parts joined by a space, nil when none is present.
    private static func join(_ parts: String?...) -> String? {
        let present = parts.compactMap(Self.present)
        return present.isEmpty ? nil : present.joined(separator: " ")
    }

    private static func present(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}
