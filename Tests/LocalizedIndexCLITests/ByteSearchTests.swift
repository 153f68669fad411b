import LocalizedIndexSupport
import Testing
@testable import LocalizedIndexContacts

/// The word-at-a-time byte search must find exactly what a byte-by-byte look finds: every length around
/// the eight-byte words, every start, matches at every position, bytes just around the ones searched for
/// (0x1F/0x20, 0x21/0x23, 0x5B/0x5D, 0x7F, 0x80 and up, which the bit tricks must not mistake).
@Suite("byte search")
struct ByteSearchTests {
    /// Bytes next to the ones searched for, and some of them.
    static let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x2C, 0x41, 0x5B, 0x5C, 0x5D,
                                    0x7F, 0x80, 0x9F, 0xA2, 0xDC, 0xE2, 0xFF]

    @Test("the same answers as a byte-by-byte look, over random texts of 0 to 40 bytes")
    func matchesByteByByte() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &generator)
            // Mostly letters, so that runs without a match cross whole words.
            let text = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0 ? Self.alphabet.randomElement(using: &generator)! : 0x61
            }
            let start = Int.random(in: 0...length, using: &generator)
            let escape = (start..<length).first { text[$0] < 0x20 || text[$0] == 0x22 || text[$0] == 0x5C } ?? length
            #expect(ByteSearch.firstJSONEscape(in: text.span, from: start) == escape, "\(text) from \(start)")
            for target: UInt8 in [0x09, 0x22, 0x2C] {
                let found = (start..<length).first { text[$0] == target } ?? length
                #expect(ByteSearch.firstIndex(of: target, in: text.span, from: start) == found, "\(target) in \(text) from \(start)")
            }
        }
    }
}
