import LocalizedIndexSupport
import LocalizedIndexCollation

extension SectionsHTML {
    /// The id of the search field.
    package static let searchFieldID = "search-field"
    /// The id of the line shown when a search finds nothing.
    package static let noMatchID = "search-no-match"
    /// The id of the `<script type="application/json">` block the page's search reads (``writeSearchData(_:page:to:)``).
    package static let searchDataID = "search-data"

    /// Writes the search field: a labelled `<input type="search">` in the page's language, with the
    /// magnifying glass in it. Hidden until the page's script shows it (`searchScript`): without the
    /// script it would find nothing.
    static func writeSearchField(words: PageWords, into page: inout Buffer) {
        page.raw("<div class=\"search-box\" role=\"search\" hidden>\n<label class=\"visually-hidden\" for=\"\(searchFieldID)\">")
        page.text(words.searchField)
        page.raw("</label>\n")
        page.raw(magnifyingGlass)
        page.raw("\n<input type=\"search\" id=\"\(searchFieldID)\" class=\"search-field\" placeholder=\"")
        page.text(words.searchField)
        // What a name is typed as is not a word to correct, capitalise or remember.
        page.raw("\" autocomplete=\"off\" autocapitalize=\"none\" autocorrect=\"off\" spellcheck=\"false\" enterkeyhint=\"search\">\n</div>\n")
    }

    /// Writes the data the page's search (`searchScript`) filters the rows by, as one JSON object in a
    /// `<script type="application/json" id="search-data">` block, a piece at a time:
    ///
    /// - `records`: for each row, in the page's order (``RecordSearch/positions(of:)``), the tokens of its
    ///   keys (``RecordSearch/keys(of:)``, ``SearchKey/hexToken``) in the keys' order; a token met before in
    ///   the row is written as the position of its first appearance. The matcher gives each query word a
    ///   different *key*, so two keys with one token (a one-word name's word and whole name) are two.
    /// - `weights`: each character's token (``LocalizedIndexCollation/searchToken(of:)``), for the
    ///   characters a query is weighed by (``searchCharacters(keys:)``).
    /// - `bar`: what the index bar of the sections a search leaves is made of, as the collation's
    ///   `indexBar(includingSearch:sectionsWithItems:emptySections:)` makes it: `titles`, the collation's
    ///   index titles with the section each leads to; `other`, the position of `#` among them when it is
    ///   UIKit's (kept last), else null; `emptySections`; `search`, whether the bar starts with `{search}`.
    ///
    /// The keys are made on every core, ``ParallelRendering/chunkSize`` records a piece.
    ///
    /// - Parameters:
    ///   - document: The sections, as the page lists them.
    ///   - page: The page written so far; written out first.
    ///   - output: Where the page goes.
    static func writeSearchData(_ document: SectionedDocument, page: inout Buffer, to output: OutputFile) throws {
        page.raw("<script type=\"application/json\" id=\"\(searchDataID)\">{\"bar\":")
        page.raw(searchBarData(document))
        page.raw(",\"records\":[")
        try output.write(page.drain())

        let search = RecordSearch(collation: document.collation)
        let found = Locked(Set<UInt32>())
        try ParallelRendering.render(RecordSearch.positions(of: document), render: { chunk, piece in
            var characters = Set<UInt32>()
            var generator = search.keyGenerator()
            for index in chunk.indices {
                if index > 0 { piece.append(UInt8(ascii: ",")) }
                appendTokens(of: search.keys(of: chunk[index], using: &generator), to: &piece, characters: &characters)
            }
            found.withLock { $0.formUnion(characters) }
        }, write: { try output.write($0) })

        page.raw("],\"weights\":{")
        var first = true
        for scalar in searchCharacters(keys: found.withLock { $0 }) {
            page.raw(first ? "" : ",")
            first = false
            page.raw(scriptJSONString(String(scalar)) + ":\"" + SearchKey.hex(document.collation.searchToken(of: String(scalar))) + "\"")
            if page.bytes.count >= 1 << 16 { try output.write(page.drain()) }
        }
        page.raw("}}</script>\n")
    }

    /// One record's tokens as a JSON array (a repeated token as the position of its first appearance), and
    /// the characters of its keys' texts into `characters`.
    private static func appendTokens(of keys: SearchKeys, to piece: inout [UInt8], characters: inout Set<UInt32>) {
        piece.append(UInt8(ascii: "["))
        var seen: [[UInt8]: Int] = [:]
        for (position, key) in keys.keys.enumerated() {
            if position > 0 { piece.append(UInt8(ascii: ",")) }
            if let first = seen[key.token] {
                piece.append(contentsOf: String(first).utf8)
            } else {
                seen[key.token] = position
                piece.append(UInt8(ascii: "\""))
                piece.append(contentsOf: key.hexToken.utf8)
                piece.append(UInt8(ascii: "\""))
            }
            for scalar in key.text.unicodeScalars { characters.insert(scalar.value) }
        }
        piece.append(UInt8(ascii: "]"))
    }

    /// The `bar` member of the search data.
    package static func searchBarData(_ document: SectionedDocument) -> String {
        let collation = document.collation
        // Every title of the collation's bar, each leading to its own section.
        let fullBar = collation.indexBar()
        // Each title with its section, its script when another script's letters added it, and its script and
        // confusable skeleton: what the page's fitting needs to fit the bar of a search's sections as the
        // library does (the other scripts hidden first, look-alike titles kept apart).
        let titles = fullBar.entries.map { entry in
            let script = entry.kind == .title ? entry.section.flatMap(collation.addedScript(ofSection:)) : nil
            let look = entry.kind == .title ? LocalizedIndexCollation.lookAlike(ofTitle: entry.title) : nil
            return "[\(scriptJSONString(entry.title)),\(entry.section.map(String.init) ?? "null"),"
                + "\(script.map(scriptJSONString) ?? "null"),"
                + "\(look.map { "[\(scriptJSONString($0.script)),\(scriptJSONString($0.skeleton))]" } ?? "null")]"
        }
        // As indexBar(slots:…): `#` is kept last when it leads to the last section and that section is UIKit's `#`.
        let other = collation.sectionKinds.last == .other
            && fullBar.sections.last == collation.sectionTitles.count - 1
            ? String(fullBar.entries.count - 1) : "null"
        let search = document.unfittedIndexBar.entries.first?.kind == .search
        return "{\"titles\":[\(titles.joined(separator: ","))],\"other\":\(other),"
            + "\"emptySections\":\"\(document.emptySections.rawValue)\",\"search\":\(search)}"
    }

    // MARK: - The characters a query is weighed by

    /// The characters whose weights the page carries, ascending: those of the keys' texts with their
    /// lowercase and uppercase forms; every Hangul jamo, conjoining and compatibility (initial consonants
    /// are typed alone; a syllable the page does not carry is weighed as its jamo); ASCII letters and digits;
    /// and all of an alphabet (``searchAlphabets``) one of whose characters a key has, for a query may hold a
    /// letter no name has that the collation weighs as one they have (another accent, case or kana kind).
    /// Only letters, digits and marks: a query's words hold nothing else.
    ///
    /// - Parameter keys: The code points of the keys' texts.
    package static func searchCharacters(keys: Set<UInt32>) -> [Unicode.Scalar] {
        var wanted = keys
        for value in keys {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
                for form in mapped.unicodeScalars { wanted.insert(form.value) }
            }
        }
        wanted.formUnion(0x30...0x39)
        wanted.formUnion(0x41...0x5A)
        wanted.formUnion(0x61...0x7A)
        wanted.formUnion(0x1100...0x11FF)
        wanted.formUnion(0x3131...0x318E)
        for alphabet in searchAlphabets where alphabet.alwaysIncluded || keys.contains(where: alphabet.contains) {
            for range in alphabet.ranges { wanted.formUnion(range) }
        }
        return wanted.sorted().compactMap(Unicode.Scalar.init).filter(isWordCharacter)
    }

    /// Whether a query's word may hold `scalar`: a letter, digit or mark (as `SearchKeyMaker` splits words).
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default: false
        }
    }

    /// Code points a query may hold in place of a name's letter of the same alphabet.
    package struct SearchAlphabet: Sendable {
        var ranges: [ClosedRange<UInt32>]
        /// In every page: Latin (every page has Latin keys: initials, pinyin, romaji) and the combining
        /// accents.
        var alwaysIncluded = false

        func contains(_ value: UInt32) -> Bool { ranges.contains { $0.contains(value) } }
    }

    /// The alphabets whose letters a collation may weigh the same as each other at primary strength (by
    /// accent, case or kana kind): small enough to carry whole. Han and Hangul syllables are not here (tens
    /// of thousands; the keys' own are carried, and syllables are weighed as their jamo).
    package static let searchAlphabets: [SearchAlphabet] = [
        SearchAlphabet(ranges: [0x00C0...0x024F, 0x1E00...0x1EFF, 0x0300...0x036F], alwaysIncluded: true),  // Latin, accents
        SearchAlphabet(ranges: [0x0370...0x03FF, 0x1F00...0x1FFF]),  // Greek
        SearchAlphabet(ranges: [0x0400...0x052F]),  // Cyrillic
        SearchAlphabet(ranges: [0x0530...0x058F]),  // Armenian
        SearchAlphabet(ranges: [0x0590...0x05FF]),  // Hebrew
        SearchAlphabet(ranges: [0x0600...0x06FF, 0x0750...0x077F]),  // Arabic
        SearchAlphabet(ranges: [0x0900...0x097F]),  // Devanagari
        SearchAlphabet(ranges: [0x0980...0x09FF]),  // Bengali
        SearchAlphabet(ranges: [0x0A00...0x0A7F]),  // Gurmukhi
        SearchAlphabet(ranges: [0x0A80...0x0AFF]),  // Gujarati
        SearchAlphabet(ranges: [0x0B80...0x0BFF]),  // Tamil
        SearchAlphabet(ranges: [0x0C00...0x0C7F]),  // Telugu
        SearchAlphabet(ranges: [0x0C80...0x0CFF]),  // Kannada
        SearchAlphabet(ranges: [0x0D00...0x0D7F]),  // Malayalam
        SearchAlphabet(ranges: [0x0E00...0x0E7F]),  // Thai
        SearchAlphabet(ranges: [0x10A0...0x10FF]),  // Georgian
        SearchAlphabet(ranges: [0x3040...0x30FF, 0x31F0...0x31FF]),  // hiragana and katakana
    ]

    // MARK: - JSON

    /// `text` as a JSON string literal that can stand in a script element: `<`, `>` and `&` escaped too, so
    /// no text can end the element (`</script>`) or open a comment in it.
    static func scriptJSONString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where scalar.value < 0x20 || scalar == "<" || scalar == ">" || scalar == "&"
                || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
