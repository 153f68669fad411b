import LocalizedIndexSupport
import Testing
@testable import LocalizedIndexCollation

@Suite("MessageText")
struct MessageTextTests {
    @Test("control characters, C1, DEL, line separators and bidi controls are escaped", arguments: [
        ("a\u{1B}[31mb", "a\\u{1B}[31mb"), ("bell\u{07}", "bell\\u{7}"), ("x\u{9B}y", "x\\u{9B}y"), ("del\u{7F}", "del\\u{7F}"),
        ("a\nb\r\tc", "a\\nb\\r\\tc"), ("\u{202E}evil", "\\u{202E}evil"), ("\u{2066}i\u{2069}", "\\u{2066}i\\u{2069}"),
        ("\u{200F}\u{061C}", "\\u{200F}\\u{61C}"), ("l\u{2028}p\u{2029}", "l\\u{2028}p\\u{2029}"), ("Åsa Öberg 李", "Åsa Öberg 李"),
    ])
    func escapes(input: String, expected: String) {
        #expect(MessageText.sanitized(input) == expected)
        #expect(MessageText.sanitized(MessageText.sanitized(input)) == expected)
    }

    @Test("an echo is cut to its limit with its full length")
    func echoCut() {
        #expect(MessageText.echo(String(repeating: "a", count: 100), limit: 5) == "aaaaa… (100 characters)")
        #expect(MessageText.echo("short", limit: 5) == "short")
        #expect(MessageText.echo("\u{1B}\u{1B}\u{1B}", limit: 2) == "\\u{1B}\\u{1B}… (3 characters)")
    }

    @Test("a long message keeps its start and end")
    func messageCut() {
        let message = "file.csv:1: " + String(repeating: "x", count: 5_000) + " is wrong"
        let cut = MessageText.sanitized(message)
        #expect(cut.unicodeScalars.count <= MessageText.messageLimit)
        #expect(cut.hasPrefix("file.csv:1: xxx") && cut.hasSuffix("xxx is wrong") && cut.contains(" … "))
    }
}
