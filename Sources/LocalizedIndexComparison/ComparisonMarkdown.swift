import LocalizedIndexContacts
/// A comparison as Markdown: the indexes (titles the first locale lacks in bold, and those it has that a
/// locale lacks listed), the summary, the records table (differences first, marked, and a section that
/// differs from the first locale's in bold), the order differences with reasons, and the locale groups.
public enum ComparisonMarkdown {
    /// Writes `report` as Markdown tables to `output` (committed by the caller).
    public static func write(_ report: ComparisonReport, to output: OutputFile) throws {
        let names = report.locales.map { escaped(ComparisonLayout.columnName($0)) }
        let recordWord = report.recordCount == 1 ? "record" : "records"
        let columnsWord = report.grouped ? "behaviours (locales grouped)" : report.locales.count == 1 ? "locale" : "locales"
        try output.write("# \(escaped(report.title))\n\n")
        try output.write("\(report.recordCount) \(recordWord) in \(report.locales.count) \(columnsWord), \(report.style) style; "
            + "\(report.differingRecordCount) differ in section or order.\n")

        // Index overview.
        try output.write("\n## Index\n\n")
        let baseTitles = Set(report.locales.first?.sectionTitles ?? [])
        let baseName = names.first ?? ""
        try output.write("| Locale | Section titles (**not in \(baseName)**) | Lacks from \(baseName) | Index bar |\n|---|---|---|---|\n")
        for (name, column) in zip(names, report.locales) {
            let titles = column.sectionTitles.map { baseTitles.contains($0) ? escaped($0) : "**\(escaped($0))**" }
            let own = Set(column.sectionTitles)
            let lacks = report.locales.first?.sectionTitles.filter { !own.contains($0) }.map(escaped) ?? []
            let bar = column.sectionIndexTitles == column.sectionTitles ? "(the section titles)"
                : column.sectionIndexTitles.map(escaped).joined(separator: " ")
            try output.write("| \(name) | \(titles.joined(separator: " ")) | \(lacks.isEmpty ? "–" : lacks.joined(separator: " ")) | \(bar) |\n")
        }

        // Summary.
        try output.write("\n## Summary\n\n| Locale | Sections used | Empty sections | Records in # | Without reading | Largest section |\n|---|---:|---:|---:|---:|---|\n")
        for (name, column) in zip(names, report.locales) {
            let summary = column.summary
            let largest = summary.largestSectionCount == 0 ? "–" : "\(escaped(summary.largestSectionTitle)) (\(summary.largestSectionCount))"
            try output.write("| \(name) | \(summary.sectionsUsed) | \(summary.emptySections) | \(summary.recordsInOther) | \(summary.recordsUnread) | \(largest) |\n")
        }

        // Records.
        try output.write("\n## Records\n\n")
        try output.write("\\* the section differs, \\~ only the order; a section other than \(baseName)'s is in bold."
            + (report.onlyDifferences ? " Only the records that differ are listed.\n\n" : "\n\n"))
        try output.write("| | Name | Line | \(names.joined(separator: " | ")) |\n|---|---|---:|\(String(repeating: "---|", count: names.count))\n")
        for row in report.records {
            let mark = row.sectionDiffers ? "\\*" : row.orderDiffers ? "\\~" : ""
            let name = row.name.isEmpty ? "*(no name)*" : escaped(row.name)
            let cells = row.sections.map { $0 == row.sections.first ? escaped($0) : "**\(escaped($0))**" }
            try output.write("| \(mark) | \(name) | \(row.line) | \(cells.joined(separator: " | ")) |\n")
        }

        // Order differences.
        if report.locales.count > 1 {
            try output.write("\n## Order against \(baseName)\n\nThe fewest records to move (positions from 1).\n")
            for (index, difference) in report.orderDifferences.enumerated() {
                let name = names.indices.contains(index + 1) ? names[index + 1] : escaped(difference.otherLocale)
                let count = difference.moves.count
                guard count > 0 else {
                    try output.write("\n### \(name): same order\n")
                    continue
                }
                try output.write("\n### \(name): \(count) record\(count == 1 ? "" : "s") move\(count == 1 ? "s" : "")\n\n")
                try output.write("| Name | Line | From | To | Reason |\n|---|---:|---:|---:|---|\n")
                for move in difference.moves {
                    let moveName = move.name.isEmpty ? "*(no name)*" : escaped(move.name)
                    try output.write("| \(moveName) | \(move.line) | \(move.basePosition + 1) | \(move.otherPosition + 1) | \(move.reason.map(escaped) ?? "–") |\n")
                }
            }
        }

        // Groups.
        if report.grouped {
            try output.write("\n## Locales in each column\n\n")
            for (name, column) in zip(names, report.locales) {
                try output.write("- \(name): \(column.groupedLocales.map(escaped).joined(separator: ", "))\n")
            }
        }
    }

    private static func escaped(_ text: String) -> String { SectionsMarkdown.escaped(text) }
}
