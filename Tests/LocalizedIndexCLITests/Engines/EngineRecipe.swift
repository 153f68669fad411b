import Foundation
import Testing

/// A code block of the DocC article "Sorting in databases and engines" (``EngineRecipe/article``) that the
/// engine tests run as written: the block after a `<!-- recipe: NAME -->` line.
struct EngineRecipe {
    /// The article the recipes are published in, so what users read is what the tests run.
    static let article = "Sources/LocalizedIndexCollation/LocalizedIndexCollation.docc/SortingInDatabasesAndEngines.md"

    var name: String
    /// The block's text, without its fences.
    var text: String

    /// The block named `name`; failing the test when the article has none.
    init(_ name: String) throws {
        let page = try String(contentsOf: EngineCorpus.packageRoot.appendingPathComponent(Self.article), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let marker = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "<!-- recipe: \(name) -->" },
                                  "\(Self.article) has no recipe \(name)")
        let open = try #require(lines[(marker + 1)...].firstIndex { $0.hasPrefix("```") }, "recipe \(name) has no code block")
        let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") }, "recipe \(name) is not closed")
        self.name = name
        text = lines[(open + 1)..<close].joined(separator: "\n") + "\n"
    }

    /// Writes the block to `file` in `folder` and returns the file, for a program that runs files (`psql -f`).
    func write(named file: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(file)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

/// How far an engine's order is from ours.
enum OrderComparison {
    /// The number of rows whose position in `engine` is not the one in `ours` (rows one lacks count too).
    static func differences(_ ours: [String], _ engine: [String]) -> Int {
        zip(ours, engine).count { $0 != $1 } + abs(ours.count - engine.count)
    }

    /// The non-empty lines of a program's output.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Appends `count` to `engine-differences.tsv` in the outputs folder (engine, case, count), for a report.
    static func record(engine: String, _ engineCase: EngineCase, rows: Int, differing count: Int) {
        let line = "\(engine)\t\(engineCase.testDescription)\t\(rows)\t\(count)\n"
        let file = EngineCorpus.runFolder.appendingPathComponent("engine-differences.tsv")
        if let handle = try? FileHandle(forWritingTo: file) {
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
            try? handle.close()
        } else {
            try? line.write(to: file, atomically: false, encoding: .utf8)
        }
    }
}
