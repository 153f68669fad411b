extension NameSplitter {
    /// `[prefix] given [middle] family [suffix]` or `family, given [middle][, suffix]`, read from both ends
    /// (the rules of ``NameSplitter``).
    func westernLayout(_ utf8: Span<UInt8>, tokenized: Bool = false, into layout: inout NameLayout) {
        if !tokenized { layout.tokens.reset(utf8, punctuation: true) }
        var words = 0..<layout.tokens.count
        layout[.prefix] = prefixWords(&words, layout.tokens, utf8)
        // One or two words are given and family names, never a suffix: "John Ma" is not "John, M.A.".
        if layout.tokens.count > 2 { (layout[.suffix], layout.suffixForm) = suffixWords(&words, layout.tokens, utf8) }
        if layout[.prefix].isEmpty && words.count == 1 {
            layout[.given] = words
            return
        }
        layout[.family] = familyWords(&words, layout.tokens, utf8)
        layout[.middle] = middleWords(&words, layout.tokens, utf8)
        layout[.given] = words
    }

    /// The title the name starts with, and any further titles after it that leave a word.
    private func prefixWords(_ words: inout Range<Int>, _ tokens: borrowing NameTokens, _ utf8: Span<UInt8>) -> Range<Int> {
        let start = words.lowerBound
        guard !words.isEmpty, prefixes.contains(utf8.extracting(tokens[start].range)) else { return start..<start }
        var end = start + 1
        while words.upperBound - end > 1, prefixes.contains(utf8.extracting(tokens[end].range)) { end += 1 }
        words = end..<words.upperBound
        return start..<end
    }

    /// The suffix the name ends with: after a comma ("Smith, John, Jr."), a listed word ("III"), or words
    /// spelling a dotted one ("M.D.", "D D S", "Jr" matching `JR.`).
    private func suffixWords(_ words: inout Range<Int>, _ tokens: borrowing NameTokens, _ utf8: Span<UInt8>)
        -> (Range<Int>, NameLayout.SuffixForm) {
        let end = words.upperBound, last = end - 1
        guard !words.isEmpty else { return (end..<end, .listed) }
        if words.count > 2, tokens[last - 1].comma {
            words = words.lowerBound..<last
            return (last..<end, .afterComma)
        }
        let lastBytes = utf8.extracting(tokens[last].range)
        guard lastBytes.count <= suffixes.longest else { return (end..<end, .listed) }
        if suffixes.contains(lastBytes) {
            words = words.lowerBound..<last
            return (last..<end, .listed)
        }
        // The last word with a dot, then each word before it joined by a dot: M.D., D.D.S.
        var length = lastBytes.count + 1, first = last
        while length <= suffixes.longest {
            if spellsSuffix(first..<end, tokens, utf8) {
                words = words.lowerBound..<first
                return (first..<end, .dotted)
            }
            guard first > words.lowerBound else { break }
            first -= 1
            length += tokens[first].range.count + 1
        }
        return (end..<end, .listed)
    }

    /// Whether the words at `positions`, each followed by a dot, spell a suffix. At most a suffix's length
    /// of bytes is looked at.
    private func spellsSuffix(_ positions: Range<Int>, _ tokens: borrowing NameTokens, _ utf8: Span<UInt8>) -> Bool {
        if positions.count == 1 { return suffixes.contains(utf8.extracting(tokens[positions.lowerBound].range), withDot: true) }
        var spelled: [UInt8] = []
        for position in positions {
            for index in tokens[position].range { spelled.append(utf8[index]) }
            spelled.append(0x2E)
        }
        return suffixes.contains(spelled.span)
    }

    /// The family name: the first word when a comma follows it (or the particles and the word before the
    /// first comma), else the last word with the particles before it.
    private func familyWords(_ words: inout Range<Int>, _ tokens: borrowing NameTokens, _ utf8: Span<UInt8>) -> Range<Int> {
        guard !words.isEmpty else { return words }
        // "Smith, John", "von Braun, John": particles, then the word a comma follows.
        var position = words.lowerBound
        while position < words.upperBound - 1, !tokens[position].comma, isParticle(tokens[position], utf8) { position += 1 }
        if tokens[position].comma {
            let family = words.lowerBound..<position + 1
            words = position + 1..<words.upperBound
            return family
        }
        // The words before `position` were found to be particles and `position` (when before the last word)
        // not to be one: only words after it are looked up again.
        let last = words.upperBound - 1
        var first = last
        while first > words.lowerBound, first - 1 < position || (first - 1 > position && isParticle(tokens[first - 1], utf8)) {
            // A capitalised particle that would leave no given name is one: "Van Morrison".
            if first - 1 == words.lowerBound, Self.startsUppercase(tokens[first - 1], utf8) { break }
            first -= 1
        }
        words = words.lowerBound..<first
        return first..<last + 1
    }

    private func isParticle(_ token: NameToken, _ utf8: Span<UInt8>) -> Bool {
        let bytes = utf8.extracting(token.range)
        return particles.contains(bytes) || particles.contains(bytes, withDot: true)
    }

    /// Whether the word starts with an uppercase letter.
    private static func startsUppercase(_ token: NameToken, _ utf8: Span<UInt8>) -> Bool {
        let lead = utf8[token.start]
        if lead < 0x80 { return (0x41...0x5A).contains(lead) }
        let (value, _) = UTF8Scalars.decode(utf8, at: token.start)
        return Unicode.Scalar(value)?.properties.isUppercase ?? false
    }

    /// The middle name: the last word left, when more than one is left and no conjunction precedes it.
    private func middleWords(_ words: inout Range<Int>, _ tokens: borrowing NameTokens, _ utf8: Span<UInt8>) -> Range<Int> {
        let end = words.upperBound
        guard words.count > 1 else { return end..<end }
        guard words.count == 2 || !conjunctions.contains(utf8.extracting(tokens[end - 2].range)) else { return end..<end }
        words = words.lowerBound..<end - 1
        return end - 1..<end
    }
}
