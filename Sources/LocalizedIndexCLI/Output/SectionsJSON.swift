/// The documented JSON shape of `sort-contacts`:
///
/// ```
/// {"locale", "collationLocale", "style",
///  "sectionIndexTitles": [the index bar's titles], "indexTitleSections": [section per title, null for search],
///  "recordCount": N,
///  "sections": [{"title", "section": <index in sectionTitles>,
///                "records": [{<every input field>…, "sectionKey": "…", "sortKey": "…"}]}]}
/// ```
/// Written as it goes, so a million records never sit in memory as text; the records of a long section are
/// rendered on every core (``ParallelRendering``), to the same bytes.
enum SectionsJSON {
    static func write(_ document: SectionedDocument, to output: OutputFile) throws {
        let collation = document.collation
        var writer = JSONWriter()
        try writer.object { json in
            json.field("locale", collation.locale.identifier)
            json.field("collationLocale", collation.collationLocale)
            json.field("style", collation.style.rawValue)
            json.field("sectionIndexTitles", document.indexBar.titles)
            json.key("indexTitleSections")
            json.array(inline: true) { json in
                for section in document.indexBar.sections {
                    if let section { json.value(section) } else { json.null() }
                }
            }
            json.field("recordCount", document.recordCount)
            json.key("sections")
            try json.array { json in
                for section in document.sections {
                    try json.object { json in
                        json.field("title", section.title)
                        json.field("section", section.section)
                        json.key("records")
                        try json.array { json in
                            try output.write(json.drain())
                            let depth = json.depth
                            try ParallelRendering.render(section.items, render: { chunk, position in
                                var part = JSONWriter(elementsOfArrayAtDepth: depth, continuing: position > 0)
                                for item in chunk { writeRecord(item, to: &part) }
                                return part.bytes
                            }, write: output.write)
                            if !section.items.isEmpty { json.noteElementsWrittenApart() }
                        }
                    }
                }
            }
        }
        writer.finish()
        try output.write(writer.bytes)
    }

    /// One record, straight from the record store's bytes: no string per field.
    private static func writeRecord(_ item: SortedRecord, to json: inout JSONWriter) {
        json.object(inline: true) { json in
            item.store.forEachField(of: item.index, { name, value in json.field(name, utf8: value) }, thenKeys: { sectionKey, sortKey in
                json.field("sectionKey", utf8: sectionKey)
                json.field("sortKey", utf8: sortKey)
            })
        }
    }
}
