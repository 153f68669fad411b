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
        try LocalizedIndexCommand.parseAndRun(arguments)
    }
}

/// A small seeded generator (SplitMix64), so random cases are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix {
    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}
