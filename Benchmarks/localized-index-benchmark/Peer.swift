import Foundation

/// The ICU4C reference program, `Benchmarks/ReferenceICU4C`: the same job (bucket each name with ICU's
/// `AlphabeticIndex`, sort each bucket by ICU sort keys, write JSON) in plain C++ over the same system ICU,
/// single-threaded. The yardstick every ratio in the report is taken against.
///
/// Beside it, the reading peer (`reference-index-readings`, the same program built with MeCab): with
/// `--readings` it reads names first as a user of ICU and MeCab alone would (Han names through
/// `Han-Latin/Names` in Simplified Chinese, kanji names through MeCab in Japanese) and places each row by the
/// reading column where it has one, as the CLI does. The locales whose names the package reads are measured
/// against it; the plain peer stays in the report as the floor.
struct ICU4CPeer {
    /// The peer's binary.
    var executable: String
    /// The reading peer's binary, `executable` + `-readings`; nil when it was not built (no libmecab-dev).
    var readingExecutable: String?

    /// The reading column of the corpora, which the CLI places a row by where it is not empty.
    static let readingColumn = "phonetic"

    /// Whether a locale's targets are taken against the reading peer: the languages whose names the package
    /// reads or places by a reading column as a matter of course, `ja`, `zh` and `zh_Hant` (the reading peer
    /// reads Han names in Simplified Chinese only; in Traditional Chinese it places Japanese rows by their
    /// reading, as the CLI does, and ICU's stroke index places Han names itself).
    static func readsNames(locale: String) -> Bool {
        let language = locale.prefix { $0.isLetter }.lowercased()
        return language == "ja" || language == "zh"
    }

    /// `executable` with the reading peer beside it, when there is one.
    init(executable: String) {
        self.executable = executable
        let reading = executable + "-readings"
        readingExecutable = FileManager.default.isExecutableFile(atPath: reading) ? reading : nil
    }

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
            guard FileManager.default.isExecutableFile(atPath: path) else { throw BenchmarkError("no executable peer at \(path)") }
            return ICU4CPeer(executable: path)
        }
        let build = try ChildProcess(
            executable: "sh", arguments: [buildScript, defaultExecutable],
            standardOutput: .discard, standardError: .parentStandardError
        ).run()
        guard build.status == 0, FileManager.default.isExecutableFile(atPath: defaultExecutable) else {
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
    /// - Parameter reading: Run the reading peer (`--readings`), placing rows by `readingColumn` where it is
    ///   not empty; nil for the plain peer.
    /// - Throws: ``BenchmarkError`` when the peer fails or prints no timings.
    func fullRun(locale: String, corpus: String, warmUp: String? = nil, reading: ReadingRun? = nil) throws -> PeerSample {
        var arguments = ["--locale", locale, "--input", corpus, "--timings"] + (warmUp.map { ["--warm-up", $0] } ?? [])
        var program = executable
        if let reading {
            guard let readingExecutable else { throw BenchmarkError("no reading peer beside \(executable)") }
            program = readingExecutable
            arguments += ["--readings"] + (reading.column.map { ["--reading-column", $0] } ?? [])
        }
        let outcome = try ChildProcess(executable: program, arguments: arguments, standardOutput: .discard).run()
        guard outcome.status == 0 else {
            throw BenchmarkError("peer failed (exit \(outcome.status)) on \(corpus), \(locale): \(outcome.standardError.suffix(500))")
        }
        return PeerSample(process: outcome.sample, timings: try JSONLine.decode(PeerTimings.self, from: outcome.standardError))
    }
}

/// How the reading peer is run: which column, if any, gives rows their readings.
struct ReadingRun {
    /// The reading column (`--reading-column`), nil for names only.
    var column: String?

    /// As the CLI reads a corpus: by its reading column where a row has one.
    static let likeTheCLI = ReadingRun(column: ICU4CPeer.readingColumn)
    /// Names only: every row is its name, read where the locale reads names.
    static let namesOnly = ReadingRun(column: nil)
}
