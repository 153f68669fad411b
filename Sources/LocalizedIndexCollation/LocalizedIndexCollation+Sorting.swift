import CMemoryHints

extension LocalizedIndexCollation {
    /// The strings sorted in this collation's order (UIKit's `sortedArray(from:collationStringSelector:)`).
    ///
    /// Stable: strings that compare equal (such as the same name spelled in NFC and NFD) keep their order.
    /// - Parameters:
    ///   - strings: The strings to sort.
    ///   - parallelism: Whether a long list may be sorted on every core; the result is the same.
    /// - Complexity: One ICU sort key per string, then a radix sort on the keys' bytes: O(*n* × *k*) for keys
    ///   that share at most *k* leading bytes.
    public func sorted<Strings: Sequence<String>>(_ strings: Strings, parallelism: Parallelism = .automatic) -> [String] {
        sorted(strings, by: { $0 }, parallelism: parallelism)
    }

    /// The values sorted by the string `key` gives for each, a key path such as `\Contact.familyName` or a
    /// closure, in this collation's order.
    ///
    /// Each value's key is read and turned into an ICU sort key once, not once per comparison (UIKit calls
    /// the selector on every comparison). Stable: values with equal keys keep their order.
    ///
    /// ```swift
    /// let byFamilyName = collation.sorted(contacts, by: \.familyName)
    /// ```
    /// - Parameters:
    ///   - values: The values to sort.
    ///   - key: The string each value is sorted by, read once per value on the calling thread.
    ///   - parallelism: Whether a long list may be sorted on every core; the result is the same.
    /// - Complexity: One ICU sort key per value, then a radix sort on the keys' bytes: O(*n* × *k*) for keys
    ///   that share at most *k* leading bytes.
    @inlinable
    public func sorted<Values: Sequence>(
        _ values: Values, by key: (Values.Element) throws -> String, parallelism: Parallelism = .automatic
    ) rethrows -> [Values.Element] {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) { try key(values[$0]) }
        return Self.gatherOnOneThread(values, at: sorted.positions[...])
    }

    /// The positions of `count` values in sorted order, as one section, the value at a position sorted by
    /// `keyAt` of it: the non-generic core of ``sorted(_:by:parallelism:)``. Keys are read as in
    /// ``sortedPositions(count:sectionCount:parallelism:keysAt:placing:)``.
    @usableFromInline
    func sortedPositions(count: Int, parallelism: Parallelism, keyAt: (Int) throws -> String) rethrows
        -> SortedPositions {
        let engine = engine
        return try sortedPositions(
            count: count, sectionCount: 1, parallelism: parallelism, keysAt: { (section: try keyAt($0), sort: nil) },
            placing: { keys, arena in
                arena.append(engine.sortString(for: keys.section), collator: engine.collator)
                return 0
            })
    }

    /// The positions of `count` values in section order, each section's sorted, the value at a position
    /// sectioned by `keysAt(position).section` and sorted by its `sort` (nil: by the same key): the
    /// non-generic core of the `sections(of:…)` calls.
    @usableFromInline
    func sortedPositions(
        count: Int, parallelism: Parallelism, keysAt: (Int) throws -> (section: String, sort: String?)
    ) rethrows -> SortedPositions {
        let engine = engine
        return try sortedPositions(
            count: count, sectionCount: engine.table.titles.count, parallelism: parallelism, keysAt: keysAt,
            placing: { keys, arena in
                engine.place(sectioning: keys.section, sorting: keys.sort ?? keys.section, keys: &arena)
            })
    }

    /// The positions of `count` values in `sectionCount` sections, the keys of the value at a position read
    /// by `keysAt` and placed (section returned, sort key appended to the arena) by `placing`.
    ///
    /// On one thread each value's keys are read as it is placed: no array of every key to fill and then free
    /// (for a million values that cost tens of milliseconds, a tenth of the whole). On several threads the
    /// keys are read on this thread, a chunk at a time and in order (`keysAt` calls the caller's closures,
    /// which need not be thread-safe), while the other threads place the chunks already read.
    private func sortedPositions(
        count: Int, sectionCount: Int, parallelism: Parallelism, keysAt: (Int) throws -> KeyBuffer.Keys,
        placing place: @Sendable (KeyBuffer.Keys, inout SortKeyArena) -> Int
    ) rethrows -> SortedPositions {
        let engine = engine
        let placed = { engine.rules.finishedPlacing(count: count) }
        guard Arrangement.threadCount(for: count, parallelism: parallelism) == 1 else {
            let keys = KeyBuffer(capacity: count)
            return try Arrangement.arrange(
                count: count, sectionCount: sectionCount, parallelism: parallelism,
                reading: { positions in for position in positions { keys.append(try keysAt(position)) } },
                placement: { position, arena in place(keys[position], &arena) }, placed: placed)
        }
        return try Arrangement.arrangeOnThisThread(
            count: count, sectionCount: sectionCount,
            placement: { position, arena in place(try keysAt(position), &arena) }, placed: placed)
    }

    /// The values in sections, ready to display: sections in section order, each with its values sorted.
    ///
    /// What an app writes around UIKit's `section(for:)` and `sortedArray(from:)`, in one call that reads
    /// each value's key once.
    ///
    /// ```swift
    /// for section in collation.sections(of: contacts, by: \.familyName) {
    ///     print(section.title, section.items.count)
    /// }
    /// ```
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - key: The string each value is sectioned and sorted by.
    ///   - keepingEmptySections: Whether sections with no value are included (as UIKit's table has a row
    ///     of sections for every title); by default they are left out.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections, each with its position in ``sectionTitles``.
    /// - Complexity: One section look-up and one ICU sort key per value, then a radix sort on the keys' bytes:
    ///   O(*n* × *k*) for keys that share at most *k* leading bytes.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        by key: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) {
            (section: try key(values[$0]), sort: nil)
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) { Self.gatherOnOneThread(values, at: $0) }
    }

    /// The values in sections, each placed by one string and sorted by another: a contact placed by its
    /// family name's reading and sorted by "family given", say.
    ///
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - sectionKey: The string that chooses each value's section.
    ///   - sortKey: The string each value is sorted by within its section.
    ///   - keepingEmptySections: Whether sections with no value are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        sectionedBy sectionKey: (Values.Element) throws -> String,
        sortedBy sortKey: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) {
            (section: try sectionKey(values[$0]), sort: try sortKey(values[$0]))
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) { Self.gatherOnOneThread(values, at: $0) }
    }

    /// Sections of the indices of values you keep in your own storage (columns of bytes, a memory-mapped
    /// file, a database page): each index's keys are asked for when it is placed, on whichever thread
    /// places it, and not kept, so no array of a million strings is built.
    ///
    /// ```swift
    /// let sections = collation.sections(ofIndices: names.indices, sectionedBy: { names[$0] },
    ///                                   sortedBy: { names[$0] })
    /// ```
    /// - Parameters:
    ///   - indices: The indices to arrange.
    ///   - sectionKey: The string that chooses an index's section. Called once per index, from several
    ///     threads at once unless `parallelism` is `.serial`.
    ///   - sortKey: The string an index is sorted by within its section, called as `sectionKey` is.
    ///   - keepingEmptySections: Whether sections with no index are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with its indices sorted.
    /// - Complexity: One section look-up and one ICU sort key per index, then a radix sort on the keys' bytes:
    ///   O(*n* × *k*) for keys that share at most *k* leading bytes.
    public func sections(
        ofIndices indices: Range<Int>,
        sectionedBy sectionKey: @Sendable (Int) -> String,
        sortedBy sortKey: @Sendable (Int) -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        let engine = engine
        return sections(ofIndices: indices, keepingEmptySections: keepingEmptySections, parallelism: parallelism) {
            engine.place(sectioning: sectionKey($0), sorting: sortKey($0), keys: &$1)
        }
    }

    /// Sections of the indices of values you keep in your own storage, each sectioned and sorted by one
    /// string: ``sections(ofIndices:sectionedBy:sortedBy:keepingEmptySections:parallelism:)`` with one key,
    /// asked for once per index instead of twice.
    ///
    /// ```swift
    /// let sections = collation.sections(ofIndices: names.indices, by: { names[$0] })
    /// ```
    /// - Parameters:
    ///   - indices: The indices to arrange.
    ///   - key: The string that chooses an index's section and sorts it within the section. Called once
    ///     per index, from several threads at once unless `parallelism` is `.serial`.
    ///   - keepingEmptySections: Whether sections with no index are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with its indices sorted.
    public func sections(
        ofIndices indices: Range<Int>,
        by key: @Sendable (Int) -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        let engine = engine
        return sections(ofIndices: indices, keepingEmptySections: keepingEmptySections, parallelism: parallelism) {
            let key = key($0)
            return engine.place(sectioning: key, sorting: key, keys: &$1)
        }
    }

    /// The sections of `indices`, each index placed (its section returned, its sort key appended to the
    /// arena) by `placement`.
    private func sections(
        ofIndices indices: Range<Int>, keepingEmptySections: Bool, parallelism: Parallelism,
        placement: @Sendable (Int, inout SortKeyArena) -> Int
    ) -> [IndexSection<Int>] {
        let first = indices.lowerBound
        let sorted = arrangedPositions(count: indices.count, parallelism: parallelism) { position, arena in
            placement(first + position, &arena)
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) { $0.map { first + Int($0) } }
    }

    /// The positions `0 ..< count` in sections, each placed by `placement`.
    private func arrangedPositions(
        count: Int, parallelism: Parallelism, placement: @Sendable (Int, inout SortKeyArena) -> Int
    ) -> SortedPositions {
        let engine = engine
        return Arrangement.arrange(
            count: count, sectionCount: engine.table.titles.count, parallelism: parallelism, reading: { _ in },
            placement: placement, placed: { engine.rules.finishedPlacing(count: count) })
    }

    /// Sections of what `items` makes of each section's positions, in the order `sorted` gives.
    @inlinable
    func sections<Item>(
        of sorted: SortedPositions, keepingEmptySections: Bool, items: (ArraySlice<UInt32>) -> [Item]
    ) -> [IndexSection<Item>] {
        let titles = sectionTitles, kinds = sectionKinds
        return sorted.sections(keepingEmpty: keepingEmptySections).map { section, range in
            IndexSection(title: titles[section], section: section, kind: kinds[section],
                         items: items(sorted.positions[range]))
        }
    }

    /// `positions.map { values[Int($0)] }`, on the calling thread.
    @inlinable
    static func gatherOnOneThread<Value>(_ values: [Value], at positions: ArraySlice<UInt32>) -> [Value] {
        // Not for none: `Array(unsafeUninitializedCapacity: 0)` writes into the empty-array singleton that
        // every thread's empty arrays share (a race under ThreadSanitizer).
        guard !positions.isEmpty else { return [] }
        return [Value](unsafeUninitializedCapacity: positions.count) { output, initialized in
            copy(values, at: positions, offsets: 0..<positions.count, into: output)
            initialized = positions.count
        }
    }

    /// Initializes `output[i]` to `values[positions[positions.startIndex + i]]` for each `i` in `offsets`.
    ///
    /// Positions in sorted order are scattered over `values`, so each copy would wait on memory: the value
    /// ``gatherLookahead`` offsets ahead is asked for first. One million names (16 MB of strings), one
    /// thread: 40 ms of copying without, 12 ms with.
    @inlinable
    static func copy<Value>(_ values: [Value], at positions: ArraySlice<UInt32>, offsets: Range<Int>,
                            into output: UnsafeMutableBufferPointer<Value>) {
        values.withUnsafeBufferPointer { values in
            positions.withUnsafeBufferPointer { positions in
                guard let first = values.baseAddress else { return }
                for offset in offsets {
                    let ahead = offset &+ gatherLookahead
                    if ahead < offsets.upperBound { lic_prefetch_for_reading(first + Int(positions[ahead])) }
                    output.initializeElement(at: offset, to: values[Int(positions[offset])])
                }
            }
        }
    }

    /// How far ahead ``copy(_:at:offsets:into:)`` prefetches: enough copies to cover a trip to memory.
    @inlinable
    static var gatherLookahead: Int { 12 }
}

/// One section of values, ready to display.
public struct IndexSection<Item> {
    /// Makes a section.
    @inlinable
    public init(title: String, section: Int, kind: SectionKind, items: [Item]) {
        self.title = title
        self.section = section
        self.kind = kind
        self.items = items
    }

    /// The section's title, as in ``LocalizedIndexCollation/sectionTitles``.
    public var title: String
    /// The section's position in ``LocalizedIndexCollation/sectionTitles``.
    public var section: Int
    /// What the section holds.
    public var kind: SectionKind
    /// The section's values, sorted.
    public var items: [Item]
}

extension IndexSection: Sendable where Item: Sendable {}
extension IndexSection: Equatable where Item: Equatable {}
