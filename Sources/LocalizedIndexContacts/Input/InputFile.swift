import Foundation

/// An input file (or stdin) read in large blocks and handed out line by line, so a million-record file is
/// never held whole: only the current block is.
public final class InputFile {
    /// The name messages use: the path as given, or `<stdin>`.
    public let name: String
    /// The path when the input is a file (readers detect the format from its extension).
    public let path: String?
    private let handle: FileHandle
    private var block: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// The number of the line `nextLine()` returns next, 1-based.
    package private(set) var nextLineNumber = 1
    private var checkedByteOrderMark = false
    /// The input's size when it is a regular file (to size buffers), nil for stdin and pipes.
    package let byteCount: Int?

    /// Opens `path`; nil or `-` is stdin.
    public init(path: String?) throws {
        guard let path, path != "-" else {
            name = "<stdin>"
            self.path = nil
            handle = FileHandle.standardInput
            byteCount = nil
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ContactFileError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw ContactFileError("\(path): is a folder, not a file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ContactFileError("\(path): cannot read the file (permission denied?)")
        }
        name = path
        self.path = path
        self.handle = handle
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        byteCount = attributes?[.type] as? FileAttributeType == .typeRegular ? (attributes?[.size] as? Int) : nil
    }

    /// An input over bytes already in memory (the built-in sample, tests).
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        path = nil
        handle = FileHandle.nullDevice
        block = bytes
        byteCount = bytes.count
        atEnd = true
    }

    /// The first bytes of the input without consuming them, for format detection.
    package func peek(_ count: Int) throws -> ArraySlice<UInt8> {
        while block.count - position < count, try fill() {}
        return block[position..<min(block.count, position + count)]
    }

    /// The next line without its LF (a CR before it is kept: readers decide), or nil at the end. The empty
    /// piece after a final LF is not a line. A UTF-8 byte-order mark at the start is dropped.
    package func nextLine() throws -> ArraySlice<UInt8>? {
        if !checkedByteOrderMark {
            checkedByteOrderMark = true
            if try peek(3).elementsEqual([0xEF, 0xBB, 0xBF]) { position += 3 }
        }
        var scanned = 0  // bytes after `position` known to hold no LF
        while true {
            if let newline = block[(position + scanned)...].firstIndex(of: 0x0A) {
                let line = block[position..<newline]
                position = newline + 1
                nextLineNumber += 1
                return line
            }
            scanned = block.count - position
            if try !fill() {
                guard position < block.count else { return nil }
                let line = block[position...]
                position = block.count
                nextLineNumber += 1
                return line
            }
        }
    }

    /// Reads another block, keeping the unread bytes; false at the end of the input.
    private func fill() throws -> Bool {
        guard !atEnd else { return false }
        let data = try handle.read(upToCount: 1 << 20) ?? Data()
        if data.isEmpty {
            atEnd = true
            return false
        }
        if position > 0 {
            block.removeFirst(position)
            position = 0
        }
        block.append(contentsOf: data)
        return true
    }

    /// Decodes a line as UTF-8, or throws an ``InputError`` naming the line and the byte.
    package func decode(_ bytes: ArraySlice<UInt8>, line: Int, field: String? = nil) throws -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid bytes; a repaired string differs from the bytes it came from.
        guard text.utf8.elementsEqual(bytes) else {
            throw InputError(file: name, line: line, field: field,
                             problem: "invalid UTF-8 at byte \(Self.validPrefixLength(of: bytes) + 1) of the line; convert the file to UTF-8")
        }
        return text
    }

    /// How many bytes at the start of `bytes` are valid UTF-8.
    package static func validPrefixLength(of bytes: ArraySlice<UInt8>) -> Int {
        var length = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { length += UTF8.width(scalar) }
        return length
    }
}
