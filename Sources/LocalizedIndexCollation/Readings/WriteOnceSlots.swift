import Synchronization

/// A fixed number of slots, each set at most once and read by any thread without a lock: what a table of
/// things made on first need and then read millions of times wants (each character's readings).
///
/// Unsafe code is here, apart from the arrangement's, because it is a concern of its own: a lock-free
/// table of references. The atomics must stay at one address (allocated by hand), and the references are
/// kept as their bits, retained by hand, so that a reader borrows an object without retaining it (a retain
/// and release per character read cost more than the read).
///
/// A slot holds a reference to an immutable object, published with release ordering and read with acquire
/// ordering, so a reader that sees it sees the object whole. Reading lends the object to a closure without
/// retaining it: the slots keep every object alive until they are freed themselves.
///
/// Sound because the slots are allocated and initialized in `init` and freed only in `deinit`, every slot
/// index is checked against ``count``, a slot's bits are either 0 or a reference retained once (by the
/// one `store` whose exchange succeeded, released in `deinit`), and a lent reference does not outlive the
/// call that lends it.
@safe
final class WriteOnceSlots<Element: AnyObject & Sendable>: @unchecked Sendable {
    /// Each slot's object as the bits of an unmanaged, retained reference; 0 for an empty slot.
    private let slots: UnsafeMutablePointer<Atomic<UInt>>
    /// The number of slots.
    let count: Int

    /// `count` empty slots.
    init(count: Int) {
        self.count = count
        unsafe slots = .allocate(capacity: count)
        for slot in 0..<count { unsafe (slots + slot).initialize(to: Atomic(0)) }
    }

    deinit {
        for slot in 0..<count {
            let bits = unsafe slots[slot].load(ordering: .relaxed)
            if bits != 0 { unsafe Unmanaged<Element>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
        }
        unsafe slots.deinitialize(count: count)
        unsafe slots.deallocate()
    }

    /// `body` of the object in slot `slot`, or of nil while the slot is empty.
    @inline(__always)
    func withElement<Result>(at slot: Int, _ body: (Element?) -> Result) -> Result {
        precondition(UInt(bitPattern: slot) < UInt(bitPattern: count), "slot out of range")
        let bits = unsafe slots[slot].load(ordering: .acquiring)
        guard bits != 0 else { return body(nil) }
        return unsafe Unmanaged<Element>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)._withUnsafeGuaranteedRef { body($0) }
    }

    /// Puts `element` in slot `slot` unless another thread filled it first; either way, `body` of what the
    /// slot holds afterwards.
    func store<Result>(_ element: Element, at slot: Int, _ body: (Element) -> Result) -> Result {
        precondition(UInt(bitPattern: slot) < UInt(bitPattern: count), "slot out of range")
        let bits = unsafe UInt(bitPattern: Unmanaged.passRetained(element).toOpaque())
        let (exchanged, original) = unsafe slots[slot].compareExchange(
            expected: 0, desired: bits, successOrdering: .releasing, failureOrdering: .acquiring)
        if exchanged { return body(element) }
        unsafe Unmanaged<Element>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release()
        return unsafe Unmanaged<Element>.fromOpaque(UnsafeRawPointer(bitPattern: original)!)._withUnsafeGuaranteedRef { body($0) }
    }
}

/// One reference made on first need, at most once kept, then read by any thread with one acquiring load and
/// no lock: a ``WriteOnceSlots`` of one slot.
///
/// Not Synchronization's `AtomicLazyReference`: this toolchain does not specialize its `load()`, and each call
/// looked its generic metadata up in the runtime's locked cache (perf, 10,000 mixed names placed in Chinese:
/// 0.2 ms of an 8 ms call, for the composer every Han name asks for).
final class WriteOnceReference<Element: AnyObject & Sendable>: Sendable {
    private let slot = WriteOnceSlots<Element>(count: 1)

    /// The element, made by `make` if there is none yet. Threads that make one at the same time all get the
    /// one kept; the others' are dropped.
    func value(orMake make: () -> Element) -> Element {
        if let known = slot.withElement(at: 0, { $0 }) { return known }
        return slot.store(make(), at: 0) { $0 }
    }
}
