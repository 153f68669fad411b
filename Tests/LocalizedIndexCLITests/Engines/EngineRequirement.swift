import Foundation
import Testing

/// Something an engine test drives that `.ci/install-dependencies` installs only with `--engines`: a database, a
/// JVM, a Python package. On a developer's machine without it the test is skipped, with the reason and the
/// command that installs it; with `REQUIRE_ENGINES=1`, as `.ci/run` sets it, the test runs and fails on what is
/// missing, so CI never reads a missing engine as a pass.
struct EngineRequirement: Sendable {
    /// What is needed, as a person would name it.
    var name: String
    /// Whether this machine has it (checked once per test run).
    var isAvailable: Bool

    /// Whether missing engines fail the tests instead of skipping them: `REQUIRE_ENGINES=1`.
    static let isRequired = ProcessInfo.processInfo.environment["REQUIRE_ENGINES"] == "1"

    /// Debian's PostgreSQL 15 with the `icu_ext` extension (`icu_sort_key`), as ``PostgresCluster`` runs it.
    static let postgres = EngineRequirement(
        name: "PostgreSQL 15 with icu_ext (postgresql-15, postgresql-15-icu-ext)",
        isAvailable: FileManager.default.isExecutableFile(atPath: "\(PostgresCluster.binaries)/initdb")
            && FileManager.default.fileExists(atPath: "/usr/share/postgresql/15/extension/icu_ext.control"))

    /// The `sqlite3` shell, which the SQLite recipes run.
    static let sqliteShell = EngineRequirement(name: "the sqlite3 shell (sqlite3)", isAvailable: onPath("sqlite3"))

    /// DuckDB's Python package.
    static let duckdb = EngineRequirement(name: "DuckDB for python3 (pip, Scripts/requirements.txt)",
                                          isAvailable: python3Imports("duckdb"))

    /// A JDK and ICU4J 72 (`Scripts/ICU4JSortKeys.java`).
    static let icu4j = EngineRequirement(
        name: "a JDK 17 and ICU4J (openjdk-17-jdk-headless, libicu4j-java)",
        isAvailable: onPath("java") && onPath("javac") && FileManager.default.fileExists(atPath: icu4jJar))

    /// Debian's ICU4J (`libicu4j-java`). Here, not in ``ICU4JKeyTests``: its suite's trait reads ``icu4j``, and a
    /// macro's argument may not depend on the type the macro is attached to.
    static let icu4jJar = "/usr/share/java/icu4j.jar"

    /// Faker, which `Scripts/generate-names.py` makes the engines' corpus with.
    static let nameGenerator = EngineRequirement(name: "Faker for python3 (pip, Scripts/requirements.txt)",
                                                 isAvailable: python3Imports("faker"))

    /// Whether `name` is an executable file in a folder of `PATH`.
    private static func onPath(_ name: String) -> Bool { path(of: name) != nil }

    /// `name`'s path in the first folder of `PATH` that has it.
    private static func path(of name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `python3` on `PATH` imports `module`. (Not ``ExternalCommand/named(_:hint:arguments:)``: this runs
    /// while tests are being found, outside any test an issue could be recorded in.)
    private static func python3Imports(_ module: String) -> Bool {
        guard let python = path(of: "python3") else { return false }
        return (try? ExternalCommand(executable: python, arguments: ["-c", "import \(module)"]).output()) != nil
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only where every engine in `requirements` is installed, or where missing ones must
    /// fail (``EngineRequirement/isRequired``); skips it otherwise, naming what is missing and how to install it.
    static func requires(_ requirements: EngineRequirement...) -> Self {
        let missing = requirements.filter { !$0.isAvailable }.map(\.name)
        let reason = "missing \(missing.joined(separator: "; ")): `.ci/install-dependencies --engines` installs "
            + "what is missing, and REQUIRE_ENGINES=1 fails instead of skipping"
        return .enabled(if: missing.isEmpty || EngineRequirement.isRequired, Comment(rawValue: reason))
    }
}
