import Foundation
import LocalizedIndexCollation

/// MeCab for Japanese names in kanji, as the tool finds it: the system's (`libmecab.so.2`, `/etc/mecabrc`)
/// when it is installed, or the library that `LOCALIZED_INDEX_MECAB_LIBRARY` names. The library never looks
/// for MeCab itself: the tool loads it here and passes it in the collation's options.
enum SystemKanjiReadings {
    /// The environment variable naming the MeCab library to load (a dlopen name or path) instead of
    /// `libmecab.so.2`: for a MeCab installed elsewhere, and for tests of the absent case.
    static let libraryVariable = "LOCALIZED_INDEX_MECAB_LIBRARY"

    /// MeCab, loaded on first need, or why it cannot be used.
    static let loaded: Result<LocalizedIndexCollation.KanjiReadings, MeCabError> = Result { () throws(MeCabError) in
        try .mecab(library: ProcessInfo.processInfo.environment[libraryVariable])
    }

    /// MeCab, when one of `locales` reads names in kanji in `style` and MeCab can be loaded; nil otherwise
    /// (such names then go to `他`, and `sort-contacts` says how to give readings). Locales that read no
    /// kanji do not load it.
    static func readings(for locales: [CollationLocale], style: LocalizedIndexCollation.Style)
        -> LocalizedIndexCollation.KanjiReadings? {
        guard locales.contains(where: { LocalizedIndexCollation.readsKanji(locale: $0, style: style) }) else { return nil }
        return try? loaded.get()
    }
}
