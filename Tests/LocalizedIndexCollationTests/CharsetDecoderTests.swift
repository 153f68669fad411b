import Testing
@testable import LocalizedIndexCollation

/// ICU's converters and charset detector behind ``CharsetDecoder`` and ``DetectedCharset``. Expected bytes
/// are the charsets' published tables (JIS X 0208 as Shift_JIS writes it, windows-1252's code page), the
/// same as Python's codecs give.
@Suite("charset decoding through ICU")
struct CharsetDecoderTests {
    @Test("Shift_JIS kana, by any of its names", arguments: ["Shift_JIS", "SHIFT_JIS", "sjis", "MS_Kanji"])
    func shiftJIS(name: String) throws {
        let (text, replaced) = try CharsetDecoder.decode([0x82, 0xA0, 0x82, 0xF1, 0x82, 0xC7, 0x82, 0xA4],
                                                         charset: name)
        #expect(text == "あんどう")
        #expect(replaced == 0)
    }

    @Test("a byte the charset cannot map becomes one U+FFFD, counted; the rest stays readable")
    func replacement() throws {
        // 0x80 alone is not a Shift_JIS character; 0x83 0x41 is ア.
        let (text, replaced) = try CharsetDecoder.decode([0x41, 0x80, 0x83, 0x41], charset: "Shift_JIS")
        #expect(text == "A\u{FFFD}ア")
        #expect(replaced == 1)
        // Invalid UTF-8: a lone continuation byte and a truncated sequence at the end.
        let utf8 = try CharsetDecoder.decode([0x61, 0x80, 0x62, 0xE3, 0x81], charset: "UTF-8")
        #expect(utf8.text == "a\u{FFFD}b\u{FFFD}")
        #expect(utf8.replacements == 2)
    }

    @Test("windows-1252's 0x80 is the euro sign, not a control")
    func windows1252() throws {
        #expect(try CharsetDecoder.decode([0x80, 0x31], charset: "windows-1252").text == "€1")
    }

    @Test("a character cut between two chunks is joined, also a UTF-16 surrogate pair")
    func chunks() throws {
        let decoder = try CharsetDecoder(charset: "UTF-16BE")
        let bytes: [UInt8] = [0xD8, 0x3D, 0xDE, 0x00, 0x00, 0x41]  // 😀 A
        var utf8: [UInt8] = []
        for index in bytes.indices {
            let part = try decoder.decode(bytes.span.extracting(index..<index + 1), isFinal: index == bytes.count - 1)
            utf8 += part
        }
        #expect(String(decoding: utf8, as: UTF8.self) == "😀A")
        #expect(decoder.replacementCount == 0)
    }

    @Test("an unknown charset name is a clear error naming it", arguments: ["x-no-such-charset", ""])
    func unknownName(name: String) {
        #expect(throws: CharsetError.unknownCharset(name)) { try CharsetDecoder(charset: name) }
        #expect(CharsetError.unknownCharset("klingon").description.contains("\"klingon\""))
    }

    @Test("the detector names UTF-16 with a BOM and Shift_JIS text")
    func detection() throws {
        let utf16 = try #require(DetectedCharset.detect([0xFF, 0xFE, 0x41, 0x00, 0x42, 0x00]))
        #expect(utf16.name == "UTF-16LE")
        #expect(utf16.confidence == 100)
        // Katakana names in Shift_JIS, as a Japanese phone's address book holds them.
        let names = "ヤマダ タロウ,スズキ ハナコ,タナカ イチロウ,サトウ ジロウ,ワタナベ サクラ"
        let sjis = try #require(sjisBytes(names))
        let detected = try #require(DetectedCharset.detect(sjis))
        #expect(detected.name == "Shift_JIS")
        #expect(DetectedCharset.detect([UInt8]()) == nil)
    }

    /// Shift_JIS of full-width katakana, space and comma, from JIS X 0208's table: katakana ア..ン are row 5
    /// (lead byte 0x83, trail 0x40 + offset, skipping 0x7F), the ideographic space is 0x81 0x40.
    private func sjisBytes(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2C: bytes.append(0x2C)
            case 0x20: bytes += [0x81, 0x40]
            case 0x30A1...0x30F3:
                let offset = UInt8(scalar.value - 0x30A1)
                let trail = 0x40 + offset
                bytes += [0x83, trail >= 0x7F ? trail + 1 : trail]
            default: return nil
            }
        }
        return bytes
    }
}
