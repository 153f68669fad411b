import LocalizedIndexSupport
import LocalizedIndexCollation

/// Sections as one self-contained HTML5 page, laid out like an iOS contacts list: a large title, the
/// sections in order with sticky headers (`id="section-<index>"`, the index in the collation's section
/// titles), each record as a row, and the index bar fixed on the trailing edge, which jumps to a section on
/// a click, a tap, a drag along it or the arrow keys. A search field above the list filters it as the
/// library's search does (`searchScript`), from the records' search keys written with the page.
///
/// The page loads nothing (inline CSS and script, an inline SVG icon, a Content-Security-Policy that
/// forbids every fetch) and is written as it goes, a block at a time, so a million records never make one
/// string. Every text from the input is HTML-escaped, control characters are made harmless, and names are
/// bidi-isolated (`dir="auto"`) so a right-to-left or override character cannot reorder what is around it.
public enum SectionsHTML {
    /// The id of the element the search entry and entries with nowhere else to go lead to.
    package static let topID = "top"

    /// Above this many records, rows are rendered only near the viewport (`content-visibility`)…
    public static let largeListThreshold = 5_000
    /// …in lists of this many rows each.
    package static let largeListBlock = 256
    /// The height in CSS pixels of a row of one line, and of one with a second line (``style``): what a
    /// block of rows not yet laid out is taken to be.
    package static let rowHeight = 44, rowWithDetailHeight = 61

    /// Writes `document` as one self-contained page to `output` (committed by the caller), its fixed words
    /// in the collation's language (``PageWords``).
    ///
    /// - Parameters:
    ///   - document: The sections, index bar and title.
    ///   - heading: The page's heading and title as given (`--title`); nil for the page's word for its list
    ///     in the collation's language ("Contacts", "Kontakter", "連絡先": ``PageWords/listLabel``), not
    ///     the input's file name, which means nothing to the page's reader.
    ///   - output: Where the page goes.
    public static func write(_ document: SectionedDocument, heading: String? = nil, to output: OutputFile) throws {
        var page = Buffer()
        let language = document.collation.locale.identifier
        let words = PageWords(for: document.collation.locale)
        let present = document.sections.map(\.index)
        let large = document.recordCount > largeListThreshold
        let title = heading ?? words.listLabel
        var roles = FieldRoles()

        page.raw("<!DOCTYPE html>\n<html lang=\"")
        page.text(language)
        page.raw("\" dir=\"\(direction(forLanguageTag: language))\">\n<head>\n<meta charset=\"utf-8\">\n")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">\n")
        page.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
        page.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n")
        page.raw("<meta name=\"generator\" content=\"localized-index sort-contacts\">\n<title>")
        page.text(title)
        page.raw("</title>\n<style>\n")
        page.raw(style)
        page.raw(":root { --bar-width: \(barWidth(for: document.indexBar))px; }\n")
        // The paper the page is printed on and laid out for (CLDR's, through ICU: asked once).
        let paper = document.collation.locale.paperSize
        page.raw(PrintColumns.style(paper: paper))
        page.raw("</style>\n</head>\n")
        page.raw(large ? "<body class=\"large\">\n" : "<body>\n")

        page.raw("<header id=\"\(topID)\" class=\"page-header\">\n<h1 dir=\"auto\">")
        page.text(title)
        page.raw("</h1>\n<p class=\"count\" dir=\"auto\">")
        page.text(words.count(document.recordCount))
        page.raw("</p>\n")
        writeSearchField(words: words, into: &page)
        page.raw("</header>\n")

        writeIndexBar(document, present: present, words: words, into: &page)

        page.raw("<p class=\"no-match\" id=\"\(noMatchID)\" role=\"status\" hidden>")
        page.text(words.noMatch)
        page.raw("</p>\n")
        page.raw("<main class=\"list\" aria-label=\"")
        page.text(words.listLabel)
        page.raw("\">\n")
        var columns = PrintColumns(paper: paper)
        var headings = ScriptHeadings(document.collation, words: words)
        for section in document.sections {
            // Each row's second line and printed height, worked out once for the page and its print columns.
            func row(_ item: SortedRecord) -> (item: SortedRecord, detail: String?, lines: Int, height: Double) {
                let detail = detail(of: item, roles: &roles)
                let lines = columns.nameLines(item.displayName)
                return (item, detail, lines, columns.rowHeight(nameLines: lines, hasDetail: detail != nil))
            }
            let scriptHeading = headings.heading(before: section.index)
            let headingsHeight = (scriptHeading == nil ? 0 : PrintColumns.Metrics.scriptHeader) + PrintColumns.Metrics.sectionHeader
            let columnStarts = columns.startSection(headings: headingsHeight, firstRow: section.items.first.map { row($0).height })
            page.raw("<section class=\"section\(columnStarts ? " column-start" : "")\" id=\"section-\(section.index)\" aria-labelledby=\"section-\(section.index)-title\">\n")
            // The first section of each script other scripts' letters added is headed by the script's name in
            // the page's language ("Greek", "Grekiska"), inside the section so a search hides it with it.
            if let scriptHeading {
                page.raw("<p class=\"script-header\" role=\"heading\" aria-level=\"2\" data-script=\"")
                page.text(scriptHeading.script)
                page.raw("\">")
                page.text(scriptHeading.name)
                page.raw("</p>\n")
            }
            page.raw("<h2 class=\"section-header\" id=\"section-\(section.index)-title\">")
            page.text(section.title)
            page.raw("</h2>\n")
            // A long list goes in blocks the browser lays out only near the viewport, each with its height
            // estimated, so the scroll bar and jumps are right before a block renders; a block also ends where
            // a printed column does, the section's heading printed again above the rest ("D (cont.)").
            var start = section.items.startIndex
            while start < section.items.endIndex {
                let end = large ? min(start + largeListBlock, section.items.endIndex) : section.items.endIndex
                let rows = section.items[start..<end].map(row)
                let breaks = rows.indices.filter { columns.placeRow(height: rows[$0].height) }
                var pieceStart = rows.startIndex
                for pieceEnd in breaks + [rows.endIndex] {
                    if pieceStart < pieceEnd {
                        try writeRows(rows[pieceStart..<pieceEnd], large: large, words: words, into: &page, output: output)
                    }
                    if pieceEnd < rows.endIndex {
                        page.raw("<p class=\"continued\" aria-hidden=\"true\">")
                        page.text(words.continued(section.title))
                        page.raw("</p>\n")
                    }
                    pieceStart = pieceEnd
                }
                start = end
            }
            page.raw("</section>\n")
        }
        page.raw("</main>\n<footer class=\"page-footer\" dir=\"auto\">")
        page.text(words.count(document.recordCount))
        page.raw("</footer>\n")
        page.raw("<div class=\"index-hud\" aria-hidden=\"true\" hidden></div>\n")
        try writeSearchData(document, page: &page, to: output)
        writeScript(into: &page)
        page.raw("</body>\n</html>\n")
        try output.write(page.drain())
    }

    // MARK: - Parts

    /// Rows as one list (`ul`); a long list's with its estimated height in one column (`--block-height`,
    /// which the style divides among a wide screen's columns).
    private static func writeRows(_ rows: ArraySlice<(item: SortedRecord, detail: String?, lines: Int, height: Double)>,
                                  large: Bool, words: PageWords, into page: inout Buffer, output: OutputFile) throws {
        if large {
            let height = rows.reduce(0) { $0 + ($1.detail == nil ? rowHeight : rowWithDetailHeight) }
            page.raw("<ul style=\"--block-height: \(height)px\">\n")
        } else {
            page.raw("<ul>\n")
        }
        for row in rows {
            writeRow(row.item, detail: row.detail, printedLines: row.lines, noName: words.noName, into: &page)
            if page.bytes.count >= 1 << 16 { try output.write(page.drain()) }
        }
        page.raw("</ul>\n")
    }

    /// A row: the name (the lines it takes in a printed column as a class, `l2`, `l3`), then its second line.
    private static func writeRow(_ item: SortedRecord, detail: String?, printedLines: Int, noName: String,
                                 into page: inout Buffer) {
        page.raw("<li>")
        if item.displayName.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            page.raw("<span class=\"name unnamed\">")
            page.text(noName)
            page.raw("</span>")
        } else {
            page.raw(printedLines > 1 ? "<span class=\"name l\(printedLines)\" dir=\"auto\">" : "<span class=\"name\" dir=\"auto\">")
            page.text(item.displayName)
            page.raw("</span>")
        }
        if let detail {
            page.raw("<span class=\"detail\" dir=\"auto\">")
            page.text(detail)
            page.raw("</span>")
        }
        page.raw("</li>\n")
    }

    private static func writeIndexBar(_ document: SectionedDocument, present: [Int], words: PageWords,
                                      into page: inout Buffer) {
        let entries = document.indexBar.entries
        guard !entries.isEmpty else { return }
        let titles = Dictionary(document.sections.map { ($0.index, $0.title) }, uniquingKeysWith: { first, _ in first })
        page.raw("<nav class=\"index-bar\" aria-label=\"")
        page.text(words.indexLabel)
        page.raw("\" style=\"--entries: \(entries.count)\" data-bar=\"")
        page.text(fittingData(document))
        for (key, value) in [("go-to", words.goTo), ("go-to-top", words.goToTop), ("search-label", words.searchLabel)] {
            page.raw("\" data-\(key)=\"")
            page.text(value)
        }
        page.raw("\">\n<ol>\n")
        let scripts = entryScripts(document.indexBar, collation: document.collation)
        for (position, entry) in entries.enumerated() {
            let target = anchor(for: entry.section, present: present)
            // A rule above the first entry of another script than the entry before's (index-bar.js does the same).
            let startsScript = position > 0 && entry.kind != .search && entries[position - 1].kind != .search
                && scripts[position] != scripts[position - 1]
            page.raw(startsScript ? "<li class=\"script-start\">" : "<li>")
            page.raw("<a href=\"#\(target)\" class=\"\(entry.kind.rawValue)\"")
            if let section = entry.section { page.raw(" data-section=\"\(section)\"") }
            let targetTitle = targetSection(for: entry.section, present: present).flatMap { titles[$0] }
            switch entry.kind {
            case .search:
                page.raw(" aria-label=\"")
                page.text(words.searchLabel)
                page.raw("\">")
                page.raw(magnifyingGlass)
            case .title, .bullet:
                if let targetTitle {
                    page.raw(" aria-label=\"")
                    page.text(words.goTo(targetTitle))
                    page.raw("\" data-title=\"")
                    page.text(targetTitle)
                    page.raw("\">")
                } else {
                    page.raw(" aria-label=\"")
                    page.text(words.goToTop)
                    page.raw("\">")
                }
                page.text(entry.title)
            }
            page.raw("</a></li>\n")
        }
        page.raw("</ol>\n</nav>\n")
    }

    /// The search field's and the bar's magnifying glass.
    static var magnifyingGlass: String { PageIcons.magnifyingGlass }

    // MARK: - Decisions (internal for the tests)

    /// The section an index entry leads to on the page: its own when present, else the nearest present
    /// section before it, else the nearest after it; nil for the search entry or when no section is present.
    /// - Parameter present: The sections on the page, ascending.
    package static func targetSection(for section: Int?, present: [Int]) -> Int? {
        guard let section else { return nil }
        // The first present section at or after `section` (binary search: `present` is ascending).
        var low = 0, high = present.count
        while low < high {
            let middle = (low + high) / 2
            if present[middle] < section { low = middle + 1 } else { high = middle }
        }
        if low < present.count, present[low] == section { return section }
        if low > 0 { return present[low - 1] }
        return low < present.count ? present[low] : nil
    }

    /// The id an index entry's link points at: `section-<n>` for ``targetSection(for:present:)``, else `top`.
    package static func anchor(for section: Int?, present: [Int]) -> String {
        targetSection(for: section, present: present).map { "section-\($0)" } ?? topID
    }

    /// `rtl` for languages and scripts written right to left, else `ltr`. An explicit script subtag
    /// decides (`pa-Arab` is rtl, `az-Latn` is not); else the language does.
    public static func direction(forLanguageTag tag: String) -> String {
        let subtags = tag.split(separator: "-").map { $0.lowercased() }
        guard let language = subtags.first else { return "ltr" }
        let rtlScripts: Set<String> = ["arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "mand", "samr"]
        if let script = subtags.dropFirst().prefix(while: { $0.count != 1 }).first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return rtlScripts.contains(script) ? "rtl" : "ltr"
        }
        let rtlLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr"]
        return rtlLanguages.contains(language) ? "rtl" : "ltr"
    }

    /// What a field holds, for a row's second line.
    package enum FieldRole {
        case organization, email, phone, other
    }

    /// The role of a field, from its name compared case- and punctuation-insensitively (CSV headers of
    /// Google, Outlook and CRM exports, JSON keys, vCard properties), remembered per name: a million records
    /// share a handful of field names.
    package struct FieldRoles {
        private var known: [String: FieldRole] = [:]

        private static let organizations: Set<String> = [
            "organization1name", "organizationname", "organization", "organisation", "company", "org", "companyname"]
        private static let emails: Set<String> = [
            "email1value", "email", "emailaddress", "email1", "primaryemail", "mail"]
        private static let phones: Set<String> = [
            "phone1value", "phone", "phonenumber", "mobilephone", "mobile", "tel", "telephone"]

        package mutating func role(of name: String) -> FieldRole {
            if let role = known[name] { return role }
            let normalized = String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            let role: FieldRole =
                Self.organizations.contains(normalized) ? .organization
                : Self.emails.contains(normalized) ? .email
                : Self.phones.contains(normalized) ? .phone
                : .other
            known[name] = role
            return role
        }
    }

    /// A row's second line: the company and the e-mail address (else the phone number), each only when it
    /// is not already the name shown; nil when the record has neither.
    package static func detail(of item: SortedRecord, roles: inout FieldRoles) -> String? {
        var organization: String?, email: String?, phone: String?
        for field in item.fields {
            let role = roles.role(of: field.name)
            guard role != .other else { continue }
            let value = field.value.trimmingSpaces
            guard !value.isEmpty else { continue }
            switch role {
            case .organization where organization == nil:
                // vCard ORG is "Company;Department".
                organization = value.split(separator: ";").map { $0.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: ", ")
            case .email where email == nil: email = value
            case .phone where phone == nil: phone = value
            default: break
            }
        }
        guard organization != nil || email != nil || phone != nil else { return nil }
        let shown = item.displayName.trimmingSpaces
        let parts = [organization, email ?? phone].compactMap { $0 }.filter { !$0.isEmpty && $0 != shown }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The index bar's width in CSS pixels: room for its widest title (CJK characters count double).
    package static func barWidth(for bar: IndexBar) -> Int {
        let widest = bar.entries.lazy.filter { $0.kind != .search }.map { entry in
            entry.title.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
        }.max() ?? 1
        return max(22, 10 + widest * 7)
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: return true
        default: return false
        }
    }

    /// The title as shown: a file path's last component (`contacts.csv`, not `/home/me/exports/contacts.csv`).
    public static func displayTitle(_ title: String) -> String {
        guard let slash = title.lastIndex(of: "/"), title.index(after: slash) < title.endIndex else { return title }
        return String(title[title.index(after: slash)...])
    }

}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

extension SectionsHTML {
    /// The HTML buffer the pages are written into.
    typealias Buffer = HTMLBuffer
}
