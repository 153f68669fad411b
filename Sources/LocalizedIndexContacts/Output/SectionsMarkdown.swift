import LocalizedIndexCollation

/// Sections as Markdown: a title, an index line of links, then a heading per section with its records as a
/// list. Each heading has an explicit anchor (`section-<index>`), because renderers slug non-Latin titles
/// (`1 畫`, `Ö`) differently.
public enum SectionsMarkdown {
    /// Writes `document` as Markdown to `output` (committed by the caller).
    public static func write(_ document: SectionedDocument, to output: OutputFile) throws {
        // The page's words, in the collation's language (PageWords): "# Kontakter", "8 kontakter · sv · uikit".
        let words = PageWords(for: document.collation.locale)
        try output.write("# \(escaped(words.listLabel))\n\n")
        try output.write("\(words.count(document.recordCount)) · \(document.collation.locale.identifier) · \(document.collation.style.rawValue)\n\n")
        let present = Set(document.sections.map(\.index))
        let links = document.indexBar.entries.compactMap { entry -> String? in
            guard let section = entry.section else { return nil }
            let title = escaped(entry.title)
            return present.contains(section) ? "[\(title)](#section-\(section))" : title
        }
        try output.write(links.joined(separator: " · ") + "\n")
        for section in document.sections {
            try output.write("\n<a id=\"section-\(section.index)\"></a>\n\n## \(escaped(section.title))\n\n")
            for item in section.items {
                let name = item.displayName.isEmpty ? "*(\(escaped(words.noName)))*" : escaped(item.displayName)
                try output.write("- \(name)\n")
            }
        }
    }

    /// Text with Markdown's inline punctuation backslash-escaped, a start that would open a block (`#`,
    /// `+`, `-`, `>`, `1.`) escaped, and control characters and line breaks made harmless, so a name shows
    /// as written.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case "\n", "\r", "\u{0085}", "\u{2028}", "\u{2029}": result += " "
            default:
                if scalar.properties.generalCategory == .control {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        if let first = result.first, "#+-=".contains(first) { return "\\" + result }
        let digits = result.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = result.dropFirst(digits.count).first, after == "." || after == ")" {
            return digits + "\\" + result.dropFirst(digits.count)
        }
        return result
    }
}
