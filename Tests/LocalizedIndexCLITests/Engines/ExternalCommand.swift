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
    @discardableResult
    func output(input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        // Files, not pipes: the outputs run to megabytes, and a full pipe nobody reads yet stalls the program.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("external-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (inURL, outURL, errURL) = (scratch.appendingPathComponent("in"), scratch.appendingPathComponent("out"),
                                       scratch.appendingPathComponent("err"))
        try (input ?? Data()).write(to: inURL)
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let (stdin, stdout, stderr) = (try FileHandle(forReadingFrom: inURL), try FileHandle(forWritingTo: outURL),
                                       try FileHandle(forWritingTo: errURL))
        defer { try? stdin.close(); try? stdout.close(); try? stderr.close() }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        let errors = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(command: ([executable] + arguments).joined(separator: " "), status: process.terminationStatus,
                          errors: errors)
        }
        return try Data(contentsOf: outURL)
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
