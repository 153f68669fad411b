internal import CMemoryHints
import LocalizedIndexSupport

/// Prefetch hints for the loops that read scattered memory in an order known ahead, and pages given back
/// early: the only door to the `CMemoryHints` C module, which Swift has no spelling for.
///
/// Imported `internal`, and reached from inlinable code only through ``prefetch(elementsOf:stride:at:)``,
/// which is not inlinable: a client of the library never sees the C module, so it needs none of its
/// headers to build, and the module can change without a client noticing.
///
/// Unsafe code: the hints take addresses. A prefetch never faults, whatever the address, so its only
/// requirement is none; releasing pages needs memory the caller owns and reads no more before it is freed
/// (``SharedBuffer/releasePages(of:)``, its one caller, checks the range and states the rest).
@usableFromInline
enum MemoryHints {
    /// Asks for the cache line at `address` to be loaded for reading, without waiting for it.
    @inline(__always)
    static func prefetchForReading(_ address: UnsafeRawPointer) {
        unsafe lic_prefetch_for_reading(address)
    }

    /// Gives the whole pages of `buffer`'s memory back to the system, which then reads as zeros: for memory
    /// read for the last time before it is freed, so that the process's peak does not count it and what
    /// replaces it at once.
    static func releasePages<Element>(of buffer: UnsafeMutableBufferPointer<Element>) {
        guard let start = buffer.baseAddress else { return }
        unsafe lic_release_pages(start, buffer.count * MemoryLayout<Element>.stride)
    }

    /// Asks for the elements at `positions` of an array whose storage starts at `base` and holds one element
    /// every `stride` bytes: what ``Arrangement/copy(_:at:into:)`` will copy next (through ``SharedBuffer/prefetch(elementsAt:)``).
    ///
    /// One call per block of positions, from the inlinable copy loop: the loop itself is specialized in the
    /// caller's code for the values' type, while the hint stays inside the library.
    @usableFromInline
    static func prefetch(elementsOf base: UnsafeRawPointer, stride: Int, at positions: UnsafeBufferPointer<UInt32>) {
        for unsafe position in unsafe positions { unsafe lic_prefetch_for_reading(base + stride &* Int(position)) }
    }
}
