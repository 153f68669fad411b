import LocalizedIndexSupport

/// Memory that the threads of one arrangement use at once: the one place where the arrangement tells the
/// compiler that sharing is safe, because the compiler cannot see why.
///
/// Why unsafe code is here at all: arranging a million values on every core needs threads to write into
/// the same arrays (each value's section, the entries being sorted, the positions read off them, the
/// values copied into their sorted places) without a lock per element. Swift's arrays cannot be written by
/// two threads at once, so the threads share the arrays' storage through this wrapper instead.
///
/// The rules every use keeps (each is explained where the buffer is made):
/// - Threads write disjoint parts: no two threads ever write the same element, and no thread reads an
///   element another thread writes, until a hand-over.
/// - A hand-over is a join (``Threads``: every thread has finished before the call that started them
///   returns) or a ``Locked`` lock (the caller's thread reads keys, then says so under the lock).
/// - The memory outlives every thread given it: buffers are made in a `with…` call or `defer`-freed in the
///   function that starts the threads, and ``Threads`` joins them before that function goes on.
///
/// Values that are not `Sendable` may be copied through it too (``Arrangement/gather(_:at:parallelism:)``):
/// copying a value only reads its bits and retains what it references (an atomic count), runs none of its
/// code and touches none of its state, and the caller's thread waits in the call until every copy is done,
/// so the values are never used by two sides at once.
@usableFromInline
struct SharedBuffer<Element>: @unchecked Sendable {
    /// The memory, for the thread that holds this to read and write its own part of.
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>

    /// Shares `buffer`, which the caller keeps alive until every thread given it has finished.
    @inlinable
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

    /// Shares memory that threads only read.
    @inlinable
    init(readOnly buffer: UnsafeBufferPointer<Element>) { self.buffer = UnsafeMutableBufferPointer(mutating: buffer) }

    /// Element `index`; it must be written before this thread's last hand-over, or by this thread.
    @inlinable
    subscript(index: Int) -> Element {
        @inline(__always) get { buffer[index] }
        @inline(__always) nonmutating set { buffer[index] = newValue }
    }
}
