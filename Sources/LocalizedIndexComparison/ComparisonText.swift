import LocalizedIndexContacts
/// A comparison for a terminal: the aligned indexes, the summary, the records table (differences first and
/// marked), the order differences, and the locale groups. Headings are bold only on a terminal.
public enum ComparisonText {
    /// Writes `report` as aligned text to `output`, in colour when `colour` is true (a terminal).
    public static func write(_ report: ComparisonReport, to output: OutputFile, colour: Bool) throws {
        let bold = colour ? ("\u{1B}[1m", "\u{1B}[0m") : ("", "")
        func heading(_ text: String) -> String { "\(bold.0)\(text)\(bold.1)\n" }
        let names = report.locales.map(ComparisonLayout.columnName)
        let nameWidth = names.map(ComparisonLayout.displayWidth).max() ?? 0
        let recordWord = report.recordCount == 1 ? "record" : "records"
        try output.write("\(SectionsText.printable(report.title)): \(report.recordCount) \(recordWord) in \(report.locales.count) "
            + "\(report.grouped ? "behaviours" : report.locales.count == 1 ? "locale" : "locales") (\(report.style) style)\n")

        // Index overview.
        try output.write("\n" + heading("Index"))
        let aligned = ComparisonLayout.alignedTitles(report.locales.map(\.sectionTitles))
        let cellWidths = (0..<(aligned.first?.count ?? 0)).map { column in
            aligned.map { ComparisonLayout.displayWidth($0[column] ?? "") }.max() ?? 0
        }
        for (name, cells) in zip(names, aligned) {
            let line = zip(cells, cellWidths).map { ComparisonLayout.padded($0 ?? "", to: $1) }.joined(separator: " ")
            try output.write("  \(ComparisonLayout.padded(name, to: nameWidth))  \(trimmedEnd(line))\n")
        }
        let shortBars = zip(names, report.locales).filter { $1.sectionIndexTitles != $1.sectionTitles }
        if !shortBars.isEmpty {
            try output.write("  index bar, where it is not the section titles:\n")
            for (name, column) in shortBars {
                try output.write("  \(ComparisonLayout.padded(name, to: nameWidth))  \(column.sectionIndexTitles.joined(separator: " "))\n")
            }
        }

        // Summary.
        try output.write("\n" + heading("Summary"))
        let summaryNameWidth = max(nameWidth, 6)
        let localeHeader = ComparisonLayout.padded("locale", to: summaryNameWidth)
        try output.write("  \(localeHeader)  used  empty  in #  unread  largest section\n")
        for (name, column) in zip(names, report.locales) {
            let summary = column.summary
            let largest = summary.largestSectionCount == 0 ? "-" : "\(summary.largestSectionTitle) (\(summary.largestSectionCount))"
            try output.write("  \(ComparisonLayout.padded(name, to: summaryNameWidth))  "
                + "\(ComparisonLayout.leftPadded(String(summary.sectionsUsed), to: 4))  \(ComparisonLayout.leftPadded(String(summary.emptySections), to: 5))  "
                + "\(ComparisonLayout.leftPadded(String(summary.recordsInOther), to: 4))  \(ComparisonLayout.leftPadded(String(summary.recordsUnread), to: 6))  \(largest)\n")
        }

        // Records.
        let differ = "\(report.differingRecordCount) of \(report.recordCount) differ"
        try output.write("\n" + heading("Records: \(differ) (* section, ~ order only)\(report.onlyDifferences ? "; only those are listed" : "")"))
        let shownNames = report.records.map { $0.name.isEmpty ? "(no name)" : SectionsText.printable($0.name) }
        let recordWidth = min(32, max(4, shownNames.map(ComparisonLayout.displayWidth).max() ?? 0))
        let lineWidth = max(4, String(report.records.map(\.line).max() ?? 0).count)
        let sectionWidths = names.indices.map { column in
            max(ComparisonLayout.displayWidth(names[column]),
                report.records.map { ComparisonLayout.displayWidth($0.sections[column]) }.max() ?? 0)
        }
        func row(_ mark: String, _ name: String, _ line: String, _ cells: [String]) -> String {
            let cellText = zip(cells, sectionWidths).map { ComparisonLayout.padded($0, to: $1) }.joined(separator: "  ")
            return trimmedEnd("  \(mark) \(ComparisonLayout.padded(name, to: recordWidth))  \(ComparisonLayout.leftPadded(line, to: lineWidth))  \(cellText)") + "\n"
        }
        try output.write(row(" ", "name", "line", names))
        for (record, name) in zip(report.records, shownNames) {
            try output.write(row(ComparisonLayout.mark(record), name, String(record.line), record.sections))
        }

        // Order differences.
        if report.locales.count > 1 {
            try output.write("\n" + heading("Order against \(names[0]): the fewest records to move (positions from 1)"))
            for (index, difference) in report.orderDifferences.enumerated() {
                let name = names.indices.contains(index + 1) ? names[index + 1] : difference.otherLocale
                guard !difference.moves.isEmpty else {
                    try output.write("  \(name): same order\n")
                    continue
                }
                let count = difference.moves.count
                try output.write("  \(name): \(count) record\(count == 1 ? "" : "s") move\(count == 1 ? "s" : "")\n")
                let moveNames = difference.moves.map { $0.name.isEmpty ? "(no name)" : SectionsText.printable($0.name) }
                let width = min(32, moveNames.map(ComparisonLayout.displayWidth).max() ?? 0)
                let positionWidth = String(report.recordCount).count
                for (move, moveName) in zip(difference.moves, moveNames) {
                    let positions = "\(ComparisonLayout.leftPadded(String(move.basePosition + 1), to: positionWidth)) → "
                        + ComparisonLayout.leftPadded(String(move.otherPosition + 1), to: positionWidth)
                    try output.write(trimmedEnd("    \(ComparisonLayout.padded(moveName, to: width))  \(positions)  \(move.reason ?? "")") + "\n")
                }
            }
        }

        // Groups.
        if report.grouped {
            try output.write("\n" + heading("Locales in each column"))
            for (name, column) in zip(names, report.locales) {
                try output.write("  \(name): \(column.groupedLocales.joined(separator: " "))\n")
            }
        }
    }

    private static func trimmedEnd(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
