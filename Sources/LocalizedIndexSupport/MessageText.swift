/// The one way the package's error messages take in text they did not write (file names, field names,
/// values, locale identifiers): control characters escaped, so a message on a terminal cannot carry an
/// escape sequence, a bell, a line break or a bidirectional override; and echoes cut to a sane length, so a
/// 100,000-column header or a megabyte-long field name yields a line, not a screenful.
///
/// ``sanitized(_:)`` is applied by every error type's description (``LocaleError``, ``CollationError``,
/// and the tool's `ContactFileError`, `InputError`, `ComparisonError` and `CommandFailure`), so no call site
/// can forget it; ``echo(_:limit:)`` also cuts one echoed value short, where a message quotes one.
///
/// Public so that the package's other products, and programs that build their own messages from
/// untrusted contact files, quote such text the same way.
public enum MessageText {
    /// The longest message, in Unicode scalars, before its middle is cut out: room for a path, a field
    /// name and the problem.
    public static let messageLimit = 1_000
    /// The longest single echo (a field name, a locale identifier) before it is cut.
    public static let echoLimit = 80

    /// `message` with every control character escaped (`\u{1B}`, `\n`) and, past ``messageLimit``
    /// scalars, its middle replaced by `…`, keeping the start (the file, line and field) and the end (what
    /// is wrong). Idempotent: escaping writes no control character, and a cut message is within the limit.
    ///
    /// - Complexity: O(*n*) in the length of `message`.
    public static func sanitized(_ message: String) -> String {
        let escaped = escapingControls(message)
        let scalars = escaped.unicodeScalars
        guard scalars.count > messageLimit else { return escaped }
        let head = String(String.UnicodeScalarView(scalars.prefix(messageLimit * 3 / 4)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(messageLimit / 4 - 3)))
        return head + " … " + tail
    }

    /// `text` escaped as ``sanitized(_:)`` does, and cut to `limit` scalars with a note of its full length:
    /// `Name␣␣␣…` → `Name␣␣␣… (40,000 characters)`.
    public static func echo(_ text: some StringProtocol, limit: Int = echoLimit) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return escapingControls(String(text)) }
        return escapingControls(String(String.UnicodeScalarView(scalars.prefix(limit)))) + "… (\(scalars.count) characters)"
    }

    /// Whether `scalar` must not reach a terminal as it is: C0 and C1 controls, DEL, the line and paragraph
    /// separators, and the bidirectional marks, embeddings, overrides and isolates.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else { escaped.append(scalar); continue }
            let spelled: String
            switch scalar {
            case "\n": spelled = "\\n"
            case "\r": spelled = "\\r"
            case "\t": spelled = "\\t"
            default: spelled = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            escaped.append(contentsOf: spelled.unicodeScalars)
        }
        return String(escaped)
    }
}
