import Foundation
import LocalizedIndexCollation
import Testing

/// ICU4J 72 (Debian's `libicu4j-java`, run by `Scripts/ICU4JSortKeys.java`) makes byte for byte the keys we
/// make, so a Java service's keys sort among ours.
@Suite("ICU4J's keys are ours", .requires(.icu4j, .nameGenerator))
struct ICU4JKeyTests {
    static let sampleSize = 3_000
    static let icu4j = EngineRequirement.icu4jJar

    @Test("same key bytes for 3,000 generated names, and the same ICU and collation version",
          arguments: ["en", "sv", "de", "zh-Hant", "ar"], [LocalizedIndexCollation.Style.icu, .uikit])
    func sameKeys(locale: String, style: LocalizedIndexCollation.Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        let table = try String(contentsOf: try await EngineCorpus.names(withReadings: true), encoding: .utf8)
        // Display names, and the same with digits, which the uikit style compares as numbers.
        let names = table.split(separator: "\n").dropFirst().prefix(Self.sampleSize)
            .map { String($0.prefix { $0 != "\t" }) }
        let strings = names + names.prefix(200).enumerated().map { "\($1) \($0 * 37)" }
        let classes = try await Self.compiledProgram()
        var java = try ExternalCommand.named("java", hint: ".ci/install-dependencies --engines installs openjdk-17-jdk-headless")
        java.arguments = ["-cp", "\(Self.icu4j):\(classes.path)", "ICU4JSortKeys", collation.collationLocale, "--versions"]
            + (style == .uikit ? ["--numeric"] : [])
        let lines = OrderComparison.lines(try java.text(input: strings.joined(separator: "\n") + "\n"))
        try #require(lines.count == strings.count + 1)
        #expect(lines[0] == "icu \(LocalizedIndexCollation.icuVersion) collation \(collation.collationVersion)")
        let ours = strings.map { collation.sortKey(for: $0).bytes.map { String(format: "%02x", $0) }.joined() }
        let differing = zip(ours, lines.dropFirst()).filter { $0 != $1 }
        #expect(differing.isEmpty, "\(locale) \(style): \(differing.count) keys differ, first \(differing.first.map { "\($0)" } ?? "")")
    }

    /// `Scripts/ICU4JSortKeys.java` compiled with `javac` into the build folder, once a run.
    static func compiledProgram() async throws -> URL {
        try #require(FileManager.default.fileExists(atPath: icu4j), "no \(icu4j): .ci/install-dependencies --engines installs libicu4j-java")
        let folder = EngineCorpus.runFolder.appendingPathComponent("icu4j-classes")
        return try await EngineCorpus.Made.shared.file(folder, keep: false) { target in
            var javac = try ExternalCommand.named("javac", hint: ".ci/install-dependencies --engines installs openjdk-17-jdk-headless")
            javac.arguments = ["-cp", icu4j, "-d", target.path,
                               EngineCorpus.packageRoot.appendingPathComponent("Scripts/ICU4JSortKeys.java").path]
            try javac.output()
        }
    }
}
