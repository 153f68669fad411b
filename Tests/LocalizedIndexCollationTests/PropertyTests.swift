import Foundation
import PropertyBased
import Testing
import LocalizedIndexCollation

/// Property-based tests (issue #7): invariants that hold for any input, checked on random text from every
/// script and the characters that break text code (see `TextGen`), in ten locales and both styles.
///
/// Iterations per (locale, style) pair, chosen to keep the suite well under 20 s in a debug build:
/// `Iterations` below. Seeded (`seededPropertyCheck`): every run checks the same inputs, different ones per
/// check, locale and style, and a failure names its case and shows its input.
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
        await seededPropertyCheck(count: Iterations.sections, seed: "sections \(locale) \(style)",
                                  input: TextGen.batch(of: 0...20)) { strings in
            let rows = Array(strings.enumerated())
            let sections = collation.sections(of: rows, on: \.element)
            let placed = sections.flatMap { $0.items.map(\.offset) }
            #expect(placed.sorted() == Array(rows.indices), "a row is missing or repeated")
            let numbers = sections.map(\.index)
            #expect(numbers.allSatisfy(titles.indices.contains), "section out of range: \(numbers)")
            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "sections out of order: \(numbers)")
            for row in rows {
                #expect(titles.indices.contains(collation.section(for: row.element)), "\(Scalars(row.element))")
            }
            for section in sections {
                #expect(!section.items.isEmpty)
                #expect(section.title == titles[section.index])
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
    ///
    /// Foundation's NFC and NFD are checked against the text with the standard library's `==` (canonical
    /// equivalence, its own implementation) before use, as swift-foundation (Swift 6.3.1, Linux) gets some
    /// wrong: it composes a supplementary character with a following mark as if it were its low 16 bits
    /// (U+204D8 U+0308 becomes U+04DA, Ӛ), and it drops marks from long runs of them (600 marks of class
    /// 230 came back as 421). A wrong spelling is replaced by the text itself.
    static let spellings = zip(TextGen.text, Gen.bool).map { text, nfdFirst in
        let nfd = Self.checked(text.decomposedStringWithCanonicalMapping, against: text)
        let nfc = Self.checked(text.precomposedStringWithCanonicalMapping, against: text)
        return nfdFirst ? [nfd, text, nfc] : [nfc, text, nfd]
    }

    /// `spelling` if it is canonically equivalent to `text`, else `text`.
    static func checked(_ spelling: String, against text: String) -> String { spelling == text ? spelling : text }

    @Test("the generator's guard: Foundation's normalization bugs (swift-foundation, Linux)",
          arguments: [("\u{204D8}\u{0308}", "composes U+204D8 U+0308 to U+04DA"),
                      (String(repeating: "\u{1AC7}\u{0343}\u{1AB0}", count: 200), "drops marks from long runs")])
    func foundationNormalizationBugs(text: String, bug: String) {
        // If these start failing, Foundation is fixed and the guard in `spellings` can go.
        withKnownIssue("swift-foundation \(bug)") {
            #expect(text.precomposedStringWithCanonicalMapping == text)
        }
        #expect(Self.checked(text.precomposedStringWithCanonicalMapping, against: text).unicodeScalars
            .elementsEqual(text.unicodeScalars))
    }

    @Test("NFC and NFD spellings land in the same section", arguments: locales, Style.allCases)
    func canonicalEquivalenceSections(locale: String, style: Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        await seededPropertyCheck(count: Iterations.canonical, seed: "canonical sections \(locale) \(style)",
                                  input: zip(Self.spellings, TextGen.batch(of: 0...6))) { spellings, others in
            let described = spellings.map { Scalars($0).description }.joined(separator: " / ")
            let alone = spellings.map { collation.section(for: $0) }
            #expect(Set(alone).count == 1, "sections \(alone) for \(described)")
            let sections = collation.sections(of: Array((spellings + others).enumerated()), on: \.element)
            let holding = sections.filter { $0.items.contains { $0.offset < spellings.count } }
            #expect(holding.count == 1, "spread over sections \(holding.map(\.title)): \(described)")
        }
    }

    /// Canonically equivalent spellings sort as equal. NFC is not always FCD, so this needs ICU's
    /// normalization mode on (ICU's default is off): this property found NFC `U+00C0 U+0316` and NFD
    /// `U+0041 U+0316 U+0300` (À with a grave below) sorting apart in every locale but Thai. Both styles turn
    /// it on; ICU's keys for FCD text (nearly every name) are the same either way.
    @Test("NFC and NFD spellings: equal sort keys, input order kept", arguments: locales, Style.allCases)
    func canonicalEquivalenceKeys(locale: String, style: Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        await seededPropertyCheck(count: Iterations.canonical, seed: "canonical keys \(locale) \(style)",
                                  input: zip(Self.spellings, TextGen.batch(of: 0...6))) { spellings, others in
            let described = spellings.map { Scalars($0).description }.joined(separator: " / ")
            let keys = spellings.map { collation.sortKey(for: $0) }
            #expect(Set(keys).count == 1, "sort keys differ for \(described)")
            let sections = collation.sections(of: Array((spellings + others).enumerated()), on: \.element)
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

    /// Sort keys of NFC text that is not FCD come from ICU's normalizing collator; FCD text (nearly every
    /// name) is keyed with normalization off, which gives FCD text the same keys. Reference: the ICU4C reference
    /// program (`Benchmarks/ReferenceICU4C`, `en`) orders the NFD spellings, which are FCD, `A U+0300 x`, `A U+0316 x`,
    /// `A U+0316 U+0300 x`. Keyed with normalization off, the NFC `U+00C0 U+0316 x` sorts first.
    @Test("NFC text that is not FCD sorts as ICU sorts its FCD spelling")
    func nonFCDTextSortsAsItsFCDSpelling() throws {
        let collation = try LocalizedIndexCollation(locale: "en", style: .icu)
        let graveBelowAndGrave = "\u{00C0}\u{0316}x", grave = "\u{00C0}x", graveBelow = "A\u{0316}x"
        let expected = [grave, graveBelow, graveBelowAndGrave].map(Scalars.init)
        #expect(collation.sorted([graveBelowAndGrave, grave, graveBelow]).map(Scalars.init) == expected)
        let sections = collation.sections(of: [graveBelowAndGrave, grave, graveBelow], on: { $0 })
        #expect(sections.flatMap(\.items).map(Scalars.init) == expected)
    }

    /// Found by the properties above; each row is one string canonically, spelled two or three ways.
    /// - U+094D U+1DCA: in CI (under ThreadSanitizer) the unordered spelling went to `R` (its first alphabetic
    ///   scalar, transliterated) and the ordered one to `#` in Swedish.
    /// - U+0E38 U+1ABF U+0483: not FCD in the reverse order, which ICU's own index (its collator reads only FCD
    ///   text right) put in another bucket in Japanese, icu style.
    /// - The rest: ICU's Chinese tailorings (pinyin, stroke) give each spelling its own sort key, even with
    ///   normalization on and all of them FCD.
    static let canonicalCounterexamples: [[String]] = [
        ["\u{094D}\u{1DCA}", "\u{1DCA}\u{094D}"],
        ["\u{0E38}\u{1ABF}\u{0483}", "\u{0483}\u{1ABF}\u{0E38}"],
        ["\u{0172}\u{0308}\u{0301}", "\u{0172}\u{0344}", "\u{0055}\u{0328}\u{0308}\u{0301}"],
        ["\u{1EA0}\u{0321}\u{1D165}", "\u{1EA0}\u{1D165}\u{0321}", "\u{0041}\u{0321}\u{1D165}\u{0323}"],
        ["\u{04E2}\u{1D165}\u{0300}\u{031A}", "\u{04E2}\u{031A}\u{1D165}\u{0300}",
         "\u{0418}\u{1D165}\u{0304}\u{0300}\u{031A}"],
    ]

    @Test("the properties' counterexamples: equivalent spellings share a section and a key, input order kept",
          arguments: locales, Style.allCases)
    func canonicalCounterexamples(locale: String, style: Style) throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        for spellings in Self.canonicalCounterexamples {
            let described = spellings.map { Scalars($0).description }.joined(separator: " / ")
            let nfd = Set(spellings.map { Scalars($0.decomposedStringWithCanonicalMapping).description })
            #expect(nfd.count == 1, "not one string canonically: \(described)")
            for text in [spellings, spellings.map { "A\($0)" }] {
                #expect(Set(text.map { collation.section(for: $0) }).count == 1, "sections differ: \(described)")
                #expect(Set(text.map { collation.sortKey(for: $0) }).count == 1, "keys differ: \(described)")
            }
            let list = spellings + spellings.map { "A\($0)" }
            let order = collation.sections(of: Array(list.enumerated()), on: \.element).flatMap { $0.items.map(\.offset) }
            #expect(order.filter { $0 < spellings.count } == Array(spellings.indices), "\(described): \(order)")
            #expect(order.filter { $0 >= spellings.count } == Array(spellings.count..<list.count), "\(order)")
        }
    }

    // MARK: 3. A string's section does not depend on its company

    @Test("the section in a batch is the section alone", arguments: locales, Style.allCases)
    func sectionIndependentOfBatch(locale: String, style: Style) async throws {
        let collation = try LocalizedIndexCollation(locale: locale, style: style)
        await seededPropertyCheck(count: Iterations.independence, seed: "independence \(locale) \(style)",
                                  input: TextGen.batch(of: 0...20)) { strings in
            for section in collation.sections(of: strings.enumerated(), on: \.element) {
                for item in section.items {
                    let alone = collation.section(for: item.element)
                    #expect(alone == section.index,
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
        await seededPropertyCheck(count: Iterations.icuOrder, seed: "icu order \(locale)",
                                  input: TextGen.batch(of: 0...20)) { strings in
            let concatenated = collation.sections(of: strings, on: { $0 }).flatMap { $0.items.map(Scalars.init) }
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
        await seededPropertyCheck(count: Iterations.noCrash, seed: "no crash", input: TextGen.batch(of: 1...4)) { strings in
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
        await seededPropertyCheck(count: Iterations.noCrashHuge, seed: "no crash huge", input: TextGen.huge) { string in
            for collation in collations {
                #expect(collation.sectionTitles.indices.contains(collation.section(for: string)))
                #expect(collation.sortKey(for: string) == collation.sortKey(for: string))
            }
            _ = LocalizedIndexCollation.scripts(in: [string])
        }
    }

    @Test("no crash: CollationLocale(_:) on random text throws LocaleError or succeeds")
    func noCrashOnAnyLocaleText() async {
        await seededPropertyCheck(count: Iterations.locale, seed: "locale text", input: TextGen.localeLike) { text in
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
