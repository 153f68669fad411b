import Foundation
import Testing

/// References for the keys the outputs add: ICU4C's own sort keys (a small C++ program over the system ICU,
/// compiled once per run with g++ and pkg-config, nothing of this package in between) and the `sqlite3` shell.
enum KeysReference {
    /// ICU4C's sort key of each line of `strings`, as lowercase hex without ICU's terminating zero, under
    /// `locale` with normalization on (as the library's collators), numeric ordering as given, and ICU's
    /// default strength unless `primary`.
    static func icu4cKeys(_ strings: [String], locale: String, numeric: Bool, primary: Bool = false) throws -> [String] {
        let output = try run(try program(), [locale, numeric ? "numeric" : "-", primary ? "primary" : "-"],
                             input: strings.joined(separator: "\n") + "\n")
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// What the `sqlite3` shell prints for `sql` on the database at `path`.
    static func sqlite(_ path: String, _ sql: String) throws -> String {
        try run("/usr/bin/sqlite3", [path, sql], input: "")
    }

    static let source = """
        #include <unicode/coll.h>
        #include <unicode/unistr.h>
        #include <cstdio>
        #include <cstring>
        #include <iostream>
        #include <memory>
        #include <string>
        #include <vector>
        int main(int argc, char **argv) {
            if (argc != 4) return 2;
            UErrorCode status = U_ZERO_ERROR;
            std::unique_ptr<icu::Collator> c(icu::Collator::createInstance(icu::Locale::forLanguageTag(argv[1], status), status));
            if (U_FAILURE(status)) return 3;
            c->setAttribute(UCOL_NORMALIZATION_MODE, UCOL_ON, status);
            if (!strcmp(argv[2], "numeric")) c->setAttribute(UCOL_NUMERIC_COLLATION, UCOL_ON, status);
            if (!strcmp(argv[3], "primary")) c->setAttribute(UCOL_STRENGTH, UCOL_PRIMARY, status);
            if (U_FAILURE(status)) return 4;
            std::string line;
            while (std::getline(std::cin, line)) {
                icu::UnicodeString s = icu::UnicodeString::fromUTF8(line);
                std::vector<uint8_t> key(c->getSortKey(s, nullptr, 0));
                c->getSortKey(s, key.data(), (int32_t)key.size());
                for (size_t i = 0; i + 1 < key.size(); i++) printf("%02x", key[i]);
                printf("\\n");
            }
            return 0;
        }
        """

    /// The compiled reference, built on first use.
    private static let built: Result<String, any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("icu4c-keys-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sourcePath = folder.appendingPathComponent("keys.cpp").path, binary = folder.appendingPathComponent("keys").path
        try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
        let flags = try run("/usr/bin/pkg-config", ["--cflags", "--libs", "icu-i18n", "icu-uc"], input: "")
            .split(whereSeparator: \.isWhitespace).map(String.init)
        _ = try run("/usr/bin/g++", ["-std=c++17", "-O1", "-o", binary, sourcePath] + flags, input: "")
        return binary
    }

    private static func program() throws -> String { try built.get() }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Runs `executable` with `arguments`, `input` on its stdin; its stdout, or a failure with its stderr.
    static func run(_ executable: String, _ arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) failed (\(process.terminationStatus)): \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
