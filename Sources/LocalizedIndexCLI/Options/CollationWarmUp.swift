import Dispatch
import LocalizedIndexCollation

/// What a `sort-contacts` run prepares on another thread while it reads a file of some size: MeCab, when
/// the locale reads kanji, and ICU's data for the locale (its collation rules, index characters and the
/// tables behind them, which ICU keeps for the process once opened and which the first use reads from disk
/// cache page by page).
///
/// The collation itself can only be built once the records are read (the scripts they use decide it), but
/// it is then built from data already open, and placing the first names finds ICU's tables in memory: a run
/// of 10,000 names took 2.8 ms less (42.7 → 39.9 ms, 2,000 names 3.2 ms less). A file under
/// ``minimumByteCount`` is read in about the time the other thread takes to start, and the two then get in
/// each other's way (1,000 names: 0.5–1.8 ms more), so it is not done for such a file, nor for stdin, whose
/// size is not known.
///
/// A `search` whose query has a Latin letter or kana also opens ICU's romaji transform, which finding a name
/// by the romaji of its kana needs and which takes ICU 20 ms or more to open: on the other thread, while the
/// file is read and arranged.
///
/// ``finish()`` must be called before the process ends, so that no thread is inside ICU or MeCab while it
/// exits.
struct CollationWarmUp {
    /// The smallest file warmed up for: about 1,400 names of a typical list.
    static let minimumByteCount = 64 << 10

    private let group: DispatchGroup?

    /// A Han name the reading table composes, opening no transform.
    static let hanName = "王"
    /// A name in kana, whose search keys are made with ICU's romaji transform.
    static let kanaName = "かな"

    /// Starts preparing `locale` as `choices` will build it, with `otherScripts` as far as they are known
    /// before reading (when they are known exactly, the collation built here is the one the run uses), when
    /// the input is a file of at least ``minimumByteCount`` bytes.
    init(_ choices: CollationChoices, locale: CollationLocale, otherScripts: LocalizedIndexCollation.OtherScripts,
         inputByteCount: Int?, query: [String]? = nil) {
        guard let inputByteCount, inputByteCount >= Self.minimumByteCount else {
            group = nil
            return
        }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            // Loads MeCab once for the process (`SystemKanjiReadings.loaded`) when the locale reads kanji.
            let kanjiReadings = SystemKanjiReadings.readings(for: [locale], style: choices.style)
            // A collation of the locale opens what every collation of the locale opens. Its errors are the
            // real build's, which reports them.
            let collation = try? choices.makeCollation(locale: locale, otherScripts: otherScripts, kanjiReadings: kanjiReadings)
            // One Han name placed parses the shipped Han reading table (once for the process) when the
            // locale reads Han names by it; otherwise the first placing thread to meet a Han name parses it
            // while the other waits. Not with MeCab: reading a name touches its dictionary, and where the
            // page cache has let it go, the first touch reads megabytes from disk (the disk reads 8 MiB
            // ahead), a cost a list without kanji names would otherwise not pay.
            if kanjiReadings == nil { _ = collation?.section(for: Self.hanName) }
            // The keys of a kana name include its romaji.
            if let query, query.contains(where: { $0.unicodeScalars.contains(where: Self.mayStartRomaji) }) {
                _ = collation?.searchKeys(forName: Self.kanaName)
            }
        }
        self.group = group
    }

    /// Whether a query with `scalar` may match romaji: a Latin letter, or kana (which the romaji transform
    /// leaves as it is for a few small letters).
    static func mayStartRomaji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF21...0xFF3A, 0xFF41...0xFF5A,
             0xFF66...0xFF9F:
            true
        default:
            false
        }
    }

    /// Waits until the preparation is done, if it was started.
    func finish() {
        group?.wait()
    }
}
