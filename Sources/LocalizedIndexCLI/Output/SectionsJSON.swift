import LocalizedIndexCollation

/// The documented JSON shape of `sort-contacts`:
/// `{"locale", "collationLocale", "style", "sectionIndexTitles", "recordCount",
///   "sections": [{"title", "section", "records": [{<field>: <value>, …}]}]}`.
enum SectionsJSON {
    static func write(_ sections: [IndexSection<ContactRecord>], recordCount: Int,
                      collation: LocalizedIndexCollation, to output: OutputFile) throws {
        var writer = JSONWriter()
        try writer.object { json in
            json.field("locale", collation.locale.identifier)
            json.field("collationLocale", collation.collationLocale)
            json.field("style", collation.style.rawValue)
            json.field("sectionIndexTitles", collation.sectionIndexTitles)
            json.field("recordCount", recordCount)
            json.key("sections")
            try json.array { json in
                for section in sections {
                    try json.object { json in
                        json.field("title", section.title)
                        json.field("section", section.section)
                        json.key("records")
                        try json.array { json in
                            for record in section.items {
                                json.object(inline: true) { json in
                                    for field in record.fields { json.field(field.name, field.value) }
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
