import Foundation
import Testing
import LocalizedIndexCollation
import LocalizedIndexContacts

/// The libraries change nothing of the process that embeds them (issue 47): writing a page, a file and to
/// stdout through `OutputFile` leaves the dispositions of SIGPIPE, SIGINT, SIGTERM and SIGHUP as they were.
/// The command-line tool sets its own in its `main` (`ProcessFailureTests` checks what they do).
@Suite("the libraries leave the process's signals alone", .serialized)
struct ProcessStateTests {
    static let signals = [SIGPIPE, SIGINT, SIGTERM, SIGHUP]

    /// A handler that does nothing: set for the test, so that any change (to ignored, to default, to another
    /// handler) shows, without a signal arriving meanwhile doing harm.
    static let quiet: @convention(c) (Int32) -> Void = { _ in }

    /// Each signal's handler (its address; 0 for the default, 1 for ignored) and flags. (`sigaction` fills
    /// a local passed `inout`; the handler is never called, its address only printed.)
    static func dispositions() -> [String] {
        signals.map { number in
            var current = sigaction()
            unsafe sigaction(number, nil, &current)
            let handler = unsafe current.__sigaction_handler.sa_handler.map { unsafe unsafeBitCast($0, to: Int.self) } ?? 0
            return "\(number): \(handler) flags \(current.sa_flags)"
        }
    }

    @Test("writing a page to a file and opening stdout change no signal's disposition")
    func signalsUntouched() throws {
        var saved: [sigaction] = []
        for number in Self.signals {
            var installed = sigaction(), previous = sigaction()
            unsafe installed.__sigaction_handler.sa_handler = Self.quiet
            unsafe sigaction(number, &installed, &previous)
            saved.append(previous)
        }
        defer { for (number, previous) in zip(Self.signals, saved) { var restored = previous; unsafe sigaction(number, &restored, nil) } }
        let before = Self.dispositions()

        let collation = try LocalizedIndexCollation(locale: "sv")
        var collector = RecordCollector(input: InputFile(name: "names.txt", bytes: Array("Östlund\nAnna\nZoë\n".utf8)),
                                        policy: .fail)
        let records = try collector.readAll(as: .lines, resolvingWith: NameResolver(order: .display))
        let document = SectionedDocument(arranging: records, with: collation, title: "names")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("process-state-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try OutputFile(path: folder.appendingPathComponent("page.html").path)
        try SectionsHTML.write(document, to: output)
        try output.commit()
        _ = try OutputFile(path: nil)

        #expect(Self.dispositions() == before)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.html").path))
    }
}
