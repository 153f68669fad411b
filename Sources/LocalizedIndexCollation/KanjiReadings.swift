import LocalizedIndexSupport

extension LocalizedIndexCollation {
    /// Kana readings of Japanese names written in kanji, from MeCab: what places `山田` under `や` in a
    /// Japanese index, where without a reading it goes to `他`.
    ///
    /// Names in kanji say nothing about how they are read, and a Japanese index is ordered by reading. A
    /// reading given with a name (a phonetic field) is always better; MeCab with its IPA dictionary guesses
    /// one for names without. It is never used unless asked for: load it explicitly and pass it in
    /// ``Options/kanjiReadings``, so a collation's results depend only on its arguments, not on what happens
    /// to be installed.
    ///
    /// ```swift
    /// let readings = try LocalizedIndexCollation.KanjiReadings.mecab()   // Debian: mecab-ipadic-utf8
    /// let collation = try LocalizedIndexCollation(locale: "ja", options: .init(kanjiReadings: readings))
    /// collation.sectionTitles[collation.section(for: "山田")]           // "や"
    /// ```
    ///
    /// Only locales whose layout reads kanji (Japanese) use it; others ignore it. One value serves every
    /// collation and thread.
    public struct KanjiReadings: Sendable, Hashable {
        let reader: JapaneseReadings

        /// MeCab with a UTF-8 IPA dictionary, loaded on the first call for these arguments and shared by
        /// every later call with the same ones.
        ///
        /// - Parameters:
        ///   - library: The MeCab library to load, as a `dlopen` name or path; nil for the system's
        ///     `libmecab.so.2` (Debian `libmecab2`).
        ///   - arguments: `mecab_new2` options, such as `-d /path/to/dictionary`; empty for the system's
        ///     configuration (`/etc/mecabrc`, Debian `mecab-ipadic-utf8`).
        /// - Returns: The readings, to pass in ``Options/kanjiReadings``.
        /// - Throws: ``MeCabError`` saying what is missing: the library, the dictionary, a dictionary that is
        ///   not UTF-8 or not in the IPA format.
        /// - Complexity: Tens of milliseconds the first time for these arguments (MeCab maps its dictionary);
        ///   a look-up thereafter.
        public static func mecab(library: String? = nil, arguments: String = "") throws(MeCabError) -> KanjiReadings {
            let key = MeCabArguments(library: library?.isEmpty == false ? library : nil, arguments: arguments)
            if let loaded = loaded.withLock({ $0[key] }) { return KanjiReadings(reader: loaded) }
            let made = try JapaneseReadings(library: key.library, arguments: key.arguments)
            // Another thread may have loaded it meanwhile: keep one, so equal arguments give equal values.
            return KanjiReadings(reader: loaded.withLock { loaded in
                if let raced = loaded[key] { return raced }
                loaded[key] = made
                return made
            })
        }

        /// What MeCab was loaded with.
        private struct MeCabArguments: Hashable {
            var library: String?
            var arguments: String
        }

        /// The MeCab readers loaded so far, kept for the process's life as the collations that use them are.
        private static let loaded = Locked<[MeCabArguments: JapaneseReadings]>([:])

        /// Whether both read with the same loaded MeCab.
        public static func == (lhs: KanjiReadings, rhs: KanjiReadings) -> Bool { lhs.reader === rhs.reader }

        /// Hashes the loaded MeCab this value reads with.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(reader)) }
    }
}

/// The error for MeCab that cannot be used for ``LocalizedIndexCollation/KanjiReadings``: its library, its
/// dictionary, or a dictionary in the wrong charset or format.
///
/// Its description says what is missing: `cannot load MeCab: libmecab.so.2: cannot open shared object file: No
/// such file or directory`.
public struct MeCabError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is missing or wrong, as one line.
    public let reason: String

    /// The reason.
    public var description: String { reason }
}

extension LocalizedIndexCollation {
    /// Whether a collation of `locale` in `style` reads names in kanji (``Options/kanjiReadings``): for a
    /// program that loads MeCab only where it is used, as the package's command-line tool does.
    public static func readsKanji(locale: CollationLocale, style: Style) -> Bool {
        guard style == .uikit, let layout = try? LayoutCatalog.layout(for: locale) else { return false }
        return layout.kanjiReadings == "MeCab"
    }
}
