import Foundation
import Testing
@testable import LocalizedIndexCollation

/// `CollationData/ScriptLocales.json` against ICU, the reference: the locale named for a script must exist
/// in ICU, and its index must have letters of that script, or a list holding a name in it cannot be sorted
/// (`dv` for Thaana made every such list fail: ICU 72 has no Dhivehi) or gets no letters for it (`mn` for
/// the Mongolian script gave Cyrillic ones).
@Suite("CollationData script locales")
struct ScriptLocalesDataTests {
    @Test("each script's locale is in ICU and its index has letters of the script",
          arguments: ScriptLocales.byScript.sorted { $0.key < $1.key }.map { [$0.key, $0.value] })
    func localeHasLettersOfItsScript(entry: [String]) throws {
        let (script, localeName) = (entry[0], entry[1])
        let locale = try CollationLocale(localeName)
        let index = try ICU.AlphabeticIndex(localeID: locale.icuIdentifier, addingLabelsOf: [], maximumLabelCount: nil)
        let scripts = Set(index.buckets.filter { $0.kind == .normal }.compactMap { $0.label.unicodeScalars.first }
            .map(ICU.scriptCode(of:)))
        // Hiragana and Katakana names share Japanese's kana labels, which are Hiragana.
        let expected = script == "Kana" ? "Hira" : script
        #expect(scripts.contains(expected), "\(localeName)'s labels are in \(scripts.sorted())")
    }

    /// The build reads the file into a dictionary (`collation-data-embedder`): it must be the file's.
    @Test("the entries compiled at build time are the file's")
    func compiledEntriesAreTheFiles() throws {
        let json = try JSONSerialization.jsonObject(with: Data(EmbeddedCollationData.file("ScriptLocales.json") ?? []))
        let scripts = try #require((json as? [String: Any])?["scripts"] as? [String: String])
        #expect(scripts.count > 20 && scripts["Latn"] == "en" && scripts["Cyrl"] == "ru")
        #expect(ScriptLocales.byScript == scripts)
    }
}
