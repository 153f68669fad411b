#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a pthread mutex: what `Synchronization.Mutex` is for, in a form ThreadSanitizer sees.
///
/// Unsafe code is here because a pthread mutex and condition variable must stay at one address for their
/// whole life, which only memory allocated by hand guarantees (a Swift stored property may move); the
/// type is `@unchecked Sendable` because every access to the value goes through the lock, which the
/// compiler cannot see. It is the package's one lock, shared by the caches, the arrangement's hand-overs
/// and the contact reader.
///
/// On Linux, `Mutex` locks with atomics and futex system calls that ThreadSanitizer does not intercept, so
/// every contended write under a `Mutex` is reported as a race (checked with this toolchain on a
/// four-thread `Mutex<[Int]>` append loop: reports; the same loop over this type: none). The package's
/// ThreadSanitizer run (`Scripts/tsan-check.sh`) must stay meaningful, so shared mutable state goes
/// through this instead; `pthread_mutex_lock` costs about the same.
///
/// Sound because `mutex` and `changed` are allocated, initialised and destroyed here only, live exactly as
/// long as the object, and are used by pthread calls alone; `state` is read and written only between a lock
/// and its unlock.
@safe package final class Locked<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled after every ``withLock(when:_:)``, so a thread waiting for a state is woken to look again.
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: State

    package init(_ state: State) {
        self.state = state
        unsafe pthread_mutex_init(mutex, nil)
        unsafe pthread_cond_init(changed, nil)
    }

    deinit {
        unsafe pthread_cond_destroy(changed)
        unsafe pthread_mutex_destroy(mutex)
        unsafe changed.deallocate()
        unsafe mutex.deallocate()
    }

    // The pthread calls, each made in one place.
    @inline(__always) private func lock() { unsafe pthread_mutex_lock(mutex) }
    @inline(__always) private func unlock() { unsafe pthread_mutex_unlock(mutex) }
    /// Unlocks until another thread signals a change, then locks again.
    @inline(__always) private func waitForChange() { unsafe pthread_cond_wait(changed, mutex) }
    @inline(__always) private func signalChange() { unsafe pthread_cond_broadcast(changed) }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&state)
    }

    /// Waits until `ready` holds for the value, then returns `body` of it, without waking others (it changes
    /// nothing).
    package func waitUntil<Result>(_ ready: (State) -> Bool, then body: (State) -> Result) -> Result {
        lock()
        defer { unlock() }
        while !ready(state) { waitForChange() }
        return body(state)
    }

    /// Waits until `ready` holds for the value, then runs `body` with it, holding the lock; afterwards wakes
    /// every thread waiting here. Changes that others wait for must go through this call.
    package func withLock<Result>(
        when ready: (State) -> Bool, _ body: (inout State) throws -> Result
    ) rethrows -> Result {
        lock()
        defer {
            signalChange()
            unlock()
        }
        while !ready(state) { waitForChange() }
        return try body(&state)
    }
}

extension Locked {
    /// The value for `key` in the dictionary behind the lock, made by `make` outside the lock on first need
    /// (making one can take long; looking up others must not wait for it). When two threads make one at once,
    /// the first stored is kept and both get it. A nil from `make` is not stored: the next call tries again.
    package func value<Key: Hashable, Value>(for key: Key, makingIt make: () -> Value?) -> Value?
    where State == [Key: Value] {
        if let known = withLock({ $0[key] }) { return known }
        guard let made = make() else { return nil }
        return withLock { values in
            if let raced = values[key] { return raced }
            values[key] = made
            return made
        }
    }
}
