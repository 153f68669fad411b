extension LocalizedIndexCollation {
    /// The strings sorted in this collation's order (UIKit's `sortedArray(from:collationStringSelector:)`).
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: "sv")
    /// collation.sorted(["Örjan", "Anna", "Zorn"])   // ["Anna", "Zorn", "Örjan"]
    /// ```
    ///
    /// Stable: strings that compare equal (such as the same name spelled in NFC and NFD) keep their order.
    /// The same order as `strings.sorted(using: comparator)` (``comparator``), computed faster: each
    /// string's sort key is made once, not once per comparison.
    ///
    /// - Parameters:
    ///   - strings: The strings to sort.
    ///   - parallelism: Whether a long list may be sorted on every core; the result is the same.
    /// - Returns: The strings in this collation's order.
    /// - Complexity: One ICU sort key per string, then a radix sort on the keys' bytes: O(*n* × *k*) for keys
    ///   that share at most *k* leading bytes.
    @inlinable
    public func sorted<Strings: Sequence<String>>(_ strings: Strings, parallelism: Parallelism = .automatic) -> [String] {
        sorted(strings, on: { $0 }, parallelism: parallelism)
    }

    /// The values sorted on the string `key` gives for each, a key path such as `\Contact.familyName` or a
    /// closure, in this collation's order.
    ///
    /// ```swift
    /// let byFamilyName = collation.sorted(contacts, on: \.familyName)
    /// ```
    ///
    /// Each value's key is read and turned into an ICU sort key once, not once per comparison (UIKit calls
    /// the selector on every comparison). Stable: values with equal keys keep their order. `key` runs on the
    /// calling thread only, so it need not be thread-safe; with several threads the values are also copied
    /// into their sorted places on every core.
    ///
    /// - Parameters:
    ///   - values: The values to sort.
    ///   - key: The string each value is sorted on, read once per value, in order, on the calling thread.
    ///   - parallelism: Whether a long list may be sorted on every core; the result is the same.
    /// - Returns: The values in the order of their keys.
    /// - Throws: The first error `key` throws; no value after it is read.
    /// - Complexity: One ICU sort key per value, then a radix sort on the keys' bytes: O(*n* × *k*) for keys
    ///   that share at most *k* leading bytes.
    @inlinable
    public func sorted<Values: Sequence>(
        _ values: Values, on key: (Values.Element) throws -> String, parallelism: Parallelism = .automatic
    ) rethrows -> [Values.Element] {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) { try key(values[$0]) }
        return Arrangement.gather(values, at: sorted.positions[...], parallelism: parallelism)
    }

    /// The values in sections, ready to display: sections in section order, each with its values sorted, a
    /// value's section and place chosen by the string `key` gives for it.
    ///
    /// What an app writes around UIKit's `section(for:collationStringSelector:)` and
    /// `sortedArray(from:collationStringSelector:)`, in one call that reads each value's key once.
    ///
    /// ```swift
    /// for section in collation.sections(of: contacts, on: \.familyName) {
    ///     print(section.title, section.items.count)
    /// }
    /// ```
    ///
    /// `key` runs on the calling thread only, so it need not be thread-safe; with several threads the values
    /// are also copied into their sections on every core.
    ///
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - key: The string each value is sectioned and sorted on, read once per value, in order, on the
    ///     calling thread.
    ///   - keepingEmptySections: Whether sections with no value are included (as UIKit's table has a row
    ///     of sections for every title); by default they are left out.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with its position in ``sectionTitles``.
    /// - Throws: The first error `key` throws; no value after it is read.
    /// - Complexity: One section look-up and one ICU sort key per value, then a radix sort on the keys' bytes:
    ///   O(*n* × *k*) for keys that share at most *k* leading bytes.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        on key: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) {
            (section: try key(values[$0]), sort: nil)
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) {
            Arrangement.gather(values, at: $0, parallelism: parallelism)
        }
    }

    /// The values in sections, each placed by one string and sorted within its section by another: a
    /// contact placed by its family name's reading and sorted by "family given", say.
    ///
    /// ```swift
    /// let sections = collation.sections(of: contacts, sectionedBy: \.familyName, sortedBy: \.fullName)
    /// ```
    ///
    /// Both keys run on the calling thread only, so they need not be thread-safe.
    ///
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - sectionKey: The string that chooses each value's section, read once per value.
    ///   - sortString: The string each value is sorted on within its section, read once per value.
    ///   - keepingEmptySections: Whether sections with no value are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with its values sorted.
    /// - Throws: The first error either key throws; no value after it is read.
    /// - Complexity: As ``sections(of:on:keepingEmptySections:parallelism:)``, with two ICU calls per value.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        sectionedBy sectionKey: (Values.Element) throws -> String,
        sortedBy sortString: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) rethrows -> [IndexSection<Values.Element>] {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) {
            (section: try sectionKey(values[$0]), sort: try sortString(values[$0]))
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) {
            Arrangement.gather(values, at: $0, parallelism: parallelism)
        }
    }

    /// Sections of the indices of values you keep in your own storage (columns of bytes, a memory-mapped
    /// file, a database page), each index sectioned and sorted on the string `key` gives for it.
    ///
    /// ```swift
    /// let sections = collation.sections(ofIndices: names.indices, concurrentlyOn: { names[$0] })
    /// ```
    ///
    /// Unlike ``sections(of:on:keepingEmptySections:parallelism:)``, each key is asked for when its index
    /// is placed, on whichever thread places it, and not kept: no array of a million strings is built.
    ///
    /// - Parameters:
    ///   - indices: The indices to arrange.
    ///   - key: The string that chooses an index's section and sorts it within the section. Called once
    ///     per index, from several threads at once unless `parallelism` is ``Parallelism/serial``: the
    ///     label says so (a key run on the calling thread, that may throw, is `on:` of
    ///     ``sections(of:on:keepingEmptySections:parallelism:)``).
    ///   - keepingEmptySections: Whether sections with no index are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with its indices sorted.
    /// - Complexity: As ``sections(of:on:keepingEmptySections:parallelism:)``.
    public func sections(
        ofIndices indices: Range<Int>,
        concurrentlyOn key: @Sendable (Int) -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        let engine = engine
        return sections(ofIndices: indices, keepingEmptySections: keepingEmptySections, parallelism: parallelism) {
            let key = key($0)
            return engine.place(sectioning: key, sorting: key, keys: &$1)
        }
    }

    /// ``sections(ofIndices:concurrentlyOn:keepingEmptySections:parallelism:)`` with each key given as its UTF-8 bytes:
    /// `withKey(index, place)` calls `place` with the bytes of the index's key, which must be valid UTF-8, and
    /// returns what it returns. For storage that holds its strings as bytes (a contact file's record store):
    /// nearly every key is then placed from its bytes, without a string made of them. The reading of each
    /// key the collation read is noted in `readings`, when given, under the key's index.
    package func sections(
        ofIndices indices: Range<Int>,
        concurrentlyOnUTF8 withKey: @Sendable (Int, (Span<UInt8>) -> Int) -> Int,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic,
        notingReadingsIn readings: NotedReadings? = nil
    ) -> [IndexSection<Int>] {
        let engine = engine
        return sections(ofIndices: indices, keepingEmptySections: keepingEmptySections, parallelism: parallelism) {
            index, arena in withKey(index) { engine.place(utf8: $0, keys: &arena, notingReadingIn: readings, at: index) }
        }
    }

    /// Sections of the indices of values you keep in your own storage, each index placed by one string and
    /// sorted within its section by another.
    ///
    /// ```swift
    /// let sections = collation.sections(ofIndices: rows.indices, concurrentlySectionedBy: { families[$0] },
    ///                                   sortedBy: { fullNames[$0] })
    /// ```
    ///
    /// - Parameters:
    ///   - indices: The indices to arrange.
    ///   - sectionKey: The string that chooses an index's section. Called once per index, from several
    ///     threads at once unless `parallelism` is ``Parallelism/serial``.
    ///   - sortString: The string an index is sorted on within its section, called as `sectionKey` is.
    ///   - keepingEmptySections: Whether sections with no index are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with its indices sorted.
    /// - Complexity: As ``sections(of:on:keepingEmptySections:parallelism:)``, with two ICU calls per index.
    public func sections(
        ofIndices indices: Range<Int>,
        concurrentlySectionedBy sectionKey: @Sendable (Int) -> String,
        sortedBy sortString: @Sendable (Int) -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        let engine = engine
        return sections(ofIndices: indices, keepingEmptySections: keepingEmptySections, parallelism: parallelism) {
            engine.place(sectioning: sectionKey($0), sorting: sortString($0), keys: &$1)
        }
    }

    /// Sections of values already placed: each placement's index in `placements` in its ``Placement/section``,
    /// sorted by its ``Placement/sortKey`` (equal keys in index order). No string is read or compared again:
    /// the sections are those the placed strings would have been arranged in, so a program that needs both
    /// the sections and every value's placement (a database export) places each value once.
    ///
    /// ```swift
    /// let placements = collation.placements(ofIndices: names.indices, concurrentlySectionedBy: { names[$0] })
    /// let sections = collation.sections(ofPlacements: placements)   // as sections(of: names)
    /// ```
    ///
    /// - Parameters:
    ///   - placements: Placements this collation made (``placement(of:)``,
    ///     ``placements(ofIndices:concurrentlySectionedBy:sortedBy:parallelism:)``).
    ///   - keepingEmptySections: Whether sections with no placement are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    /// - Returns: The sections in order, each with the indices of its placements, sorted.
    /// - Complexity: O(*n* *m*) for *n* placements of keys of length *m*, no ICU call.
    public func sections(
        ofPlacements placements: [Placement],
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) -> [IndexSection<Int>] {
        let sectionCount = sectionTitles.count
        return sections(ofIndices: placements.indices, keepingEmptySections: keepingEmptySections,
                        parallelism: parallelism) { index, arena in
            let placement = placements[index]
            precondition((0..<sectionCount).contains(placement.section),
                         "placement \(index) is in section \(placement.section), not one of this collation's \(sectionCount)")
            arena.append(keyBytes: placement.sortKey.bytes)
            return placement.section
        }
    }
}

// MARK: The non-generic core

extension LocalizedIndexCollation {
    /// A value's section key and, when it is sorted by another, its sort key.
    private typealias ValueKeys = (section: String, sort: String?)

    /// The positions of `count` values in sorted order, as one section, the value at a position sorted on
    /// `keyAt` of it: the non-generic core of ``sorted(_:on:parallelism:)``. Keys are read as in
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
    /// sectioned by `keysAt(position).section` and sorted on its `sort` (nil: on the same key): the
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
        count: Int, sectionCount: Int, parallelism: Parallelism, keysAt: (Int) throws -> ValueKeys,
        placing place: @Sendable (ValueKeys, inout SortKeyArena) -> Int
    ) rethrows -> SortedPositions {
        guard Arrangement.threadCount(for: count, parallelism: parallelism) == 1 else {
            // Each chunk's keys, read here, go whole to the thread that places the chunk.
            return try Arrangement.arrange(
                count: count, sectionCount: sectionCount, parallelism: parallelism,
                reading: { positions in
                    var keys: [ValueKeys] = []
                    keys.reserveCapacity(positions.count)
                    for position in positions { keys.append(try keysAt(position)) }
                    return keys
                },
                placement: { keys, offset, arena in place(keys[offset], &arena) })
        }
        return try Arrangement.arrangeOnThisThread(
            count: count, sectionCount: sectionCount,
            placement: { position, arena in place(try keysAt(position), &arena) })
    }

    /// The sections of `indices`, each index placed (its section returned, its sort key appended to the
    /// arena) by `placement`.
    private func sections(
        ofIndices indices: Range<Int>, keepingEmptySections: Bool, parallelism: Parallelism,
        placement: @Sendable (Int, inout SortKeyArena) -> Int
    ) -> [IndexSection<Int>] {
        let first = indices.lowerBound, count = indices.count, engine = engine
        let sorted = Arrangement.arrange(
            count: count, sectionCount: engine.table.titles.count, parallelism: parallelism, reading: { $0 },
            placement: { positions, offset, arena in placement(first + positions.lowerBound + offset, &arena) })
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) { $0.map { first + Int($0) } }
    }

    /// Sections of what `items` makes of each section's positions, in the order `sorted` gives.
    @inlinable
    func sections<Item>(
        of sorted: SortedPositions, keepingEmptySections: Bool, items: (ArraySlice<UInt32>) -> [Item]
    ) -> [IndexSection<Item>] {
        let titles = sectionTitles, kinds = sectionKinds
        return sorted.sections(keepingEmpty: keepingEmptySections).map { section, range in
            IndexSection(title: titles[section], index: section, kind: kinds[section],
                         items: items(sorted.positions[range]))
        }
    }
}
