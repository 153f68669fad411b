// "Sort key" names ICU's bytes only (`SortKey`); the strings a record is placed by are its section string and
// sort string. The old names stay, deprecated (the DocC article "Migrating" lists them).

extension RecordStore {
    /// The string the record's section is chosen by.
    @available(*, deprecated, renamed: "sectionString(of:)")
    public func sectionKey(of index: Int) -> String { sectionString(of: index) }

    /// The string the record is sorted by within its section.
    @available(*, deprecated, renamed: "sortString(of:)", message: "A sort key is ICU's bytes (SortKey); this is the string sorted by.")
    public func sortKey(of index: Int) -> String { sortString(of: index) }

    /// Whether every record is sorted by the string it is sectioned by.
    @available(*, deprecated, renamed: "sortsBySectionString")
    public var sortsBySectionKey: Bool { sortsBySectionString }
}

extension SortedRecord {
    /// The string the record's section was chosen by.
    @available(*, deprecated, renamed: "sectionString")
    public var sectionKey: String { sectionString }

    /// The string the record was sorted by within its section.
    @available(*, deprecated, renamed: "sortString", message: "A sort key is ICU's bytes (SortKey); this is the string sorted by.")
    public var sortKey: String { sortString }
}
