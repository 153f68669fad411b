import Foundation
import Testing

/// Failure behaviour that only a real process shows: a closed pipe and an interrupted run. Uses the
/// `localized-index` executable that `swift test` builds beside the test bundle.
@Suite("failures of a real run", .serialized)
struct ProcessFailureTests {
    /// The executable beside the test bundle. A missing one fails the test that needs it, saying how to build
    /// it, instead of skipping it: a skipped check reads like a passed one. (Building it from here would wait
    /// forever on the build folder's lock, which the running `swift test` holds.)
    static func executable() throws -> URL {
        let candidate = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("localized-index")
        try #require(FileManager.default.isExecutableFile(atPath: candidate.path), """
            no localized-index at \(candidate.path): `swift test` builds it beside the tests; after a partial build, \
            run `swift build --build-tests` with the same --scratch-path first
            """)
        return candidate
    }

    /// A list long enough that writing it takes a while: 200,000 lines.
    static func longList(in folder: URL) throws -> URL {
        let names = try String(contentsOf: CLI.fixtures.appendingPathComponent("sv-small.txt"), encoding: .utf8)
        let list = folder.appendingPathComponent("long.txt")
        try String(repeating: names, count: 200_000 / 9).write(to: list, atomically: true, encoding: .utf8)
        return list
    }

    @Test("a closed pipe ends the run with a message and a non-zero status")
    func brokenPipe() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["sort-contacts", "--locale", "sv", "--input", try Self.longList(in: folder).path, "--format", "json"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read a little, then close the reading end, as `| head -c 100` does.
        _ = output.fileHandleForReading.readData(ofLength: 100)
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus != 0)
        #expect(message.contains("stdout: cannot write the output: Broken pipe"))
    }

    @Test("an interrupted run leaves no output file behind")
    func interrupted() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try Self.longList(in: folder)
        let outputFolder = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["sort-contacts", "--locale", "sv", "--input", list.path, "--format", "html",
                             "--output", outputFolder.appendingPathComponent("page.html").path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the partial file exists (the run is writing), then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline,
              (try? FileManager.default.contentsOfDirectory(atPath: outputFolder.path))?.isEmpty ?? true {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning { process.interrupt() }
        process.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: outputFolder.path)
        if process.terminationReason == .uncaughtSignal {
            #expect(process.terminationStatus == SIGINT)
            #expect(left.isEmpty, "left behind: \(left)")
        } else {
            // The machine finished the run before the signal: then the whole file is there, nothing partial.
            #expect(left == ["page.html"])
        }
    }
}
