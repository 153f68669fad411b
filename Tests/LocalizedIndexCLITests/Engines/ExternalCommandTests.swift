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
}
