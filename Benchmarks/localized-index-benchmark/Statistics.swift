/// The median and range of repeated measurements: medians resist the odd run slowed by other load, the
/// range shows how much load there was.
struct Summary: Codable, Sendable {
    var median: Double
    var minimum: Double
    var maximum: Double
    var count: Int

    /// The summary of `values`, or `nil` when there are none.
    init?<Values: Collection<Double>>(_ values: Values) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        count = sorted.count
    }

    /// The summary of one number taken from each sample.
    init?<Sample>(_ samples: [Sample], _ value: (Sample) -> Double) {
        self.init(samples.map(value))
    }
}

/// The ratio of two medians (ours over the peer's), or `nil` when either is missing or the peer's is zero.
func ratio(_ ours: Summary?, _ theirs: Summary?) -> Double? {
    guard let ours, let theirs, theirs.median > 0 else { return nil }
    return ours.median / theirs.median
}

/// The ratio of the fastest (or smallest) samples, ours over the peer's: load from elsewhere can only slow a
/// run down, so on a shared machine the fastest runs are the least disturbed. Shown beside the medians'
/// ratio; the targets are judged on medians.
func fastestRatio(_ ours: Summary?, _ theirs: Summary?) -> Double? {
    guard let ours, let theirs, theirs.minimum > 0 else { return nil }
    return ours.minimum / theirs.minimum
}
