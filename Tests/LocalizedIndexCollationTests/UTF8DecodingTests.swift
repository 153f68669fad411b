import Testing
@testable import LocalizedIndexCollation

/// The shim decodes a name's UTF-8 itself (`UTF16Buffer.h`), inline for one- to three-byte sequences, and
/// leaves ill-formed text to ICU's converter, which puts U+FFFD for each maximal subpart, as the Swift
/// standard library's repairing decoder does. The reference: the sort key of the text Swift's decoder makes,
/// which is well-formed and so never reaches the converter.
@Suite("UTF-8 decoding for ICU")
struct UTF8DecodingTests {
    /// The sort key ICU gives `bytes` as they are, through the shim.
    static func key(ofBytes bytes: [UInt8], _ collator: ICU.Collator) -> [UInt8] {
        var needed = 0
        let key = [UInt8](capacity: 1024) { needed = collator.writeSortKey(ofUTF8: bytes.span, into: &$0) }
        #expect(needed <= 1024)
        return key
    }

    @Test("well-formed sequences at each lead byte's bounds, and ill-formed ones, as Swift decodes them", arguments: [
        // Well-formed: the first and last of the three-byte leads whose second byte is restricted, the BMP's
        // end, a four-byte character.
        [0x41, 0xE0, 0xA0, 0x80], [0x41, 0xED, 0x9F, 0xBF], [0x41, 0xEE, 0x80, 0x80], [0x41, 0xEF, 0xBF, 0xBF],
        [0x41, 0xE4, 0xB8, 0x80], [0x41, 0xF0, 0x9F, 0x98, 0x80], [0x41, 0xC2, 0xA0, 0xDF, 0xBF],
        // Ill-formed: overlong, surrogates, past U+10FFFF, truncated, a lone trail byte, bytes never used.
        [0x41, 0xE0, 0x80, 0x80], [0x41, 0xE0, 0x9F, 0xBF], [0x41, 0xED, 0xA0, 0x80], [0x41, 0xED, 0xBF, 0xBF],
        [0x41, 0xC0, 0x80], [0x41, 0xC1, 0xBF], [0x41, 0xF4, 0x90, 0x80, 0x80], [0x41, 0xE4, 0xB8],
        [0x41, 0xE4, 0xB8, 0x61], [0x41, 0x80, 0x62], [0x41, 0xF5, 0x80], [0x41, 0xFF, 0x62],
    ] as [[UInt8]])
    func decodesAsSwift(bytes: [UInt8]) throws {
        let collator = try ICU.Collator(localeID: "en", attributes: .init())
        let repaired = String(decoding: bytes, as: UTF8.self)
        #expect(Self.key(ofBytes: bytes, collator) == collator.sortKey(of: repaired),
                "\(bytes.map { String($0, radix: 16) }) → \(repaired.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
