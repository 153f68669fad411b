import Foundation

/// The one-line JSON documents measuring children print on standard output and the parent reads back.
enum JSONLine {
    /// Prints `value` as one line of JSON on standard output.
    static func print<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = try encoder.encode(value)
        data.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(data)
    }

    /// The last line of `text` that starts with `{`, decoded; children print their report last.
    static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }) else {
            throw BenchmarkError("no JSON line in the output:\n\(text.suffix(2_000))")
        }
        return try JSONDecoder().decode(type, from: Data(line.utf8))
    }
}

/// A failure with a message for the person running the benchmark.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
