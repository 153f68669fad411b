import LocalizedIndexSupport
import Foundation
import LocalizedIndexCollation

/// An input file (or stdin) read in large blocks and handed out line by line as UTF-8, so a million-record
/// file is never held whole: only the current block is.
///
/// - Encoding: `--encoding` when given (any charset ICU knows), else a byte-order mark (UTF-8, UTF-16 LE or
///   BE, as Thunderbird writes its CSV), else UTF-16 told by its NUL bytes (every other byte NUL in ASCII
///   text), else UTF-8. A reader that wants a legacy charset detected (the vCard reader, for 2.1 files) asks
///   ICU's detector over the first 64 KiB. Bytes in another encoding are converted to UTF-8 by ICU a block at
///   a time; UTF-8 input is not touched (no copy, no conversion).
/// - Lines end at LF (CR LF and CR CR LF leave their CRs for the readers to drop), or at CR alone in a file
///   whose first 64 KiB hold CRs and no LF (old Mac exports).
/// - Limits: a line longer than ``maximumLineLength`` ends the read with an error naming the file and line,
///   in bounded memory (`/dev/zero`, a 200 MB single line); readers check each value against
///   ``maximumFieldLength``.
public final class InputFile {
    /// The longest line (and so record, for single-line formats) read: 16 MiB. A longer one is an error.
    public static let maximumLineLength = 16 << 20
    /// The longest field value readers accept: 1 MiB. A longer one is an error naming its field.
    public static let maximumFieldLength = 1 << 20
    /// How much of the input decides its encoding and line ends.
    package static let detectionPrefixLength = 64 << 10

    /// The name messages use: the path as given, or `<stdin>`.
    public let name: String
    /// The path when the input is a file (readers detect the format from its extension).
    public let path: String?
    /// The file or stdin; nil for bytes given in memory.
    private let handle: FileHandle?
    /// Bytes given in memory, read (as a file's would be) on the first fill.
    private var pendingBytes: [UInt8]?
    /// The input as UTF-8, a block at a time, and where the next line starts.
    private var lines = InputLines()
    private var atEnd = false
    /// The input's size when it is a regular file (to size buffers), nil for stdin and pipes.
    package let byteCount: Int?

    /// `--encoding`, when given.
    private let requestedEncoding: String?
    /// Set once the first bytes are read and the encoding chosen.
    private var settled = false
    /// Converts the input to UTF-8; nil when the input is read as UTF-8.
    private var decoder: CharsetDecoder?
    /// The charset the input is converted from (`UTF-16LE`, `Shift_JIS`), or nil when it is read as UTF-8.
    package private(set) var convertedFrom: String?
    /// Warnings (a record kept with a repaired field): written to stderr unless a caller collects them.
    package var warningHandler: (InputError) -> Void = { warning in
        StandardError.write("warning: \(warning)\n")
    }
    /// How many warnings were given.
    package private(set) var warningCount = 0

    /// Opens `path`; nil or `-` is stdin.
    ///
    /// - Parameters:
    ///   - path: The file to read; nil or `-` reads standard input.
    ///   - encoding: `--encoding`: the input's charset, overriding detection.
    /// - Throws: ``ContactFileError`` when the file cannot be read or ICU knows no such charset.
    public init(path: String?, encoding: String? = nil) throws {
        requestedEncoding = encoding
        guard let path, path != "-" else {
            name = "<stdin>"
            self.path = nil
            handle = FileHandle.standardInput
            byteCount = nil
            try checkEncodingName()
            return
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ContactFileError(SystemCall.exists(path)
                ? "\(path): cannot read the file (permission denied?)" : "\(path): no such file")
        }
        // What was opened, by its descriptor (FileManager's attributes would also look up the owner's name,
        // reading the system's user and group databases: most of a short run's opening).
        let status = SystemCall.status(ofDescriptor: handle.fileDescriptor)
        let type = status.map { $0.st_mode & S_IFMT } ?? 0
        guard type != S_IFDIR else { throw ContactFileError("\(path): is a folder, not a file") }
        name = path
        self.path = path
        self.handle = handle
        byteCount = type == S_IFREG ? status.map { Int($0.st_size) } : nil
        try checkEncodingName()
    }

    /// An input over bytes already in memory (the built-in sample, tests), read as a file's would be.
    public init(name: String, bytes: [UInt8], encoding: String? = nil) {
        self.name = name
        path = nil
        handle = nil
        pendingBytes = bytes
        byteCount = bytes.count
        requestedEncoding = encoding
    }

    /// Reports a record kept with a repaired or dropped part.
    package func warn(_ warning: InputError) {
        warningCount += 1
        warningHandler(warning)
    }

    private func checkEncodingName() throws {
        guard let requestedEncoding else { return }
        do {
            _ = try CharsetDecoder(charset: requestedEncoding)
        } catch {
            throw ContactFileError("\(name): --encoding: \(error)")
        }
    }

    /// The first bytes of the input (as UTF-8) without consuming them, for format detection.
    package func peek(_ count: Int) throws -> ArraySlice<UInt8> {
        while lines.unread.count < count, let bytes = try more() { lines.append(bytes) }
        return lines.unread.prefix(count)
    }

    /// Replaces the lines of `batch` with the input's next ones; none at its end. The empty piece after a
    /// final LF is not a line; a byte-order mark at the start is dropped.
    ///
    /// The lines the current block holds whole, up to `limit`, are taken in one access to the file's lines
    /// (``withLines(_:)``): taken one at a time, each access was checked at run time for exclusive access,
    /// which made 20M empty folded vCard lines take 1.8 times as long. When the block holds none, the next
    /// line is read as the block is refilled.
    ///
    /// - Throws: ``ContactFileError`` naming the file and line when the line is longer than
    ///   ``maximumLineLength`` (the rest of the input is not read: it is not a contact file).
    func readLines(into batch: inout LineBatch, limit: Int) throws {
        try withLines { lines in
            try batch.refill(from: &lines, limit: limit, maximumLength: Self.maximumLineLength) { try nextLine(of: &$0) }
        }
    }

    /// Calls `body` with the input's lines, for a reader that reads many in a row with
    /// ``nextLine(of:)``: the file is a class, and each access to its lines is checked at run time for
    /// exclusive access (a thread-local look-up that cost a tenth of reading a TSV line by line); here the
    /// check is made once for all of them. `body` must not call the file's other line functions.
    package func withLines<Result>(_ body: (inout InputLines) throws -> Result) rethrows -> Result {
        try body(&lines)
    }

    /// The next line of `lines`, the input's own (``withLines(_:)``), without its LF (a CR before it is kept:
    /// readers decide), or nil at the end; as ``readLines(into:limit:)`` reads it.
    package func nextLine(of lines: inout InputLines) throws -> ArraySlice<UInt8>? {
        do {
            return try lines.next(maximumLength: Self.maximumLineLength, more: more)
        } catch is InputLines.LineTooLong {
            // The rest of the input is not read.
            atEnd = true
            throw lineTooLong(at: lines.nextLineNumber)
        }
    }

    /// The error for line `line`, past ``maximumLineLength``.
    private func lineTooLong(at line: Int) -> ContactFileError {
        ContactFileError(InputError(
            file: name, line: line,
            problem: "the line is longer than \(Self.maximumLineLength >> 20) MiB, the limit for one record; "
                + "is this a contact file?").description)
    }

    /// The input's next bytes as UTF-8, nil at its end (the first call chooses the encoding).
    private func more() throws -> [UInt8]? {
        if !settled { return try settle() }
        guard !atEnd else { return nil }
        let raw = try readRaw()
        if raw.isEmpty {
            atEnd = true
            guard let decoder else { return nil }
            // The end of the input: a character cut short becomes U+FFFD.
            let tail = try convert(decoder, [UInt8]().span, isFinal: true)
            return tail.isEmpty ? nil : tail
        }
        if let decoder { return try convert(decoder, raw.span, isFinal: false) }
        return raw
    }

    /// Up to a mebibyte of the input as it is on disk; empty at its end.
    ///
    /// Read with `read(2)` straight into the array: `FileHandle.read(upToCount:)` gave a `Data` that was
    /// copied twice more on its way to the block, a twentieth of reading 10,000 names.
    private func readRaw() throws -> [UInt8] {
        if let pending = pendingBytes {
            pendingBytes = nil
            return pending
        }
        guard let descriptor = handle?.fileDescriptor else { return [] }
        var failure: Int32 = 0
        let bytes = [UInt8](capacity: Self.readSize) { failure = SystemCall.read(descriptor, into: &$0) }
        guard failure == 0 else { throw ContactFileError("\(name): cannot read: \(SystemCall.message(forError: failure))") }
        return bytes
    }

    /// How much one read asks for.
    private static let readSize = 1 << 20

    private func convert(_ decoder: CharsetDecoder, _ bytes: Span<UInt8>, isFinal: Bool) throws -> [UInt8] {
        do {
            return try decoder.decode(bytes, isFinal: isFinal)
        } catch {
            throw ContactFileError("\(name): \(error)")
        }
    }

    // MARK: - Encoding

    /// Reads the first 64 KiB (or all of a shorter input), chooses the encoding, and returns them as UTF-8
    /// (nil when the input is empty); the lines choose their end from them.
    private func settle() throws -> [UInt8]? {
        settled = true
        var bytes: [UInt8] = []
        while bytes.count < Self.detectionPrefixLength {
            let raw = try readRaw()
            if raw.isEmpty {
                atEnd = true
                break
            }
            if bytes.isEmpty { bytes = raw } else { bytes += raw }
        }
        if let requested = requestedEncoding {
            if !Self.isUTF8(requested) { try use(requested) }
        } else if let marked = Self.byteOrderMarkEncoding(bytes) ?? Self.utf16ByNULs(bytes) {
            try use(marked)
        }
        let converted = try decoder.map { try convert($0, bytes.span, isFinal: atEnd) } ?? bytes
        return converted.isEmpty ? nil : converted
    }

    private func use(_ charset: String) throws {
        do {
            decoder = try CharsetDecoder(charset: charset)
        } catch {
            throw ContactFileError("\(name): \(error)")
        }
        convertedFrom = charset
    }

    /// For a reader whose format carries no charset of its own (CSV, TSV, JSON Lines, plain lines): when the
    /// input is read as UTF-8 only by default (no `--encoding`, no byte-order mark, no UTF-16 NULs) and its
    /// first 64 KiB are not UTF-8, asks ICU's charset detector what they are and converts the input from it.
    ///
    /// A prefix that is mostly UTF-8 (ten valid multi-byte characters or more for each invalid byte), or has
    /// fewer than 8 invalid bytes (too few for the detector to tell anything), stays UTF-8: a stray byte is
    /// the record's problem (an error naming it and `--encoding`), not the file's. Call before reading the
    /// first line.
    ///
    /// - Throws: ``ContactFileError`` when the detector cannot tell (no charset, or one it is less than 10%
    ///   sure of), naming the file and `--encoding`.
    package func adoptDetectedCharset() throws {
        _ = try peek(1)
        // Only before the first line, on the input's own bytes; a UTF-8 byte-order mark declares UTF-8.
        guard decoder == nil, requestedEncoding == nil, !lines.checkedByteOrderMark, lines.position == 0,
              !lines.block.starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        let prefix = lines.block.prefix(Self.detectionPrefixLength)
        let (valid, invalid) = Self.utf8Sequences(in: prefix)
        guard invalid >= 8, valid < invalid * 10 else { return }
        let detected = DetectedCharset.detect(prefix)
        guard let detected, detected.confidence >= 10 else {
            let guess = detected.map { "; ICU's detector guesses \($0.name), \($0.confidence)% sure" } ?? ""
            throw ContactFileError(
                "\(name): the file is not UTF-8 and its encoding cannot be told from its first bytes\(guess); "
                    + "name it with --encoding (for example --encoding windows-1252 or --encoding Shift_JIS)")
        }
        if detected.name == "UTF-8" { return }
        try use(detected.name)
        guard let decoder else { return }
        // Nothing is consumed yet: the block is still the raw input, from its start.
        let raw = Array(lines.unread)
        lines.replace(with: try convert(decoder, raw.span, isFinal: atEnd))
    }

    private static func isUTF8(_ name: String) -> Bool {
        ["utf8", "utf-8"].contains(name.lowercased())
    }

    /// The encoding a byte-order mark names; nil without one (a UTF-8 mark is dropped by `nextLine`).
    private static func byteOrderMarkEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) && !bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-16LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        return nil
    }

    /// UTF-16 without a byte-order mark, told by its NULs: text that is mostly ASCII (as names, keys and
    /// headers are) has a NUL in every other byte, after (LE) or before (BE) each character. A file of NULs
    /// only (`/dev/zero`) is not text in any encoding, and stays "UTF-8".
    private static func utf16ByNULs(_ bytes: [UInt8]) -> String? {
        let sample = bytes.prefix(4096)
        let pairs = sample.count / 2
        guard pairs >= 2 else { return nil }
        var evenNULs = 0, oddNULs = 0
        for index in stride(from: sample.startIndex, to: sample.startIndex + pairs * 2, by: 2) {
            if sample[index] == 0 { evenNULs += 1 }
            if sample[index + 1] == 0 { oddNULs += 1 }
        }
        // At least a third of the characters ASCII, and the other half of each pair almost never NUL.
        if oddNULs * 3 >= pairs && evenNULs * 20 < pairs { return "UTF-16LE" }
        if evenNULs * 3 >= pairs && oddNULs * 20 < pairs { return "UTF-16BE" }
        return nil
    }

    /// How many valid multi-byte UTF-8 sequences and how many invalid bytes `bytes` hold; a sequence cut by
    /// their end counts as neither.
    private static func utf8Sequences(in bytes: ArraySlice<UInt8>) -> (valid: Int, invalid: Int) {
        var valid = 0, invalid = 0
        var rest = bytes
        while !rest.isEmpty {
            do {
                _ = try UTF8Span(validating: rest.span)
                valid += rest.lazy.filter { $0 >= 0xC0 }.count
                break
            } catch {
                let bad = rest.startIndex + error.byteOffsets.lowerBound
                valid += rest[..<bad].lazy.filter { $0 >= 0xC0 }.count
                // Whether the bad sequence is only cut by the end of the prefix.
                if bytes.endIndex - bad < 4 && rest[bad...].first.map({ $0 >= 0xC0 }) == true
                    && rest[(bad + 1)...].allSatisfy({ $0 & 0xC0 == 0x80 }) { break }
                invalid += 1
                rest = rest[(bad + max(1, error.byteOffsets.count))...]
            }
        }
        return (valid, invalid)
    }

    /// The error for a value longer than ``maximumFieldLength``, at `line`, in `field`.
    package func fieldTooLong(line: Int, field: String?) -> InputError {
        InputError(file: name, line: line, field: field, problem: Self.fieldTooLongProblem)
    }

    /// What is wrong with a value longer than ``maximumFieldLength``.
    package static let fieldTooLongProblem =
        "the value is longer than \(maximumFieldLength >> 20) MiB, the limit for one field"

    // MARK: - UTF-8

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

extension ArraySlice<UInt8> {
    /// The line without the CRs at its end: CR LF (Windows) and CR CR LF (iPhone and Windows exports whose
    /// CR LF went through a second conversion) both end a line.
    package var droppingCarriageReturns: ArraySlice<UInt8> {
        var line = self
        while line.last == 0x0D { line = line.dropLast() }
        return line
    }
}
