import Foundation
import LocalizedIndexSupport

/// One program run to completion in a child process, reaped with `wait4` so the kernel's resource usage of
/// exactly that child (its peak resident set) comes back with its exit status. Foundation's `Process`
/// reaps its children itself and gives no `rusage`, hence this small wrapper.
///
/// The child is started with `fork` and `execve`, not `posix_spawn`: glibc's `posix_spawn` runs the child
/// on the parent's address space until `exec` (`CLONE_VM`), and Linux then carries the parent's peak RSS
/// into the child's `ru_maxrss` — this process maps ~25 MiB of Swift runtime and Foundation, so the
/// peer's 8 MiB start-up would read 29 MiB. A forked child starts from a copy holding only the parent's
/// anonymous and relocated memory (`/bin/true` reads 5 MiB). Between `fork` and `execve` the child makes only async-signal-safe calls
/// (`dup2`, `execve`, `write`, `_exit`) on memory prepared before the fork, so other threads the parent
/// may have cannot leave it holding a lock.
///
/// A captured stream goes to an anonymous temporary file, not a pipe, so a child that writes a lot to
/// one stream can never block on the other while the parent waits.
///
/// This file is the benchmark's system-call boundary: the only unsafe code of the executable (C strings and
/// `inout` arguments of `fork`, `execve`, `pipe`, `wait4`), each function stating why its calls are
/// sound. What it exposes takes and returns Swift values only.
struct ChildProcess {
    /// Where a child's standard output or error goes.
    enum Destination {
        /// Into a temporary file, returned as text in ``Outcome``.
        case capture
        /// To `/dev/null`.
        case discard
        /// To the parent's standard error (progress of builds and generators).
        case parentStandardError
    }

    /// How a child ended and what it cost.
    struct Outcome {
        /// The exit code, or 128 + the signal number for a child killed by a signal (as shells report it).
        var status: Int32
        /// Wall time from just before the fork to just after the reap, in seconds.
        var wallSeconds: Double
        /// User plus system CPU time of the child, in seconds.
        var cpuSeconds: Double
        /// The child's peak resident set size (`ru_maxrss`), in KiB.
        var peakResidentKiB: Int
        /// Captured standard output (empty unless ``Destination/capture``).
        var standardOutput: String
        /// Captured standard error (empty unless ``Destination/capture``).
        var standardError: String

        /// The process' sample for a results table.
        var sample: ProcessSample {
            ProcessSample(wallSeconds: wallSeconds, cpuSeconds: cpuSeconds, peakResidentKiB: peakResidentKiB)
        }
    }

    /// The program: a path, or a name looked up in `PATH`.
    var executable: String
    var arguments: [String]
    var standardOutput: Destination = .capture
    var standardError: Destination = .capture
    /// Variables added to (or replacing those in) the parent's environment.
    var extraEnvironment: [String: String] = [:]

    /// Runs the program and waits for it.
    ///
    /// - Throws: ``ChildProcessError`` when it cannot be started; a non-zero exit is not an error here
    ///   (see ``Outcome/status``).
    ///
    /// Sound because every pointer handed to the kernel outlives the call that uses it: `cPath`, `argv` and
    /// `envp` are freed by `defer` and `deinit` only after the reap, so the child's `execve` reads memory
    /// allocated before the fork; `report`, `failure`, `status` and `usage` are locals passed `inout` for
    /// the length of one call, each of the size the call is told.
    func run() throws(ChildProcessError) -> Outcome {
        let path = try resolvedPath()
        let input = try StreamTarget.nullInput()
        let output = try StreamTarget.output(standardOutput)
        let error = try StreamTarget.output(standardError)
        let argv = unsafe CStringArray([executable] + arguments)
        let envp = unsafe CStringArray(ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }.map { "\($0.key)=\($0.value)" })
        guard let cPath = unsafe strdup(path) else { throw ChildProcessError(executable, errno: ENOMEM, "strdup") }
        defer { unsafe free(cPath) }
        // Tells the parent why `execve` failed; closed by a successful `execve`, so an empty read means it ran.
        var report: [Int32] = [-1, -1]
        guard unsafe pipe(&report) == 0 else { throw ChildProcessError(executable, errno: errno, "pipe") }
        defer { close(report[0]) }
        closeOnExec(report[0])
        closeOnExec(report[1])

        let clock = ContinuousClock()
        let start = clock.now
        let pid = fork()
        if pid == 0 {
            if dup2(input.descriptor, 0) >= 0, dup2(output.descriptor, 1) >= 0, dup2(error.descriptor, 2) >= 0 {
                unsafe execve(cPath, argv.pointer, envp.pointer)
            }
            var failure = errno
            _ = unsafe write(report[1], &failure, MemoryLayout<Int32>.size)
            _exit(127)
        }
        close(report[1])
        guard pid > 0 else { throw ChildProcessError(executable, errno: errno, "fork") }

        var status: Int32 = 0
        var usage = rusage()
        while unsafe wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw ChildProcessError(executable, errno: errno, "wait4") }
        }
        let wall = start.duration(to: clock.now)
        var failure: Int32 = 0
        if unsafe read(report[0], &failure, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size {
            throw ChildProcessError(executable, errno: failure, "execve")
        }
        return Outcome(
            status: Self.exitCode(fromWaitStatus: status),
            wallSeconds: wall.seconds,
            cpuSeconds: usage.ru_utime.seconds + usage.ru_stime.seconds,
            peakResidentKiB: usage.ru_maxrss,  // kilobytes on Linux
            standardOutput: output.contents(),
            standardError: error.contents()
        )
    }

    /// The executable's path: as given when it has a `/`, else the first match in `PATH`.
    private func resolvedPath() throws(ChildProcessError) -> String {
        if executable.contains("/") { return executable }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(executable)") {
            return "\(directory)/\(executable)"
        }
        throw ChildProcessError(executable: executable, reason: "not found in PATH")
    }

    /// The exit code in a `wait` status (the `WIFEXITED`/`WEXITSTATUS` macros, which Swift cannot import).
    private static func exitCode(fromWaitStatus status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// A child process that could not be started or waited for.
struct ChildProcessError: Error, CustomStringConvertible {
    var executable: String
    var reason: String
    var description: String { "cannot run \(executable): \(reason)" }

    init(executable: String, reason: String) {
        self.executable = executable
        self.reason = reason
    }

    init(_ executable: String, errno code: Int32, _ call: String) {
        self.init(executable: executable, reason: "\(call): \(SystemCall.message(forError: code))")
    }
}

/// The descriptor one of a child's standard streams is duplicated from, marked close-on-exec so the child
/// keeps only its own copy; with the contents of a captured stream afterwards. Opened through Foundation's
/// `FileHandle`, which closes it with this target: no unsafe code.
private final class StreamTarget {
    /// The open file; nil for the parent's standard error, which is not ours to close.
    private let file: FileHandle?
    let descriptor: Int32
    private let captures: Bool

    private init(file: FileHandle, captures: Bool = false) {
        self.file = file
        descriptor = file.fileDescriptor
        self.captures = captures
        closeOnExec(descriptor)
    }

    private init(parentDescriptor: Int32) {
        file = nil
        descriptor = parentDescriptor
        captures = false
    }

    /// Standard input: `/dev/null`.
    static func nullInput() throws(ChildProcessError) -> StreamTarget {
        guard let file = FileHandle(forReadingAtPath: "/dev/null") else {
            throw ChildProcessError(executable: "/dev/null", reason: "cannot open for reading")
        }
        return StreamTarget(file: file)
    }

    /// Standard output or error.
    static func output(_ destination: ChildProcess.Destination) throws(ChildProcessError) -> StreamTarget {
        switch destination {
        case .capture:
            let path = "/tmp/localized-index-benchmark-\(UUID().uuidString)"
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
                  let file = FileHandle(forUpdatingAtPath: path) else {
                throw ChildProcessError(executable: path, reason: "cannot create a file to capture output in")
            }
            // The file only needs to live as long as its descriptor.
            try? FileManager.default.removeItem(atPath: path)
            return StreamTarget(file: file, captures: true)
        case .discard:
            guard let file = FileHandle(forWritingAtPath: "/dev/null") else {
                throw ChildProcessError(executable: "/dev/null", reason: "cannot open for writing")
            }
            return StreamTarget(file: file)
        case .parentStandardError:
            return StreamTarget(parentDescriptor: 2)
        }
    }

    /// What the child wrote, when captured; else empty.
    func contents() -> String {
        guard captures, let file else { return "" }
        guard (try? file.seek(toOffset: 0)) != nil, let bytes = try? file.readToEnd() else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Marks a descriptor close-on-exec (`pipe2` and `mkostemp`, which do it at once, are not visible to Swift).
private func closeOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
}

/// A NULL-terminated array of C strings that outlives Swift's array bridging, so a forked child can pass
/// it to `execve` without allocating.
///
/// Unsafe to use: `pointer` is valid only while the array lives. Sound inside because `init` allocates
/// `count + 1` slots and fills every one (the last with NULL), and `deinit` frees exactly the `count`
/// strings `strdup` made.
@unsafe
private final class CStringArray {
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        unsafe count = strings.count
        unsafe pointer = .allocate(capacity: count + 1)
        for (index, string) in strings.enumerated() { unsafe pointer[index] = strdup(string) }
        unsafe pointer[count] = nil
    }

    deinit {
        for index in unsafe 0..<count { unsafe free(pointer[index]) }
        unsafe pointer.deallocate()
    }
}
