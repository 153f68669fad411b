import LocalizedIndexSupport
import Dispatch
import Testing
@testable import LocalizedIndexCollation

/// The android style's tables of readings are filled by whichever thread meets a character first and read
/// without a lock (``AndroidPinyin``). A fresh index, its tables empty, placing the same names from eight
/// threads at once, half of them in reverse order, must give what one thread gives. (In
/// `Scripts/tsan-check.sh`'s filter, so ThreadSanitizer watches the first stores.)
@Suite("android pinyin: concurrency")
struct AndroidPinyinConcurrencyTests {
    static let names = Array(PeerFixtures.inputRows.filter { $0.unicodeScalars.count <= 64 })

    static func freshIndex() throws -> AndroidIndex {
        try AndroidIndex(primary: CollationLocale("zh-CN"), secondary: [CollationLocale("ja")], maximumLabelCount: nil,
                         attributes: .init(strength: nil, numeric: nil, alternateShifted: nil, caseFirst: nil,
                                           normalization: nil))
    }

    @Test("a fresh index placing from eight threads at once gives what one thread gives")
    func freshIndexFromManyThreads() throws {
        let expected = try Self.freshIndex().sectionsOneByOne(Self.names)
        let shared = try Self.freshIndex()
        let results = Locked<[Int: [Int]]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let names = thread.isMultiple(of: 2) ? Self.names : Self.names.reversed()
            var sections = shared.sectionsOneByOne(names)
            if !thread.isMultiple(of: 2) { sections.reverse() }
            results.withLock { $0[thread] = sections }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for (thread, sections) in all.sorted(by: { $0.key < $1.key }) {
            #expect(sections == expected, "thread \(thread)")
        }
    }
}

extension AndroidIndex {
    /// Each name's section, asked for one at a time.
    func sectionsOneByOne(_ names: [String]) -> [Int] { names.map { section(for: $0) } }
}
