import Foundation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// Runs the CLI in-process, as a shell would, writing to a temporary `--output` file.
enum CLI {
    static let fixtures: URL = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// A fresh temporary folder for one test's output files.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-index-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `arguments` with `--output` pointing into a temporary folder and returns what was written.
    static func run(_ arguments: [String]) throws -> String {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        try execute(arguments + ["--output", output.path])
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// Parses and runs `arguments` as the executable's `main` would.
    static func execute(_ arguments: [String]) throws {
        var command = try LocalizedIndexCommand.parseAsRoot(arguments)
        try command.run()
    }
}
