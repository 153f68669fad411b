import LocalizedIndexContacts
/// Layout shared by the text and Markdown renderings of a ``ComparisonReport``.
enum ComparisonLayout {
    /// The section titles of every column placed on common columns, so that the same title lines up in every
    /// row and a title only some locales have leaves a gap in the others: one row per locale, `nil` where
    /// the locale has no such section.
    ///
    /// Each locale's titles are matched against the columns so far by a longest common subsequence (so tr's
    /// `Ö` between `O` and `P` does not match sv's `Ö` after `Z`), and each title left unmatched becomes a new
    /// column right after the column of the title before it (sv's `Å Ä Ö` after `Z`, before `#`).
    static func alignedTitles(_ rows: [[String]]) -> [[String?]] {
        var order: [String] = []  // the columns' titles, in display order
        var placements: [[Int]] = []  // per row, the display column of each title (updated as columns are inserted)
        for titles in rows {
            let matches = commonSubsequence(titles, order)
            var placement: [Int] = []
            var inserted = 0
            var cursor = 0  // display column after the last title placed
            for (index, title) in titles.enumerated() {
                if let match = matches[index] {
                    cursor = match + inserted + 1
                    placement.append(match + inserted)
                } else {
                    order.insert(title, at: cursor)
                    for row in placements.indices {
                        for column in placements[row].indices where placements[row][column] >= cursor {
                            placements[row][column] += 1
                        }
                    }
                    for column in placement.indices where placement[column] >= cursor { placement[column] += 1 }
                    placement.append(cursor)
                    inserted += 1
                    cursor += 1
                }
            }
            placements.append(placement)
        }
        return zip(rows, placements).map { titles, placement in
            var cells = [String?](repeating: nil, count: order.count)
            for (title, column) in zip(titles, placement) { cells[column] = title }
            return cells
        }
    }

    /// For each element of `a`, the index in `b` it is matched with in a longest common subsequence, or nil.
    private static func commonSubsequence(_ a: [String], _ b: [String]) -> [Int?] {
        let rows = a.count, columns = b.count
        guard rows > 0, columns > 0 else { return [Int?](repeating: nil, count: rows) }
        // lengths[i][j]: the LCS of a[i...] and b[j...].
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var matches = [Int?](repeating: nil, count: rows)
        var i = 0, j = 0
        while i < rows && j < columns {
            if a[i] == b[j] {
                matches[i] = j
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return matches
    }

    /// The columns a string takes in a terminal: 2 for East Asian wide and fullwidth characters, 0 for
    /// combining marks and other zero-width ones, 1 otherwise (one value per grapheme cluster).
    static func displayWidth(_ text: String) -> Int {
        var width = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: break
            }
            width += isWide(scalar.value) ? 2 : 1
        }
        return width
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` padded with spaces to `width` terminal columns.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    /// `text` padded on the left to `width` terminal columns.
    static func leftPadded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - displayWidth(text))) + text
    }

    /// How a column is named: its locale, and how many more it stands for when grouped (`af +120`).
    static func columnName(_ column: ComparisonReport.LocaleColumn) -> String {
        column.groupedLocales.count > 1 ? "\(column.identifier) +\(column.groupedLocales.count - 1)" : column.identifier
    }

    /// The mark of a record row: `*` when its section differs, `~` when only its order does, blank otherwise.
    static func mark(_ row: ComparisonReport.RecordRow) -> String {
        row.sectionDiffers ? "*" : row.orderDiffers ? "~" : " "
    }
}
