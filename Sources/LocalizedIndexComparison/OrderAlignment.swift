import LocalizedIndexContacts
/// The fewest records to move to turn one order of a list into another: the records outside a longest common
/// subsequence of the two orders.
///
/// Both orders hold the same records once each, so the longest common subsequence is the longest increasing
/// subsequence of `sequence`, where `sequence[k]` is the position in the other order of the record at
/// position `k` of the base order. That is exact for permutations and takes O(*n* log *n*) time and O(*n*)
/// memory (a Fenwick tree of prefix maxima, the Hunt–Szymanski / patience idea), where the general LCS would
/// take O(*n*²).
///
/// Among the longest subsequences, the one keeping the most *preferred* records is chosen (records that stay
/// in the same section in both locales), so that a record which changes section is the one reported as
/// moving, not the neighbour it passes (`Ulla, Üner, 小鳥遊` in en against `Ulla, 小鳥遊, Üner` in sv: Üner,
/// which goes from U to Y, moves). Deterministic: ties beyond that go to the earliest record.
enum OrderAlignment {
    /// Which positions of the base order stay (`true`) in a longest common subsequence of the two orders.
    ///
    /// - Parameters:
    ///   - sequence: A permutation of `0..<n`: the other order's position of each base position.
    ///   - preferred: Whether keeping the record at a base position is preferred among equally long
    ///     subsequences.
    static func kept(_ sequence: [Int32], preferred: (Int) -> Bool) -> [Bool] {
        let count = sequence.count
        guard count > 0 else { return [] }
        // tree[i]: the best chain ending at a value in the Fenwick range of i (1-based): length, preferred
        // records in it, and its last base position.
        var length = [Int32](repeating: 0, count: count + 1)
        var score = [Int32](repeating: 0, count: count + 1)
        var last = [Int32](repeating: -1, count: count + 1)
        var predecessor = [Int32](repeating: -1, count: count)
        var chainLength = [Int32](repeating: 0, count: count)
        var chainScore = [Int32](repeating: 0, count: count)

        for position in 0..<count {
            let value = Int(sequence[position])
            precondition(value >= 0 && value < count, "not a permutation: \(value) at \(position)")
            // The best chain ending at a smaller value (the prefix 1...value of the tree).
            var bestLength: Int32 = 0, bestScore: Int32 = 0, best: Int32 = -1
            var index = value
            while index > 0 {
                if length[index] > bestLength || (length[index] == bestLength && score[index] > bestScore) {
                    bestLength = length[index]
                    bestScore = score[index]
                    best = last[index]
                }
                index &= index - 1
            }
            let newLength = bestLength + 1
            let newScore = bestScore + (preferred(position) ? 1 : 0)
            predecessor[position] = best
            chainLength[position] = newLength
            chainScore[position] = newScore
            index = value + 1
            while index <= count {
                if newLength > length[index] || (newLength == length[index] && newScore > score[index]) {
                    length[index] = newLength
                    score[index] = newScore
                    last[index] = Int32(position)
                }
                index += index & -index
            }
        }

        var end = 0
        for position in 1..<count
        where chainLength[position] > chainLength[end]
            || (chainLength[position] == chainLength[end] && chainScore[position] > chainScore[end]) {
            end = position
        }
        var kept = [Bool](repeating: false, count: count)
        var position = Int32(end)
        while position >= 0 {
            kept[Int(position)] = true
            position = predecessor[Int(position)]
        }
        return kept
    }
}
