import LocalizedIndexSupport
import Foundation

/// Times the phases of a run for `--timings`: each ``end(_:)`` closes the phase begun at the previous
/// one, and ``report(records:)`` prints them on stderr as one JSON line, as the ICU4C peer's `--timings`
/// does, so the two can be read side by side; with each phase, the process's peak memory at its end
/// (`<phase>_peak_mib`), which tells the phase that set the peak.
struct PhaseClock {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private var phases: [(name: String, seconds: Double, peakMiB: Double)] = []

    init() { last = clock.now }

    /// Ends the phase named `name` (`read`, reported as `read_s` and `read_peak_mib`) now.
    mutating func end(_ name: String) {
        let now = clock.now
        let elapsed = now - last
        // ru_maxrss: KiB on Linux.
        let usage = SystemCall.resourceUsage()
        phases.append((name, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                       Double(usage.ru_maxrss) / 1024))
        last = now
    }

    /// Writes `{"n": records, "<phase>_s": seconds, …, "<phase>_peak_mib": MiB, …}` and a newline to stderr.
    func report(records: Int) {
        let fields = ["\"n\": \(records)"] + phases.map { "\"\($0.name)_s\": \(String(format: "%.6f", $0.seconds))" }
            + phases.map { "\"\($0.name)_peak_mib\": \(String(format: "%.1f", $0.peakMiB))" }
        StandardError.write("{\(fields.joined(separator: ", "))}\n")
    }
}
