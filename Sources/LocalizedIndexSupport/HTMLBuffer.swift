/// Bytes of HTML being written, with text escaped on the way in.
public struct HTMLBuffer {
    /// The markup written so far (since the last ``drain()``).
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer.
    public init() { bytes.reserveCapacity(1 << 17) }

    /// Markup as is.
    public mutating func raw(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

    /// Text for an element or a quoted attribute: `& < > " '` as references; C0 and C1 control characters
    /// (which HTML forbids) as U+FFFD, tab and line breaks (also NEL, U+2028, U+2029) as a space.
    /// Works on the UTF-8 bytes: every character to change starts with an ASCII byte, or is C1 (`C2 80`–`C2 9F`)
    /// or U+2028/U+2029 (`E2 80 A8`/`A9`), whose last byte is seen after the lead bytes went in.
    public mutating func text(_ text: String) {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
            case 0x09, 0x0A, 0x0C, 0x0D: bytes.append(UInt8(ascii: " "))
            case 0x00...0x1F, 0x7F: bytes.append(contentsOf: Self.replacement)
            case 0x80...0x9F where previous == 0xC2:  // C1 controls; NEL (U+0085) is a line break
                bytes.removeLast()
                if byte == 0x85 { bytes.append(UInt8(ascii: " ")) } else { bytes.append(contentsOf: Self.replacement) }
            case 0xA8...0xA9 where previous == 0x80 && beforePrevious == 0xE2:  // U+2028, U+2029
                bytes.removeLast(2)
                bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
            beforePrevious = previous
            previous = byte
        }
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Empties the buffer, returning what it held as an array of its own: the buffer stays, its pages
    /// in memory (as ``JSONWriter/drain()``).
    public mutating func drain() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return Array(copying: bytes.span)
    }

    /// The text escaped, as a string (for tests and small parts).
    public static func escaped(_ text: String) -> String {
        var buffer = HTMLBuffer()
        buffer.text(text)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
