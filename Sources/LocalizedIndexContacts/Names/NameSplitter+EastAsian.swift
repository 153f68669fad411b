extension NameSplitter {
    /// Words as written: family name, middle names joined, given name. One word of two to four characters:
    /// its first character (a compound family name, or the first two of four) the family name, the last the
    /// given name, the one between the middle name.
    func chineseLayout(_ utf8: Span<UInt8>, into layout: inout NameLayout) {
        layout.tokens.reset(utf8, punctuation: false)
        layout.joinsWithSpace = false
        let count = layout.tokens.count
        switch count {
        case 0: break
        case 1:
            layout.tokens.reset(charactersOf: layout.tokens[0].range, in: utf8)
            let compound = compoundFamilyName(at: layout.tokens, utf8)
            switch layout.tokens.count {
            case 2: layout.assign(family: 1, middle: 0)
            case 3 where compound == 2: layout.assign(family: 2, middle: 0)
            case 3: layout.assign(family: 1, middle: 1)
            case 4: layout.assign(family: 2, middle: 1)
            default:
                // Not split: the word as it is, the given name.
                layout.tokens.reset(utf8, punctuation: false)
                layout[.given] = 0..<1
            }
        case 2: layout.assign(family: 1, middle: 0)
        default: layout.assign(family: 1, middle: count - 2)
        }
    }

    /// The first word the family name, the rest the given name; one word the given name alone.
    func japaneseLayout(_ utf8: Span<UInt8>, into layout: inout NameLayout) {
        layout.tokens.reset(utf8, punctuation: false)
        layout.assign(family: layout.tokens.count > 1 ? 1 : 0, middle: 0)
    }

    /// The first word the family name, the rest the given name; one word: its first syllable, or its first two
    /// when they are one of the two-syllable family names, then the given name.
    func koreanLayout(_ utf8: Span<UInt8>, into layout: inout NameLayout) {
        layout.tokens.reset(utf8, punctuation: false)
        guard layout.tokens.count == 1 else {
            layout.assign(family: min(1, layout.tokens.count), middle: 0)
            return
        }
        layout.tokens.reset(charactersOf: layout.tokens[0].range, in: utf8)
        layout.joinsWithSpace = false
        layout.assign(family: compoundFamilyName(at: layout.tokens, utf8, orWhole: true) ?? 1, middle: 0)
    }

    /// How many characters the compound family name `characters` start with takes, nil when they start with
    /// none; with `orWhole`, also when they are the family name alone.
    private func compoundFamilyName(at characters: borrowing NameTokens, _ utf8: Span<UInt8>, orWhole: Bool = false) -> Int? {
        guard characters.count > 0 else { return nil }
        for name in compoundFamilyNames {
            var matched = 0, offset = characters[0].start, index = 0
            while index < name.count, offset < utf8.count, utf8[offset] == name[index] {
                offset += 1
                index += 1
            }
            guard index == name.count else { continue }
            // Characters the name's bytes covered, ending on a character's end.
            while matched < characters.count, characters[matched].end <= offset { matched += 1 }
            guard matched > 0, characters[matched - 1].end == offset else { continue }
            if matched < characters.count || orWhole { return matched }
        }
        return nil
    }
}

extension NameLayout {
    /// The words as the name's: the first `family` the family name, the next `middle` the middle name, the
    /// rest the given name.
    mutating func assign(family: Int, middle: Int) {
        self[.family] = 0..<family
        self[.middle] = family..<family + middle
        self[.given] = family + middle..<tokens.count
    }
}
