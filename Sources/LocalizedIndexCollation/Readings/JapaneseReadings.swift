import LocalizedIndexSupport

internal import CMeCab

/// Kana readings of Japanese text, from MeCab with the IPA dictionary (Debian `mecab-ipadic-utf8`): what a
/// ``LocalizedIndexCollation/KanjiReadings`` holds.
///
/// Names written in kanji say nothing about how they are read, and a Japanese index is ordered by reading
/// (あ か さ …), so without one a kanji name cannot be placed. MeCab is the usual tool for readings, but it is
/// optional: the library is loaded at run time (see `CMeCab.h`) when the caller asks for it, and loading
/// fails with a ``MeCabError`` wherever it, or a UTF-8 ipadic dictionary, is missing.
///
/// Threads read at the same time: they share MeCab's model and tagger, and each analysis borrows a lattice
/// (what one analysis writes) from a pool. One lock around the whole analysis had two threads placing a
/// Japanese list waiting for each other about 1,500 times a run.
///
/// Unsafe code: MeCab's C calls, here alone. The tagger is a C handle, `nonisolated(unsafe)` because Swift
/// cannot see that MeCab documents it as thread-safe; it never changes after `init` and is closed in
/// `deinit`. A lattice is used by one thread at a time (taken from the pool under its lock, given back after
/// the call). Every buffer MeCab is given is passed with its true capacity, and only the length MeCab
/// reports, checked against that capacity, is read back.
@safe
final class JapaneseReadings: Sendable {
    /// The open model and tagger: thread-safe, and never changed after `init`.
    nonisolated(unsafe) private let mecab: OpaquePointer
    /// Lattices not in use; as many are made as threads ever read at once.
    private let idleLattices = unsafe Locked<[OpaquePointer]>([])

    /// Loads MeCab from `library` (default `libmecab.so.2`) with mecab_new2 `arguments` (default: the
    /// system's /etc/mecabrc). Fails when any part is missing or the dictionary is not UTF-8 ipadic.
    init(library: String? = nil, arguments: String = "") throws(MeCabError) {
        var error = [CChar](repeating: 0, count: 512)
        let opened = unsafe error.withUnsafeMutableBufferPointer { buffer in
            unsafe lic_mecab_open(library, arguments, buffer.baseAddress, Int32(buffer.count))
        }
        guard let opened = unsafe opened else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw MeCabError(reason: reason.isEmpty ? "MeCab could not be opened" : reason)
        }
        unsafe mecab = opened
    }

    deinit {
        unsafe idleLattices.withLock { lattices in
            for unsafe lattice in unsafe lattices { unsafe lic_mecab_lattice_destroy(mecab, lattice) }
            unsafe lattices = []
        }
        unsafe lic_mecab_close(mecab)
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
        reading(of: text, options: 0)
    }

    /// The reading of a name MeCab cannot read whole, by its family name: when the name's first word is a
    /// surname MeCab reads (王 of 王淑兰, a Chinese name whose given name the dictionary lacks), that reading,
    /// then each later word's, a word without one read a character at a time where the characters have one
    /// (淑 よし; 兰 none, left out). So a family sits in one section (王勇 and 王淑兰 under お), where the whole
    /// name read or nothing sent the second to `他`. Nil when the first word is no surname MeCab reads.
    func readingByFamilyName(of text: String) -> String? {
        guard let marked = reading(of: text, options: LIC_MECAB_BY_FAMILY_NAME) else { return nil }
        var reading = "", unread: String?
        for character in marked {
            switch character {
            case Self.unreadStart: unread = ""
            case Self.unreadEnd:
                for character in unread ?? "" { reading += self.reading(of: String(character)) ?? "" }
                unread = nil
            default:
                if unread != nil { unread!.append(character) } else { reading.append(character) }
            }
        }
        return reading
    }

    private static let unreadStart = Character(Unicode.Scalar(UInt8(LIC_MECAB_UNREAD_START)))
    private static let unreadEnd = Character(Unicode.Scalar(UInt8(LIC_MECAB_UNREAD_END)))

    /// The reading of `text` with `lic_mecab_reading`'s `options`.
    private func reading(of text: String, options: Int32) -> String? {
        guard let lattice = unsafe idleLattices.withLock({ unsafe $0.popLast() }) ?? lic_mecab_lattice_new(mecab)
        else { return nil }
        defer { unsafe idleLattices.withLock { unsafe $0.append(lattice) } }
        var capacity = max(64, text.utf8.count * 3)
        for _ in 0..<2 {
            switch unsafe read(text, options: options, in: lattice, capacity: capacity) {
            case .read(let reading): return reading
            case .needs(let length): capacity = length
            }
        }
        return nil
    }

    /// What one call of MeCab on a text gave: its reading (nil: none), or the room a longer one needs.
    private enum Attempt {
        case read(String?)
        case needs(Int)
    }

    /// The reading of `text` made in `lattice` into a buffer of `capacity` bytes (on the stack when small),
    /// folded to hiragana there and made a string once.
    private func read(_ text: String, options: Int32, in lattice: OpaquePointer, capacity: Int) -> Attempt {
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let length = unsafe text.withUTF8Bytes { bytes, count in
                unsafe lic_mecab_reading(mecab, lattice, bytes, count, options, buffer.baseAddress, Int32(buffer.count))
            }
            guard length >= 0 else { return .read(nil) }
            guard Int(length) <= buffer.count else { return .needs(Int(length)) }
            var reading = unsafe MutableSpan(_unsafeElements: buffer.extracting(..<Int(length)))
            Self.foldKatakanaToHiragana(&reading)
            return .read(String(validUTF8: reading.span))
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
