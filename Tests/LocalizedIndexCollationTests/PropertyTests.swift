import Foundation
import PropertyBased
import Testing
import LocalizedIndexCollation

/// Property-based tests (issue #7): invariants that hold for any input, checked on random text from every
/// script and the characters that break text code (see `TextGen`), in ten locales and both styles.
///
/// Iterations per (locale, style) pair, chosen to keep the suite well under 20 s in a debug build:
/// `Iterations` below. A failure prints the input and a `.fixedSeed(...)` to reproduce it; the input is
/// then shrunk to a minimal one.
@Suite("PropertyTests")
struct PropertyTests {
    static let locales = ["en", "sv", "de", "ja", "zh-Hans", "zh-Hant", "ko", "ar", "ru", "th"]
    typealias Style = LocalizedIndexCollation.Style

    /// How many random inputs each check runs, per locale and style.
    enum Iterations {
        static let sections = 25  // batches of 0–20 strings
        static let canonical = 40
        static let independence = 20  // batches of 0–20 strings
        static let icuOrder = 20  // batches of 0–20 strings, .icu only
        static let noCrash = 60  // batches of 1–4 strings, all 20 collations per input
        static let noCrashHuge = 8  // one string of a few thousand scalars, all 20 collations
        static let locale = 300
    }

    // MARK: 1. Sections partition and sort the input

    @Test("every string in exactly one section; sections ordered; items sorted and stable",
          arguments: locales, Style.allCases)
    func sectionsPartitionAndSort(locale: String, style: Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        let titles = collation.sectionTitles
        await propertyCheck(count: Iterations.sections, input: TextGen.batch(of: 0...20)) { strings in
            let rows = Array(strings.enumerated())
            let sections = collation.sections(of: rows, by: \.element)
            let placed = sections.flatMap { $0.items.map(\.offset) }
            #expect(placed.sorted() == Array(rows.indices), "a row is missing or repeated")
            let numbers = sections.map(\.section)
            #expect(numbers.allSatisfy(titles.indices.contains), "section out of range: \(numbers)")
            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "sections out of order: \(numbers)")
            for row in rows {
                #expect(titles.indices.contains(collation.section(for: row.element)), "\(Scalars(row.element))")
            }
            for section in sections {
                #expect(!section.items.isEmpty)
                #expect(section.title == titles[section.section])
                let keys = section.items.map { collation.sortKey(for: $0.element) }
                for i in section.items.indices.dropFirst() {
                    let (a, b) = (section.items[i - 1], section.items[i])
                    #expect(!(keys[i] < keys[i - 1]),
                            "unsorted in \(section.title): \(Scalars(a.element)) before \(Scalars(b.element))")
                    if keys[i] == keys[i - 1] {
                        #expect(a.offset < b.offset,
                                "unstable in \(section.title): \(Scalars(a.element)) (#\(a.offset)) before \(Scalars(b.element)) (#\(b.offset))")
                    }
                }
            }
        }
    }

    // MARK: 2. Canonical equivalence

    /// The text as generated (often not normalized), its NFC and its NFD, in a random order.
    static let spellings = zip(TextGen.text, Gen.bool).map { text, nfdFirst in
        let nfc = text.precomposedStringWithCanonicalMapping
        let nfd = text.decomposedStringWithCanonicalMapping
        return nfdFirst ? [nfd, text, nfc] : [nfc, text, nfd]
    }

    @Test("NFC and NFD spellings land in the same section", arguments: locales, Style.allCases)
    func canonicalEquivalenceSections(locale: String, style: Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        await propertyCheck(count: Iterations.canonical, input: Self.spellings, TextGen.batch(of: 0...6)) {
            spellings, others in
            let described = spellings.map { Scalars($0).description }.joined(separator: " / ")
            let alone = spellings.map { collation.section(for: $0) }
            #expect(Set(alone).count == 1, "sections \(alone) for \(described)")
            let sections = collation.sections(of: Array((spellings + others).enumerated()), by: \.element)
            let holding = sections.filter { $0.items.contains { $0.offset < spellings.count } }
            #expect(holding.count == 1, "spread over sections \(holding.map(\.title)): \(described)")
        }
    }

    /// Canonically equivalent spellings sort as equal in the `uikit` style. NFC is not always FCD, so this
    /// needs ICU's normalization mode on (ICU's default is off): this property found NFC `U+00C0 U+0316`
    /// and NFD `U+0041 U+0316 U+0300` (À with a grave below) sorting apart in every locale but Thai, and the
    /// uikit collator now turns normalization on. The `icu` style keeps ICU's default on purpose (its sort
    /// must stay consistent with ICU's index, whose collator has it off), so there non-FCD spellings sort
    /// apart exactly as in ICU; their sections still agree (the property above).
    @Test("NFC and NFD spellings: equal sort keys, input order kept (uikit)", arguments: locales)
    func canonicalEquivalenceKeys(locale: String) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: .uikit)
        await propertyCheck(count: Iterations.canonical, input: Self.spellings, TextGen.batch(of: 0...6)) {
            spellings, others in
            let described = spellings.map { Scalars($0).description }.joined(separator: " / ")
            let keys = spellings.map { collation.sortKey(for: $0) }
            #expect(Set(keys).count == 1, "sort keys differ for \(described)")
            let sections = collation.sections(of: Array((spellings + others).enumerated()), by: \.element)
            let order = sections.flatMap { $0.items.map(\.offset).filter { $0 < spellings.count } }
            #expect(order == [0, 1, 2], "stable sort reordered \(described): \(order)")
        }
    }

    @Test("the property's counterexample: NFC U+00C0 U+0316 and NFD U+0041 U+0316 U+0300 sort as equal (uikit)",
          arguments: locales)
    func canonicalEquivalenceMinimal(locale: String) throws {
        let collation = try LocalizedIndexCollation(locale: locale)
        let nfc = "\u{00C0}\u{0316}", nfd = "\u{0041}\u{0316}\u{0300}", raw = "\u{0041}\u{0300}\u{0316}"
        #expect(nfc.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(nfc.unicodeScalars))
        #expect(nfc.decomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(nfd.unicodeScalars))
        #expect(collation.sortKey(for: nfc) == collation.sortKey(for: nfd))
        #expect(collation.sortKey(for: raw) == collation.sortKey(for: nfd))
        #expect(collation.sortKey(for: "\u{0316}\u{0300}") == collation.sortKey(for: "\u{0300}\u{0316}"))
    }

    // MARK: 3. A string's section does not depend on its company

    @Test("the section in a batch is the section alone", arguments: locales, Style.allCases)
    func sectionIndependentOfBatch(locale: String, style: Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        await propertyCheck(count: Iterations.independence, input: TextGen.batch(of: 0...20)) { strings in
            for section in collation.sections(of: strings.enumerated(), by: \.element) {
                for item in section.items {
                    let alone = collation.section(for: item.element)
                    #expect(alone == section.section,
                            "\(Scalars(item.element)): \(section.title) in a batch, \(collation.sectionTitles[alone]) alone")
                }
            }
        }
    }

    // MARK: 4. ICU style: the sections, concatenated, are ICU's global order

    /// Not a property of ICU's Simplified Chinese index: its buckets are A–Z with Han placed by pinyin
    /// (一 under Y), while ICU's `zh` collation sorts all Han before Latin, so `["A", "一"]` gives sections
    /// A, Y but sorts as 一, A (also `U+1DD3`, a combining Latin letter with a Latin primary, vs 一). That is
    /// ICU's design, not this library's, so in `zh-Hans` the check leaves out strings with any Han.
    /// Not for ICU's pinyin index (zh-Hans), whose buckets do not follow its collator: Han under pinyin
    /// letters but sorted before Latin (`一` in Y, sorted before `A`), combining marks (`U+1DD3 U+1ABF`) in
    /// the first bucket but sorted after `B`. The ICU4C peer shows the same; AllLocalesTests notes it too.
    @Test("icu style: concatenated sections == sorted(_:)", arguments: locales.filter { $0 != "zh-Hans" })
    func icuSectionsFollowGlobalOrder(locale: String) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: .icu)
        await propertyCheck(count: Iterations.icuOrder, input: TextGen.batch(of: 0...20)) { strings in
            let concatenated = collation.sections(of: strings, by: { $0 }).flatMap { $0.items.map(Scalars.init) }
            let sorted = collation.sorted(strings).map(Scalars.init)
            #expect(concatenated == sorted)
        }
    }

    // MARK: 5. Nothing crashes

    @Test("no crash: section(for:), sortKey(for:), scripts(in:) on any text")
    func noCrashOnAnyText() async throws {
        let collations = try Self.locales.flatMap { locale in
            try Style.allCases.map { try LocalizedIndexCollation(locale: locale, style: $0) }
        }
        await propertyCheck(count: Iterations.noCrash, input: TextGen.batch(of: 1...4)) { strings in
            for collation in collations {
                for string in strings {
                    #expect(collation.sectionTitles.indices.contains(collation.section(for: string)))
                    _ = collation.sortKey(for: string)
                }
            }
            let scripts = LocalizedIndexCollation.scripts(in: strings)
            #expect(Set(scripts).count == scripts.count, "scripts repeated: \(scripts)")
        }
    }

    @Test("no crash: strings of a few thousand scalars")
    func noCrashOnHugeText() async throws {
        let collations = try Self.locales.flatMap { locale in
            try Style.allCases.map { try LocalizedIndexCollation(locale: locale, style: $0) }
        }
        await propertyCheck(count: Iterations.noCrashHuge, input: TextGen.huge) { string in
            for collation in collations {
                #expect(collation.sectionTitles.indices.contains(collation.section(for: string)))
                #expect(collation.sortKey(for: string) == collation.sortKey(for: string))
            }
            _ = LocalizedIndexCollation.scripts(in: [string])
        }
    }

    @Test("no crash: CollationLocale(_:) on random text throws LocaleError or succeeds")
    func noCrashOnAnyLocaleText() async {
        await propertyCheck(count: Iterations.locale, input: TextGen.localeLike) { text in
            do throws(LocaleError) {
                let locale = try CollationLocale(text)
                #expect(!locale.identifier.isEmpty)
            } catch {
                #expect(!error.description.isEmpty)  // a LocaleError (typed throws), never a trap
            }
        }
    }
}

/// A string shown as its scalars (`U+0041 U+030A`), compared scalar by scalar: Swift's `String ==` treats
/// canonically equivalent strings as equal, which would hide the difference the tests care about.
struct Scalars: Equatable, CustomStringConvertible {
    let scalars: [Unicode.Scalar]
    init(_ string: String) { scalars = Array(string.unicodeScalars) }
    var description: String {
        let shown = scalars.prefix(24).map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
        return "[" + shown + (scalars.count > 24 ? " … (\(scalars.count) scalars)" : "") + "]"
    }
}
