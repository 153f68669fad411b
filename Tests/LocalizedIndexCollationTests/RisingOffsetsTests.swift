import LocalizedIndexSupport
import Testing
@testable import LocalizedIndexCollation

/// Offsets kept in their low bits with the places they pass a multiple beside them read back as the
/// integers they were: with 8 low bits, rising offsets pass a multiple of 256 every few steps, sometimes
/// several in one step, sometimes landing on one exactly: what offsets past 4 GiB do with 32.
@Suite("rising offsets")
struct RisingOffsetsTests {
    /// Steps of 0 (equal offsets), small, exactly 256, and many multiples at once.
    static func offsets(count: Int, seed: UInt64) -> [Int] {
        var generator = SeededNumbers(seed: seed)
        var offsets = [0]
        for _ in 1..<count {
            let step: Int
            switch generator.next() % 10 {
            case 0: step = 0
            case 1: step = 256
            case 2: step = 256 * Int(1 + generator.next() % 5) + Int(generator.next() % 256)
            default: step = Int(generator.next() % 97)
            }
            offsets.append(offsets[offsets.count - 1] + step)
        }
        return offsets
    }

    @Test("each offset reads back, by subscript and shared with threads", arguments: [8, 32])
    func readBack(lowBits: Int) {
        let expected = Self.offsets(count: 5_000, seed: 7)
        var offsets = RisingOffsets(lowBits: lowBits)
        for offset in expected { offsets.append(offset) }
        #expect(offsets.count == expected.count)
        let bySubscript = expected.indices.map { offsets[$0] }
        let shared = SharedOffsets.sharing(offsets) { shared in expected.indices.map { shared[$0] } }
        let bounds = SharedOffsets.sharing(offsets) { shared in
            expected.indices.dropLast().map { shared.bounds(of: $0) }
        }
        #expect(bySubscript == expected)
        #expect(shared == expected)
        #expect(bounds.map(\.start) == Array(expected.dropLast()))
        #expect(bounds.map(\.end) == Array(expected.dropFirst()))
    }
}
