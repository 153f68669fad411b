import Testing
@testable import LocalizedIndexCollation

/// The layouts in CollationData/ agree with ICU: every label a layout lists is one of ICU's labels for the
/// locale (with the layout's added labels), and every ICU label has a section.
@Suite("CollationData layouts")
struct LayoutDataTests {
    static let layouts = (try? LayoutCatalog.all.get()) ?? []

    @Test("the layouts load")
    func loads() throws {
        let layouts = try LayoutCatalog.all.get()
        #expect(Set(layouts.map(\.name)) == ["ar", "en", "ja", "ko", "sv", "zh-Hans", "zh-Hant"])
    }

    /// The build reads the layout files into Swift values (`collation-data-embedder`): they must be what
    /// the files say, read with `JSONDecoder` as the format describes.
    @Test("the layouts compiled at build time are the files' contents")
    func compiledLayoutsAreTheFiles() throws {
        let paths = EmbeddedCollationData.paths.filter { $0.hasPrefix("Layouts/") }
        #expect(EmbeddedCollationData.layouts.map { "Layouts/\($0.name).json" } == paths)
        for (path, compiled) in zip(paths, EmbeddedCollationData.layouts) {
            let name = String(path.dropFirst("Layouts/".count).dropLast(".json".count))
            #expect(try LayoutFile.decode(path).layout(name: name) == compiled, "\(path)")
        }
    }

    @Test("labels exist in ICU and cover it", arguments: layouts.map(\.name))
    func agreesWithICU(name: String) throws {
        let layout = try #require(Self.layouts.first { $0.name == name })
        for key in layout.locales {
            let locale = try CollationLocale(key)
            #expect(layout.applies(to: locale))
            let index = try ICU.AlphabeticIndex(
                localeID: locale.icuIdentifier,
                addingLabelsOf: try (layout.addLabels ?? []).map { try CollationLocale($0).icuIdentifier },
                maximumLabelCount: nil)
            let icuLabels = Set(index.buckets.filter { $0.kind == .normal }.map(\.label))
            let layoutLabels = Set(layout.sections.flatMap(\.labels))
            #expect(layoutLabels.subtracting(icuLabels).isEmpty, "labels ICU does not have: \(layoutLabels.subtracting(icuLabels))")
            #expect(icuLabels.subtracting(layoutLabels).isEmpty, "ICU labels without a section: \(icuLabels.subtracting(layoutLabels))")
        }
    }
}
