import Testing
import LocalizedIndexCollation

/// The caller's key closures: each value's key read once, on the calling thread, and the first error a
/// closure throws ends the call with that error. On one thread the keys are read while the values are
/// placed, on several before; both for `Sendable` values (strings) and for values that are not (a class).
@Suite("key closures")
struct KeyClosureTests {
    struct KeyFailure: Error, Equatable {
        let value: String
    }

    /// Not `Sendable`: a class whose instances the calls copy (retain) on every core all the same.
    final class Contact {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// 25,000 names: above the 20,000 values from which a list is arranged on every core.
    static let names = (0..<25_000).map { "Name \($0 % 977) \($0)" }

    static let counts = [10, names.count]
    static let parallelisms: [LocalizedIndexCollation.Parallelism] = [.serial, .automatic]

    @Test("each key read once, on the calling thread", arguments: counts, parallelisms)
    func readsEachKeyOnce(count: Int, parallelism: LocalizedIndexCollation.Parallelism) throws {
        let collation = try LocalizedIndexCollation(locale: "en")
        let names = Array(Self.names.prefix(count))
        let contacts = names.map(Contact.init)
        var reads = 0
        // Reading a plain variable from another thread would be a data race: ThreadSanitizer watches this.
        let sections = collation.sections(of: names, on: { name in reads += 1; return name }, parallelism: parallelism)
        #expect(reads == count)
        reads = 0
        let ofObjects = collation.sections(of: contacts, on: { contact in reads += 1; return contact.name },
                                         parallelism: parallelism)
        #expect(reads == count)
        #expect(ofObjects.map { $0.items.map(\.name) } == sections.map(\.items))
        var sectionReads = 0, sortReads = 0
        let twoKeys = collation.sections(of: names, sectionedBy: { sectionReads += 1; return $0 },
                                         sortedBy: { sortReads += 1; return $0 }, parallelism: parallelism)
        #expect(sectionReads == count && sortReads == count)
        #expect(twoKeys.map(\.items) == sections.map(\.items))
        reads = 0
        let sorted = collation.sorted(contacts, on: { reads += 1; return $0.name }, parallelism: parallelism)
        #expect(reads == count)
        #expect(sorted.map(\.name) == sections.flatMap(\.items))
        #expect(Set(sorted.map(\.name)).count == count, "a value is missing or repeated")
    }

    @Test("the first error a key closure throws ends the call", arguments: counts, parallelisms)
    func throwsTheFirstError(count: Int, parallelism: LocalizedIndexCollation.Parallelism) throws {
        let collation = try LocalizedIndexCollation(locale: "sv")
        let names = Array(Self.names.prefix(count))
        let failing = names[count / 2]
        let key = { (name: String) throws(KeyFailure) -> String in
            if name == failing { throw KeyFailure(value: name) }
            return name
        }
        #expect(throws: KeyFailure(value: failing)) { try collation.sections(of: names, on: key, parallelism: parallelism) }
        #expect(throws: KeyFailure(value: failing)) {
            try collation.sections(of: names.map(Contact.init), on: { try key($0.name) }, parallelism: parallelism)
        }
        #expect(throws: KeyFailure(value: failing)) {
            try collation.sections(of: names, sectionedBy: { $0 }, sortedBy: key, parallelism: parallelism)
        }
        #expect(throws: KeyFailure(value: failing)) { try collation.sorted(names, on: key, parallelism: parallelism) }
        // Nothing after the failing value is read.
        var reads = 0
        _ = try? collation.sections(of: names, on: { name in reads += 1; return try key(name) }, parallelism: parallelism)
        #expect(reads == count / 2 + 1)
    }
}
