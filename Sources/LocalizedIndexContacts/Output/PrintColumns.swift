import LocalizedIndexCollation

/// Where a printed page's columns end, decided while the page is written, so a section that goes on in
/// the next column or on the next page starts there with its heading again ("D (cont.)").
///
/// CSS cannot repeat a heading where a column breaks, so the page breaks the columns itself: in print, every
/// block of the list has a fixed height (``Metrics``, written into the page's style), the page is printed on
/// the locale's paper (CLDR's paper size: Letter in the United States, A4 elsewhere), and the list is laid
/// out here as the browser will lay it out: three columns a page, the first page's shorter by the page's
/// heading. Where a block does not fit what is left of its column, the column breaks before it (a forced
/// break in the page, `break-before: column`), and a row that continues a section gets its heading again.
/// A heading never ends a column: a section starts in the next column when its first row does not fit.
/// On screen none of this shows.
struct PrintColumns {
    /// The heights in CSS pixels that print gives each block (``SectionsHTML`` writes them into the page's
    /// print style, so the layout here and the browser's cannot drift apart).
    enum Metrics {
        /// The page's margins, top and bottom, and sides, in millimetres.
        static let marginBlock = 14, marginInline = 12
        /// Columns on a page, and the gap between two, in millimetres.
        static let columns = 3, columnGap = 8
        /// The page's heading on the first page: its title and count, its rule and the space under it.
        static let pageHeader = 60.0, pageHeaderGap = 8.0
        /// A section's heading, and the heading again where a section continues (the same height).
        static let sectionHeader = 30.0
        /// A script's heading ("Greek") above its first section.
        static let scriptHeader = 34.0
        /// A row: its padding, each line of its name (at most ``maximumNameLines``), its second line.
        static let rowPadding = 2.0, nameLine = 16.0, detailLine = 13.0
        static let maximumNameLines = 3
        /// The name's font size, for a name's estimated width.
        static let nameFont = 13.333
        /// Room left at each column's foot against rounding (a millimetre is not a whole number of pixels).
        static let slack = 2.0
    }

    private static let pixelsPerMillimetre = 96 / 25.4

    /// The height of the first page's columns and of every later page's.
    private let firstPageColumn: Double, column: Double
    /// The width of a column, for how many lines a name takes.
    let columnWidth: Double
    /// The column being filled (0, 1, 2 on the first page) and its height used so far.
    private var index = 0, used = 0.0

    /// The layout of a list printed on `paper` (millimetres).
    init(paper: (width: Int, height: Int)) {
        let pixels = Self.pixelsPerMillimetre
        let contentHeight = Double(paper.height - 2 * Metrics.marginBlock) * pixels
        column = (contentHeight - Metrics.slack).rounded(.down)
        firstPageColumn = column - Metrics.pageHeader - Metrics.pageHeaderGap
        let contentWidth = Double(paper.width - 2 * Metrics.marginInline) * pixels
        columnWidth = (contentWidth - Double((Metrics.columns - 1) * Metrics.columnGap) * pixels) / Double(Metrics.columns)
    }

    private var capacity: Double { index < Metrics.columns ? firstPageColumn : column }

    /// Places a section's headings (`headings` tall) and reserves room for its first row (`firstRow`, nil for
    /// a section without rows). Returns whether the column breaks before the section.
    mutating func startSection(headings: Double, firstRow: Double?) -> Bool {
        let needed = headings + (firstRow ?? 0)
        let breaks = used > 0 && used + needed > capacity
        if breaks { nextColumn() }
        used += headings
        return breaks
    }

    /// Places a row `height` tall. Returns whether the column breaks before it, the row then starting the
    /// next column under its section's heading again.
    mutating func placeRow(height: Double) -> Bool {
        guard used > 0, used + height > capacity else {
            used += height
            return false
        }
        nextColumn()
        used = Metrics.sectionHeader + height
        return true
    }

    private mutating func nextColumn() {
        index += 1
        used = 0
    }

    /// The lines a name takes in a printed column (1 to ``Metrics/maximumNameLines``), from its estimated
    /// width: a wide (CJK) character one em, a combining mark none, any other character 0.62 em, more than
    /// most fonts' average, so a name is given a line too many rather than cut.
    func nameLines(_ name: String) -> Int {
        var ems = 0.0
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: ems += SectionsHTML.isWide(scalar) ? 1 : 0.62
            }
        }
        let lines = Int((ems * Metrics.nameFont / columnWidth).rounded(.up))
        return min(max(lines, 1), Metrics.maximumNameLines)
    }

    /// A row's printed height: its padding, its name's lines and its second line if it has one.
    func rowHeight(nameLines: Int, hasDetail: Bool) -> Double {
        Metrics.rowPadding + Double(nameLines) * Metrics.nameLine + (hasDetail ? Metrics.detailLine : 0)
    }

    /// The page's print style: the paper and the heights above, which `sections.css` uses.
    static func style(paper: (width: Int, height: Int)) -> String {
        "@page { size: \(paper.width)mm \(paper.height)mm; margin: \(Metrics.marginBlock)mm \(Metrics.marginInline)mm; }\n"
            + "@media print { :root { --print-page-header: \(Metrics.pageHeader)px; --print-page-header-gap: \(Metrics.pageHeaderGap)px; "
            + "--print-section-header: \(Metrics.sectionHeader)px; --print-script-header: \(Metrics.scriptHeader)px; "
            + "--print-row-padding: \(Metrics.rowPadding / 2)px; --print-name-line: \(Metrics.nameLine)px; "
            + "--print-detail-line: \(Metrics.detailLine)px; --print-column-gap: \(Metrics.columnGap)mm; "
            + "--print-columns: \(Metrics.columns); } }\n"
    }
}
