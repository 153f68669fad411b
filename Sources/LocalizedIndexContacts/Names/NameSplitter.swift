import LocalizedIndexCollation

/// Splits a full name, as people write it in one field, into its parts: prefix, given, middle and family
/// names, suffix; the rules of Android's contacts provider (`NameSplitter`), for the collation's locale.
///
/// The name's letters choose its tradition (``NameStyle``): Latin, Greek, Cyrillic and other alphabets are
/// Western; kana make it Japanese and Hangul Korean; Han characters alone (which any of the three may
/// write) are read as the locale's language writes them: Japanese in `ja`, Korean in `ko`, Chinese in any
/// other locale.
///
/// A Western name is read from both ends: a title (``NameWordLists/prefixes``) at the start, a suffix at
/// the end (only when the name has more than two words: "John Ma" is not "John, M.A."), then the last word is
/// the family name with the particles before it, the word before that a middle name (not after a
/// conjunction: "John & Edward Smith"), the rest the given names. "Family, Given" order is read from its
/// comma; "Family, Given, Suffix" too. Beyond Android, several titles in a row are one prefix
/// ("Prof. Dr."), several particles in a row join the family name ("van der Berg"), and a capitalised
/// particle that would leave no given name is a given name ("Van Morrison").
///
/// ```swift
/// let splitter = NameSplitter(locale: try CollationLocale("en"))
/// splitter.split("John von Neumann").family          // "von Neumann"
/// splitter.split("Smith, Anna").given                // "Anna"
/// NameSplitter(locale: try CollationLocale("ko")).split("남궁민수").family   // "남궁"
/// ```
///
/// Splitting is linear in the name's length.
public struct NameSplitter: Sendable {
    /// The words the splitter recognises.
    public let wordLists: NameWordLists
    /// The tradition Han characters alone are read in: the locale's language's.
    private let hanStyle: NameStyle
    let prefixes: NameWordSet
    let particles: NameWordSet
    let suffixes: NameWordSet
    let conjunctions: NameWordSet
    /// The compound family names' UTF-8, longest first.
    let compoundFamilyNames: [[UInt8]]

    /// A splitter for names in a list of `locale`, with the package's word lists for its language.
    ///
    /// - Parameter locale: The collation's locale: its language decides how Han names split and which
    ///   titles and particles are known.
    public init(locale: CollationLocale) {
        self.init(locale: locale, wordLists: NameWordLists(for: locale))
    }

    /// A splitter with word lists of your own.
    ///
    /// - Parameters:
    ///   - locale: The collation's locale: its language decides how Han names split.
    ///   - wordLists: The titles, particles, suffixes, conjunctions and compound family names to recognise.
    public init(locale: CollationLocale, wordLists: NameWordLists) {
        self.wordLists = wordLists
        switch locale.languageAndScript.prefix(while: { $0 != "_" }) {
        case "ja": hanStyle = .japanese
        case "ko": hanStyle = .korean
        default: hanStyle = .chinese
        }
        prefixes = NameWordSet(wordLists.prefixes)
        particles = NameWordSet(wordLists.familyNameParticles)
        suffixes = NameWordSet(wordLists.suffixes)
        conjunctions = NameWordSet(wordLists.conjunctions)
        compoundFamilyNames = wordLists.compoundFamilyNames.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    }

    /// The parts of `fullName`, split in the tradition its letters show (``style(of:)``).
    ///
    /// - Parameter fullName: A name as written in one field.
    /// - Returns: Its parts; all nil for a name of only spaces and punctuation.
    public func split(_ fullName: String) -> NameParts {
        let name = fullName.utf8Span.span
        return layout(of: name).parts(of: name)
    }

    /// The parts of `fullName`, split in `style`.
    ///
    /// - Parameters:
    ///   - fullName: A name as written in one field.
    ///   - style: The tradition to read it in.
    public func split(_ fullName: String, as style: NameStyle) -> NameParts {
        let name = fullName.utf8Span.span
        var layout = NameLayout()
        self.layout(of: name, as: style, into: &layout)
        return layout.parts(of: name)
    }

    /// Where the parts of the name whose valid UTF-8 is `name` are, split in the tradition its letters show;
    /// a name without a letter is split as Western, with no tradition.
    package func layout(of name: Span<UInt8>) -> NameLayout {
        var layout = NameLayout()
        self.layout(of: name, into: &layout)
        return layout
    }

    /// Splits the name whose valid UTF-8 is `name` into `layout`, reusing its room: splitting a list of
    /// names this way allocates nothing per name.
    package func layout(of name: Span<UInt8>, into layout: inout NameLayout) {
        let style = splitIfWestern(name, into: &layout)
        if let style, style != .western { self.layout(of: name, as: style, into: &layout) }
        layout.style = style
    }

    /// Splits the name whose valid UTF-8 is `name` as far as its sort key needs: a Western name into its parts,
    /// a name of another tradition (compared as written) only as far as its tradition. Returns false for an
    /// e-mail address (an "@", which is not split) and for a name that is not present, empty or starting with
    /// white space (``NameResolver/startsPresent(_:)``: told by the same pass that finds the words).
    package func keyLayout(of name: Span<UInt8>, into layout: inout NameLayout) -> Bool {
        layout.style = splitIfWestern(name, into: &layout)
        return layout.tokens.startsPresent && !layout.tokens.hasAtSign
    }

    /// Finds the words of `name` and, in the same pass, the tradition its letters show; splits the name when
    /// it is Western or of no tradition, and returns the tradition.
    private func splitIfWestern(_ name: Span<UInt8>, into layout: inout NameLayout) -> NameStyle? {
        let style = style(of: layout.tokens.reset(name, punctuation: true))
        layout.reset(style: style ?? .western)
        if style == .western || style == nil { westernLayout(name, tokenized: true, into: &layout) }
        return style
    }

    private func layout(of utf8: Span<UInt8>, as style: NameStyle, into layout: inout NameLayout) {
        layout.reset(style: style)
        switch style {
        case .western: westernLayout(utf8, into: &layout)
        case .chinese: chineseLayout(utf8, into: &layout)
        case .japanese: japaneseLayout(utf8, into: &layout)
        case .korean: koreanLayout(utf8, into: &layout)
        }
    }

    private func style(of guess: NameScriptGuess) -> NameStyle? {
        switch guess {
        case .none: nil
        case .western: .western
        case .han: hanStyle
        case .japanese: .japanese
        case .korean: .korean
        }
    }

    /// The tradition `name` is written in, from its letters, as Android guesses it (`guessFullNameStyle`),
    /// Han characters alone read as the locale's language writes them; nil when it has no letter.
    ///
    /// ```swift
    /// splitter.style(of: "John Doe")      // .western
    /// splitter.style(of: "Aむろなみえ")    // .japanese: kana decide, wherever they are
    /// splitter.style(of: "杜鵑")           // .chinese in en or zh, .japanese in ja
    /// ```
    ///
    /// - Parameter name: Any part of a name, or a whole one.
    public func style(of name: String) -> NameStyle? {
        style(of: NameScriptGuess(name))
    }

    /// The tradition of a name given in parts, from its given and family names (as Android guesses it: the
    /// family name's letters over the given name's, other parts not counting), and, where they leave it open
    /// (Han characters alone, or no letter), from its phonetic parts (``phoneticStyle(family:given:middle:)``).
    ///
    /// ```swift
    /// splitter.style(given: "Du", family: "Juan")                                  // .western
    /// splitter.style(given: "美恵", family: "安室", phoneticFamily: "あむろ")       // .japanese, in any locale
    /// ```
    ///
    /// - Parameters:
    ///   - given: The given name.
    ///   - family: The family name.
    ///   - phoneticFamily: The family name's reading.
    ///   - phoneticGiven: The given name's reading.
    ///   - phoneticMiddle: The middle name's reading.
    public func style(given: String?, family: String?, phoneticFamily: String? = nil, phoneticGiven: String? = nil,
                      phoneticMiddle: String? = nil) -> NameStyle? {
        var guess = NameScriptGuess.none
        for part in [given, family] {
            guard let part else { continue }
            let partGuess = NameScriptGuess(part)
            if partGuess == .japanese || partGuess == .korean { return style(of: part) }
            if partGuess != .none { guess = partGuess }
        }
        if guess == .western { return .western }
        switch Self.phoneticStyle(family: phoneticFamily, given: phoneticGiven, middle: phoneticMiddle) {
        case .japanese: return .japanese
        case .korean: return .korean
        case .chinese where guess == .han: return .chinese
        default: return guess == .han ? hanStyle : nil
        }
    }

    /// The tradition a phonetic name shows, as Android guesses it (`guessPhoneticNameStyle`), its parts
    /// asked in this order: kana make it Japanese, Hangul Korean, Latin letters (pinyin) Chinese; nil when no
    /// part has any of them.
    ///
    /// - Parameters:
    ///   - family: The family name's reading.
    ///   - given: The given name's reading.
    ///   - middle: The middle name's reading.
    public static func phoneticStyle(family: String?, given: String?, middle: String? = nil) -> NameStyle? {
        for part in [family, given, middle] {
            guard let part else { continue }
            switch NameScriptGuess(part, phonetic: true) {
            case .japanese: return .japanese
            case .korean: return .korean
            case .western: return .chinese
            case .han, .none: continue
            }
        }
        return nil
    }
}

