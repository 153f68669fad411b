
/// The input formats `sort-contacts` reads, and how one is recognised when `--input-format` is not given.
public enum InputFormat: String, CaseIterable, Sendable {
    case csv, tsv, vcard, jsonl, lines

    /// What the reader needs besides the input.
    public struct ReaderOptions: Sendable {
        /// `--name-field`: the column or key holding the displayed name.
        public var nameField: String?
        /// `--reading-field`: the column or key holding a reading of the name.
        public var readingField: String?

        /// Creates options naming the name and reading fields; nil for the usual ones.
        public init(nameField: String? = nil, readingField: String? = nil) {
            self.nameField = nameField
            self.readingField = readingField
        }
    }

    /// The format of `input`: from its extension, else from its first bytes (`BEGIN:VCARD`, a `{`, a TAB in
    /// the first line); plain lines when nothing else fits. CSV is never guessed from content, since plain
    /// name lists hold commas too (`Berg, Anna`): name it by extension or `--input-format csv`.
    public static func detect(_ input: InputFile) throws -> InputFormat {
        if let path = input.path, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") {
            switch path[path.index(after: dot)...].lowercased() {
            case "csv": return .csv
            case "tsv", "tab": return .tsv
            case "vcf", "vcard": return .vcard
            case "jsonl", "ndjson": return .jsonl
            case "txt", "text", "lst": return .lines
            default: break
            }
        }
        let head = String(decoding: try input.peek(4096), as: UTF8.self)
        let firstLine = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.prefix { $0 != "\n" && $0 != "\r\n" }
        if firstLine.uppercased().hasPrefix("BEGIN:VCARD") { return .vcard }
        if firstLine.hasPrefix("{") { return .jsonl }
        if firstLine.contains("\t") { return .tsv }
        return .lines
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
            return RecordBatches(LinesReader(input: input))
        case .vcard:
            if options.nameField != nil || options.readingField != nil {
                throw ContactFileError("--name-field and --reading-field apply to CSV and JSON Lines only; vCard names come from N, FN and ORG, readings from X-PHONETIC-* and SORT-AS")
            }
            return RecordBatches(VCardReader(input: input))
        case .csv: return try DelimitedReader(input: input, separator: UInt8(ascii: ","), nameField: options.nameField,
                                                 readingField: options.readingField)
        case .tsv: return try DelimitedReader(input: input, separator: UInt8(ascii: "\t"), nameField: options.nameField,
                                                 readingField: options.readingField)
        case .jsonl: return RecordBatches(JSONLinesReader(input: input, nameField: options.nameField, readingField: options.readingField))
        }
    }
}
