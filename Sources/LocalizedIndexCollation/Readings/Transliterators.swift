import LocalizedIndexSupport


/// ICU transforms shared by every collation in the process, opened on first use (opening `Han-Latin` reads
/// a large table, so it is done once).
enum Transliterators {
    /// Latin for any script.
    static let anyLatin = "Any-Latin"
    /// Pinyin for Han, with the readings of surnames where they differ (`曾` → zēng, `单` → shàn).
    static let hanNames = "Han-Latin/Names"

    private static let cache = Locked<[String: ICU.Transliterator]>([:])

    /// The transliterator for an ICU transform ID, nil when ICU does not have it.
    static func shared(_ id: String) -> ICU.Transliterator? {
        cache.value(for: id) { try? ICU.Transliterator(id: id) }
    }

    /// Each transform's composer, or nil (kept, not tried again) where the transform does not compose.
    private static let composers = Locked<[String: HanReadingComposer?]>([:])

    /// The reading of a Han name under the transform `id`: composed character by character where the
    /// transform allows (``HanReadingComposer``), else by the transform; nil when ICU does not have it.
    static func hanReading(_ id: String, of text: String) -> String? {
        composer(id)?.reading(of: text) ?? shared(id)?.transliterate(text)
    }

    /// The composer of the transform `id`, nil where it has none: by its shipped table where there is one
    /// for this ICU (no transform opened), else by the transform.
    static func composer(_ id: String) -> HanReadingComposer? {
        composers.value(for: id) {
            if let table = HanReadingTable.shipped(for: id) { return HanReadingComposer(table: table) }
            return .some(shared(id).flatMap(HanReadingComposer.init(transform:)))
        } ?? nil
    }

    /// Latin for a name: pinyin with surname readings for a Han name, ICU's general transform otherwise.
    /// A single Han letter the composer reads is its reading at a word's start, which is what the transform
    /// gives for the letter alone.
    static func latin(_ text: String, han: Bool) -> String? {
        if han, let only = text.unicodeScalars.first, text.unicodeScalars.count == 1,
           let reading = composer(hanNames)?.firstReading(of: only) {
            return reading
        }
        return shared(han ? hanNames : anyLatin)?.transliterate(text)
    }
}
