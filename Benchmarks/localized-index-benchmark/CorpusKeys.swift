import Glibc

/// The keys of a corpus, read as the peers read it: lines split on LF only, fields on TAB, the header names
/// the columns, no quoting, a missing field is empty, invalid UTF-8 becomes U+FFFD.
enum CorpusKeys {
    /// One key per row of the TSV file at `path`, from `column`.
    ///
    /// - Throws: ``BenchmarkError`` when the file cannot be read or has no `display` column.
    static func read(path: String, column: KeyColumn) throws -> [String] {
        let bytes = try contents(of: path)
        return try bytes.withUnsafeBufferPointer { buffer in
            var lines = LineIterator(buffer)
            guard let header = lines.next() else { throw BenchmarkError("\(path) is empty") }
            let names = fields(of: header).map { String(decoding: $0, as: UTF8.self) }
            guard let display = names.firstIndex(of: "display") else {
                throw BenchmarkError("\(path) has no 'display' column (header: \(names))")
            }
            let reading = column == .readingElseDisplay ? names.firstIndex(of: "phonetic") : nil
            var keys: [String] = []
            keys.reserveCapacity(buffer.count / 40)
            while let line = lines.next() {
                let row = fields(of: line)
                if let reading, reading < row.count, !row[reading].isEmpty {
                    keys.append(String(decoding: row[reading], as: UTF8.self))
                } else {
                    keys.append(display < row.count ? String(decoding: row[display], as: UTF8.self) : "")
                }
            }
            return keys
        }
    }

    /// The TAB-separated fields of one line.
    private static func fields(of line: UnsafeBufferPointer<UInt8>.SubSequence) -> [UnsafeBufferPointer<UInt8>.SubSequence] {
        line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    }

    /// The lines of a buffer, split on LF; the empty piece after a final LF is not a line.
    private struct LineIterator: IteratorProtocol {
        let buffer: UnsafeBufferPointer<UInt8>
        var start = 0

        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

        mutating func next() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            guard start < buffer.count, let base = buffer.baseAddress else { return nil }
            let remaining = buffer.count - start
            let end: Int
            if let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), remaining) {
                end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
            } else {
                end = buffer.count
            }
            defer { start = end + 1 }
            return buffer[start..<end]
        }
    }

    /// The whole file, read with one `read` per chunk into a buffer of its size.
    private static func contents(of path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw BenchmarkError("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw BenchmarkError("cannot stat \(path)") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
