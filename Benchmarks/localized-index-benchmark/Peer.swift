import Glibc

/// The ICU4C peer from `../shared/peers`: the same job (bucket each name with ICU's `AlphabeticIndex`,
/// sort each bucket by ICU sort keys, write JSON) in plain C++ over the same system ICU, single-threaded.
/// The yardstick every ratio in the report is taken against.
struct ICU4CPeer {
    /// The peer's binary.
    var executable: String

    /// The peer at `path`, built with `build_icu4c.sh` from `peersDirectory` first when it is missing.
    ///
    /// - Throws: ``BenchmarkError`` saying why there is no peer; the caller reports without one.
    static func prepare(at path: String, peersDirectory: String) throws -> ICU4CPeer {
        if access(path, X_OK) == 0 { return ICU4CPeer(executable: path) }
        let script = peersDirectory + "/build_icu4c.sh"
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard path.hasSuffix("/icu4c_index") else {
            throw BenchmarkError("no executable peer at \(path) (build_icu4c.sh only makes …/icu4c_index)")
        }
        guard access(script, R_OK) == 0 else {
            throw BenchmarkError("no peer at \(path) and no \(script) to build it (give --peers-dir)")
        }
        ProgressLog.line("building the ICU4C peer with \(script) …")
        let build = try ChildProcess(
            executable: "sh", arguments: [script],
            standardOutput: .parentStandardError, standardError: .parentStandardError,
            extraEnvironment: ["ICU4C_BUILD": directory.isEmpty ? "." : directory]
        ).run()
        guard build.status == 0, access(path, X_OK) == 0 else {
            throw BenchmarkError("""
                \(script) failed (exit \(build.status)); it needs g++, pkg-config and libicu-dev \
                (apt-get install -y g++ pkg-config libicu-dev)
                """)
        }
        return ICU4CPeer(executable: path)
    }

    /// One full run on a corpus, JSON to `/dev/null`, with the peer's own phase times.
    ///
    /// - Throws: ``BenchmarkError`` when the peer fails or prints no timings.
    func fullRun(locale: String, corpus: String) throws -> PeerSample {
        let outcome = try ChildProcess(
            executable: executable,
            arguments: ["--locale", locale, "--input", corpus, "--timings"],
            standardOutput: .discard
        ).run()
        guard outcome.status == 0 else {
            throw BenchmarkError("peer failed (exit \(outcome.status)) on \(corpus), \(locale): \(outcome.standardError.suffix(500))")
        }
        return PeerSample(process: outcome.sample, timings: try JSONLine.decode(PeerTimings.self, from: outcome.standardError))
    }
}
