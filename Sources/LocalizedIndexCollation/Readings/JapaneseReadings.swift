/// Kana readings of Japanese text, from MeCab with the IPA dictionary (Debian `mecab-ipadic-utf8`): what a
/// ``LocalizedIndexCollation/KanjiReadings`` holds.
///
/// Names written in kanji say nothing about how they are read, and a Japanese index is ordered by reading
/// (あ か さ …), so without one a kanji name cannot be placed. MeCab is the usual tool for readings, but it is
/// optional: the library is loaded at run time (``MeCabTagger``, the one file that calls it) when the caller
/// asks for it, and loading fails with a ``MeCabError`` wherever it, or a UTF-8 ipadic dictionary, is
/// missing. Threads read at the same time.
final class JapaneseReadings: Sendable {
    private let tagger: MeCabTagger

    /// Loads MeCab from `library` (default `libmecab.so.2`) with mecab_new2 `arguments` (default: the
    /// system's /etc/mecabrc). Fails when any part is missing or the dictionary is not UTF-8 ipadic.
    init(library: String? = nil, arguments: String = "") throws(MeCabError) {
        tagger = try MeCabTagger(library: library, arguments: arguments)
    }

    /// The reading of `text` in hiragana, or `nil` when MeCab has no complete reading of it.
    ///
    /// Each word contributes its dictionary reading; a word the dictionary lacks counts only if it is
    /// already written in kana. So kana text comes back as itself (in hiragana), while Latin letters, digits
    /// or an unknown kanji word anywhere in `text` give `nil`: a partial reading would misplace the name,
    /// and such text is better indexed as written. Whitespace between words is kept (`山田 太郎` →
    /// `やまだ たろう`); the empty text reads as itself.
    ///
    /// Hiragana because that is how Japanese section titles are written and how readings are usually typed;
    /// MeCab's katakana is folded by code point (ァ–ヶ → ぁ–ゖ), leaving ー, ・, ヷ–ヺ and the rest as given.
    func reading(of text: String) -> String? {
        reading(of: text, .whole)
    }

    /// The reading of a name MeCab cannot read whole, by its family name: when the name's first word is a
    /// surname MeCab reads (王 of 王淑兰, a Chinese name whose given name the dictionary lacks), that reading,
    /// then each later word's, a word without one read a character at a time where the characters have one
    /// (淑 よし; 兰 none, left out). So a family sits in one section (王勇 and 王淑兰 under お), where the whole
    /// name read or nothing sent the second to `他`. Nil when the first word is no surname MeCab reads.
    func readingByFamilyName(of text: String) -> String? {
        guard let marked = reading(of: text, .byFamilyName) else { return nil }
        var reading = "", unread: String?
        for character in marked {
            switch character {
            case MeCabTagger.unreadStart: unread = ""
            case MeCabTagger.unreadEnd:
                for character in unread ?? "" { reading += self.reading(of: String(character)) ?? "" }
                unread = nil
            default:
                if unread != nil { unread!.append(character) } else { reading.append(character) }
            }
        }
        return reading
    }

    /// `text`'s reading of `kind` from MeCab, folded to hiragana in MeCab's buffer and made a string once.
    private func reading(of text: String, _ kind: MeCabTagger.Reading) -> String? {
        tagger.reading(of: text, kind) { reading in
            Self.foldKatakanaToHiragana(&reading)
            return String(validUTF8: reading.span)
        }
    }

    /// Katakana U+30A1–U+30F6 moved to hiragana U+3041–U+3096 in valid UTF-8, in place; every other
    /// character as it is. Each of those katakana is three bytes, E3 82 A1 – E3 83 B6, and so is its hiragana,
    /// E3 81 81 – E3 82 96: only the last two bytes change. E3 is never a continuation byte, so every E3
    /// starts a character.
    static func foldKatakanaToHiragana(_ utf8: inout MutableSpan<UInt8>) {
        var index = 0
        while index + 2 < utf8.count {
            guard utf8[index] == 0xE3 else {
                index += 1
                continue
            }
            let scalar = 0x3000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
            if (0x30A1...0x30F6).contains(scalar) {
                let folded = scalar - 0x60
                utf8[index + 1] = 0x80 | UInt8(folded >> 6 & 0x3F)
                utf8[index + 2] = 0x80 | UInt8(folded & 0x3F)
            }
            index += 3
        }
    }
}
