import Foundation
import Testing
@testable import LocalizedIndexContacts

/// The output file as issue 21 asks: a replaced file keeps its permission bits, the staging file is
/// unpredictable and private, an output that is the input is refused before anything is read, and a
/// symbolic link is refused unless it leads to a device or pipe.
@Suite("output files")
struct OutputFileTests {
    // `lstat`, `chmod` and `link` are unsafe only as C calls: their paths are C strings bridged for the call,
    // and `lstat` fills a local passed `inout`.
    static func mode(_ path: String) throws -> mode_t {
        var status = stat()
        unsafe try #require(lstat(path, &status) == 0)
        return status.st_mode & 0o7777
    }

    static func write(_ text: String, to path: String, mode: mode_t) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        unsafe try #require(chmod(path, mode) == 0)
    }

    @Test("a replaced file keeps its permission bits", arguments: [0o600, 0o640, 0o604, 0o700] as [mode_t])
    func keepsMode(mode: mode_t) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("contacts.html").path
        try Self.write("old", to: path, mode: mode)
        try CLI.execute(["sort-contacts", "--sample", "--locale", "sv", "--format", "html", "--output", path])
        #expect(try Self.mode(path) == mode)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test("a new file gets 0666 less the umask", arguments: [("077", 0o600), ("022", 0o644), ("027", 0o640)] as [(String, mode_t)])
    func newFileUmask(umask: String, expected: mode_t) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.txt").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "umask \(umask) && exec \"$0\" titles --locale sv --output \"$1\"",
                             try ProcessFailureTests.executable().path, path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try Self.mode(path) == expected)
    }

    @Test("the staging file: in the folder, 0600, an unpredictable name, created afresh")
    func stagingFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.txt").path
        try Self.write("old", to: path, mode: 0o644)
        // The name the tool once used: a link planted there must not be followed.
        let victim = folder.appendingPathComponent("victim").path
        try Self.write("keep", to: victim, mode: 0o644)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".out.txt.\(getpid()).partial").path,
                                                   withDestinationPath: victim)
        let first = try OutputFile(path: path)
        var second: OutputFile? = try OutputFile(path: path)
        try first.write("new\n")
        try first.flush()
        let staged = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(".out.txt.") && $0.hasSuffix(".partial") && !$0.contains("\(getpid())") }
        #expect(staged.count == 2)
        for name in staged {
            #expect(try Self.mode(folder.appendingPathComponent(name).path) == 0o600)
            let random = name.dropFirst(".out.txt.".count).dropLast(".partial".count)
            #expect(random.count == 12 && random.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        }
        #expect(try Self.mode(path) == 0o644, "the destination is untouched until the commit")
        try first.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try Self.mode(path) == 0o644)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        second = nil  // never committed: its staging file goes
        #expect(second == nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".partial") && !$0.contains("\(getpid())") }
        #expect(left.isEmpty)
    }

    @Test("an uncommitted output removes its staging file and leaves the destination")
    func uncommitted() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.txt").path
        try Self.write("old", to: path, mode: 0o600)
        do {
            let output = try OutputFile(path: path)
            try output.write("half")
            try output.flush()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.txt"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }

    /// A CSV the readers reject on its first record: refusing it for this reason, not that one, shows that
    /// the check comes before the read.
    static let badCSV = "name\n\"unterminated\n"

    @Test("an output that is the input is refused before anything is read", arguments: ["same", "symlink", "hardlink"])
    func outputIsInput(kind: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("contacts.csv").path
        try Self.write(Self.badCSV, to: input, mode: 0o600)
        let output = folder.appendingPathComponent("other.csv").path
        switch kind {
        case "symlink": try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: input)
        case "hardlink": unsafe try #require(link(input, output) == 0)
        default: break
        }
        let named = kind == "same" ? input : output
        for command in ["sort-contacts", "compare"] {
            #expect {
                try CLI.execute([command, "--input", input, "--output", named])
            } throws: { error in
                "\(error)" == "\(named): cannot write the output: it is the input file; write the output to another file"
            }
        }
        #expect(try String(contentsOfFile: input, encoding: .utf8) == Self.badCSV)
    }

    @Test("an output that is stdin's file is refused")
    func outputIsStandardInput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("names.txt").path
        try Self.write("Anna\nBo\n", to: input, mode: 0o644)
        let process = Process()
        process.executableURL = try ProcessFailureTests.executable()
        process.arguments = ["sort-contacts", "--input-format", "lines", "--output", input]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(message.contains("it is the input file"))
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "Anna\nBo\n")
    }

    @Test("a symbolic link to a file is refused, the file untouched")
    func symlinkRefused() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.txt").path
        try Self.write("keep", to: target, mode: 0o600)
        let link = folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let dangling = folder.appendingPathComponent("dangling.txt").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("nowhere").path)
        for path in [link, dangling] {
            #expect {
                try CLI.execute(["titles", "--locale", "sv", "--output", path])
            } throws: { error in
                "\(error)" == "\(path): cannot write the output: it is a symbolic link; give the file it leads to, or remove the link first"
            }
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["dangling.txt", "link.txt", "target.txt"])
    }

    @Test("a symbolic link to a device is written directly")
    func symlinkToDevice() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("null").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        try CLI.execute(["titles", "--locale", "sv", "--output", link])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
    }
}
