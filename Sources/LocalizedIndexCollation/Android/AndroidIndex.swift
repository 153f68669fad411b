/// Android's contacts index for one locale set, as AOSP's `ContactLocaleUtils` builds it over ICU's
/// `AlphabeticIndex`, with its buckets numbered as the contacts provider numbers them (`phonebook_bucket`,
/// titled `phonebook_label`): a section here is a bucket there, same number, same title.
///
/// The index is the primary locale's (its collator, at primary strength, orders and places every name), with
/// the labels of every locale of ``AndroidLocaleSet/labelLocales`` and at most 300 labels. Its buckets keep
/// ICU's numbering, with `#` (names starting with a digit, and names without a name) inserted before ICU's
/// last bucket, the overflow `…`; when Japanese is preferred, `他` (Han names, which Android cannot read) is
/// inserted where ICU files `日`.
///
/// Japanese collation: Android's ICU data puts kana and Han before Latin (`[reorder Kana Hani]`, an Android
/// patch to CLDR's `[reorder Latn Kana Hani]` since ICU 55). A Japanese primary locale is given that order
/// here (ICU's `colReorder` keyword, unless the locale names an order itself), so the list reads
/// `… あ … わ 他 … A … Z` as on an Android device, not `… A … Z … あ …` as upstream ICU 72 would have it.
final class AndroidIndex: Sendable {
    let localeSet: AndroidLocaleSet
    /// ICU's index, as Android builds it.
    let index: ICU.AlphabeticIndex
    /// The primary locale's collator at primary strength unless the options say otherwise: Android's
    /// `PHONEBOOK` SQLite collation, which orders the names inside a section.
    let collator: ICU.Collator
    /// The sections: Android's buckets.
    let table: SectionTable
    /// The locale whose collation rules are used, as BCP 47 (`ja-u-kr-kana-hani` for a Japanese primary).
    let collationLocale: String
    /// ``collator`` and ``index`` for the call that places each name: kept beside them, which keep it valid.
    let placer: ICU.Placer
    /// The pinyin reading every name is placed by when Simplified Chinese is preferred.
    let pinyin: AndroidPinyin?
    /// ICU's overflow bucket (its last), before which `#` goes.
    let icuOverflowBucket: Int
    /// The section of `日` before `他` is inserted: where `他` goes (Japanese preferred only).
    let unreadBase: Int?

    /// Android's label limit (`setMaxLabelCount(300)`; ICU's default is 99).
    static let maximumLabelCount = 300
    /// The title of the section for names starting with a digit, and for names without a name.
    static let numberTitle = "#"
    /// The title of the section for Han names when Japanese is preferred: "other".
    static let unreadTitle = "他"
    /// The scripts Android's Japanese collation puts first (ICU's `colReorder` keyword).
    static let japaneseReorder = "Kana-Hani"

    /// Builds the index of `primary` and `secondary`.
    ///
    /// - Parameters:
    ///   - maximumLabelCount: The label limit; nil for Android's 300.
    ///   - attributes: The collator's attributes beyond Android's (primary strength by default).
    /// - Throws: ``ICU/Failure`` when ICU cannot build the index or the collator.
    init(primary: CollationLocale, secondary: [CollationLocale], maximumLabelCount: Int?,
         attributes: ICU.Collator.Attributes) throws {
        localeSet = AndroidLocaleSet(primary: primary, secondary: secondary)
        let primaryID = Self.collationID(of: primary)
        let addedIDs = localeSet.labelLocales.dropFirst().map(\.icuIdentifier)
        index = try ICU.AlphabeticIndex(localeID: primaryID, addingLabelsOf: Array(addedIDs),
                                        maximumLabelCount: maximumLabelCount ?? Self.maximumLabelCount)
        var attributes = attributes
        attributes.strength = attributes.strength ?? LocalizedIndexCollation.Strength.primary.rawValue
        attributes.normalization = true
        collator = try ICU.Collator(localeID: primaryID, attributes: attributes)
        placer = ICU.Placer(collator: collator, index: index)
        pinyin = localeSet.prefersSimplifiedChinese ? AndroidPinyin(index: index) : nil
        icuOverflowBucket = index.buckets.count - 1

        let actual = collator.locale()
        let reorder = ICU.Locale.keywordValue(primaryID, "colReorder")
        let rulesID = reorder.map { "\(actual.isEmpty ? "und" : actual)@colReorder=\($0)" } ?? actual
        collationLocale = rulesID.isEmpty ? "und" : ((try? ICU.Locale.languageTag(rulesID)) ?? rulesID)

        var titles = index.buckets.map(\.label)
        var kinds = index.buckets.map { SectionKind($0.kind) }
        titles.insert(Self.numberTitle, at: icuOverflowBucket)
        kinds.insert(.other, at: icuOverflowBucket)
        var unreadBase: Int?
        if localeSet.prefersJapanese {
            // Where ICU files `日`, before `他` is inserted there.
            let base = Self.baseSection(ofICUBucket: index.bucket(for: "日"), overflow: icuOverflowBucket)
            titles.insert(Self.unreadTitle, at: base)
            kinds.insert(.unread, at: base)
            unreadBase = base
        }
        self.unreadBase = unreadBase
        let numberBase = icuOverflowBucket
        table = SectionTable(
            androidTitles: titles, kinds: kinds,
            numberSection: unreadBase.map { numberBase >= $0 ? numberBase + 1 : numberBase } ?? numberBase,
            unreadSection: unreadBase)
    }

    /// The ICU locale ID of the primary locale's collation as Android has it: a Japanese locale with kana and
    /// Han first, unless it names an order itself.
    static func collationID(of primary: CollationLocale) -> String {
        let id = primary.icuIdentifier
        guard AndroidLocaleSet.isJapanese(primary), ICU.Locale.keywordValue(id, "colReorder") == nil else { return id }
        let reordered = id + (id.contains("@") ? ";" : "@") + "colReorder=\(japaneseReorder)"
        return (try? ICU.Locale.canonicalize(reordered)) ?? reordered
    }

    /// The section of ICU's bucket `bucket` before `他` is inserted: ICU's own number, but one more from the
    /// overflow bucket on, after `#`.
    static func baseSection(ofICUBucket bucket: Int, overflow: Int) -> Int {
        bucket < overflow ? bucket : bucket + 1
    }
}
