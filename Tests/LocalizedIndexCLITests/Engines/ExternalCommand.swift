import Foundation
import Testing

/// Runs another program (a database client, `java`, `python3`) the way a shell would, for the tests that check
/// our output on real engines.
struct ExternalCommand {
    /// The program, as an absolute path.
    var executable: String
    var arguments: [String]
    /// Variables added to this process's environment.
    var environment: [String: String] = [:]
    /// The working folder; this process's when nil.
    var folder: URL?

    /// A program found on `PATH` (or given as a path), failing the test with `hint` when there is none: a
    /// missing engine must fail in CI, not read like a pass.
    static func named(_ name: String, hint: String, arguments: [String] = []) throws -> ExternalCommand {
        let found = name.hasPrefix("/") ? [name] : (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":").map { "\($0)/\(name)" }
        let path = try #require(found.first { FileManager.default.isExecutableFile(atPath: $0) },
                                "no \(name) on this machine: \(hint)")
        return ExternalCommand(executable: path, arguments: arguments)
    }

    /// What the program wrote to standard output, after it ended with status 0; otherwise an error that
    /// quotes the command and what it wrote to standard error.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, not with Foundation's `Process`, whose
    /// `waitUntilExit()` can wait forever in an async test (the child left a zombie nobody reaped). The folder
    /// and variables go through `env -C`.
    @discardableResult
    func output(input: Data? = nil) throws -> Data {
        // Files, not pipes: the outputs run to megabytes, and a full pipe nobody reads yet stalls the program.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("external-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let paths = ["in", "out", "err"].map { scratch.appendingPathComponent($0).path }
        try (input ?? Data()).write(to: URL(fileURLWithPath: paths[0]))
        var command = ["/usr/bin/env"] + (folder.map { ["-C", $0.path] } ?? [])
        command += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [executable] + arguments
        let status = try Self.spawnAndWait(command, stdin: paths[0], stdout: paths[1], stderr: paths[2])
        guard status == 0 else {
            throw Failure(command: ([executable] + arguments).joined(separator: " "), status: status,
                          errors: String(decoding: try Data(contentsOf: URL(fileURLWithPath: paths[2])), as: UTF8.self))
        }
        return try Data(contentsOf: URL(fileURLWithPath: paths[1]))
    }

    /// Runs `command` with its standard streams on the three files and returns its exit status (128 + the
    /// signal's number when a signal ended it).
    ///
    /// Its C calls are sound because every pointer they take outlives them: `actions`, `attributes`, `pid` and
    /// `status` are locals passed `inout`, `argv` is NULL-terminated and freed only after the wait.
    private static func spawnAndWait(_ command: [String], stdin: String, stdout: String, stderr: String) throws -> Int32 {
        var actions = unsafe posix_spawn_file_actions_t()
        unsafe posix_spawn_file_actions_init(&actions)
        defer { unsafe posix_spawn_file_actions_destroy(&actions) }
        unsafe posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        unsafe posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        unsafe posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        unsafe closeInheritedDescriptors(&actions)
        let argv = unsafe command.map { unsafe strdup($0) } + [nil]
        defer { unsafe argv.forEach { unsafe free($0) } }
        var pid: pid_t = 0
        var attributes = posix_spawnattr_t()
        unsafe posix_spawnattr_init(&attributes)
        defer { unsafe posix_spawnattr_destroy(&attributes) }
        resetSignals(&attributes)
        let spawned = unsafe posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw Failure(command: command.joined(separator: " "), status: -1, errors: unsafe String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while unsafe waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(command: command.joined(separator: " "), status: -1, errors: "waitpid failed") }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Closes in the child every descriptor above standard error. Without it the child gets every descriptor
    /// this test process has open without close-on-exec, Foundation's `Pipe`s among them. A program that outlives
    /// its command (the PostgreSQL server `pg_ctl start` leaves running) then holds other tests' pipes open:
    /// a test waiting for its reader to close or for the end of its output waits until the cluster stops. This
    /// happened on a 2-core CI machine, which then waited until its time limit.
    ///
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc module does not
    /// declare it) closes them all in the child; without it, each descriptor open now is closed. The symbol,
    /// when there is one, is that function, of the C type it is cast to.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = unsafe dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafe unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
            unsafe posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Starts the child with no signal blocked, and the default action for the signals programs are stopped,
    /// interrupted or told of a closed pipe with, as a shell starts a program. A child inherits its thread's
    /// mask, and the threads tests run on block nearly every signal: a generator's worker pool then waited for
    /// ever on workers that could not get its SIGTERM. (Unsafe only as C calls on locals passed `inout`.)
    private static func resetSignals(_ attributes: inout posix_spawnattr_t) {
        var none = sigset_t(), standard = sigset_t()
        unsafe sigemptyset(&none)
        unsafe sigemptyset(&standard)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGCHLD, SIGTSTP,
                       SIGTTIN, SIGTTOU] {
            unsafe sigaddset(&standard, signal)
        }
        unsafe posix_spawnattr_setsigmask(&attributes, &none)
        unsafe posix_spawnattr_setsigdefault(&attributes, &standard)
        unsafe posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Standard output as text.
    func text(input: String? = nil) throws -> String {
        String(decoding: try output(input: input.map { Data($0.utf8) }), as: UTF8.self)
    }

    /// A program that ended with a non-zero status.
    struct Failure: Error, CustomStringConvertible {
        var command: String
        var status: Int32
        var errors: String
        var description: String { "`\(command)` exited with status \(status):\n\(errors.suffix(4000))" }
    }
}
