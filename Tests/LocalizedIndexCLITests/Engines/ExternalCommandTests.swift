import Foundation
import Testing

@Suite("external commands")
struct ExternalCommandTests {
    /// A server a command leaves running (the PostgreSQL cluster) must not hold this process's pipes: a test
    /// waiting for its reader to close would wait until the server stops.
    @Test("a command gets its three standard streams and none of this process's other descriptors")
    func noInheritedDescriptors() throws {
        let pipe = Pipe()  // open, without close-on-exec, while the command starts
        defer {
            try? pipe.fileHandleForReading.close()
            try? pipe.fileHandleForWriting.close()
        }
        let listing = try ExternalCommand.named("sh", hint: "a POSIX shell",
                                                arguments: ["-c", "ls /proc/$$/fd"]).text()
        let descriptors = listing.split(separator: "\n").compactMap { Int32($0) }.sorted()
        #expect(descriptors == [0, 1, 2], "the command had \(descriptors) open")
        #expect(!descriptors.contains(pipe.fileHandleForReading.fileDescriptor))
    }

    /// A thread that blocks signals (the concurrency runtime's may) passes its mask to a child it spawns, and a
    /// child that cannot get SIGTERM hangs a worker pool stopping its workers, or `pg_ctl stop`.
    @Test("a command starts with no standard signal blocked or ignored, whatever its thread blocks")
    func cleanSignals() throws {
        var blocked = sigset_t(), previous = sigset_t()
        unsafe sigemptyset(&blocked)
        for signal in [SIGTERM, SIGINT, SIGHUP] { unsafe sigaddset(&blocked, signal) }
        unsafe pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { unsafe pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // The command reads its own status. Not a shell's, `sh -c 'grep … /proc/$$/status'`: the shell
        // blocks every signal while it forks and waits for grep, so grep sometimes read that passing mask
        // (a third of the time here, in C as well), and the test failed in CI.
        let status = try ExternalCommand.named("grep", hint: "grep",
                                               arguments: ["-E", "^Sig(Blk|Ign):", "/proc/self/status"]).text()
        let masks = Dictionary(uniqueKeysWithValues: status.split(separator: "\n").map {
            let parts = $0.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            return (parts[0], UInt64(parts[1], radix: 16) ?? .max)
        })
        // Signals 1–31; 32 and 33 are glibc's own, which no program may change.
        let standard: UInt64 = 0x7fff_ffff
        #expect((masks["SigBlk"] ?? .max) & standard == 0, "blocked: \(status)")
        #expect((masks["SigIgn"] ?? .max) & standard == 0, "ignored: \(status)")
    }
}
