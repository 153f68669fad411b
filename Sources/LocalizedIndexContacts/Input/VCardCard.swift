/// What one card has given so far: its fields in order and the parts of its name, turned into a
/// ``ContactRecord`` at its `END:VCARD`.
struct VCardCard {
    let line: Int
    var version = VCardValue.Version.v30
    private var fields: [Field] = []
    private var counts: [String: Int] = [:]
    private var name = PersonName()
    private var sortStrings: [String]?
    private var irmcReading: [String]?
    private var organizationSortAs: String?
    private var phoneticOrganization: String?
    private var showsAsCompany = false
    private var sawName = false
    private var sawOrganization = false
    private var email: String?
    private var telephone: String?

    init(line: Int) {
        self.line = line
    }

    /// Adds a property whose value has been decoded (escapes still in).
    mutating func add(_ head: VCardValue.Head, _ text: String) {
        let value: String
        switch head.name {
        case "N":
            value = VCardValue.unescape(text[...], version: version)
            if !sawName {
                sawName = true
                let parts = VCardValue.components(text, version: version).map { $0.joined(separator: " ") }
                func part(_ index: Int) -> String? { index < parts.count ? Self.present(parts[index]) : nil }
                name.family = part(0)
                name.given = part(1)
                name.additional = part(2)
                name.prefix = part(3)
                name.suffix = part(4)
                if let sortAs = head.parameter("SORT-AS") {
                    // RFC 6350 separates the family and given sort strings with `,`; Android writes `;`.
                    sortStrings = sortAs.split(omittingEmptySubsequences: false) { $0 == "," || $0 == ";" }
                        .map { String($0.vCardTrimmed()) }
                }
            }
        case "ORG", "ADR":
            let components = VCardValue.split(text[...], on: ";").map { VCardValue.unescape($0, version: version) }
            value = components.compactMap(Self.present).joined(separator: ", ")
            if head.name == "ORG", !sawOrganization {
                sawOrganization = true
                name.organization = components.first.flatMap(Self.present)
                organizationSortAs = head.parameter("SORT-AS")
                    .flatMap { $0.split(separator: ",").first.map { String($0.vCardTrimmed()) } }
                    .flatMap(Self.present)
            }
        default:
            value = VCardValue.unescape(text[...], version: version)
            switch head.name {
            case "FN": name.display = name.display ?? Self.present(value)
            case "X-PHONETIC-FIRST-NAME": name.phoneticGiven = name.phoneticGiven ?? Self.present(value)
            case "X-PHONETIC-LAST-NAME": name.phoneticFamily = name.phoneticFamily ?? Self.present(value)
            case "X-PHONETIC-ORG": phoneticOrganization = phoneticOrganization ?? Self.present(value)
            case "X-ABSHOWAS": showsAsCompany = showsAsCompany || value.vCardTrimmed().uppercased() == "COMPANY"
            case "KIND": showsAsCompany = showsAsCompany || value.vCardTrimmed().lowercased() == "org"
            case "EMAIL": email = email ?? Self.present(value)
            case "TEL": telephone = telephone ?? Self.present(value)
            case "SOUND":  // only the 2.1 X-IRMC-N reading gets here
                irmcReading = irmcReading ?? VCardValue.components(text, version: version).map { $0.joined(separator: " ") }
            default: break
            }
        }
        let count = counts[head.name, default: 0] + 1
        counts[head.name] = count
        fields.append(Field(count == 1 ? head.name : "\(head.name) \(count)", value))
    }

    /// The finished record.
    func record() -> ContactRecord {
        var name = name
        for reading in [sortStrings, irmcReading] {
            guard let reading else { continue }
            name.phoneticFamily = name.phoneticFamily ?? reading.first.flatMap(Self.present)
            name.phoneticGiven = name.phoneticGiven ?? (reading.count > 1 ? Self.present(reading[1]) : nil)
        }
        name.contact = email ?? telephone
        if name.organization != nil {
            if showsAsCompany {
                name.given = nil
                name.family = nil
                name.additional = nil
                name.prefix = nil
                name.suffix = nil
                name.phoneticGiven = nil
                name.phoneticFamily = nil
            }
            if name.given == nil, name.family == nil {
                name.sortAs = organizationSortAs ?? phoneticOrganization
            }
        }
        return ContactRecord(fields: fields, name: name, line: line)
    }

    /// nil for a string with nothing but white space.
    private static func present(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
