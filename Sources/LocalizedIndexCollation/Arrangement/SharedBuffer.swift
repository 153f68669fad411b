import LocalizedIndexSupport

/// Memory that the threads of one arrangement use at once: the one place where the arrangement tells the
/// compiler that sharing is safe, because the compiler cannot see why.
///
/// Why unsafe code is here at all: arranging a million values on every core needs threads to write into
/// the same arrays (each value's section, the entries being sorted, the positions read off them, the
/// values copied into their sorted places) without a lock per element. Swift's arrays cannot be written by
/// two threads at once, so the threads share the arrays' storage through this wrapper instead.
///
/// What it hands out is bounds-checked: elements by index, spans of ranges (read-only, or mutable for a
/// range one thread owns), an output span per part of an array being made. Its invariant, which makes
/// that sound and which every use keeps (each is explained where the buffer is made):
/// - The memory outlives every thread given it: a buffer exists only inside a `sharing…` call or
///   ``array(count:initializingParts:_:)``, over an array pinned for the call, and ``Threads`` joins every
///   thread before that call returns; no buffer is kept past it.
/// - Threads write disjoint parts: no two threads ever write the same element, and no thread reads an
///   element another thread writes, until a hand-over (a join, or a ``Locked`` lock: the caller's thread
///   reads keys, then says so under the lock). A buffer shared `readOnly` is never written.
/// - Elements left unwritten (``uninitializedArray(count:_:)``) are plain bits (`BitwiseCopyable`), every
///   one of which is written before the array is read.
///
/// Values that are not `Sendable` may be copied through it too (``Arrangement/gather(_:at:parallelism:)``):
/// copying a value only reads its bits and retains what it references (an atomic count), runs none of its
/// code and touches none of its state, and the caller's thread waits in the call until every copy is done,
/// so the values are never used by two sides at once.
@safe @usableFromInline
struct SharedBuffer<Element>: @unchecked Sendable {
    /// The memory, for the thread that holds this to read and write its own part of.
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>

    @inlinable
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { unsafe self.buffer = buffer }

    /// The number of elements.
    @inlinable
    var count: Int { unsafe buffer.count }

    /// Calls `body` with `array`'s storage shared, for threads that each write their own elements.
    @inlinable
    static func sharing<Result>(_ array: inout [Element], _ body: (SharedBuffer) throws -> Result) rethrows -> Result {
        try unsafe array.withUnsafeMutableBufferPointer { try body(unsafe SharedBuffer($0)) }
    }

    /// Calls `body` with `array`'s storage shared, for threads that only read it.
    @inlinable
    static func sharing<Result>(readOnly array: [Element], _ body: (SharedBuffer) throws -> Result) rethrows -> Result {
        try sharing(readOnly: array[...], body)
    }

    /// Calls `body` with `slice`'s storage shared, for threads that only read it.
    @inlinable
    static func sharing<Result>(readOnly slice: ArraySlice<Element>, _ body: (SharedBuffer) throws -> Result)
        rethrows -> Result {
        try unsafe slice.withUnsafeBufferPointer { try body(unsafe SharedBuffer(UnsafeMutableBufferPointer(mutating: $0))) }
    }

    /// Element `index`; it must be written before this thread's last hand-over, or by this thread.
    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return unsafe buffer[index]
        }
        @inline(__always) nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            unsafe buffer[index] = newValue
        }
    }

    /// Calls `body` with the elements of `range`, which no thread writes during the call.
    @inlinable @inline(__always)
    func withSpan<Result>(of range: Range<Int>, _ body: (Span<Element>) throws -> Result) rethrows -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return try unsafe body(Span(_unsafeElements: UnsafeBufferPointer(buffer.extracting(range))))
    }

    /// Calls `body` with the elements of `range` to change, which this thread alone reads or writes during
    /// the call.
    @inlinable @inline(__always)
    func withMutableSpan<Result>(of range: Range<Int>, _ body: (inout MutableSpan<Element>) throws -> Result)
        rethrows -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        var span = unsafe MutableSpan(_unsafeElements: buffer.extracting(range))
        return try body(&span)
    }

    /// Asks for element `index` to be loaded for reading, without waiting for it (an index past the end asks
    /// for nothing harmful: a prefetch never faults).
    @inline(__always)
    func prefetch(at index: Int) {
        guard let base = unsafe buffer.baseAddress else { return }
        unsafe MemoryHints.prefetchForReading(UnsafeRawPointer(base) + index &* MemoryLayout<Element>.stride)
    }

    /// Asks for the elements at `positions` to be loaded: what the caller will read next.
    @inlinable
    func prefetch(elementsAt positions: Span<UInt32>) {
        guard let base = unsafe buffer.baseAddress else { return }
        unsafe positions.withUnsafeBufferPointer { positions in
            unsafe MemoryHints.prefetch(elementsOf: UnsafeRawPointer(base), stride: MemoryLayout<Element>.stride,
                                        at: positions)
        }
    }

    /// Gives the whole pages of the elements in `range` back to the system: for elements read for the last
    /// time (they read as zeros afterwards), owned by this thread.
    func releasePages(of range: Range<Int>) where Element: BitwiseCopyable {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        unsafe MemoryHints.releasePages(of: buffer.extracting(range))
    }

    /// An array of `count` elements made by `body` on several threads, its storage shared: each thread
    /// writes the elements it is given. Its elements are plain bits, so none needs initializing before it is
    /// written, and untouched pages cost no memory until then; `body` must write every one.
    ///
    /// Never made empty: `Array(unsafeUninitializedCapacity: 0)` writes into the empty-array singleton that
    /// every thread's empty arrays share (a race under ThreadSanitizer).
    static func uninitializedArray(count: Int, _ body: (SharedBuffer) throws -> Void) rethrows -> [Element]
        where Element: BitwiseCopyable {
        guard count > 0 else { return [] }
        return try unsafe [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            try body(unsafe SharedBuffer(buffer))
            initialized = count
        }
    }

    /// An array of `count` elements initialized on several threads, `parts` (contiguous ranges covering
    /// `0 ..< count` in order) each by `body(part, range, &output)` on a thread of its own, which must append
    /// exactly `range.count` elements to `output`.
    @inlinable
    static func array(
        count: Int, initializingParts parts: [Range<Int>],
        _ body: @Sendable (Int, Range<Int>, inout OutputSpan<Element>) -> Void
    ) -> [Element] {
        // Not for none: `Array(unsafeUninitializedCapacity: 0)` writes into the shared empty-array singleton.
        guard count > 0 else { return [] }
        var end = 0
        for part in parts {
            precondition(part.lowerBound == end, "parts must cover the array in order")
            end = part.upperBound
        }
        precondition(end == count, "parts must cover the array")
        return unsafe [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let shared = unsafe SharedBuffer(buffer)
            Threads.forEach(parts) { part, range in
                let room = unsafe shared.buffer.extracting(range)
                var output = unsafe OutputSpan(buffer: room, initializedCount: 0)
                body(part, range, &output)
                precondition(output.count == range.count, "a part was not initialized whole")
                _ = unsafe output.finalize(for: room)
            }
            initialized = count
        }
    }
}
