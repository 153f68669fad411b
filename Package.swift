// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "LocalizedIndexCollation",
    products: [
        .library(name: "LocalizedIndexCollation", targets: ["LocalizedIndexCollation"]),
        .library(name: "LocalizedIndexContacts", targets: ["LocalizedIndexContacts"]),
        .library(name: "LocalizedIndexComparison", targets: ["LocalizedIndexComparison"]),
        .library(name: "LocalizedIndexSQLite", targets: ["LocalizedIndexSQLite"]),
        .executable(name: "localized-index", targets: ["localized-index"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` (Scripts/check-docs.sh); a plugin, not linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `LocalizedIndexSQLite` only (`sort-contacts --format sqlite`): linked into the tool and into an app
        // that imports that product, not into the other libraries.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // The ICU boundary: C++ over the system ICU (Debian libicu-dev), behind an ICU-free C header.
        .target(
            name: "CICUShims",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        // Memory hints (prefetch) for the loops that copy values in sorted order.
        .target(name: "CMemoryHints"),
        // Optional MeCab (Japanese kanji readings), loaded with dlopen at run time: no build-time dependency.
        .target(name: "CMeCab"),
        // Turns CollationData/ into Swift source at build time, so an installed binary needs no data files.
        // No unsafe code in it, nor in the code it writes (checked where that is compiled, in the library).
        .executableTarget(name: "collation-data-embedder", swiftSettings: [.strictMemorySafety()]),
        .plugin(
            name: "EmbedCollationData",
            capability: .buildTool(),
            dependencies: ["collation-data-embedder"]
        ),
        // Turns a library's PageAssets/ (its HTML page's CSS and JavaScript, which Scripts/check-page-assets.sh
        // checks) into Swift source at build time, as above: no file looked up at run time, no resource bundle.
        .executableTarget(name: "page-asset-embedder", swiftSettings: [.strictMemorySafety()]),  // no unsafe code
        .plugin(
            name: "EmbedPageAssets",
            capability: .buildTool(),
            dependencies: ["page-asset-embedder"]
        ),
        // Helpers the products share (a lock, byte search, the JSON and HTML writers, stderr, message
        // text): not a product and not API; each product's own API is what its users call.
        .target(
            name: "LocalizedIndexSupport",
            // Its unsafe code is the C library's file and process calls (SystemCalls.swift), a lock's pthread
            // calls and one bulk copy, each type stating what makes it sound.
            swiftSettings: [.strictMemorySafety()]
        ),
        .target(
            name: "LocalizedIndexCollation",
            dependencies: ["CICUShims", "CMeCab", "CMemoryHints", "LocalizedIndexSupport"],
            // Its unsafe code is the C boundaries (ICU/, MeCab/, the environment) and the thread primitives
            // (Arrangement's shared buffer and threads, the readings' write-once slots), each expression marked
            // with what makes it sound: none in the readings, the sorting or the sort-key arena.
            swiftSettings: [.strictMemorySafety()],
            plugins: ["EmbedCollationData"]
        ),
        // Contact files in (CSV/TSV, vCard, JSON Lines, plain lines), sections out (text, JSON, Markdown, HTML).
        .target(
            name: "LocalizedIndexContacts",
            dependencies: ["LocalizedIndexCollation", "LocalizedIndexSupport"],
            exclude: ["PageAssets"],
            // Readers, store and writers on spans, with no unsafe code: its system calls go through Support's
            // SystemCall.
            swiftSettings: [.strictMemorySafety()],
            plugins: ["EmbedPageAssets"]
        ),
        // How one list behaves in many locales: the report behind `localized-index compare`.
        .target(
            name: "LocalizedIndexComparison",
            dependencies: ["LocalizedIndexCollation", "LocalizedIndexContacts", "LocalizedIndexSupport"],
            exclude: ["PageAssets"],
            packageAccess: false,  // the report uses the other products' public API only, as any client would
            // Memory safety the compiler checks (SE-0458): no unsafe code here; Scripts/check-memory-safety.sh
            // fails on any warning of it.
            swiftSettings: [.strictMemorySafety()],
            plugins: ["EmbedPageAssets"]
        ),
        // Sections written as a SQLite database (`sort-contacts --format sqlite`, or a server's own GRDB
        // database): GRDB and SQLite stay here, out of the other libraries, so an app importing them links neither.
        .target(
            name: "LocalizedIndexSQLite",
            dependencies: [
                "LocalizedIndexCollation",
                "LocalizedIndexContacts",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API as GRDB imports it: the records' rows are bound with it (RowBinder).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            packageAccess: false,  // over the other products' public API only, as any client would
            // Its unsafe code is SQLite's C API, in RowBinder alone.
            swiftSettings: [.strictMemorySafety()]
        ),
        // The command-line tool's own module: argument parsing and wiring over the three libraries.
        .target(
            name: "LocalizedIndexCLI",
            dependencies: [
                "LocalizedIndexCollation",
                "LocalizedIndexContacts",
                "LocalizedIndexComparison",
                "LocalizedIndexSQLite",
                "LocalizedIndexSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            packageAccess: false,  // wiring over the libraries' public API only, as any client would
            // No unsafe code: its system calls go through Support's SystemCall.
            swiftSettings: [.strictMemorySafety()]
        ),
        .executableTarget(name: "localized-index", dependencies: ["LocalizedIndexCLI"],
                          swiftSettings: [.strictMemorySafety()]),
        // Writes CollationData/HanReadings/ from ICU's transforms (Scripts/generate-han-readings.sh).
        .executableTarget(name: "han-readings-generator", dependencies: ["LocalizedIndexCollation"],
                          swiftSettings: [.strictMemorySafety()]),  // no unsafe code
        .executableTarget(
            name: "localized-index-benchmark",
            dependencies: [
                "LocalizedIndexCollation",
                "LocalizedIndexSupport",  // SystemCall's error messages
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/localized-index-benchmark",
            // Its unsafe code is the system calls that start and reap a child process, in ChildProcess alone.
            swiftSettings: [.strictMemorySafety()]
        ),
        // The benchmark's second peer: a Foundation sort and first-letter grouping, as one writes without this package.
        .executableTarget(name: "localized-index-foundation-peer", path: "Benchmarks/FoundationPeer",
                          swiftSettings: [.strictMemorySafety()]),  // no unsafe code
        .testTarget(
            name: "LocalizedIndexCollationTests",
            dependencies: [
                "LocalizedIndexCollation",
                "LocalizedIndexSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")],
            // Unsafe only where a test calls a library function that still takes a pointer, marked there.
            swiftSettings: [.strictMemorySafety()]
        ),
        .testTarget(
            name: "LocalizedIndexCLITests",
            dependencies: [
                "LocalizedIndexCLI", "LocalizedIndexContacts", "LocalizedIndexComparison", "LocalizedIndexSQLite",
                "LocalizedIndexSupport",
                .product(name: "GRDB", package: "GRDB.swift"),  // a server's own database (SectionsSQLiteServerTests)
            ],
            exclude: ["HTMLCheck"],
            resources: [.copy("Fixtures")],
            // Unsafe only where a test calls a library function that still takes a pointer, and in its system
            // calls (ExternalCommand's posix_spawn, the signal and file-mode checks), marked there.
            swiftSettings: [.strictMemorySafety()]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
