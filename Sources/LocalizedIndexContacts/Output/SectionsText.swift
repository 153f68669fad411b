import LocalizedIndexCollation

/// Sections for a terminal: a header per section, its records indented, and the index bar last. Section
/// headers are bold and coloured when the output is a terminal, plain otherwise. Its words are the page's, in
/// the collation's language (``PageWords``): "8 kontakter · Avsnittsindex: A I Z Å Ö #".
public enum SectionsText {
    /// Writes `document` as text to `output`, in colour when `colour` is true (a terminal).
    public static func write(_ document: SectionedDocument, to output: OutputFile, colour: Bool) throws {
        let heading = colour ? ("\u{1B}[1;36m", "\u{1B}[0m") : ("", "")
        let dim = colour ? ("\u{1B}[2m", "\u{1B}[0m") : ("", "")
        let words = PageWords(for: document.collation.locale)
        for section in document.sections {
            try output.write("\(heading.0)\(section.title)\(heading.1)\n")
            for item in section.items {
                let shown = item.displayName.isEmpty ? "\(dim.0)(\(words.noName))\(dim.1)" : Self.printable(item.displayName)
                // A search's result shows the key it matched.
                let matched = document.matchedKeys[item.index].map { "  \(dim.0)(\(Self.printable($0)))\(dim.1)" } ?? ""
                try output.write("  \(shown)\(matched)\n")
            }
        }
        let bar = document.indexBar.titles.joined(separator: " ")
        try output.write("\n\(dim.0)\(words.count(document.recordCount)) · \(words.indexLabel):\(dim.1) \(bar)\n")
    }

    /// The name with control characters shown as escapes, so a name cannot move the cursor or end a line.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a control character (general category Cc, which Unicode keeps to C0, DEL and C1).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
