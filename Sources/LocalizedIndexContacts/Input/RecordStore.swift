import LocalizedIndexSupport
import LocalizedIndexCollation

/// Every record of an input, resolved, in one contiguous buffer of UTF-8: a million records cost their
/// bytes and one offset each, not a million objects, arrays and strings to allocate, retain and free.
///
/// Record `i` is encoded at `text[offsets[i]...]` as: its line (how far past line `i + 1` it is, a zigzag
/// varint: 0 for every record of a file of one line each), a flags byte, its display name (or, when it is one
/// of the record's fields, that field's position), its section key and sort key (each left out when equal to
/// the one before it), then its field count and fields, each a field-name number (left out when the numbers
/// are the fields' positions, as in every record of a CSV file) and a value. Lengths and numbers are LEB128
/// varints: a record of five fields takes its fields' bytes and eleven more. Immutable once built, so it is
/// shared freely between threads.
public final class RecordStore: Sendable {
    /// The records' bytes, each record at `text[offsets[i]..<offsets[i + 1]]`; read through a span, each
    /// read checked.
    private let text: [UInt8]
    private let offsets: RisingOffsets
    /// Field names, each stored once; a field's number is its name's position here.
    public let fieldNames: [String]
    /// The first letter (first alphabetic character) of the records' section keys and how many start with
    /// each: what `LocalizedIndexCollation.scripts(ofFirstLetters:)` takes.
    public let firstLetterCounts: [Unicode.Scalar: Int]
    /// Whether every record is sorted by the string it is sectioned by (as ``NameResolver`` makes them), so
    /// arranging needs to ask for one string per record, not two.
    public let sortsBySectionString: Bool
    /// Whether some record was placed by the parts its full name was split into (``nameParts(of:)``).
    public var hasSplitNames: Bool { splitter != nil }
    /// What split the full names of the records placed by their parts: a record keeps only that it was split,
    /// and its parts are split again from its name when they are asked for.
    private let splitter: NameSplitter?

    /// The scripts of the records' first letters, most used first: what
    /// `LocalizedIndexCollation.OtherScripts.native(scripts:)` takes to give every
    /// name in another script a section of its own letter.
    public var scriptsOfFirstLetters: [LocalizedIndexCollation.Script] {
        LocalizedIndexCollation.scripts(ofFirstLetters: firstLetterCounts)
    }

    /// A store of no records.
    public static let empty = Builder().finish()

    /// How many records the store holds.
    public var count: Int { offsets.count - 1 }

    fileprivate init(text: [UInt8], offsets: RisingOffsets, fieldNames: [String], firstLetterCounts: [Unicode.Scalar: Int],
                     sortsBySectionString: Bool, splitter: NameSplitter?) {
        self.text = text
        self.offsets = offsets
        self.fieldNames = fieldNames
        self.firstLetterCounts = firstLetterCounts
        self.sortsBySectionString = sortsBySectionString
        self.splitter = splitter
    }

    /// How many bytes record `index` takes in the store: about what its fields take written out.
    package func byteCount(of index: Int) -> Int { offsets[index + 1] - offsets[index] }

    /// The record at `index`, as renderers see it.
    public subscript(index: Int) -> SortedRecord { SortedRecord(store: self, index: index) }

    /// The 1-based line the record starts on.
    public func line(of index: Int) -> Int { layout(of: index).line }
    /// What a person sees for the record.
    public func displayName(of index: Int) -> String { string(layout(of: index).displayName) }
    /// The string the record's section is chosen by (before the collation reads it: a Chinese name, not its
    /// pinyin).
    public func sectionString(of index: Int) -> String { string(layout(of: index).sectionKey) }
    /// The string the record is sorted by within its section (before the collation reads it). Its ICU sort
    /// key is `LocalizedIndexCollation.sortKey(for:)` of it, or a placement's.
    public func sortString(of index: Int) -> String { string(layout(of: index).sortKey) }

    /// The record's display name and, from the same look at the record, the strings it was placed by where
    /// they differ from it (a reading; the split name in another order, with `wasSplit`): what a search reads
    /// of every record.
    package func searchedStrings(of index: Int) -> (displayName: String, otherKeys: [String], wasSplit: Bool) {
        let layout = layout(of: index)
        var others: [Range<Int>] = []
        for range in [layout.sectionKey, layout.sortKey] where range != layout.displayName {
            if !others.contains(where: { sameBytes($0, range) }), !sameBytes(range, layout.displayName) { others.append(range) }
        }
        return (string(layout.displayName), others.map(string), splitter != nil && layout.flags & Flags.wasSplit != 0)
    }

    private func sameBytes(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.count == second.count && text[first].elementsEqual(text[second])
    }

    /// Whether the record was placed by the parts its full name was split into.
    package func wasSplit(_ index: Int) -> Bool {
        splitter != nil && layout(of: index, resolvingDisplayField: false).flags & Flags.wasSplit != 0
    }

    /// The parts the record's full name was split into to place it (``NameResolver``), nil when it was not.
    public func nameParts(of index: Int) -> NameParts? {
        var layout = NameLayout()
        return withSplitName(of: index, into: &layout) { name, layout in layout.parts(of: name) }
    }

    /// Splits the record's name into `layout` again, as it was split to place the record, and returns
    /// `body`'s result on the name's UTF-8, whose words `layout` counts; nil, calling nothing, when the record
    /// was not placed by a split name. For writers that copy the parts out: `layout`'s room is reused.
    package func withSplitName<Result>(of index: Int, into layout: inout NameLayout,
                                       _ body: (Span<UInt8>, borrowing NameLayout) -> Result) -> Result? {
        guard let splitter else { return nil }
        let recordLayout = self.layout(of: index)
        guard recordLayout.flags & Flags.wasSplit != 0 else { return nil }
        let text = self.text
        let name = text.span.extracting(recordLayout.displayName)
        splitter.layout(of: name, into: &layout)
        return body(name, layout)
    }

    /// `body`'s result on the UTF-8 bytes of ``sectionKey(of:)`` (valid UTF-8, and valid until `body`
    /// returns), without making a string of them.
    package func withSectionKeyUTF8<Result>(of index: Int, _ body: (Span<UInt8>) -> Result) -> Result {
        withBytes(in: layout(of: index).sectionKey, body)
    }

    /// The record's fields as read, in input order.
    public func fields(of index: Int) -> [Field] {
        var fields: [Field] = []
        let text = self.text
        forEachField(of: index, numberedAt: { number, value in
            fields.append(Field(fieldNames[number], String(decoding: text[value], as: UTF8.self)))
        }, then: { _ in })
        return fields
    }

    /// Calls `body` with each field's name and its value's UTF-8 bytes (valid until `body` returns), in input
    /// order, without making a string of the value.
    package func forEachField(of index: Int, _ body: (String, Span<UInt8>) throws -> Void) rethrows {
        try forEachField(of: index, numbered: { try body(fieldNames[$0], $1) })
    }

    /// Calls `body` with each field's number (its name is `fieldNames[number]`) and its value's UTF-8 bytes,
    /// in input order, without making a string of the value: for a writer that binds or copies the bytes
    /// (a database row).
    ///
    /// - Parameters:
    ///   - index: The record.
    ///   - body: Called once per field the record has, with the field's number and its value (valid UTF-8).
    public func forEachField(of index: Int, numbered body: (_ number: Int, _ value: Span<UInt8>) throws -> Void) rethrows {
        let text = self.text
        let bytes = text.span
        _ = try forEachFieldRange(of: index, in: bytes) { number, range in try body(number, bytes.extracting(range)) }
    }

    /// Calls `body` with each field's number (its name is `fieldNames[number]`) and its value's UTF-8 bytes,
    /// in input order, then `keys` with the UTF-8 bytes of the record's section key and sort key: the record
    /// is decoded once for all of them (the JSON writer needs them all, record after record).
    /// Inlined, so the caller's closures are too: a call per field cost about a quarter of writing JSON (and
    /// not throwing, which kept it from being inlined into the JSON writer's closures).
    @inline(__always)
    package func forEachField(
        of index: Int, numbered body: (_ number: Int, _ value: Span<UInt8>) -> Void,
        thenKeys keys: (_ sectionKey: Span<UInt8>, _ sortKey: Span<UInt8>) -> Void
    ) {
        let text = self.text
        let bytes = text.span
        let layout = forEachFieldRange(of: index, in: bytes) { number, range in body(number, bytes.extracting(range)) }
        keys(bytes.extracting(layout.sectionKey), bytes.extracting(layout.sortKey))
    }

    /// Calls `body` with each field's number and where its value is in the store's bytes, then `then` with
    /// those bytes: for a writer that takes the values in another order than the record's (columns).
    @inline(__always)
    package func forEachField<Result>(
        of index: Int, numberedAt body: (_ number: Int, _ value: Range<Int>) -> Void,
        then: (_ bytes: Span<UInt8>) -> Result
    ) -> Result {
        let text = self.text
        let bytes = text.span
        _ = forEachFieldRange(of: index, in: bytes, body)
        return then(bytes)
    }

    /// Calls `body` with each field's number and where its value is in `text` (the store's bytes), in input
    /// order; returns the record's layout, its display name and keys resolved.
    @inline(__always)
    private func forEachFieldRange(
        of index: Int, in text: Span<UInt8>, _ body: (_ number: Int, _ value: Range<Int>) throws -> Void
    ) rethrows -> Layout {
        var layout = layout(of: index, in: text, resolvingDisplayField: false)
        var cursor = layout.fieldsStart
        let count = Self.varint(text, &cursor)
        let numbered = layout.flags & Flags.fieldsNumberedByPosition == 0
        for position in 0..<count {
            let number = numbered ? Self.varint(text, &cursor) : position
            let length = Self.varint(text, &cursor)
            if position == layout.displayField { layout = layout.withDisplayName(at: cursor..<cursor + length) }
            try body(number, cursor..<cursor + length)
            cursor += length
        }
        return layout
    }

    /// Reads a byte of every cache line of each of these records, so that decoding them next finds them in
    /// the cache.
    ///
    /// Records read in sorted order are scattered over the store: decoding one after another waits for
    /// memory once or twice per record, in turn. These loads do not depend on each other, so the processor
    /// has many of them in flight at once.
    package func touch(_ indices: some Collection<Int>) {
        var sum: UInt8 = 0
        let text = self.text
        let bytes = text.span
        for index in indices {
            let start = offsets[index], end = offsets[index + 1]
            // A record is up to a few cache lines long: touch each.
            for offset in stride(from: start, to: end, by: 64) { sum &+= bytes[offset] }
        }
        Self.keep(sum)
    }

    /// Keeps `value` (and the loads it came from) from being optimised away.
    @_optimize(none)
    private static func keep(_ value: UInt8) {}

    // MARK: Encoding

    private struct Layout {
        package var line: Int
        package var flags: UInt8
        package var displayName: Range<Int>
        package var sectionKey: Range<Int>
        package var sortKey: Range<Int>
        package var fieldsStart: Int
        /// The position of the field holding the display name, when the name is stored as a reference.
        package var displayField: Int?

        /// The layout with the display name at `range` (the value of field ``displayField``), and the keys
        /// that are the display name with it.
        package func withDisplayName(at range: Range<Int>) -> Layout {
            var layout = self
            layout.displayName = range
            if flags & Flags.sectionKeyIsDisplayName != 0 { layout.sectionKey = range }
            if flags & Flags.sortKeyIsSectionKey != 0 { layout.sortKey = layout.sectionKey }
            return layout
        }
    }

    private enum Flags {
        package static let sectionKeyIsDisplayName: UInt8 = 1
        package static let sortKeyIsSectionKey: UInt8 = 2
        /// The display name is the value of a field (a `name` column, say): stored as the field's position,
        /// not a second copy. A million display names were 13 MB of a 76 MB store.
        package static let displayNameIsField: UInt8 = 4
        /// Each field's number is its position, and is not stored: the fields of a CSV or TSV record, and
        /// of most records of any file (numbers are given in order of first use). Five bytes of a five-field
        /// record.
        package static let fieldsNumberedByPosition: UInt8 = 8
        /// The record was placed by the parts its display name was split into (``RecordStore/splitter``
        /// splits it again when they are asked for).
        package static let wasSplit: UInt8 = 16
    }

    /// Where the parts of record `index` are. With `resolvingDisplayField` false, a display name stored as a
    /// field reference (and the keys equal to it) is left for the caller, who walks the fields anyway.
    private func layout(of index: Int, resolvingDisplayField: Bool = true) -> Layout {
        let text = self.text
        return layout(of: index, in: text.span, resolvingDisplayField: resolvingDisplayField)
    }

    /// ``layout(of:resolvingDisplayField:)`` read from `text`, the store's bytes.
    @inline(__always)
    private func layout(of index: Int, in text: Span<UInt8>, resolvingDisplayField: Bool) -> Layout {
        var cursor = offsets[index]
        let line = Self.line(of: index, stored: Self.varint(text, &cursor))
        let flags = text[cursor]
        cursor += 1
        let displayField = flags & Flags.displayNameIsField != 0 ? Self.varint(text, &cursor) : nil
        let displayName = displayField == nil ? Self.string(text, &cursor) : 0..<0
        let sectionKey = flags & Flags.sectionKeyIsDisplayName != 0 ? displayName : Self.string(text, &cursor)
        let sortKey = flags & Flags.sortKeyIsSectionKey != 0 ? sectionKey : Self.string(text, &cursor)
        let layout = Layout(line: line, flags: flags, displayName: displayName, sectionKey: sectionKey,
                            sortKey: sortKey, fieldsStart: cursor, displayField: displayField)
        guard let displayField, resolvingDisplayField else { return layout }
        // Past the field count and the fields before it, to its value.
        _ = Self.varint(text, &cursor)
        let numbered = flags & Flags.fieldsNumberedByPosition == 0
        for _ in 0..<displayField {
            if numbered { _ = Self.varint(text, &cursor) }
            cursor += Self.varint(text, &cursor)
        }
        if numbered { _ = Self.varint(text, &cursor) }
        return layout.withDisplayName(at: Self.string(text, &cursor))
    }

    /// The string of the bytes at `range`. Made from a slice of the array, not a span: decoding a
    /// collection checks for ASCII first, which most names are, and validating a span checked every byte of
    /// them again (a tenth more instructions for `--format csv`).
    private func string(_ range: Range<Int>) -> String {
        let text = self.text
        return String(decoding: text[range], as: UTF8.self)
    }

    /// `body`'s result on the bytes of ``text`` in `range`.
    private func withBytes<Result>(in range: Range<Int>, _ body: (Span<UInt8>) -> Result) -> Result {
        let text = self.text
        return body(text.span.extracting(range))
    }

    /// Where the length-prefixed string at `cursor` is, moving `cursor` past it. A static function, not a
    /// local one capturing `cursor`: that one kept run-time exclusivity checks in the release build.
    @inline(__always)
    private static func string(_ text: Span<UInt8>, _ cursor: inout Int) -> Range<Int> {
        let length = varint(text, &cursor)
        defer { cursor += length }
        return cursor..<cursor + length
    }

    /// The LEB128 varint at `cursor`, moving `cursor` past it. Inlined with a one-byte fast path: nearly
    /// every number stored (field numbers, name lengths) is below 128, and writing JSON decodes about fifteen
    /// a record.
    @inline(__always)
    private static func varint(_ text: Span<UInt8>, _ cursor: inout Int) -> Int {
        let first = text[cursor]
        cursor += 1
        return first < 0x80 ? Int(first) : longVarint(text, &cursor, low: first)
    }

    /// Record `index`'s line, from the number stored for it (``Builder/storedLine(_:)``).
    private static func line(of index: Int, stored: Int) -> Int {
        let distance = stored >> 1 ^ -(stored & 1)  // zigzag
        return distance + index + 1
    }

    /// The rest of a varint whose first byte, `low`, had its continuation bit set.
    private static func longVarint(_ text: Span<UInt8>, _ cursor: inout Int, low: UInt8) -> Int {
        var value = Int(low & 0x7F), shift = 7
        while true {
            let byte = text[cursor]
            cursor += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// Collects records one at a time, then freezes them into a store.
    package struct Builder {
        /// The store's bytes, its room reserved ahead. Written a few pieces at a time into an output span
        /// (``write(atMost:_:)``): appended to the array byte by byte, a record's dozen small pieces each
        /// checked that the array was unique and had room and went through the generic copy, a third of
        /// resolving a TSV.
        private var text: [UInt8] = []
        /// How many bytes are written.
        private var length: Int { text.count }
        private var offsets: RisingOffsets
        /// Where the record begun has its flags byte, to clear ``Flags/fieldsNumberedByPosition`` in.
        private var flagsOffset = 0
        /// Where the record begun has its first field.
        private var fieldsOffset = 0
        /// How many fields the record begun has so far.
        private var fieldsAppended = 0
        private var fieldNames: [String] = []
        private var fieldNumbers: [String: Int] = [:]
        /// The previous record's field names and their numbers: records of one file nearly always have
        /// the same fields in the same order (the same header strings), so most look-ups end here.
        private var previousFields: [(name: String, number: Int)] = []
        private var firstLetterCounts: [Unicode.Scalar: Int] = [:]
        /// The counts of ASCII first letters (most of them), by value, apart: an array is cheaper per record
        /// than a dictionary.
        private var asciiFirstLetterCounts = [Int](repeating: 0, count: 128)
        private var sortsBySectionString = true
        /// What split the names of the records placed by their parts, once one was.
        private var splitter: NameSplitter?

        /// A builder expecting records from about `byteCount` bytes of input, so that its buffer never has
        /// to grow.
        ///
        /// Room for twice the input: a store holds every field plus a few bytes per field and the display
        /// name, about 1.65 times a short-field TSV such as `gen_names.py`'s. Growing past the room copies
        /// the whole buffer and, while it does, holds both copies: on a million names, 58 MB reserved
        /// grew to 116 MB and raised the peak by the old copy. Room never written costs no memory.
        package init(expectedByteCount byteCount: Int = 0) {
            self.init(expectedByteCount: byteCount, offsets: RisingOffsets())
        }

        /// A builder keeping its offsets in `offsets` (tests give offsets of fewer low bits).
        init(expectedByteCount byteCount: Int = 0, offsets: RisingOffsets) {
            // Pages of the room that are never written are never touched.
            text.reserveCapacity(max(byteCount * 2, Self.minimumRoom))
            self.offsets = offsets
            self.offsets.append(0)
        }

        /// The room a builder starts with when the input's size is not known.
        private static let minimumRoom = 4_096

        /// Writes at most `maximum` bytes at the end of what is written, with `body`; makes room first when
        /// there is too little (twice the room or more: growing copies what is written).
        @inline(__always)
        private mutating func write(atMost maximum: Int, _ body: (inout OutputSpan<UInt8>) -> Void) {
            text.append(addingCapacity: maximum, initializingWith: body)
        }

        /// Writes `value` as a LEB128 varint (at most 10 bytes).
        @inline(__always)
        private static func writeVarint(_ value: Int, to output: inout OutputSpan<UInt8>) {
            var value = UInt(bitPattern: value)
            while value >= 0x80 {
                output.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            output.append(UInt8(value))
        }

        /// Writes `bytes` after their length (a varint): at most 10 bytes more than `bytes`.
        @inline(__always)
        private static func writeLengthPrefixed(_ bytes: Span<UInt8>, to output: inout OutputSpan<UInt8>) {
            writeVarint(bytes.count, to: &output)
            output.append(copying: bytes)
        }

        package var count: Int { offsets.count - 1 }

        /// Adds a record of these fields (each given a number on its name's first use).
        package mutating func append(fields: [Field], line: Int, displayName: String, sectionKey: String, sortKey: String,
                                     splitBy splitter: NameSplitter? = nil) {
            beginRecord(line: line, displayName: displayName, sectionKey: sectionKey, sortKey: sortKey,
                        fieldCount: fields.count,
                        displayNameField: fields.firstIndex { $0.value == displayName }.map { ($0, displayName) },
                        splitBy: splitter)
            for (position, field) in fields.enumerated() {
                let number: Int
                if position < previousFields.count, previousFields[position].name == field.name {
                    number = previousFields[position].number
                } else {
                    number = self.fieldNumber(named: field.name)
                    if position < previousFields.count { previousFields[position] = (field.name, number) }
                    else { previousFields.append((field.name, number)) }
                }
                appendField(number: number, value: field.value.utf8Span.span)
            }
            endRecord()
        }

        /// Starts a record: what it is shown as and arranged by, and how many fields follow (each added
        /// with ``appendField(number:value:)``, then ``endRecord()``).
        ///
        /// - Parameters:
        ///   - displayNameField: A field that may hold the display name: its position among the fields to
        ///     come and its value. When the value is the display name, the record refers to the field instead
        ///     of holding the name twice.
        ///   - splitter: What split the display name to place the record, when it was split.
        package mutating func beginRecord(line: Int, displayName: String, sectionKey: String, sortKey: String, fieldCount: Int,
                                  displayNameField: (position: Int, value: String)? = nil, splitBy splitter: NameSplitter? = nil) {
            var flags: UInt8 = 0
            if let splitter {
                flags |= Flags.wasSplit
                if self.splitter == nil { self.splitter = splitter }
            }
            let displayField = displayNameField.flatMap { $0.value == displayName ? $0.position : nil }
            if displayField != nil { flags |= Flags.displayNameIsField }
            if sectionKey == displayName { flags |= Flags.sectionKeyIsDisplayName }
            if sortKey == sectionKey { flags |= Flags.sortKeyIsSectionKey } else { sortsBySectionString = false }
            flags |= Flags.fieldsNumberedByPosition
            appendVarint(storedLine(line))
            flagsOffset = length
            text.append(flags)
            count(firstLetter: LocalizedIndexCollation.firstLetter(of: sectionKey))
            if let displayField { appendVarint(displayField) } else { appendString(displayName) }
            if flags & Flags.sectionKeyIsDisplayName == 0 { appendString(sectionKey) }
            if flags & Flags.sortKeyIsSectionKey == 0 { appendString(sortKey) }
            appendVarint(fieldCount)
            beginFields()
        }

        /// What record `count`, on `line`, stores for its line: how far it is past line `count + 1`, zigzag
        /// encoded so that any line fits (a record of a CSV or TSV file is 0, or a small number after
        /// multi-line values).
        private func storedLine(_ line: Int) -> Int {
            let distance = line &- count &- 1
            return distance << 1 ^ distance >> (Int.bitWidth - 1)
        }

        /// Notes that the fields of the record begun start here.
        private mutating func beginFields() {
            fieldsOffset = length
            fieldsAppended = 0
        }

        /// Starts a record shown, sectioned and sorted by the value of one of its fields as it is (a name
        /// column's, most often): `value` is that field's UTF-8 and `position` its place among the
        /// `fieldCount` fields to come. The same record as ``beginRecord(line:displayName:sectionKey:sortKey:fieldCount:displayNameField:)``
        /// with the value's string for all three, without making the string.
        package mutating func beginRecord(line: Int, namedByField position: Int, value: Span<UInt8>,
                                          fieldCount: Int) {
            let stored = storedLine(line), start = length
            var flagsOffset = 0
            write(atMost: 31) { output in
                Self.writeVarint(stored, to: &output)
                flagsOffset = output.count
                output.append(Flags.displayNameIsField | Flags.sectionKeyIsDisplayName | Flags.sortKeyIsSectionKey
                    | Flags.fieldsNumberedByPosition)
                Self.writeVarint(position, to: &output)
                Self.writeVarint(fieldCount, to: &output)
            }
            self.flagsOffset = start + flagsOffset
            beginFields()
            count(firstLetterOf: value)
        }

        /// Starts a record shown by the value of one of its fields (a name column's), whose name `splitter`
        /// split to place it: sectioned and sorted by `key` (the split name in the list's order), or by the
        /// value as it is when `key` is nil (a Chinese, Japanese or Korean name). The same record as
        /// ``beginRecord(line:displayName:sectionKey:sortKey:fieldCount:displayNameField:splitBy:)`` without
        /// making a string.
        package mutating func beginRecord(line: Int, namedByField position: Int, value: Span<UInt8>,
                                          fieldCount: Int, key: Span<UInt8>?, splitBy splitter: NameSplitter?) {
            var flags = Flags.displayNameIsField | Flags.sortKeyIsSectionKey | Flags.fieldsNumberedByPosition
                | Flags.wasSplit
            if key == nil { flags |= Flags.sectionKeyIsDisplayName }
            if self.splitter == nil { self.splitter = splitter }
            let stored = storedLine(line), start = length
            var flagsOffset = 0
            // In room made once: three varints, the flags and the key.
            write(atMost: 41 + (key?.count ?? 0)) { output in
                Self.writeVarint(stored, to: &output)
                flagsOffset = output.count
                output.append(flags)
                Self.writeVarint(position, to: &output)
                if let key { Self.writeLengthPrefixed(key, to: &output) }
                Self.writeVarint(fieldCount, to: &output)
            }
            self.flagsOffset = start + flagsOffset
            beginFields()
            if let key { count(firstLetterOf: key) } else { count(firstLetterOf: value) }
        }

        /// Counts the first letter of `utf8` (the collation's call takes a buffer until it takes a span).
        private mutating func count(firstLetterOf utf8: Span<UInt8>) {
            count(firstLetter: LocalizedIndexCollation.firstLetter(ofUTF8: utf8))
        }

        private mutating func count(firstLetter letter: Unicode.Scalar?) {
            guard let letter else { return }
            if letter.isASCII { asciiFirstLetterCounts[Int(letter.value)] += 1 }
            else { firstLetterCounts[letter, default: 0] += 1 }
        }

        /// Adds a field of the record begun: the number of its name (``fieldNumber(named:)``) and its
        /// value's UTF-8 bytes.
        package mutating func appendField(number: Int, value: Span<UInt8>) {
            defer { fieldsAppended += 1 }
            if text[flagsOffset] & Flags.fieldsNumberedByPosition != 0 {
                if number == fieldsAppended {
                    write(atMost: 10 + value.count) { Self.writeLengthPrefixed(value, to: &$0) }
                    return
                }
                numberFieldsAppended()
            }
            writeField(number: number, value: value)
        }

        /// Adds the fields of the record begun (none added yet) at once: field `i` numbered `numbers[i]`, its
        /// value `bytes[range(i)]` (valid UTF-8). Fields numbered by their positions, as a CSV's columns nearly
        /// always are, go into room made once for all of them: room made per field cost a tenth of building the
        /// store.
        package mutating func appendFields(numbered numbers: FieldNumbers, of bytes: Span<UInt8>,
                                           at range: (Int) -> Range<Int>) {
            let count = numbers.count
            guard fieldsAppended == 0, numbers.arePositions, text[flagsOffset] & Flags.fieldsNumberedByPosition != 0 else {
                for field in 0..<count { appendField(number: numbers[field], value: bytes.extracting(range(field))) }
                return
            }
            var length = 0
            for field in 0..<count { length += range(field).count }
            write(atMost: length + 10 * count) { output in
                for field in 0..<count { Self.writeLengthPrefixed(bytes.extracting(range(field)), to: &output) }
            }
            fieldsAppended = count
        }

        /// Writes a field as its number, then its value's length and bytes.
        private mutating func writeField(number: Int, value: Span<UInt8>) {
            write(atMost: 20 + value.count) { output in
                Self.writeVarint(number, to: &output)
                Self.writeLengthPrefixed(value, to: &output)
            }
        }

        /// Stores the numbers of the fields of the record begun, which were left out because each was its
        /// position, before a field whose number is not: rewrites them each after its number and clears the
        /// record's ``Flags/fieldsNumberedByPosition``.
        private mutating func numberFieldsAppended() {
            let fields = Array(text[fieldsOffset..<length])
            text[flagsOffset] &= ~Flags.fieldsNumberedByPosition
            text.removeLast(length - fieldsOffset)
            let bytes = fields.span
            var cursor = 0
            for position in 0..<fieldsAppended {
                let value = RecordStore.string(bytes, &cursor)
                writeField(number: position, value: bytes.extracting(value))
            }
        }

        /// Ends the record begun.
        package mutating func endRecord() {
            offsets.append(length)
        }

        /// The number fields of this name are stored under, given on first use.
        package mutating func fieldNumber(named name: String) -> Int {
            if let number = fieldNumbers[name] { return number }
            fieldNames.append(name)
            fieldNumbers[name] = fieldNames.count - 1
            return fieldNames.count - 1
        }

        /// The store of every record appended, in order.
        package consuming func finish() -> RecordStore {
            for (value, count) in asciiFirstLetterCounts.enumerated() where count > 0 {
                firstLetterCounts[Unicode.Scalar(UInt8(value)), default: 0] += count
            }
            return RecordStore(text: text, offsets: offsets, fieldNames: fieldNames, firstLetterCounts: firstLetterCounts,
                               sortsBySectionString: sortsBySectionString, splitter: splitter)
        }

        private mutating func appendString(_ string: String) {
            let bytes = string.utf8Span.span
            write(atMost: 10 + bytes.count) { Self.writeLengthPrefixed(bytes, to: &$0) }
        }

        private mutating func appendVarint(_ value: Int) {
            write(atMost: 10) { Self.writeVarint(value, to: &$0) }
        }
    }
}

/// A record as it goes out: a view of one record of a ``RecordStore``, its fields and the strings it was
/// arranged by made on demand.
public struct SortedRecord: Sendable {
    /// The store holding the record.
    public let store: RecordStore
    /// The record's position in the store: its input order.
    public let index: Int

    /// The record's fields as read, in input order.
    public var fields: [Field] { store.fields(of: index) }
    /// The 1-based line the record starts on.
    public var line: Int { store.line(of: index) }
    /// What a person sees for the record (its display name, or the name built from its parts).
    public var displayName: String { store.displayName(of: index) }
    /// The string the record's section was chosen by (before the collation read it).
    public var sectionString: String { store.sectionString(of: index) }
    /// The string the record was sorted by within its section (before the collation read it).
    public var sortString: String { store.sortString(of: index) }
    /// The parts the record's full name was split into to place it, nil when it was not.
    public var nameParts: NameParts? { store.nameParts(of: index) }
}

extension SortedRecord {
    /// A record alone in its own store (tests, small documents).
    package init(fields: [Field], line: Int, displayName: String, sectionKey: String, sortKey: String) {
        var builder = RecordStore.Builder()
        builder.append(fields: fields, line: line, displayName: displayName, sectionKey: sectionKey, sortKey: sortKey)
        self.init(store: builder.finish(), index: 0)
    }
}

/// The store's numbers of a file's columns (``RecordStore/Builder/fieldNumber(named:)``), and whether each is
/// its column's position, as a CSV's nearly always are: found out once, not per record.
package struct FieldNumbers {
    private let numbers: [Int]
    /// Whether column `i` is numbered `i`, for every `i`.
    let arePositions: Bool

    package init(_ numbers: [Int]) {
        self.numbers = numbers
        arePositions = numbers.indices.allSatisfy { numbers[$0] == $0 }
    }

    var count: Int { numbers.count }

    subscript(column: Int) -> Int { numbers[column] }
}
