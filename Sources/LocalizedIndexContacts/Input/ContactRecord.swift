/// One input record as read: its fields in input order, the parts of its name the format knows, and where
/// it starts in the input.
package struct ContactRecord: Sendable, Equatable {
    /// The record's fields, in input order: CSV header names, JSON keys, vCard property names (`FN`, `N`,
    /// `ORG`, `EMAIL`, …), or `name` for a plain line. Every field comes out in the JSON output.
    package var fields: [Field]
    /// The name parts the format gives (vCard `N` and phonetic properties, CSV columns such as
    /// `Given Name`); ``NameResolver`` builds the section and sort keys from them.
    public var name: PersonName
    /// The 1-based line the record starts on, for messages.
    package var line: Int

    package init(fields: [Field], name: PersonName, line: Int) {
        self.fields = fields
        self.name = name
        self.line = line
    }
}

/// One field of a record.
public struct Field: Sendable, Equatable {
    /// The field's name: its column, key or vCard property.
    public var name: String
    /// The field's value, decoded.
    public var value: String

    /// Creates a field named `name` holding `value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The parts of a contact's name, each nil when the input does not give it (an empty string counts as
/// absent for every decision).
package struct PersonName: Sendable, Equatable {
    /// The name as displayed: a `name`/`Full Name` column, vCard `FN`, a plain line.
    package var display: String?
    package var given: String?
    package var family: String?
    package var additional: String?
    package var prefix: String?
    package var suffix: String?
    /// The company, for cards without a person's name.
    package var organization: String?
    /// Phonetic readings (vCard `X-PHONETIC-FIRST-NAME`, Google's `Given Name Yomi`), kana for Japanese.
    package var phoneticGiven: String?
    package var phoneticFamily: String?
    /// An explicit sort string (vCard 4 `SORT-AS`).
    package var sortAs: String?
    /// A reading of the whole name (`--reading-field`, a `Yomi Name` column): kana for Japanese.
    package var reading: String?
    /// An e-mail address or phone number: the last resort to name a card.
    package var contact: String?

    package init(display: String? = nil, given: String? = nil, family: String? = nil, additional: String? = nil,
         prefix: String? = nil, suffix: String? = nil, organization: String? = nil, phoneticGiven: String? = nil,
         phoneticFamily: String? = nil, sortAs: String? = nil, reading: String? = nil, contact: String? = nil) {
        self.display = display
        self.given = given
        self.family = family
        self.additional = additional
        self.prefix = prefix
        self.suffix = suffix
        self.organization = organization
        self.phoneticGiven = phoneticGiven
        self.phoneticFamily = phoneticFamily
        self.sortAs = sortAs
        self.reading = reading
        self.contact = contact
    }

    /// A part a column can hold (``ColumnMapping``).
    package enum Part: Sendable {
        case display, given, family, additional, prefix, suffix, organization, phoneticGiven, phoneticFamily
        case sortAs, reading
    }

    /// The value of `part`. A switch, not a key path: columns are mapped to parts for every record read, and a
    /// key path write goes through the runtime.
    package subscript(_ part: Part) -> String? {
        get {
            switch part {
            case .display: display
            case .given: given
            case .family: family
            case .additional: additional
            case .prefix: prefix
            case .suffix: suffix
            case .organization: organization
            case .phoneticGiven: phoneticGiven
            case .phoneticFamily: phoneticFamily
            case .sortAs: sortAs
            case .reading: reading
            }
        }
        set {
            switch part {
            case .display: display = newValue
            case .given: given = newValue
            case .family: family = newValue
            case .additional: additional = newValue
            case .prefix: prefix = newValue
            case .suffix: suffix = newValue
            case .organization: organization = newValue
            case .phoneticGiven: phoneticGiven = newValue
            case .phoneticFamily: phoneticFamily = newValue
            case .sortAs: sortAs = newValue
            case .reading: reading = newValue
            }
        }
    }
}

/// Reads records one at a time from an input, so a large file is never held whole.
package protocol RecordReader {
    /// The next record, or nil at the end of the input.
    /// - Throws: ``InputError`` naming the file, line and field, for input that cannot be read.
    mutating func next() throws -> ContactRecord?
}
