import LocalizedIndexSupport
import LocalizedIndexCollation

/// Which columns (CSV/TSV headers, JSON Lines keys) hold which part of a name, from the names exports really
/// use (Google Contacts old and new, Outlook, Apple Numbers exports, CRMs), matched case- and
/// punctuation-insensitively, or the columns the user named with `--name-field` and `--reading-field`.
package struct ColumnMapping: Sendable {
    /// A part of the name and the column that holds it.
    private struct Assignment: Sendable {
        package var part: PersonName.Part
        package var column: String
        /// Where `column` is among the columns the mapping was made for: where a record of the same file
        /// has it.
        package var position: Int
    }

    /// Column names people use for each part, compared after ``normalized(_:)``; first match wins.
    private static let candidates: [(part: PersonName.Part, names: [String])] = [
        (.display, ["name", "fullname", "displayname", "display", "fn", "contactname", "formattedname"]),
        (.given, ["givenname", "firstname", "first", "given", "forename"]),
        (.family, ["familyname", "lastname", "surname", "last", "family"]),
        (.additional, ["additionalname", "middlename", "middle"]),
        (.prefix, ["nameprefix", "prefix", "title", "honorificprefix"]),
        (.suffix, ["namesuffix", "suffix", "honorificsuffix"]),
        (.organization, ["organization1name", "organizationname", "organization", "organisation", "company", "org",
                          "companyname"]),
        (.phoneticGiven, ["givennameyomi", "phoneticfirstname", "phoneticgivenname", "firstnameyomi",
                           "xphoneticfirstname", "phoneticgiven"]),
        (.phoneticFamily, ["familynameyomi", "phoneticlastname", "phoneticfamilyname", "lastnameyomi",
                            "xphoneticlastname", "phoneticfamily"]),
        (.sortAs, ["sortas", "sortstring", "fileas"]),
        (.reading, ["reading", "yominame", "yomi", "furigana", "phoneticname", "phonetic", "namereading"]),
    ]
    /// Columns that can name a card with nothing else: e-mail addresses and phone numbers, in this order.
    private static let contactNames = ["email1value", "email", "emailaddress", "email1", "primaryemail",
                                       "phone1value", "phone", "phonenumber", "mobilephone", "mobile", "tel"]

    private var assignments: [Assignment] = []
    private var contactColumns: [(column: String, position: Int)] = []

    /// The mapping for these columns.
    ///
    /// - Parameters:
    ///   - nameField: The column the user named with `--name-field`; it must be one of `columns`.
    ///   - readingField: The column the user named with `--reading-field`; it must be one of `columns`.
    /// - Throws: ``UnknownNameField`` when `nameField` or `readingField` is not a column.
    package init(columns: [String], nameField: String?, readingField: String? = nil) throws(UnknownNameField) {
        let normalized = columns.map(Self.normalized)
        let chosen: [(PersonName.Part, String?, String)] =
            [(.display, nameField, "--name-field"), (.reading, readingField, "--reading-field")]
        for (part, names) in Self.candidates {
            if let (_, given, option) = chosen.first(where: { $0.0 == part }), let given {
                guard let position = columns.firstIndex(of: given) else {
                    throw UnknownNameField(name: given, columns: columns, option: option)
                }
                assignments.append(Assignment(part: part, column: given, position: position))
            } else if let position = names.lazy.compactMap({ normalized.firstIndex(of: $0) }).first {
                assignments.append(Assignment(part: part, column: columns[position], position: position))
            }
        }
        contactColumns = Self.contactNames.compactMap { candidate in
            normalized.firstIndex(of: candidate).map { (columns[$0], $0) }
        }
    }

    /// Whether some column holds a part of the name, or an e-mail address or phone number to name a record by.
    package var findsAnyName: Bool { !assignments.isEmpty || !contactColumns.isEmpty }

    /// Whether `column` holds a part of the name (or the e-mail or phone that names a record without one).
    package func readsName(from column: String) -> Bool {
        assignments.contains { $0.column == column } || contactColumns.contains { $0.column == column }
    }

    /// The positions of the columns whose value, when present, decides a record's key before its displayed
    /// name does (``NameResolver``): a sort string, a reading, phonetic parts.
    package var keyDecidingPositions: [Int] {
        assignments.filter { [.sortAs, .reading, .phoneticGiven, .phoneticFamily].contains($0.part) }.map(\.position)
    }

    /// Whether no column but the displayed name's holds a part of the name (an e-mail or phone column may):
    /// a one-column export, whose names a split places when sorted by given or family name.
    package var namesOnlyByDisplay: Bool {
        assignments.allSatisfy { $0.part == .display }
    }

    /// The position of the column that holds the displayed name, if one does.
    package var displayColumnPosition: Int? {
        assignments.first { $0.part == .display }?.position
    }

    /// The name parts of one record, from its fields; empty values count as absent.
    ///
    /// Runs once per record: a CSV record has the header's fields in the header's order, and a JSON line
    /// usually has the first line's keys in its order, so each column is looked for at its position first
    /// and searched for only when it is not there (field names are unique within a record: readers make
    /// or require them so). Searching every time took a twentieth of reading a million TSV rows.
    package func name(from fields: [Field]) -> PersonName {
        name { column, position in
            position < fields.count && fields[position].name == column
                ? fields[position].value : fields.first { $0.name == column }?.value
        }
    }

    /// Sets the parts of `name`, which has none yet, for a record of exactly the columns the mapping was made
    /// for, in their order: `value(position)` is the value of the column at `position`, asked for only for the
    /// columns that hold a part of the name; empty values count as absent. Fills a name in place: returning
    /// one (twelve strings) cost a copy of them all, for every record read.
    package func fill(_ name: inout PersonName, columnValue value: (_ position: Int) -> String?) {
        fill(&name) { _, position in value(position) }
    }

    /// The name parts, from `value(column, position)`: the value of the column of that name, which is at
    /// that position in the columns the mapping was made for.
    private func name(value: (_ column: String, _ position: Int) -> String?) -> PersonName {
        var name = PersonName()
        fill(&name, value: value)
        return name
    }

    private func fill(_ name: inout PersonName, value: (_ column: String, _ position: Int) -> String?) {
        func present(_ column: String, _ position: Int) -> String? {
            let found = value(column, position)
            return found?.isEmpty == false ? found : nil
        }
        for assignment in assignments {
            guard let found = present(assignment.column, assignment.position) else { continue }
            name[assignment.part] = found
        }
        for candidate in contactColumns {
            if let found = present(candidate.column, candidate.position) {
                name.contact = found
                break
            }
        }
    }

    /// Lowercased, with spaces, hyphens, underscores and dots removed: `E-mail 1 - Value` → `email1value`.
    package static func normalized(_ column: String) -> String {
        String(column.lowercased().unicodeScalars.filter { !" -_.:".unicodeScalars.contains($0) }.map(Character.init))
    }
}

/// `--name-field` or `--reading-field` names a column the input does not have.
package struct UnknownNameField: Error, CustomStringConvertible, Sendable {
    package var name: String
    package var columns: [String]
    package var option = "--name-field"

    /// How many of the input's fields the message lists.
    static let listedColumns = 20

    package var description: String {
        let listed = columns.prefix(Self.listedColumns).map { "'\(MessageText.echo($0, limit: 40))'" }.joined(separator: ", ")
        let more = columns.count > Self.listedColumns ? " and \(columns.count - Self.listedColumns) more" : ""
        return MessageText.sanitized("\(option) '\(MessageText.echo(name))' is not a field of the input; its fields are: \(listed)\(more)")
    }
}
