import LocalizedIndexCollation

/// The keys an output adds to each record's input fields, and the check that no input field has one of
/// their names: an output never has a key twice (a first-wins reader would take the input's value).
public enum AddedKeys {
    /// What `sort-contacts --format json` adds to a record: the strings it was placed and sorted by.
    public static let json = ["sectionKey", "sortKey"]
    /// What `--with-keys` adds besides.
    public static let jsonWithKeys = json + ["collationKey", "position"]
    /// What the JSON output adds to a record whose full name was split to place it
    /// (``RecordStore/hasSplitNames``).
    public static let jsonNameParts = "nameParts"
    /// What a search's JSON output adds to each record found: the key the query matched.
    public static let jsonMatchedKey = "matchedKey"
    /// What a search's row outputs add.
    public static let rowMatchedKey = "matched_key"
    /// What the row outputs add with `--with-search-keys`: each key's search token, space-separated.
    public static let rowSearchKeys = "search_keys"
    /// What the row outputs add when full names were split to place records: the given and family names
    /// they were placed by.
    public static let rowNameParts = ["given", "family"]
    /// What the row outputs (csv, tsv, jsonl, sqlite) and `keys` add to a record.
    public static let rows = ["section", "section_title", "collation_key", "position"]
    /// What they add in the `android` style besides: Android's label and bucket, named as the columns of
    /// AOSP's `ContactsDatabaseHelper` (`ContactsContract.ContactNameColumns.PHONEBOOK_LABEL_PRIMARY`,
    /// `PHONEBOOK_BUCKET_PRIMARY`).
    public static let android = ["phonebook_label", "phonebook_bucket"]

    /// The row keys for `style`.
    public static func rows(style: LocalizedIndexCollation.Style) -> [String] {
        style == .android ? rows + android : rows
    }

    /// Throws when one of `fieldNames` (an input's fields) is one of `added`, naming the field and the file.
    ///
    /// - Parameters:
    ///   - fieldNames: The input's field names.
    ///   - added: The keys the output adds (``json``, ``jsonWithKeys``, ``rows(style:)``).
    ///   - file: The input's name, for the message.
    ///   - ignoringCase: Whether names differing in ASCII case clash too (SQLite's column names).
    /// - Throws: ``ContactFileError`` naming the first clashing field.
    public static func check(_ fieldNames: [String], against added: [String], file: String,
                              ignoringCase: Bool = false) throws {
        guard let clash = fieldNames.first(where: { added.contains(ignoringCase ? $0.lowercased() : $0) }) else { return }
        throw ContactFileError(
            "\(file): the input has a field named '\(clash)', which this output adds to every record; rename that field (the output adds \(added.map { "'\($0)'" }.joined(separator: ", ")))")
    }

    /// Lowercase hexadecimal of `bytes`, appended to `output`: a sort key as the outputs write it.
    package static func appendHex(_ bytes: [UInt8], to output: inout [UInt8]) {
        output.reserveCapacity(output.count + bytes.count * 2)
        for byte in bytes {
            output.append(hexDigits[Int(byte >> 4)])
            output.append(hexDigits[Int(byte & 0xF)])
        }
    }

    /// Lowercase hexadecimal of `bytes`.
    package static func hex(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        appendHex(bytes, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
