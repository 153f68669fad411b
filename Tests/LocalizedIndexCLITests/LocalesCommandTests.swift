import Foundation
import Testing

@Suite("locales")
struct LocalesCommandTests {
    @Test("every ICU locale with its English name and section count")
    func json() throws {
        let text = try CLI.run(["locales", "--format", "json"])
        let entries = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(entries.count > 700)
        #expect(entries.allSatisfy { Set($0.keys) == ["identifier", "displayName", "sectionCount"] })
        let byIdentifier = Dictionary(entries.map { ($0["identifier"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        // UIKit's layouts: sv A–Z Å Ä Ö #; zh-Hant 52.
        #expect(byIdentifier["sv"]?["displayName"] as? String == "Swedish")
        #expect(byIdentifier["sv"]?["sectionCount"] as? Int == 30)
        #expect(byIdentifier["zh-Hant-TW"]?["sectionCount"] as? Int == 52)
        // ja: A–Z, 10 kana rows, 他 for names without a reading (as Android), #.
        #expect(byIdentifier["ja"]?["sectionCount"] as? Int == 38)
        #expect(text.contains(#"{"identifier": "sv", "displayName": "Swedish", "sectionCount": 30}"#))
    }
}
