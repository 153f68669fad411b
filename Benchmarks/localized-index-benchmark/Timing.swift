import Glibc

/// Wall-clock timing of code in this process, on the monotonic clock.
enum Stopwatch {
    /// Runs `body` once and returns its result with the time it took, in seconds.
    static func time<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (result, start.duration(to: clock.now).seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

extension timeval {
    /// The time in seconds, as a `Double`.
    var seconds: Double { Double(tv_sec) + Double(tv_usec) * 1e-6 }
}
