#if canImport(Glibc)
import LocalizedIndexSupport
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one way the library runs work on several threads: POSIX threads started for one call and joined
/// before it returns.
///
/// Why threads of its own and not Dispatch: some work must stay on the calling thread (the caller's key
/// closures, which need not be thread-safe, are read there while the other threads place), and
/// `DispatchQueue.concurrentPerform` does not say which iterations the caller runs. Joined threads also
/// let `body` capture what lives only for the call (Dispatch keeps its block a moment after it ran), and
/// ThreadSanitizer sees every hand-over. Starting a thread costs some tens of microseconds, nothing beside
/// the milliseconds of work each is given (lists shorter than ``Arrangement/parallelThreshold`` stay on one
/// thread).
///
/// Unsafe code: the body is handed to the new thread as an unmanaged reference, because `pthread_create`
/// takes a C function and a raw pointer. Sound because the reference is retained once before the call and
/// released exactly once: by the thread after it ran the body, or here if the thread was not started; and
/// `body`, used beyond its non-escaping scope by the thread, is joined before ``run(_:_:whileThisThread:)``
/// returns.
@usableFromInline
enum Threads {
    /// Runs `body` once for each number in `0 ..< count`, each on a thread of its own started for it, while
    /// the calling thread runs `caller`; returns (or throws what `caller` threw) once all have finished.
    ///
    /// A thread that cannot be started runs its part on the calling thread after `caller`.
    static func run(_ count: Int, _ body: @Sendable (Int) -> Void, whileThisThread caller: () throws -> Void)
        rethrows {
        try withoutActuallyEscaping(body) { body in
            var started: [pthread_t] = [], unstarted: [Int] = []
            defer {
                for thread in started { pthread_join(thread, nil) }
                for part in unstarted { body(part) }
            }
            for part in 0..<count {
                let context = unsafe Unmanaged.passRetained(ThreadBody { body(part) }).toOpaque()
                var thread = pthread_t()
                let made = unsafe pthread_create(&thread, nil, { context in
                    guard let context = unsafe context else { return nil }
                    unsafe Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
                    return nil
                }, context)
                if made == 0 {
                    started.append(thread)
                } else {
                    unsafe Unmanaged<ThreadBody>.fromOpaque(context).release()
                    unstarted.append(part)
                }
            }
            try caller()
        }
    }

    /// Runs `body` for each part, part 0 on the calling thread and each other part on a thread of its own;
    /// returns once all have finished.
    @usableFromInline
    static func forEach(_ parts: [Range<Int>], _ body: @Sendable (Int, Range<Int>) -> Void) {
        guard parts.count > 1 else {
            if let part = parts.first { body(0, part) }
            return
        }
        run(parts.count - 1, { body($0 + 1, parts[$0 + 1]) }, whileThisThread: { body(0, parts[0]) })
    }

    /// Runs `body` for each job on `threads` threads (the calling thread one of them), each thread taking
    /// the next job not yet taken until none is left: with several jobs per thread, a thread slowed by
    /// other work on the machine takes fewer. Returns once all have finished.
    static func forEach(_ jobs: [Range<Int>], onThreads threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let threads = min(threads, jobs.count)
        guard threads > 1 else {
            for job in jobs { body(job) }
            return
        }
        let nextJob = Locked(0)
        @Sendable func takeJobs(_: Int) {
            while true {
                let job = nextJob.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard job < jobs.count else { return }
                body(jobs[job])
            }
        }
        run(threads - 1, takeJobs, whileThisThread: { takeJobs(0) })
    }

    /// ``forEach(_:onThreads:_:)`` with a state each thread makes for itself (`makeState`, on that thread)
    /// and passes to `body` for every job it takes, with the job's number: what a thread keeps from job to
    /// job (a key maker's weights) without sharing it.
    static func forEach<State>(_ jobs: [Range<Int>], onThreads threads: Int, state makeState: @Sendable () -> State,
                               _ body: @Sendable (inout State, Int, Range<Int>) -> Void) {
        let nextJob = Locked(0)
        @Sendable func takeJobs(_: Int) {
            var state = makeState()
            while true {
                let job = nextJob.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard job < jobs.count else { return }
                body(&state, job, jobs[job])
            }
        }
        let threads = min(threads, jobs.count)
        guard threads > 1 else { return takeJobs(0) }
        run(threads - 1, takeJobs, whileThisThread: { takeJobs(0) })
    }

    /// What a started thread runs.
    private final class ThreadBody {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
