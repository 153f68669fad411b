import Foundation

/// Where a command's output goes: stdout, or a file that appears only when the run succeeds (written to a
/// temporary file beside it and renamed into place), so a failure never leaves half an output file.
final class OutputFile {
    private let handle: FileHandle
    private let destination: URL?
    private let temporary: URL?
    private var buffer: [UInt8] = []

    /// Whether the output goes to a terminal (stdout on a TTY): colour only then.
    var isTerminal: Bool { destination == nil && isatty(STDOUT_FILENO) == 1 }

    /// Opens the destination; `path` nil or `-` is stdout.
    init(path: String?) throws {
        guard let path, path != "-" else {
            handle = FileHandle.standardOutput
            destination = nil
            temporary = nil
            return
        }
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure("\(path): cannot write the output: the folder \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).partial")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path)
        else { throw CommandFailure("\(path): cannot write the output: permission denied or read-only folder") }
        self.handle = handle
        self.destination = destination
        self.temporary = temporary
    }

    deinit {
        // Not committed: the run failed, so remove the partial file.
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Queues bytes, writing them out in large blocks.
    func write(_ bytes: [UInt8]) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    func write(_ text: String) throws { try write(Array(text.utf8)) }

    func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw CommandFailure("\(destination?.path ?? "stdout"): cannot write the output: \(error.localizedDescription)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and, for a file, moves it into place.
    func commit() throws {
        try flush()
        guard let destination, let temporary else { return }
        try handle.close()
        // rename(2) replaces an existing file atomically (FileManager.replaceItemAt fails on Linux).
        guard rename(temporary.path, destination.path) == 0 else {
            throw CommandFailure("\(destination.path): cannot write the output: \(String(cString: strerror(errno)))")
        }
    }
}
