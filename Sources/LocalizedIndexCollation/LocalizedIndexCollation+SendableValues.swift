/// The sorting calls for values that can be shared between threads (`Sendable`, as `String`, a struct of
/// strings or an actor-free model type mostly are): the same results as the general calls, with the last
/// step, copying each value into its place in the sorted sections, also done on every core.
///
/// Swift picks these whenever the values are `Sendable`. On a million names that copy is a random read per
/// value, about a tenth of the whole arrangement on two cores.
extension LocalizedIndexCollation {
    /// The values sorted by the string `key` gives for each, in this collation's order:
    /// ``sorted(_:by:parallelism:)`` for `Sendable` values, which are also put in order on every core.
    ///
    /// - Parameters:
    ///   - values: The values to sort.
    ///   - key: The string each value is sorted by, read once per value on the calling thread.
    ///   - parallelism: Whether a long list may be sorted on every core; the result is the same.
    @inlinable
    public func sorted<Values: Sequence>(
        _ values: Values, by key: (Values.Element) throws -> String, parallelism: Parallelism = .automatic
    ) rethrows -> [Values.Element] where Values.Element: Sendable {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) { try key(values[$0]) }
        return Self.gather(values, at: sorted.positions[...], parallelism: parallelism)
    }

    /// The values in sections, ready to display: ``sections(of:by:keepingEmptySections:parallelism:)`` for
    /// `Sendable` values, which are also put in their sections on every core.
    ///
    /// - Parameters:
    ///   - values: The values to arrange.
    ///   - key: The string each value is sectioned and sorted by.
    ///   - keepingEmptySections: Whether sections with no value are included.
    ///   - parallelism: Whether a long list may be arranged on every core; the result is the same.
    @inlinable
    public func sections<Values: Sequence>(
        of values: Values,
        by key: (Values.Element) throws -> String,
        keepingEmptySections: Bool = false,
        parallelism: Parallelism = .automatic
    ) rethrows -> [IndexSection<Values.Element>] where Values.Element: Sendable {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) {
            (section: try key(values[$0]), sort: nil)
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) {
            Self.gather(values, at: $0, parallelism: parallelism)
        }
    }

    /// The values in sections, each placed by one string and sorted by another:
    /// ``sections(of:sectionedBy:sortedBy:keepingEmptySections:parallelism:)`` for `Sendable` values, which
    /// are also put in their sections on every core.
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
    ) rethrows -> [IndexSection<Values.Element>] where Values.Element: Sendable {
        let values = Array(values)
        let sorted = try sortedPositions(count: values.count, parallelism: parallelism) {
            (section: try sectionKey(values[$0]), sort: try sortKey(values[$0]))
        }
        return sections(of: sorted, keepingEmptySections: keepingEmptySections) {
            Self.gather(values, at: $0, parallelism: parallelism)
        }
    }

    /// ``gatherOnOneThread(_:at:)``, in contiguous parts on several threads when there are enough
    /// positions; the same array either way.
    @inlinable
    static func gather<Value: Sendable>(
        _ values: [Value], at positions: ArraySlice<UInt32>, parallelism: Parallelism
    ) -> [Value] {
        let parts = gatherParts(of: positions.count, parallelism: parallelism)
        guard parts.count > 1 else { return gatherOnOneThread(values, at: positions) }
        return [Value](unsafeUninitializedCapacity: positions.count) { buffer, initialized in
            let output = UncheckedSendable(buffer)
            onThreads(parts) { _, offsets in copy(values, at: positions, offsets: offsets, into: output.value) }
            initialized = positions.count
        }
    }

    /// `0 ..< count` cut into one contiguous part per thread that arranging that many values uses.
    @usableFromInline
    static func gatherParts(of count: Int, parallelism: Parallelism) -> [Range<Int>] {
        Arrangement.contiguousParts(of: count, parts: Arrangement.threadCount(for: count, parallelism: parallelism))
    }

    /// Runs `body` for each part on its own thread (``Arrangement``'s threads, for inlinable callers).
    @usableFromInline
    static func onThreads(_ parts: [Range<Int>], _ body: @Sendable (Int, Range<Int>) -> Void) {
        Arrangement.forEach(parts, body)
    }
}

/// A value that threads may share because each touches its own part of it: here, a buffer whose disjoint
/// ranges different threads initialize.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}
