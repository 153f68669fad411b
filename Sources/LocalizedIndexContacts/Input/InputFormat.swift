
/// The input formats `sort-contacts` reads, and how one is recognised when `--input-format` is not given.
public enum InputFormat: String, CaseIterable, Sendable {
    /// Comma-separated values (RFC 4180); `;` and `|` delimiters are detected too.
    case csv
    /// Tab-separated values.
    case tsv
    /// vCard 2.1, 3.0 or 4.0.
    case vcard
    /// JSON Lines: one object per line.
    case jsonl
    /// One name per line.
    case lines

    /// What the reader needs besides the input.
    public struct ReaderOptions: Sendable {
        /// `--name-field`: the column or key holding the displayed name.
        public var nameField: String?
        /// `--reading-field`: the column or key holding a reading of the name.
        public var readingField: String?
        /// `--no-header`: false when the first row of a CSV or TSV file is a record, not column names.
        public var hasHeader: Bool

        /// Creates options naming the name and reading fields (nil for the usual ones), and whether a CSV or
        /// TSV file starts with a header row.
        public init(nameField: String? = nil, readingField: String? = nil, hasHeader: Bool = true) {
            self.nameField = nameField
            self.readingField = readingField
            self.hasHeader = hasHeader
        }
    }

    /// The format of `input`: from its extension, else from its first bytes (`BEGIN:VCARD`, a `{`, a TAB in
    /// the first line); plain lines when nothing else fits. CSV is never guessed from content, since plain
    /// name lists hold commas too (`Berg, Anna`): name it by extension or `--input-format csv`. A `.txt`
    /// file whose first line holds a TAB is TSV (Thunderbird exports its address books as tab-separated
    /// `.txt`); a name list has no TAB in its names.
    public static func detect(_ input: InputFile) throws -> InputFormat {
        if let path = input.path, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") {
            switch path[path.index(after: dot)...].lowercased() {
            case "csv": return .csv
            case "tsv", "tab": return .tsv
            case "vcf", "vcard": return .vcard
            case "jsonl", "ndjson": return .jsonl
            case "txt", "text": return try Self.firstLine(of: input).contains("\t") ? .tsv : .lines
            case "lst": return .lines
            default: break
            }
        }
        let firstLine = try Self.firstLine(of: input)
        if firstLine.uppercased().hasPrefix("BEGIN:VCARD") { return .vcard }
        if firstLine.hasPrefix("{") { return .jsonl }
        if firstLine.contains("\t") { return .tsv }
        return .lines
    }

    /// The input's first non-blank line, from its first 4 KiB.
    private static func firstLine(of input: InputFile) throws -> Substring {
        let head = String(decoding: try input.peek(4096), as: UTF8.self)
        return head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
            .prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
    }

    /// A reader of this format over `input`.
    package func reader(for input: InputFile, options: ReaderOptions) throws -> any BatchReader {
        switch self {
        case .lines:
            if let nameField = options.nameField, nameField != "name" {
                throw ContactFileError("--name-field '\(nameField)' is not a field of the input; its fields are: 'name'")
            }
            if options.readingField != nil {
                throw ContactFileError("--reading-field needs an input with fields (CSV, TSV, JSON Lines); plain lines have only 'name'")
            }
            try input.adoptDetectedCharset()
            return RecordBatches(LinesReader(input: input))
        case .vcard:
            if options.nameField != nil || options.readingField != nil {
                throw ContactFileError("--name-field and --reading-field apply to CSV and JSON Lines only; vCard names come from N, FN and ORG, readings from X-PHONETIC-* and SORT-AS")
            }
            return RecordBatches(VCardReader(input: input))
        case .csv, .tsv:
            try input.adoptDetectedCharset()
            let separator = self == .tsv ? UInt8(ascii: "\t") : try SeparatorDetection.separator(of: input)
            let reader = try DelimitedReader(input: input, separator: separator, nameField: options.nameField,
                                             readingField: options.readingField, hasHeader: options.hasHeader)
            if options.nameField == nil && options.hasHeader { try reader.requireNameColumn() }
            return reader
        case .jsonl:
            try input.adoptDetectedCharset()
            return RecordBatches(JSONLinesReader(input: input, nameField: options.nameField, readingField: options.readingField))
        }
    }
}
