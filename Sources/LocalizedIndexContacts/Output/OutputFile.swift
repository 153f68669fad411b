import LocalizedIndexSupport
import Foundation

/// Where a command's output goes: stdout, a file that appears only when the run succeeds (written to a
/// temporary file beside it and renamed into place, so a failure never leaves half an output file; a
/// program's interrupt handler calls ``removeStagingFileOnInterrupt()``, as the command-line tool's does on
/// Ctrl-C), or a device or pipe given by path (`/dev/stdout`, a FIFO), written directly.
public final class OutputFile {
    /// The file descriptor written to: stdout's, or one this output opened and closes.
    private let descriptor: Int32
    /// Whether ``descriptor`` is this output's own, still open, to close (stdout is not).
    private var ownsOpenDescriptor: Bool
    /// The name messages use for the destination.
    private let name: String
    /// The file to rename into place at ``commit()``, where to, and with which mode and owner.
    private let staging: StagingFile?
    private var buffer: [UInt8] = []
    /// This output's entry in ``InterruptCleanup``, withdrawn once the file is committed or removed.
    private var interruptToken: InterruptCleanup.Token?
    /// Whether ``commit()`` renamed the staging file into place (so there is nothing to remove).
    private var committed = false

    /// The temporary file a file output is written to until ``commit()`` renames it into place; nil for
    /// stdout, a device or a pipe. For writers that need a file of their own (SQLite): they write it
    /// through this path and close it before ``commit()``, so that the destination appears whole or not at
    /// all.
    public var temporaryPath: String? { staging?.temporary }

    /// Whether the output goes to a terminal (stdout on a TTY): colour only then.
    public var isTerminal: Bool { staging == nil && isatty(descriptor) == 1 }

    /// Opens the destination; `path` nil or `-` is stdout.
    ///
    /// A regular file (new or existing) is written to a temporary file in its folder, created with an
    /// unpredictable name, `O_CREAT | O_EXCL | O_NOFOLLOW` and mode 0600, and renamed over it by ``commit()``
    /// with the mode the file had (a new file: 0666 less the umask). A symbolic link is refused unless it
    /// leads to a device or pipe (`/dev/stdout`), which is written directly, as a device or pipe named itself is.
    ///
    /// Nothing of the process is changed: no signal's disposition or handler (a program that wants a closed
    /// pipe reported as an error, not a death by SIGPIPE, ignores SIGPIPE; one that wants an interrupted
    /// run to leave no file calls ``removeStagingFileOnInterrupt()`` in its handler).
    public init(path: String?) throws {
        guard let path, path != "-" else {
            descriptor = STDOUT_FILENO
            ownsOpenDescriptor = false
            name = "stdout"
            staging = nil
            return
        }
        name = path
        switch try OutputDestination(path: path) {
        case .direct:
            // A device or a pipe cannot be replaced by renaming (and must not be): write to it directly.
            let opened = SystemCall.open(path, O_WRONLY | O_CLOEXEC)
            guard opened >= 0 else {
                throw Self.failure(path, errno: errno)
            }
            descriptor = opened
            ownsOpenDescriptor = true
            staging = nil
        case .replaced(let finalMode, let owner):
            let (descriptor, staging) = try StagingFile.create(for: path, mode: finalMode, owner: owner)
            self.descriptor = descriptor
            ownsOpenDescriptor = true
            self.staging = staging
            interruptToken = InterruptCleanup.publish(staging.temporary)
        }
    }

    /// Throws when `output` would replace the input: the same device and inode as `input` (a path, or
    /// stdin for nil or `-`), so also through a symbolic or hard link. Called before the input is read, so a
    /// mistyped `--output` never costs the user their contacts.
    ///
    /// - Throws: ``ContactFileError`` naming `output` when it is the input.
    public static func refuseOverwriting(input: String?, with output: String?) throws {
        guard let output, output != "-" else { return }
        guard let written = SystemCall.status(ofPath: output), (written.st_mode & S_IFMT) == S_IFREG else { return }
        let read = if let input, input != "-" { SystemCall.status(ofPath: input) } else { SystemCall.status(ofDescriptor: STDIN_FILENO) }
        guard let read, read.st_dev == written.st_dev, read.st_ino == written.st_ino else { return }
        throw ContactFileError("\(output): cannot write the output: it is the input file; write the output to another file")
    }

    deinit {
        if ownsOpenDescriptor { close(descriptor) }
        // Not committed: the run failed, so remove the partial file.
        if let staging, !committed {
            SystemCall.remove(staging.temporary)
            interruptToken.map(InterruptCleanup.withdraw)
        }
    }

    /// Queues bytes, writing them out in large blocks.
    public func write(_ bytes: [UInt8]) throws {
        // A large block goes out as it is, after what is queued: copied into the buffer first, every byte of
        // a long list's output was copied once more on the writing thread, into memory touched for the first
        // time (a rendered piece of JSON is up to a few megabytes: a hundred pages or more).
        if bytes.count >= Self.directWriteSize {
            try flush()
            try writeOut(bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { try flush() }
    }

    /// How many bytes are queued before they are written out.
    private static let blockSize = 1 << 20
    /// Blocks this large are written out as they come: one system call each costs nothing next to them.
    private static let directWriteSize = 64 << 10

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Writes out what is buffered.
    public func flush() throws {
        guard !buffer.isEmpty else { return }
        try writeOut(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all of `bytes` (`SystemCall.write(_:to:)`). Straight to the descriptor: Foundation's FileHandle cost a
    /// tenth of a millisecond of every run to set up, and its errors had to be parsed for the system's reason.
    private func writeOut(_ bytes: [UInt8]) throws {
        let code = SystemCall.write(bytes.span, to: descriptor)
        if code != 0 { throw Self.failure(name, errno: code) }
    }

    /// The error for an open, write, close or rename of the output `name` that failed with `errno`: "No space
    /// left on device", "Broken pipe".
    private static func failure(_ name: String, errno code: Int32) -> ContactFileError {
        OutputDestination.failure(name, SystemCall.message(forError: code))
    }

    /// Flushes and, for a file, moves it into place.
    public func commit() throws {
        try flush()
        guard let staging else { return }
        // The final mode only now: until the rename the file is 0600, so no one else can read it meanwhile.
        try staging.setFinalModeAndOwner(of: descriptor, name: name)
        ownsOpenDescriptor = false
        // A file system may report a failed write only now (NFS, a full disk with delayed allocation).
        guard close(descriptor) == 0 else { throw Self.failure(name, errno: errno) }
        // rename(2) replaces an existing file atomically (FileManager.replaceItemAt fails on Linux).
        guard SystemCall.rename(staging.temporary, to: staging.destination) else { throw Self.failure(name, errno: errno) }
        committed = true
        interruptToken.map(InterruptCleanup.withdraw)
    }
}

extension OutputFile {
    /// Removes the temporary file the output being written now is staged in, if there is one: what a
    /// command-line program's handler for SIGINT, SIGTERM and SIGHUP calls before the process dies, so that
    /// an interrupted run leaves no partial file. The library installs no handler (a server keeps its own);
    /// this is one atomic load and `unlink(2)`, both safe to call from a signal handler.
    public static func removeStagingFileOnInterrupt() {
        InterruptCleanup.removePublished()
    }
}
