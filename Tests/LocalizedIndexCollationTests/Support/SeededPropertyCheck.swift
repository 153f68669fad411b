import PropertyBased
import Synchronization
import Testing

/// swift-property-based's `propertyCheck` with a fixed seed: the same inputs on every run.
///
/// `propertyCheck` seeds each run from the system's random source (its `.fixedSeed` trait is for replaying one
/// failure and always records an issue, so it cannot stay in a test), which lets a check pass today and fail
/// tomorrow on an input nobody can get back. Here case `n` of a check is made from `seed` and `n` alone: a
/// failure fails every run, and the first failing case is named with its input. Inputs are shown as made, not
/// shrunk.
///
/// - Parameters:
///   - count: How many cases to run.
///   - seed: Names the check's inputs; give each check, locale and style its own, so they see different text.
///   - input: Makes one case's input.
///   - body: The property, checked with `#expect`; a thrown error fails the case too.
func seededPropertyCheck<Value>(
    count: Int,
    seed: String,
    input: Generator<Value, some Sequence>,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (Value) async throws -> Void
) async {
    let failures = IssueCounter()
    for number in 0..<count {
        var random = Xoshiro(seed: SeedState.state(seed, case: UInt64(number)))
        let value = input.run(using: &random)
        let description = String(describingForTest: value)
        let before = failures.count
        // Counts the case's issues without hiding them: none is matched as known, so each is recorded as usual.
        do {
            try await withKnownIssue(isIntermittent: true) {
                try await body(value)
            } matching: { _ in
                failures.increment()
                return false
            }
        } catch {
            // withKnownIssue records what the body throws; should it ever pass an error on, that fails the case.
            Issue.record(error, sourceLocation: sourceLocation)
            failures.increment()
        }
        if failures.count > before {
            Issue.record("Failed on case \(number) of \"\(seed)\" (seeded: every run makes the same input): \(description)",
                         sourceLocation: sourceLocation)
            return
        }
    }
}

/// Issues seen by a matcher, which Swift Testing may call from any thread.
private final class IssueCounter: Sendable {
    private let issues = Mutex(0)
    var count: Int { issues.withLock { $0 } }
    func increment() { issues.withLock { $0 += 1 } }
}

/// Xoshiro's 256-bit state from a check's name and a case number: FNV-1a over the name's UTF-8 (stable across
/// runs and platforms, unlike `Hasher`), then SplitMix64 to spread it over four words.
private enum SeedState {
    static func state(_ seed: String, case number: UInt64) -> (UInt64, UInt64, UInt64, UInt64) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in seed.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var mixer = hash ^ (number &* 0x9E37_79B9_7F4A_7C15)
        return (splitMix(&mixer), splitMix(&mixer), splitMix(&mixer), splitMix(&mixer))
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
