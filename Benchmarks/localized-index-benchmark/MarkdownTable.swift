/// A GitHub-flavoured Markdown table, built row by row; `|` in cells is escaped.
struct MarkdownTable {
    /// A column's alignment.
    enum Alignment {
        case left, center, right

        var rule: String {
            switch self {
            case .left: "---"
            case .center: ":---:"
            case .right: "---:"
            }
        }
    }

    private let headings: [String]
    private let alignments: [Alignment]
    private var rows: [[String]] = []

    init(_ headings: [String], alignments: [Alignment]) {
        precondition(headings.count == alignments.count)
        self.headings = headings
        self.alignments = alignments
    }

    /// Adds a row; it must have a cell per column.
    mutating func add(_ cells: [String]) {
        precondition(cells.count == headings.count, "a row needs \(headings.count) cells")
        rows.append(cells)
    }

    /// The table, one line per row, ending in a newline.
    var markdown: String {
        let lines = [line(headings), line(alignments.map(\.rule))] + rows.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
