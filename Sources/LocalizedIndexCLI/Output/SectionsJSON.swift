/// The documented JSON shape of `sort-contacts`:
///
/// ```
/// {"locale", "collationLocale", "style",
///  "sectionIndexTitles": [the index bar's titles], "indexTitleSections": [section per title, null for search],
///  "recordCount": N,
///  "sections": [{"title", "section": <index in sectionTitles>,
///                "records": [{<every input field>…, "sectionKey": "…", "sortKey": "…"}]}]}
/// ```
/// Written as it goes, so a million records never sit in memory as text.
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
                            for item in section.items {
                                json.object(inline: true) { json in
                                    for field in item.fields { json.field(field.name, field.value) }
                                    json.field("sectionKey", item.sectionKey)
                                    json.field("sortKey", item.sortKey)
                                }
                                if json.bytes.count >= 1 << 20 { try output.write(json.drain()) }
                            }
                        }
                    }
                }
            }
        }
        writer.finish()
        try output.write(writer.bytes)
    }
}
