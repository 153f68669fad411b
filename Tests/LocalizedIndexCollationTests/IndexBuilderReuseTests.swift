import Testing
@testable import LocalizedIndexCollation

/// An index built by a kept ICU builder (`continuingKeptBuilder`) against the same index built by a new
/// builder, the reference: continuing a builder that already built an index, with more labels and
/// perhaps a label limit, must give exactly the new builder's buckets and put every name in the same one.
@Suite("Alphabetic index builders kept and continued")
struct IndexBuilderReuseTests {
    /// Scripts' locales a list adds to a locale's own labels, as `native` does.
    static let addedLabels = [["ru", "el"], ["ja", "ko", "ar"], ["he", "th", "hi", "zh"]]

    /// Names of many scripts, with letters that sort differently by locale (Ö, Ä, ß, Ch, ĳ, Ł).
    static let names = ["Anna", "Örjan", "Ärla", "Zoë", "Ωmega", "Борис", "あい", "김", "عزمي", "שלום", "กข", "अ",
                        "王", "ß", "Ch", "ĳ", "Łukasz", "1", "@"]

    @Test("for every ICU locale, a builder continued with more labels gives a new builder's index")
    func continuedBuilderGivesTheNewBuildersIndex() throws {
        for (number, localeID) in ICU.Locale.available.enumerated() {
            let added = Self.addedLabels[number % Self.addedLabels.count]
            let limit = number % 2 == 0 ? nil : 300
            let reference = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: added, maximumLabelCount: limit)
            // The first build is kept with part of the labels, as a list's collation is built before its
            // scripts are known; the second continues it.
            _ = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: [added[0]], maximumLabelCount: nil,
                                        continuingKeptBuilder: true)
            let continued = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: added, maximumLabelCount: limit,
                                                    continuingKeptBuilder: true)
            #expect(continued.buckets == reference.buckets, "\(localeID) + \(added)")
            #expect(Self.names.map(continued.bucket(for:)) == Self.names.map(reference.bucket(for:)), "\(localeID) + \(added)")
        }
    }

    @Test("an index with a label limit leaves no builder that would limit the next one",
          arguments: ["en", "sv", "ja", "zh"])
    func limitedBuilderIsNotContinued(localeID: String) throws {
        let reference = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: ["ru", "el", "ar"], maximumLabelCount: nil)
        _ = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: [], maximumLabelCount: nil, continuingKeptBuilder: true)
        let limited = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: ["ru"], maximumLabelCount: 5,
                                              continuingKeptBuilder: true)
        #expect(limited.buckets.count < reference.buckets.count)
        let unlimited = try ICU.AlphabeticIndex(localeID: localeID, addingLabelsOf: ["ru", "el", "ar"], maximumLabelCount: nil,
                                                continuingKeptBuilder: true)
        #expect(unlimited.buckets == reference.buckets)
    }

    @Test("a builder kept with labels the next index lacks is not continued")
    func builderWithOtherLabelsIsNotContinued() throws {
        let reference = try ICU.AlphabeticIndex(localeID: "de", addingLabelsOf: ["el"], maximumLabelCount: nil)
        _ = try ICU.AlphabeticIndex(localeID: "de", addingLabelsOf: ["ru"], maximumLabelCount: nil, continuingKeptBuilder: true)
        let other = try ICU.AlphabeticIndex(localeID: "de", addingLabelsOf: ["el"], maximumLabelCount: nil,
                                            continuingKeptBuilder: true)
        #expect(other.buckets == reference.buckets)
        #expect(!other.buckets.contains { $0.label == "Б" })
    }
}
