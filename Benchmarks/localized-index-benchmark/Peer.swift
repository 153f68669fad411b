import Glibc

/// The ICU4C reference program, `Benchmarks/ReferenceICU4C`: the same job (bucket each name with ICU's
/// `AlphabeticIndex`, sort each bucket by ICU sort keys, write JSON) in plain C++ over the same system ICU,
/// single-threaded. The yardstick every ratio in the report is taken against.
struct ICU4CPeer {
    /// The peer's binary.
    var executable: String

    /// `Benchmarks/ReferenceICU4C/build.sh`, which builds the reference program when it is missing or older
    /// than its source.
    static var buildScript: String { PackageLocations.packageRoot + "/Benchmarks/ReferenceICU4C/build.sh" }

    /// Where `build.sh` puts the reference program by default: `.build-reference/` in the package.
    static var defaultExecutable: String { PackageLocations.packageRoot + "/.build-reference/reference-index" }

    /// The reference program, built first with `build.sh` (which does nothing when it is up to date).
    ///
    /// - Parameter path: Another peer to time as it is (an older build, a peer of the same contract); `nil`
    ///   for the reference program built from this package's source.
    /// - Throws: ``BenchmarkError`` saying why there is no peer; the caller reports without one.
    static func prepare(at path: String?) throws -> ICU4CPeer {
        if let path {
            guard access(path, X_OK) == 0 else { throw BenchmarkError("no executable peer at \(path)") }
            return ICU4CPeer(executable: path)
        }
        let build = try ChildProcess(
            executable: "sh", arguments: [buildScript, defaultExecutable],
            standardOutput: .discard, standardError: .parentStandardError
        ).run()
        guard build.status == 0, access(defaultExecutable, X_OK) == 0 else {
            throw BenchmarkError("""
                \(buildScript) failed (exit \(build.status)); it needs g++, pkg-config and libicu-dev \
                (apt-get install -y g++ pkg-config libicu-dev)
                """)
        }
        return ICU4CPeer(executable: defaultExecutable)
    }

    /// One full run on a corpus, JSON to `/dev/null`, with the peer's own phase times.
    ///
    /// - Parameter warmUp: A corpus whose names the peer buckets and sorts once, untimed, before its timed
    ///   phases (`--warm-up`), as the library's warm measurement places other names first; its wall time
    ///   then counts that too, so such a run is for `bucket_s` and `sort_s` only.
    /// - Throws: ``BenchmarkError`` when the peer fails or prints no timings.
    func fullRun(locale: String, corpus: String, warmUp: String? = nil) throws -> PeerSample {
        let outcome = try ChildProcess(
            executable: executable,
            arguments: ["--locale", locale, "--input", corpus, "--timings"] + (warmUp.map { ["--warm-up", $0] } ?? []),
            standardOutput: .discard
        ).run()
        guard outcome.status == 0 else {
            throw BenchmarkError("peer failed (exit \(outcome.status)) on \(corpus), \(locale): \(outcome.standardError.suffix(500))")
        }
        return PeerSample(process: outcome.sample, timings: try JSONLine.decode(PeerTimings.self, from: outcome.standardError))
    }
}
