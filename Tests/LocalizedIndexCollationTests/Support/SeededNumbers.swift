/// Seeded, counter-based random numbers, so a failing case can be run again: value `n` is a hash of the seed and `n`.
struct SeededNumbers: RandomNumberGenerator {
    let seed: UInt64
    var counter: UInt64 = 0
    init(seed: UInt64) { self.seed = seed }
    mutating func next() -> UInt64 {
        counter += 1
        return (seed << 32 ^ counter).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15).low.byteSwapped &* 0xBF58_476D_1CE4_E5B9
    }
}
