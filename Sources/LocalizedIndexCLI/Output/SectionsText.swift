import LocalizedIndexCollation

/// Sections for a terminal: a header per section, its records indented, and the index bar last.
enum SectionsText {
    static func write(_ sections: [IndexSection<ContactRecord>], collation: LocalizedIndexCollation,
                      to output: OutputFile) throws {
        for section in sections {
            try output.write("\(section.title)\n")
            for record in section.items { try output.write("  \(record.name)\n") }
        }
        try output.write("\nindex: \(collation.sectionIndexTitles.joined(separator: " "))\n")
    }
}
