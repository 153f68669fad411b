import Testing
@testable import LocalizedIndexCollation

/// A composer that no thread has used yet, read by many threads at once: each character's readings are made
/// on first need and published once, without a lock, so several threads meet the same new characters
/// together. Every name must still read as ICU's whole transform reads it, the reference. Run under
/// ThreadSanitizer too (`Scripts/tsan-check.sh`).
@Suite("Concurrency: Han readings composed by many threads")
struct HanReadingConcurrencyTests {
    @Test("a new composer read from eight tasks at once gives the transform's readings")
    func newComposerOnManyThreads() async throws {
        let transform = try #require(Transliterators.shared(Transliterators.hanNames))
        let composer = try #require(HanReadingComposer(transform: transform))
        // Names of common surnames and characters spread over both blocks the composer keeps without a lock
        // (U+4E00…, U+3400…), and compatibility and supplementary ones it keeps behind a lock.
        let surnames = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐曾单任".unicodeScalars)
        let given = Array("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂㐀㑇㒳㓁㔾𠀀𠀁".unicodeScalars)
        var random = SeededNumbers(seed: 7)
        let names = (0..<400).map { _ in
            String(String.UnicodeScalarView([surnames[Int(random.next() % UInt64(surnames.count))],
                                             given[Int(random.next() % UInt64(given.count))],
                                             given[Int(random.next() % UInt64(given.count))]]))
        }
        let expected = names.map { transform.transliterate(ICU.nfc($0)) }
        let results = await withTaskGroup(of: (task: Int, readings: [String?]).self) { group in
            for task in 0..<8 {
                // Each task starts from its own place in the list, so new characters are met together.
                let order = Array(names[(task * 50)...] + names[..<(task * 50)])
                group.addTask { (task, order.map { composer.reading(of: $0) }) }
            }
            return await group.reduce(into: [(task: Int, readings: [String?])]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        for (task, readings) in results {
            for (offset, reading) in readings.enumerated() {
                let index = (offset + task * 50) % names.count
                #expect(reading == nil || reading == expected[index], "\(names[index])")
            }
        }
        // Names of these characters compose: the test checks the composition, not only the fallback.
        #expect(results.allSatisfy { $0.readings.filter { $0 != nil }.count > 200 })
    }
}
