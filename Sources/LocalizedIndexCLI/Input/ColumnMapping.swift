/// Which columns (CSV/TSV headers, JSON Lines keys) hold which part of a name, from the names exports really
/// use (Google Contacts old and new, Outlook, Apple Numbers exports, CRMs), matched case- and
/// punctuation-insensitively, or the column the user named with `--name-field`.
struct ColumnMapping: Sendable, Equatable {
    /// The column of the displayed name, when there is one.
    var display: String?
    var given: String?
    var family: String?
    var additional: String?
    var prefix: String?
    var suffix: String?
    var organization: String?
    var phoneticGiven: String?
    var phoneticFamily: String?
    var sortAs: String?
    /// The column of a reading of the whole name (kana for Japanese), from `--reading-field` or a column
    /// such as `Yomi Name` or `furigana`.
    var reading: String?
    var contact: [String] = []

    /// Column names people use for each part, compared after ``normalized(_:)``.
    private static let displayNames = ["name", "fullname", "displayname", "display", "fn", "contactname", "formattedname"]
    private static let givenNames = ["givenname", "firstname", "first", "given", "forename"]
    private static let familyNames = ["familyname", "lastname", "surname", "last", "family"]
    private static let additionalNames = ["additionalname", "middlename", "middle"]
    private static let prefixNames = ["nameprefix", "prefix", "title", "honorificprefix"]
    private static let suffixNames = ["namesuffix", "suffix", "honorificsuffix"]
    private static let organizationNames = ["organization1name", "organizationname", "organization", "organisation",
                                            "company", "org", "companyname"]
    private static let phoneticGivenNames = ["givennameyomi", "phoneticfirstname", "phoneticgivenname", "firstnameyomi",
                                             "xphoneticfirstname", "phoneticgiven"]
    private static let phoneticFamilyNames = ["familynameyomi", "phoneticlastname", "phoneticfamilyname", "lastnameyomi",
                                              "xphoneticlastname", "phoneticfamily"]
    private static let sortAsNames = ["sortas", "sortstring", "fileas"]
    private static let readingNames = ["reading", "yominame", "yomi", "furigana", "phoneticname", "phonetic", "namereading"]
    private static let contactNames = ["email1value", "email", "emailaddress", "email1", "primaryemail",
                                       "phone1value", "phone", "phonenumber", "mobilephone", "mobile", "tel"]

    /// The mapping for these columns.
    ///
    /// - Parameters:
    ///   - nameField: The column the user named with `--name-field`; it must be one of `columns`.
    ///   - readingField: The column the user named with `--reading-field`; it must be one of `columns`.
    /// - Throws: ``UnknownNameField`` when `nameField` or `readingField` is not a column.
    init(columns: [String], nameField: String?, readingField: String? = nil) throws(UnknownNameField) {
        let normalized = columns.map(Self.normalized)
        func find(_ candidates: [String]) -> String? {
            for candidate in candidates {
                if let position = normalized.firstIndex(of: candidate) { return columns[position] }
            }
            return nil
        }
        if let nameField {
            guard columns.contains(nameField) else { throw UnknownNameField(name: nameField, columns: columns, option: "--name-field") }
            display = nameField
        } else {
            display = find(Self.displayNames)
        }
        given = find(Self.givenNames)
        family = find(Self.familyNames)
        additional = find(Self.additionalNames)
        prefix = find(Self.prefixNames)
        suffix = find(Self.suffixNames)
        organization = find(Self.organizationNames)
        phoneticGiven = find(Self.phoneticGivenNames)
        phoneticFamily = find(Self.phoneticFamilyNames)
        sortAs = find(Self.sortAsNames)
        if let readingField {
            guard columns.contains(readingField) else {
                throw UnknownNameField(name: readingField, columns: columns, option: "--reading-field")
            }
            reading = readingField
        } else {
            reading = find(Self.readingNames)
        }
        contact = Self.contactNames.compactMap { candidate in normalized.firstIndex(of: candidate).map { columns[$0] } }
    }

    /// Whether any column holds a name, a company or a way to reach the contact.
    var findsAnything: Bool {
        display != nil || given != nil || family != nil || organization != nil || !contact.isEmpty
    }

    /// The name parts of one record, from its fields.
    func name(from fields: [Field]) -> PersonName {
        func value(_ column: String?) -> String? {
            guard let column else { return nil }
            return fields.first { $0.name == column }.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        }
        return PersonName(
            display: value(display), given: value(given), family: value(family), additional: value(additional),
            prefix: value(prefix), suffix: value(suffix), organization: value(organization),
            phoneticGiven: value(phoneticGiven), phoneticFamily: value(phoneticFamily), sortAs: value(sortAs), reading: value(reading),
            contact: contact.lazy.compactMap(value).first)
    }

    /// Lowercased, with spaces, hyphens, underscores and dots removed: `E-mail 1 - Value` → `email1value`.
    static func normalized(_ column: String) -> String {
        String(column.lowercased().unicodeScalars.filter { !" -_.:".unicodeScalars.contains($0) }.map(Character.init))
    }
}

/// `--name-field` or `--reading-field` names a column the input does not have.
struct UnknownNameField: Error, CustomStringConvertible, Sendable {
    var name: String
    var columns: [String]
    var option = "--name-field"

    var description: String {
        "\(option) '\(name)' is not a field of the input; its fields are: \(columns.map { "'\($0)'" }.joined(separator: ", "))"
    }
}
