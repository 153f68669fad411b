import Foundation

/// Where the benchmark finds the things around it: this executable (which it runs again for each
/// measurement), the package it was built from, and the `localized-index` CLI built beside it.
enum PackageLocations {
    /// This executable's resolved path.
    static var ownExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The directory that holds this executable: `<scratch>/<triple>/<configuration>`.
    static var buildDirectory: String { directory(of: ownExecutable) }

    /// The package root: this source file's folder, two levels up (`Benchmarks/localized-index-benchmark/`).
    static var packageRoot: String {
        directory(of: directory(of: directory(of: #filePath)))
    }

    /// `localized-index` in the same build directory as this executable.
    static var siblingCLI: String { buildDirectory + "/localized-index" }

    /// The Foundation peer, `localized-index-foundation-peer`, in the same build directory.
    static var siblingFoundationPeer: String { buildDirectory + "/localized-index-foundation-peer" }

    /// Where ``buildInstalledCLI()`` builds: the scratch path `Scripts/check-static-build.sh` uses.
    static var staticScratch: String { packageRoot + "/.build-static" }

    /// Builds `localized-index` as README's install step does (its `flags="…"` line, `-c release
    /// --static-swift-stdlib` among them, in ``staticScratch``) and returns its path: the binary people run
    /// is the one measured. `swift run` of the benchmark builds only the benchmark, and timing a stale CLI
    /// would measure yesterday's code.
    /// - Throws: ``BenchmarkError`` when README has no such line or `swift build` fails.
    static func buildInstalledCLI() throws -> String {
        let arguments = ["build"] + (try installFlags()) + ["--scratch-path", staticScratch, "--package-path", packageRoot]
        try swiftBuild(arguments + ["--product", "localized-index"], what: "the CLI")
        let binPath = try ChildProcess(executable: "swift", arguments: arguments + ["--show-bin-path"]).run()
        guard binPath.status == 0 else { throw BenchmarkError("swift build --show-bin-path failed") }
        return binPath.standardOutput.trimmingTrailingWhitespace + "/localized-index"
    }

    /// The flags of README's install step: its line `flags="…"`, read from README itself (as
    /// `Scripts/check-static-build.sh` reads it), split at spaces.
    static func installFlags() throws -> [String] {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        guard let line = readme.split(separator: "\n").first(where: { $0.hasPrefix("flags=\"") && $0.hasSuffix("\"") }) else {
            throw BenchmarkError("README.md: the install step has no flags=\"…\" line")
        }
        return line.dropFirst("flags=\"".count).dropLast().split(separator: " ").map(String.init)
    }

    /// Brings the sibling Foundation peer up to date: built with the same configuration and scratch path as
    /// this executable was built with.
    /// - Throws: ``BenchmarkError`` when `swift build` fails.
    static func buildSiblingFoundationPeer() throws {
        let configuration = basename(of: buildDirectory)
        let scratch = directory(of: directory(of: buildDirectory))
        try swiftBuild(["build", "-c", configuration, "--scratch-path", scratch, "--package-path", packageRoot,
                        "--product", "localized-index-foundation-peer"], what: "the Foundation peer")
    }

    private static func swiftBuild(_ arguments: [String], what: String) throws {
        ProgressLog.line("building \(what): swift \(arguments.joined(separator: " "))")
        let build = try ChildProcess(executable: "swift", arguments: arguments,
                                     standardOutput: .parentStandardError, standardError: .parentStandardError).run()
        guard build.status == 0 else {
            throw BenchmarkError("""
                building \(what) failed (exit \(build.status)); build it yourself and pass its path \
                (--cli PATH, --foundation-peer PATH), or --no-build-cli to use what is there
                """)
        }
    }

    /// A path's directory (`/a/b` for `/a/b/c`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A path's last component.
    static func basename(of path: String) -> String {
        String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
    }
}
