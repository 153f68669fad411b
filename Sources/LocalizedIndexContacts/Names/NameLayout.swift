import LocalizedIndexSupport

/// Where the parts of a split name are in its UTF-8: each part a run of its words, written out (as a string,
/// or as bytes into a record store) only when asked for. Splitting a list of names makes no string per name.
///
/// How a part's words are written, as Android's `NameSplitter` builds its strings: in a Western name the words
/// are joined by spaces and keep the dot that followed them, except a lone given name, the family name's last
/// word and a suffix matched as listed; a suffix spelled with dots (`M.D.`, `D D S`) is joined by its dots.
/// Chinese names and Korean names written without spaces join their characters with nothing, Japanese and
/// other Korean names their words with a space.
package struct NameLayout {
    /// The parts a name is split into, in the order a record store keeps them.
    package enum Part: Int, CaseIterable, Sendable {
        case prefix, given, middle, family, suffix

        /// The part's name, as JSON's `nameParts` keys it (`"given"`). Spelled out: interpolating the case
        /// (`"\(part)"`) finds its name by reflection, a fifth of a millisecond per part at every start.
        package var name: String {
            switch self {
            case .prefix: "prefix"
            case .given: "given"
            case .middle: "middle"
            case .family: "family"
            case .suffix: "suffix"
            }
        }
    }

    /// How a suffix was found, which decides whether its dots are written.
    enum SuffixForm {
        /// The last word is a listed suffix as it is: written without its dot (`Jr` of "John Smith Jr").
        case listed
        /// After a comma (`Smith, John, Jr.`): written with its dot.
        case afterComma
        /// Words spelling a dotted suffix (`M.D.`, `D D S`, `Jr.`): joined by their dots.
        case dotted
    }

    var tokens = NameTokens()
    package var style: NameStyle?
    /// Each part's words, as a range of positions in ``tokens``.
    private var prefix = 0..<0, given = 0..<0, middle = 0..<0, family = 0..<0, suffix = 0..<0
    var suffixForm = SuffixForm.listed
    /// Whether words are joined by a space (Western, Japanese, Korean with spaces) or by nothing.
    var joinsWithSpace = true

    /// A layout of no name, whose room ``NameSplitter/layout(of:into:)`` reuses.
    package init() {}

    /// Starts the layout of another name: no part, no tradition, the words' room kept.
    mutating func reset(style: NameStyle?) {
        self.style = style
        prefix = 0..<0
        given = 0..<0
        middle = 0..<0
        family = 0..<0
        suffix = 0..<0
        suffixForm = .listed
        joinsWithSpace = true
    }

    package subscript(part: Part) -> Range<Int> {
        get {
            switch part {
            case .prefix: prefix
            case .given: given
            case .middle: middle
            case .family: family
            case .suffix: suffix
            }
        }
        set {
            switch part {
            case .prefix: prefix = newValue
            case .given: given = newValue
            case .middle: middle = newValue
            case .family: family = newValue
            case .suffix: suffix = newValue
            }
        }
    }

    /// Whether the name has none of the five parts.
    /// (Each part named: a closure over the parts copied the layout, its words' array retained, per name.)
    package var isEmpty: Bool {
        prefix.isEmpty && given.isEmpty && middle.isEmpty && family.isEmpty && suffix.isEmpty
    }

    /// Appends part `part` of the name whose UTF-8 is `name`, as it is written, to `bytes`.
    package func append(_ part: Part, of name: Span<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: byteCount(of: part)) { output in write(part, of: name, to: &output) }
    }

    /// How many bytes part `part` is written as.
    package func byteCount(of part: Part) -> Int {
        let words = self[part]
        guard !words.isEmpty else { return 0 }
        let dotted = part == .suffix && suffixForm == .dotted, western = style == .western || style == nil
        var count = joinsWithSpace && !dotted ? words.count - 1 : 0
        for position in words {
            count += tokens[position].range.count
            if western, writesDot(after: position, of: part) || dotted && position < words.upperBound - 1 { count += 1 }
        }
        return count
    }

    /// Writes part `part` of the name whose UTF-8 is `name` into room made for ``byteCount(of:)`` bytes.
    private func write(_ part: Part, of name: Span<UInt8>, to output: inout OutputSpan<UInt8>) {
        let words = self[part]
        let western = style == .western || style == nil
        if words.count == 1 {
            // Most parts are one word: written with its dot or without, nothing around it.
            let token = tokens[words.lowerBound]
            output.append(copying: name.extracting(token.range))
            if western, token.dot, writesDot(after: words.lowerBound, of: part) { output.append(0x2E) }
            return
        }
        let dotted = part == .suffix && suffixForm == .dotted
        for position in words {
            let token = tokens[position]
            if position > words.lowerBound, joinsWithSpace, !dotted { output.append(0x20) }
            output.append(copying: name.extracting(token.range))
            guard western else { continue }
            if writesDot(after: position, of: part) {
                output.append(0x2E)
            } else if dotted, position < words.upperBound - 1 {
                output.append(0x20)
            }
        }
    }

    /// Whether word `position`, in `part`, is written with the dot that followed it.
    private func writesDot(after position: Int, of part: Part) -> Bool {
        guard tokens[position].dot else { return false }
        let words = self[part]
        switch part {
        case .prefix, .middle: return true
        case .given: return words.count > 1
        case .family: return position < words.upperBound - 1
        case .suffix: return suffixForm != .listed
        }
    }

    /// Part `part` of the name `name`, as it is written; nil when the name has none.
    func string(_ part: Part, of name: Span<UInt8>) -> String? {
        guard !self[part].isEmpty else { return nil }
        var bytes: [UInt8] = []
        append(part, of: name, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The parts of the name `name` as strings.
    func parts(of name: Span<UInt8>) -> NameParts {
        NameParts(prefix: string(.prefix, of: name), given: string(.given, of: name), middle: string(.middle, of: name),
                  family: string(.family, of: name), suffix: string(.suffix, of: name), style: style)
    }

    /// Writes the string a list sorted in `order` compares for a Western name into `output`: family, given
    /// and middle names then the suffix by family name; given, middle, family names then the suffix by given
    /// name; the prefix never. `output` has room for `name.count + 2 × words + 4` bytes more (each word's
    /// bytes, a space before it and a dot after it, a space between parts). False, writing nothing, for a
    /// name of another tradition (compared as written) or of no part but a prefix.
    package func writeKey(familyFirst: Bool, of name: Span<UInt8>, to output: inout OutputSpan<UInt8>) -> Bool {
        guard style == .western else { return false }
        let start = output.count
        // The parts in order, each after a space but the first written; not a list of parts looked up per name.
        func add(_ part: Part) {
            guard !self[part].isEmpty else { return }
            if output.count > start { output.append(0x20) }
            write(part, of: name, to: &output)
        }
        if familyFirst {
            add(.family); add(.given); add(.middle)
        } else {
            add(.given); add(.middle); add(.family)
        }
        add(.suffix)
        return output.count > start
    }
}
