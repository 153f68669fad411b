import ArgumentParser
import Foundation
import LocalizedIndexCollation
import Testing
@testable import LocalizedIndexCLI
@testable import LocalizedIndexComparison
@testable import LocalizedIndexContacts

/// `compare`, end to end, on hand-made lists whose differences are known.
///
/// Expected values are worked out by hand from the locales' alphabets (sv/fi: `Å Ä Ö` after Z, `Ø` as `Ö`,
/// `Ü` as `Y`; da/nb: `Æ Ø Å` after Z, `Ä` as `Æ`; cs: `Č` after C, `CH` after H; tr: `Ü` after U) and from the
/// ICU4C peer output (`zh_Hant+en.json`: 張 under 11劃, 小 under 3劃, shown by the uikit layout as `11 畫`,
/// `3 畫`); pinyin by hand (張 zhāng → Z, 小 xiǎo → X). `小鳥遊` has no reading with or without MeCab (its
/// dictionary lacks 遊 here; see JapaneseReadingsTests), so ja puts it in 他; `張偉` goes to た (ちょう) with
/// MeCab, to 他 without.
///
/// `compare-names.txt`, one name per line (line numbers are the JSON `line`):
/// 1 Ängström, 2 Øystein, 3 Čapek, 4 Chalupa, 5 張偉, 6 小鳥遊, 7 Anna, 8 Berg, 9 Hansen, 10 Zander,
/// 11 Olsen, 12 Cedric, 13 Ulla, 14 Üner.
/// Their English order (0-based): Ängström, Anna, Berg, Čapek, Cedric, Chalupa, Hansen, Olsen, Øystein, Ulla,
/// Üner, 小鳥遊, Zander, 張偉.
@Suite("compare")
struct CompareCommandTests {
    static let names = CLI.fixtures.appendingPathComponent("compare-names.txt").path
    static let mecab = (try? SystemKanjiReadings.loaded.get()) != nil
    static let locales = ["en", "sv", "de", "da", "nb", "fi", "cs", "tr", "zh-Hans", "zh-Hant", "ja"]

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let text = try CLI.run(["compare", "--format", "json"] + arguments)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func records(_ object: [String: Any]) throws -> [[String: Any]] {
        try #require(object["records"] as? [[String: Any]])
    }

    /// The moves of the first order difference as (name, basePosition, otherPosition, reason).
    static func moves(_ object: [String: Any], at index: Int = 0) throws -> [Move] {
        let differences = try #require(object["orderDifferences"] as? [[String: Any]])
        let moves = try #require(differences[index]["moves"] as? [[String: Any]])
        return try moves.map { move in
            Move(name: try #require(move["name"] as? String), base: try #require(move["basePosition"] as? Int),
                 other: try #require(move["otherPosition"] as? Int), reason: move["reason"] as? String)
        }
    }

    struct Move: Equatable, CustomStringConvertible {
        var name: String
        var base: Int
        var other: Int
        var reason: String?
        var description: String { "\(name) \(base)→\(other) \(reason ?? "nil")" }
    }

    // MARK: - Sections and summary

    @Test("every fixture name's section in every locale")
    func sections() throws {
        let object = try Self.json(["--locales", Self.locales.joined(separator: ","), "--input", Self.names])
        let columns = try #require(object["locales"] as? [[String: Any]])
        #expect(columns.compactMap { $0["identifier"] as? String } == Self.locales)
        let zhang = Self.mecab ? "た" : "他"
        //                          en   sv   de   da   nb   fi   cs    tr   zh-Hans zh-Hant ja
        let expected: [String: [String]] = [
            "Ängström": ["A", "Ä", "A", "Æ", "Æ", "Ä", "A", "A", "A", "A", "A"],
            "Øystein": ["O", "Ö", "O", "Ø", "Ø", "Ö", "O", "O", "O", "O", "O"],
            "Čapek": ["C", "C", "C", "C", "C", "C", "Č", "C", "C", "C", "C"],
            "Chalupa": ["C", "C", "C", "C", "C", "C", "CH", "C", "C", "C", "C"],
            "張偉": ["Z", "Z", "Z", "Z", "Z", "Z", "Z", "Z", "Z", "11 畫", zhang],
            "小鳥遊": ["X", "X", "X", "X", "X", "X", "X", "X", "X", "3 畫", "他"],
            "Üner": ["U", "Y", "U", "Y", "Y", "Y", "U", "Ü", "U", "U", "U"],
            "Anna": Array(repeating: "A", count: 11), "Berg": Array(repeating: "B", count: 11),
            "Cedric": Array(repeating: "C", count: 11), "Hansen": Array(repeating: "H", count: 11),
            "Olsen": Array(repeating: "O", count: 11), "Ulla": Array(repeating: "U", count: 11),
            "Zander": Array(repeating: "Z", count: 11),
        ]
        let rows = try Self.records(object)
        #expect(rows.count == 14)
        var seen: [String: [String]] = [:]
        for row in rows {
            let name = try #require(row["name"] as? String)
            seen[name] = row["sections"] as? [String]
        }
        for (name, sections) in expected {
            #expect(seen[name] == sections, "\(name)")
        }
        // Lines are the input's.
        #expect(rows.first { $0["name"] as? String == "Üner" }?["line"] as? Int == 14)
    }

    @Test("summary numbers per locale")
    func summary() throws {
        let object = try Self.json(["--locales", Self.locales.joined(separator: ","), "--input", Self.names])
        let columns = try #require(object["locales"] as? [[String: Any]])
        var summaries: [String: [String: Any]] = [:]
        for column in columns {
            summaries[try #require(column["identifier"] as? String)] = column["summary"] as? [String: Any]
        }
        func numbers(_ locale: String) -> [Int]? {
            guard let summary = summaries[locale] else { return nil }
            return ["sectionsUsed", "emptySections", "recordsInOther", "recordsUnread", "largestSectionCount"]
                .map { summary[$0] as? Int ?? -1 }
        }
        func largest(_ locale: String) -> String? { summaries[locale]?["largestSectionTitle"] as? String }
        // en: A B C H O U X Z used of 27 (A–Z #); C holds Čapek, Cedric, Chalupa.
        #expect(numbers("en") == [8, 19, 0, 0, 3])
        #expect(largest("en") == "C")
        // sv: also Y (Üner), Ä (Ängström), Ö (Øystein) of 30.
        #expect(numbers("sv") == [11, 19, 0, 0, 3])
        // da: Y, Æ, Ø of 30.
        #expect(numbers("da") == [11, 19, 0, 0, 3])
        // cs: C holds only Cedric; Č and CH one each; A, O, U and Z two each: the first of them, A, is largest.
        #expect(numbers("cs") == [10, 22, 0, 0, 2])
        #expect(largest("cs") == "A")
        // tr: Ü of its own, of 32.
        #expect(numbers("tr") == [9, 23, 0, 0, 3])
        // zh-Hant: 3 畫 and 11 畫, and Latin A B C H O U Z, of 52.
        #expect(numbers("zh-Hant") == [9, 43, 0, 0, 3])
        // ja: Latin A B C H O U Z, 他 (小鳥遊) and た (張偉, with MeCab) of 38.
        #expect(numbers("ja") == (Self.mecab ? [9, 29, 0, 1, 3] : [8, 30, 0, 2, 3]))
    }

    @Test("records that differ are marked and listed first; --only-differences leaves the rest out")
    func differingRecords() throws {
        let arguments = ["--locales", "en,sv,de,da,cs,zh-Hans,zh-Hant,ja", "--input", Self.names]
        let object = try Self.json(arguments)
        let rows = try Self.records(object)
        let differing = ["Ängström", "Čapek", "Chalupa", "Øystein", "Üner", "小鳥遊", "張偉"]  // in English order
        #expect(rows.prefix(7).compactMap { $0["name"] as? String } == differing)
        #expect(rows.prefix(7).allSatisfy { $0["sectionDiffers"] as? Bool == true && $0["orderDiffers"] as? Bool == true })
        #expect(rows.dropFirst(7).compactMap { $0["name"] as? String }
            == ["Anna", "Berg", "Cedric", "Hansen", "Olsen", "Ulla", "Zander"])
        #expect(rows.dropFirst(7).allSatisfy { $0["sectionDiffers"] as? Bool == false && $0["orderDiffers"] as? Bool == false })
        #expect(object["differingRecordCount"] as? Int == 7)

        let only = try Self.json(arguments + ["--only-differences"])
        #expect(try Self.records(only).compactMap { $0["name"] as? String } == differing)
        #expect(only["recordCount"] as? Int == 14)
        #expect(only["onlyDifferences"] as? Bool == true)
    }

    @Test("a section that differs without the order differing: Ü in tr")
    func sectionOnly() throws {
        let object = try Self.json(["--locales", "en,tr", "--input", Self.names, "--only-differences"])
        let rows = try Self.records(object)
        #expect(rows.count == 1)
        #expect(rows.first?["name"] as? String == "Üner")
        #expect(rows.first?["sections"] as? [String] == ["U", "Ü"])
        #expect(rows.first?["sectionDiffers"] as? Bool == true)
        #expect(rows.first?["orderDiffers"] as? Bool == false)
        #expect(try Self.moves(object).isEmpty)
    }

    // MARK: - Moves and reasons

    @Test("sv against en: letters after Z, Ø sorted as Ö, Ü sorted as Y")
    func swedishMoves() throws {
        let object = try Self.json(["--locales", "en,sv", "--input", Self.names])
        // sv order: Anna, Berg, Čapek, Cedric, Chalupa, Hansen, Olsen, Ulla, 小鳥遊 (X), Üner (Y), Zander, 張偉,
        // Ängström (Ä), Øystein (Ö). Üner and 小鳥遊 swap; Üner, whose section changes, is the one that moves.
        #expect(try Self.moves(object) == [
            Move(name: "Ängström", base: 0, other: 12, reason: "Ä is a letter after Z in sv"),
            Move(name: "Øystein", base: 8, other: 13, reason: "Ø sorts as Ö, a letter after Z in sv"),
            Move(name: "Üner", base: 10, other: 9, reason: "Ü sorts as Y in sv"),
        ])
    }

    @Test("da against en: Ø a letter after Z, Ä sorted as Æ")
    func danishMoves() throws {
        let object = try Self.json(["--locales", "en,da", "--input", Self.names])
        // da order: …, Zander, 張偉, Ängström (Æ), Øystein (Ø).
        #expect(try Self.moves(object) == [
            Move(name: "Ängström", base: 0, other: 12, reason: "Ä sorts as Æ, a letter after Z in da"),
            Move(name: "Øystein", base: 8, other: 13, reason: "Ø is a letter after Z in da"),
            Move(name: "Üner", base: 10, other: 9, reason: "Ü sorts as Y in da"),
        ])
    }

    @Test("the base locale's own letters: sv first, de second")
    func baseLocaleReason() throws {
        let object = try Self.json(["--locales", "sv,de", "--input", Self.names])
        // In Swedish order (Üner under Y before Z; Ängström and Øystein last), against German (= English) order.
        #expect(try Self.moves(object) == [
            Move(name: "Üner", base: 9, other: 10, reason: "Ü sorts as Y in sv"),
            Move(name: "Ängström", base: 12, other: 0, reason: "Ä is a letter after Z in sv"),
            Move(name: "Øystein", base: 13, other: 8, reason: "Ø sorts as Ö, a letter after Z in sv"),
        ])
    }

    @Test("cs against en: Č a letter of its own, Ch one letter")
    func czechMoves() throws {
        let object = try Self.json(["--locales", "en,cs", "--input", Self.names])
        // cs order: Ängström, Anna, Berg, Cedric, Čapek, Hansen, Chalupa, Olsen, …
        #expect(try Self.moves(object) == [
            Move(name: "Čapek", base: 3, other: 4, reason: "Č is a letter of its own in cs"),
            Move(name: "Chalupa", base: 5, other: 6, reason: "Ch is one letter in cs"),
        ])
    }

    @Test("zh-Hant against zh-Hans: strokes vs pinyin; ja: no reading")
    func hanMoves() throws {
        let object = try Self.json(["--locales", "zh-Hans,zh-Hant,ja", "--input", Self.names])
        // zh-Hant puts the stroke sections (3 畫 小鳥遊, 11 畫 張偉) before A.
        #expect(try Self.moves(object, at: 0) == [
            Move(name: "小鳥遊", base: 11, other: 0, reason: "strokes vs pinyin"),
            Move(name: "張偉", base: 13, other: 1, reason: "strokes vs pinyin"),
        ])
        // ja: Latin first, then た (張偉, with MeCab), then 他 (小鳥遊; without MeCab 小 sorts before 張 in 他).
        #expect(try Self.moves(object, at: 1) == [
            Move(name: "小鳥遊", base: 11, other: Self.mecab ? 13 : 12, reason: "no reading in ja"),
        ])
        let differences = try #require(object["orderDifferences"] as? [[String: Any]])
        #expect(differences.map { $0["baseLocale"] as? String } == ["zh-Hans", "zh-Hans"])
        #expect(differences.map { $0["otherLocale"] as? String } == ["zh-Hant", "ja"])
    }

    @Test("a record that passes one that moved gets that record's reason, named")
    func passedRecordReason() throws {
        // en: Ädel, Ängström, Anna; sv: Anna, Ädel, Ängström. Moving Anna alone is the fewest moves.
        let input = CLI.fixtures.appendingPathComponent("compare-passing.txt").path
        let object = try Self.json(["--locales", "en,sv", "--input", input])
        #expect(try Self.moves(object) == [
            Move(name: "Anna", base: 2, other: 0, reason: "Ä is a letter after Z in sv (Ängström)"),
        ])
    }

    @Test("within a section: the letter rules at the first characters where two names differ")
    func withinSection() throws {
        // en: Abdülahat, Abdulgazi, Abdulkadir, Abdullahi, Achim, Adam, Agnes, Alena (ü as u, ch as c + h).
        let input = CLI.fixtures.appendingPathComponent("compare-within.txt").path
        // sv: ü as y, so Abdülahat goes after Abdullahi; it passes Abdulgazi (ü against u).
        let swedish = try Self.json(["--locales", "en,sv", "--input", input])
        #expect(try Self.moves(swedish) == [Move(name: "Abdülahat Bilge", base: 0, other: 3, reason: "ü sorts as y in sv")])
        // cs: ch after h, so Achim goes after Agnes; it passes Adam (c against d, where ch is one letter).
        let czech = try Self.json(["--locales", "en,cs", "--input", input])
        #expect(try Self.moves(czech) == [Move(name: "Achim Birnbaum", base: 4, other: 6, reason: "ch is one letter in cs")])
        #expect(try Self.records(czech).first?["sectionDiffers"] as? Bool == false)
    }

    @Test("no rule, no reason: German phonebook order within a section")
    func noReason() throws {
        // en: Mueller, Muffin, Müller; phonebook (ü as ue): Mueller, Müller, Muffin. All under M.
        let input = CLI.fixtures.appendingPathComponent("compare-phonebook.txt").path
        let object = try Self.json(["--locales", "en,de-u-co-phonebk", "--input", input])
        let moves = try Self.moves(object)
        #expect(moves.count == 1)
        #expect(moves.first?.reason == nil)
        #expect(try Self.records(object).prefix(1).allSatisfy { $0["sectionDiffers"] as? Bool == false })
    }

    // MARK: - Locale sets

    @Test("--locales all groups locales that behave the same")
    func allLocales() throws {
        let object = try Self.json(["--locales", "all", "--input", Self.names])
        #expect(object["grouped"] as? Bool == true)
        let columns = try #require(object["locales"] as? [[String: Any]])
        let groups = columns.map { $0["groupedLocales"] as? [String] ?? [] }
        // Every locale ICU has, exactly once.
        let all = groups.flatMap { $0 }
        #expect(all.count == CollationLocale.available.count)
        #expect(Set(all).count == all.count)
        let english = try #require(groups.firstIndex { $0.contains("en") })
        #expect(groups[english].contains("en-US") && groups[english].contains("en-GB"))
        #expect(!groups[english].contains("sv") && !groups[english].contains("da") && !groups[english].contains("cs"))
        // The largest group comes first, named by its most spoken language.
        #expect(english == 0)
        #expect(columns[0]["identifier"] as? String == "en")
        #expect(groups[english].first == "en")
        let swedish = try #require(groups.firstIndex { $0.contains("sv") })
        #expect(groups[swedish].contains("fi"))  // the same Å Ä Ö and Ü as Y
        let danish = try #require(groups.firstIndex { $0.contains("da") })
        #expect(groups[danish].contains("nb"))
        #expect(swedish != danish)
        // One order difference per column after the first; sections parallel to the columns.
        #expect((object["orderDifferences"] as? [Any])?.count == columns.count - 1)
        #expect(try Self.records(object).allSatisfy { ($0["sections"] as? [String])?.count == columns.count })
    }

    @Test("without --locales: the locales of the 20 most spoken languages")
    func defaultLocales() throws {
        let object = try Self.json(["--input", Self.names])
        let columns = try #require(object["locales"] as? [[String: Any]])
        #expect(columns.compactMap { $0["identifier"] as? String }
            == ["en", "zh-Hans", "hi", "es", "fr", "ar", "bn", "pt", "ru", "ur", "id", "de", "ja", "sw", "mr", "te",
                "tr", "ta", "vi", "ko"])
        #expect(object["grouped"] as? Bool == false)
    }

    @Test("bad --locales values are clear errors", arguments: [
        ("en,xx-nowhere", "unknown locale 'xx-nowhere'"),
        ("sv,sv", "--locales names sv twice"),
        ("all,sv", "--locales all cannot be combined with other locales"),
    ])
    func badLocales(locales: String, message: String) {
        #expect {
            try CLI.run(["compare", "--locales", locales, "--input", Self.names])
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    // MARK: - Formats

    @Test("JSON: the documented keys, in order")
    func jsonShape() throws {
        let text = try CLI.run(["compare", "--format", "json", "--locales", "en,sv", "--input", Self.names])
        func order(_ keys: [String], in text: Substring) -> Bool {
            let positions = keys.map { text.range(of: "\"\($0)\": ")?.lowerBound }
            guard positions.allSatisfy({ $0 != nil }) else { return false }
            return zip(positions, positions.dropFirst()).allSatisfy { pair in
                guard let first = pair.0, let second = pair.1 else { return false }
                return first < second
            }
        }
        let whole = Substring(text)
        #expect(order(["title", "style", "recordCount", "differingRecordCount", "onlyDifferences", "grouped", "locales",
                       "records", "orderDifferences"], in: whole))
        let firstLocale = try #require(text.range(of: "\"locales\": [").map { whole[$0.upperBound...] })
        #expect(order(["identifier", "displayName", "collationLocale", "groupedLocales", "sectionTitles",
                       "sectionIndexTitles", "summary"], in: firstLocale))
        #expect(text.contains("\"summary\": {\"sectionsUsed\": 8, \"emptySections\": 19, \"recordsInOther\": 0, \"recordsUnread\": 0, \"largestSectionTitle\": \"C\", \"largestSectionCount\": 3}"))
        #expect(text.contains("{\"name\": \"Ängström\", \"line\": 1, \"sections\": [\"A\", \"Ä\"], \"positions\": [0, 12], \"sectionDiffers\": true, \"orderDiffers\": true}"))
        #expect(text.contains("{\"name\": \"Ängström\", \"line\": 1, \"basePosition\": 0, \"otherPosition\": 12, \"reason\": \"Ä is a letter after Z in sv\"}"))
        #expect(text.hasPrefix("{\n  \"title\": \"\(Self.names)\",\n  \"style\": \"uikit\",\n  \"recordCount\": 14,"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test("text: aligned index, summary, marked records, moves with reasons")
    func text() throws {
        let text = try CLI.run(["compare", "--locales", "en,sv,cs", "--input", Self.names])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(Self.names): 14 records in 3 locales (uikit style)")
        // The index rows: the same title in the same column; sv's Å Ä Ö after Z, before #.
        let en = try #require(lines.first { $0.hasPrefix("  en  ") })
        let sv = try #require(lines.first { $0.hasPrefix("  sv  ") })
        let cs = try #require(lines.first { $0.hasPrefix("  cs  ") })
        #expect(sv.hasSuffix("Å Ä Ö #"))
        #expect(cs.contains("Y Z Ž"))
        for title in ["A", "H", "Z", "#"] {
            #expect(en.range(of: " \(title)")?.lowerBound.utf16Offset(in: en) == sv.range(of: " \(title)")?.lowerBound.utf16Offset(in: sv))
        }
        #expect(cs.contains("H CH I"))
        #expect(en.contains("H    I"))  // a gap under cs's CH
        #expect(lines.contains("  locale  used  empty  in #  unread  largest section"))
        #expect(lines.contains("  en         8     19     0       0  C (3)"))
        #expect(lines.contains("Records: 5 of 14 differ (* section, ~ order only)"))
        #expect(lines.contains("  * Ängström     1  A   Ä   A"))
        #expect(lines.contains("  * Chalupa      4  C   C   CH"))
        #expect(lines.contains("    Anna         7  A   A   A"))
        #expect(lines.contains("Order against en: the fewest records to move (positions from 1)"))
        #expect(lines.contains("  sv: 3 records move"))
        #expect(lines.contains("    Ängström   1 → 13  Ä is a letter after Z in sv"))
        #expect(lines.contains("    Chalupa   6 →  7  Ch is one letter in cs"))
    }

    @Test("markdown: headings, tables, escaped titles")
    func markdown() throws {
        let text = try CLI.run(["compare", "--format", "markdown", "--locales", "en,sv", "--input", Self.names])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "# \(SectionsMarkdown.escaped(Self.names))")
        for heading in ["## Index", "## Summary", "## Records", "## Order against en", "### sv: 3 records move"] {
            #expect(lines.contains(heading), "\(heading)")
        }
        #expect(lines.contains { $0.hasPrefix("| sv | A B C") && $0.contains("Z **Å** **Ä** **Ö** \\#") })
        #expect(lines.contains("| en | 8 | 19 | 0 | 0 | C (3) |"))
        #expect(lines.contains("| | Name | Line | en | sv |"))
        #expect(lines.contains("| \\* | Ängström | 1 | A | **Ä** |"))
        #expect(lines.contains("| Ängström | 1 | 1 | 13 | Ä is a letter after Z in sv |"))
    }

    @Test("html: the comparison page")
    func html() throws {
        let text = try CLI.run(["compare", "--format", "html", "--locales", "en,sv", "--input", Self.names])
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        #expect(text.contains("Ängström"))
    }

    @Test("help documents the JSON shape; completion knows the command")
    func help() {
        let help = LocalizedIndexCommand.helpMessage(for: LocalizedIndexCommand.Compare.self)
        #expect(help.contains("\"orderDifferences\""))
        #expect(help.contains("groupedLocales"))
        #expect(help.contains("Examples:"))
        let script = LocalizedIndexCommand.completionScript(for: .bash)
        #expect(script.contains("compare") && script.contains("only-differences"))
    }

    // MARK: - Pieces

    @Test("the fewest moves: as long as a brute-force longest increasing subsequence, on random permutations")
    func alignmentLength() {
        var generator = SplitMix(seed: 5)
        for count in [0, 1, 2, 3, 7, 20, 100] {
            for _ in 0..<20 {
                let permutation = Array(0..<count).shuffled(using: &generator).map(Int32.init)
                let kept = OrderAlignment.kept(permutation) { _ in false }
                let keptValues = zip(permutation, kept).filter(\.1).map(\.0)
                #expect(zip(keptValues, keptValues.dropFirst()).allSatisfy { $0 < $1 })
                #expect(keptValues.count == Self.longestIncreasing(permutation))
            }
        }
    }

    @Test("the fewest moves: preferred records stay when there is a choice; 100k items in O(n log n)")
    func alignmentPreference() {
        #expect(OrderAlignment.kept([1, 0]) { $0 == 0 } == [true, false])
        #expect(OrderAlignment.kept([1, 0]) { $0 == 1 } == [false, true])
        #expect(OrderAlignment.kept([0, 2, 1, 3]) { $0 != 1 } == [true, false, true, true])
        let count = 100_000
        #expect(OrderAlignment.kept((0..<Int32(count)).reversed()) { _ in false }.filter { $0 }.count == 1)
        #expect(OrderAlignment.kept(Array(0..<Int32(count))) { _ in false }.allSatisfy { $0 })
    }

    @Test("index alignment: a title matches across rows only in order")
    func alignedTitles() {
        let rows = [["A", "O", "P", "Z", "#"], ["A", "O", "P", "Z", "Ö", "#"], ["A", "O", "Ö", "P", "Z", "#"]]
        let aligned = ComparisonLayout.alignedTitles(rows)
        #expect(aligned == [
            ["A", "O", nil, "P", "Z", nil, "#"],
            ["A", "O", nil, "P", "Z", "Ö", "#"],
            ["A", "O", "Ö", "P", "Z", nil, "#"],
        ])
        #expect(ComparisonLayout.displayWidth("11 畫") == 5)
        #expect(ComparisonLayout.displayWidth("Č") == 1)
    }

    /// The length of a longest increasing subsequence by the O(n²) dynamic programme.
    static func longestIncreasing(_ values: [Int32]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }
}
