import LocalizedIndexSupport
import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison
import LocalizedIndexSQLite

/// One `sort-contacts` run as plain values: what ``LocalizedIndexCommand/SortContacts`` parses to.
struct SortContactsRequest: Equatable {
    var collation = CollationChoices()
    var input = InputChoices()
    var output = OutputChoices()
    var format: SortContactsFormat = .text
    var withKeys = false
    var withSearchKeys = false
    var emptySections: LocalizedIndexCollation.EmptySections = .hide
    var indexSlots: Int?
    var searchEntry = false
    var title: String?
    var timings = false
    /// For `search`: the query's words (one argument or several), and how Han names get pinyin keys.
    var query: [String]?
    var pinyin: LocalizedIndexCollation.SearchOptions.Pinyin = .automatic

    /// Throws what ArgumentParser reports for options that do not go together (the argument groups check
    /// their own: ``CollationChoices/validate()``, ``InputChoices/validate()``).
    func validate() throws {
        if let indexSlots, indexSlots < 1 { throw ValidationError("--index-slots must be at least 1, not \(indexSlots).") }
        if title != nil && format != .html { throw ValidationError("--title applies to --format html.") }
        if withKeys && format != .json { throw ValidationError("--with-keys applies to --format json; the row formats and sqlite always have the keys.") }
        if withSearchKeys && ![.csv, .tsv, .jsonl, .sqlite].contains(format) {
            throw ValidationError("--with-search-keys applies to --format csv, tsv, jsonl and sqlite.")
        }
        if format == .sqlite && (output.output == nil || output.output == "-") {
            throw ValidationError("--format sqlite writes a database file: give it with --output FILE.")
        }
    }

    /// Reads, arranges and writes the records.
    func run() throws {
        try output.refuseOverwriting(input)
        let locale = try collation.resolvedLocale()  // an unknown locale fails before a long read
        var clock = PhaseClock()
        let warmUp = CollationWarmUp(collation, locale: locale, otherScripts: input.otherScripts.beforeReading,
                                     inputByteCount: input.fileByteCount, query: query)
        defer { warmUp.finish() }
        let read = try input.read(locale: locale)
        let records = read.records
        try Self.checkFieldNames(records, format: format, withKeys: withKeys, withSearchKeys: withSearchKeys,
                                 style: collation.style, searching: query != nil, file: read.title)
        clock.end("read")
        let kanjiReadings = SystemKanjiReadings.readings(for: [locale], style: collation.style)
        let indexCollation = try collation.makeCollation(
            locale: locale, otherScripts: input.otherScripts.resolved(for: records), kanjiReadings: kanjiReadings)
        clock.end("collation")
        // Outputs that show each record's sort key take the placements the records were arranged by.
        let keepingPlacements = format.rowFormat != nil || format == .sqlite || (format == .json && withKeys)
        let document: SectionedDocument
        if let query {
            let search = RecordSearch(collation: indexCollation, options: .init(pinyin: pinyin))
            document = search.search(try Self.searchQuery(query, collation: indexCollation), arranging: records,
                                     indexSlots: indexSlots, includingSearch: searchEntry, emptySections: emptySections,
                                     keepingPlacements: keepingPlacements, title: read.title)
            clock.end("search")
            if document.recordCount == 0 {
                StandardError.write("note: no record matches \(MessageText.echo(query.joined(separator: " "))) among \(records.count)\n")
            }
        } else {
            document = SectionedDocument(
                arranging: records, with: indexCollation, indexSlots: indexSlots, includingSearch: searchEntry,
                emptySections: emptySections, keepingPlacements: keepingPlacements, title: read.title)
            clock.end("arrange")
        }
        let sections = document.sections

        let destination = try output.open()
        switch self.format {
        case .json: try SectionsJSON.write(document, withKeys: withKeys, to: destination)
        case .csv, .tsv, .jsonl:
            try SectionsRows.write(document, format: format.rowFormat!, searchKeys: searchKeys(indexCollation), to: destination)
        case .sqlite:
            try SectionsSQLite.write(document, store: records, searchKeys: searchKeys(indexCollation), to: destination,
                                     name: output.output ?? "")
        case .text: try SectionsText.write(document, to: destination, colour: destination.isTerminal)
        case .markdown: try SectionsMarkdown.write(document, to: destination)
        case .html:
            let heading = title ?? (input.sample ? PageWords(for: indexCollation.locale).sampleTitle : nil)
            try SectionsHTML.write(document, heading: heading, to: destination)
        }
        try destination.commit()
        clock.end("output")
        if timings { clock.report(records: records.count) }
        Self.reportUnread(sections, kanjiReadings: kanjiReadings, style: indexCollation.style)
        try read.collector.finish()
    }

    /// What makes each record's search keys, with `--with-search-keys`.
    private func searchKeys(_ collation: LocalizedIndexCollation) -> RecordSearch? {
        withSearchKeys ? RecordSearch(collation: collation, options: .init(pinyin: pinyin)) : nil
    }

    /// The query of `words` (the words of one argument or of several), or the failure to say why there is none.
    static func searchQuery(_ words: [String], collation: LocalizedIndexCollation) throws -> SearchQuery {
        do {
            return try collation.searchQuery(words.joined(separator: " "))
        } catch {
            throw CommandFailure("search: \(error)")
        }
    }

    /// Throws when an input field has the name of a key the output adds to every record.
    private static func checkFieldNames(_ records: RecordStore, format: SortContactsFormat, withKeys: Bool,
                                        withSearchKeys: Bool, style: LocalizedIndexCollation.Style, searching: Bool,
                                        file: String) throws {
        let added: [String]
        var names = records.hasSplitNames ? AddedKeys.rowNameParts : []
        if searching { names.append(format == .json ? AddedKeys.jsonMatchedKey : AddedKeys.rowMatchedKey) }
        if withSearchKeys { names.append(AddedKeys.rowSearchKeys) }
        switch format {
        case .json:
            added = (withKeys ? AddedKeys.jsonWithKeys : AddedKeys.json) + (records.hasSplitNames ? [AddedKeys.jsonNameParts] : [])
                + (searching ? [AddedKeys.jsonMatchedKey] : [])
        case .csv, .tsv, .jsonl: added = AddedKeys.rows(style: style) + names
        // SQLite's column names ignore ASCII case.
        case .sqlite:
            try AddedKeys.check(records.fieldNames, against: AddedKeys.rows(style: style) + names, file: file, ignoringCase: true)
            return
        case .text, .markdown, .html: return
        }
        try AddedKeys.check(records.fieldNames, against: added, file: file)
    }

    /// Says how many names could not be read (Japanese kanji without a reading) and what would help.
    private static func reportUnread(_ sections: [IndexSection<SortedRecord>],
                                     kanjiReadings: LocalizedIndexCollation.KanjiReadings?,
                                     style: LocalizedIndexCollation.Style) {
        let unread = sections.filter { $0.kind == .unread }.reduce(0) { $0 + $1.items.count }
        guard unread > 0 else { return }
        let title = sections.first { $0.kind == .unread }?.title ?? ""
        let help = style == .android
            ? "Android reads no kanji; give readings (phonetic fields, --reading-field)"
            : kanjiReadings != nil
            ? "MeCab knows no reading for them; give readings (phonetic fields, --reading-field)"
            : "give readings (phonetic fields, --reading-field) or install MeCab (mecab-ipadic-utf8)"
        StandardError.write("note: \(unread) name\(unread == 1 ? "" : "s") without a reading went to \(title); \(help)\n")
    }
}
