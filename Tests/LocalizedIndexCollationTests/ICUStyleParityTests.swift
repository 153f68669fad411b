import Testing
import LocalizedIndexCollation

/// The `icu` style must give exactly ICU's buckets and order: every label, bucket kind, bucket of every row
/// and sorted order equal to the ICU4C peer's output (itself identical to ICU4J's and PyICU's).
@Suite("icu style equals the ICU4C peer")
struct ICUStyleParityTests {
    @Test("labels, bucket kinds, buckets and sorted order", arguments: PeerFixtures.configurations)
    func matchesPeer(_ configuration: PeerFixtures.Configuration) throws {
        let expected = try PeerFixtures.output(of: configuration)
        let collation = try LocalizedIndexCollation(
            locale: configuration.locale, style: .icu,
            options: .init(additionalLabelLocales: configuration.addLabels.map { try CollationLocale($0) }))

        #expect(collation.sectionTitles == expected.labels)
        #expect(collation.sectionKinds.map(\.peerType) == expected.sections.map(\.type))

        let sections = collation.sections(of: PeerFixtures.inputRows, on: { $0 }, keepingEmptySections: true)
        try #require(sections.count == expected.sections.count)
        for (actual, reference) in zip(sections, expected.sections) {
            #expect(actual.items.map(\.scalars) == reference.items.map(\.scalars),
                    "bucket \(actual.index) '\(reference.label)' (\(reference.type))")
        }
    }

    @Test("enough configurations to mean something")
    func coversTheListedLocales() {
        let locales = Set(PeerFixtures.configurations.map(\.testDescription))
        for required in ["ja", "ko", "zh", "zh_Hant", "zh@collation=stroke", "zh_Hant@collation=zhuyin", "ar", "he",
                         "th", "ru", "uk", "el", "sv", "da", "es", "pl", "cs", "tr", "vi", "hi", "ja+en"] {
            #expect(locales.contains(required), "missing fixture for \(required)")
        }
        #expect(PeerFixtures.inputRows.count > 1500)
    }
}

extension SectionKind {
    /// The peers' name for the bucket kind.
    var peerType: String {
        switch self {
        case .letter: "normal"
        case .underflow: "underflow"
        case .inflow: "inflow"
        case .overflow: "overflow"
        case .other: "other"
        case .unread: "unread"
        }
    }
}
