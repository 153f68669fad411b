import FoundationEssentials

/// Section titles, an index bar, a section for every value and a locale-correct sort, for any locale ICU
/// knows: UIKit's `UILocalizedIndexedCollation`, for Swift on Linux.
///
/// ```swift
/// let collation = try LocalizedIndexCollation(locale: "sv")
/// collation.sectionTitles                    // ["A", …, "Z", "Å", "Ä", "Ö", "#"]
/// collation.section(for: "Örjan")            // 28, the index of "Ö"
/// for section in collation.sections(of: contacts, on: \.familyName) {
///     print(section.title, section.items.map(\.familyName))
/// }
/// let names = ["Örjan", "Anna"].sorted(using: collation.comparator)   // Foundation's sorting, this order
/// ```
///
/// ## Mapping from UIKit
///
/// | `UILocalizedIndexedCollation`                   | `LocalizedIndexCollation`                          |
/// |-------------------------------------------------|----------------------------------------------------|
/// | `current()`                                     | ``current(style:options:environment:)``            |
/// | `sectionTitles`                                 | ``sectionTitles``                                  |
/// | `sectionIndexTitles`                            | ``sectionIndexTitles``                             |
/// | `section(forSectionIndexTitle:)`                | ``section(forSectionIndexTitle:)``                 |
/// | `section(for:collationStringSelector:)`         | ``section(for:)`` of the value's key               |
/// | `sortedArray(from:collationStringSelector:)`    | ``sorted(_:parallelism:)`` and ``sorted(_:on:parallelism:)`` |
/// | (the app's own loop over the two above)         | ``sections(of:on:keepingEmptySections:parallelism:)`` |
///
/// Beyond UIKit: any locale, not only the app's; key paths and closures instead of selectors; a
/// `SortComparator` for Foundation's sorting (``comparator``); ICU's own buckets on request
/// (``Style/icu``), or Android's contacts index (``Style/android``); the labels of further locales in one
/// index (``Options/additionalLabelLocales``); and any thread.
///
/// ## Thread safety
///
/// A `LocalizedIndexCollation` is an immutable `Sendable` value. Every method may be called from any
/// number of threads or tasks at once on one shared instance and gives the same answers: underneath,
/// ICU's `AlphabeticIndex::ImmutableIndex` and the collator's const functions are documented thread-safe,
/// and nothing here mutates them after construction. Instances are cached per locale, style and options.
public struct LocalizedIndexCollation: Sendable {
    /// The locale, as parsed and validated from what was asked for.
    public let locale: CollationLocale
    /// The arrangement of sections.
    public let style: Style
    /// The options the collation was made with.
    public let options: Options

    let engine: CollationEngine

    /// Makes the collation for a locale in BCP 47 (`sv-SE`, `de-u-co-phonebk`), ICU (`zh_Hant@collation=stroke`)
    /// or POSIX (`sv_SE.UTF-8`) form.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: "sv-SE")
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The locale identifier.
    ///   - style: ``Style/uikit`` (the default) for UIKit's layouts, ``Style/icu`` for ICU's own buckets,
    ///     ``Style/android`` for Android's contacts index.
    ///   - options: Further labels, label limit, sort order and readings; the defaults suit most uses.
    /// - Throws: ``LocaleError`` for a locale ICU has no data for (ICU itself would silently use the root
    ///   locale); ``CollationError`` when the collation cannot be made (an option out of range, or ICU
    ///   failed). Nothing else.
    /// - Complexity: A few milliseconds the first time for a locale, style and options; cached thereafter.
    public init(locale: String, style: Style = .uikit, options: Options = Options()) throws {
        try self.init(locale: CollationLocale(locale), style: style, options: options)
    }

    /// Makes the collation for a Foundation `Locale`: its language, script, region and variant, and its
    /// collation (`de@collation=phonebook`, `Locale(identifier: "de-u-co-phonebk")`).
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: Locale(identifier: "de-u-co-phonebk"))
    /// collation.locale.identifier                // "de-u-co-phonebk"
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The locale, such as `Locale.current` or a user's choice; see
    ///     ``CollationLocale/init(_:)-(Locale)`` for what is kept of it.
    ///   - style: ``Style/uikit`` (the default) for UIKit's layouts, ``Style/icu`` for ICU's own buckets,
    ///     ``Style/android`` for Android's contacts index.
    ///   - options: Further labels, label limit, sort order and readings; the defaults suit most uses.
    /// - Throws: ``LocaleError`` for a locale ICU has no data for; ``CollationError`` when the collation
    ///   cannot be made. Nothing else.
    public init(locale: Locale, style: Style = .uikit, options: Options = Options()) throws {
        try self.init(locale: CollationLocale(locale), style: style, options: options)
    }

    /// Makes the collation for an already validated locale.
    ///
    /// ```swift
    /// let locale = try CollationLocale("zh-Hant-TW")
    /// let collation = try LocalizedIndexCollation(locale: locale, style: .icu)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - style: ``Style/uikit`` (the default) for UIKit's layouts, ``Style/icu`` for ICU's own buckets,
    ///     ``Style/android`` for Android's contacts index.
    ///   - options: Further labels, label limit, sort order and readings; the defaults suit most uses.
    /// - Throws: ``CollationError`` when the collation cannot be made (an option out of range, or ICU
    ///   failed); nothing else. (Declared `throws`, not `throws(CollationError)`: Swift 6.3's compiler
    ///   crashes on `catch let error as CollationError` after a call with a typed error.)
    /// - Complexity: A few milliseconds the first time for a locale, style and options; cached thereafter.
    public init(locale: CollationLocale, style: Style = .uikit, options: Options = Options()) throws {
        self.locale = locale
        self.style = style
        self.options = options
        engine = try CollationEngine.cached(locale: locale, style: style, options: options)
    }

    /// The collation for the process environment's locale (`LC_ALL`, `LC_COLLATE`, `LANG`), English when
    /// none is set: UIKit's `current()`.
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation.current()   // LANG=sv_SE.UTF-8: Swedish
    /// ```
    ///
    /// The environment is read only here, when asked: nothing else in the library depends on it.
    ///
    /// - Parameters:
    ///   - style: ``Style/uikit`` (the default) for UIKit's layouts, ``Style/icu`` for ICU's own buckets,
    ///     ``Style/android`` for Android's contacts index.
    ///   - options: Further labels, label limit, sort order and readings; the defaults suit most uses.
    ///   - environment: The variables to read the locale from; the process environment by default.
    /// - Returns: The collation for the environment's locale.
    /// - Throws: ``LocaleError`` when the environment names a locale ICU has no data for;
    ///   ``CollationError`` when the collation cannot be made. Nothing else.
    public static func current(
        style: Style = .uikit,
        options: Options = Options(),
        environment: [String: String] = ProcessEnvironment.variables
    ) throws -> LocalizedIndexCollation {
        try LocalizedIndexCollation(locale: CollationLocale.current(environment: environment), style: style,
                                    options: options)
    }

    /// The locale whose collation rules are used, after ICU's fallback, as a BCP 47 tag: `sv` for `sv-SE`,
    /// `zh-u-co-stroke` for `zh-Hant-TW`, `und` where the root collation serves (as for English).
    public var collationLocale: String { engine.collationLocale }

    /// The titles of the sections, in display order (UIKit's `sectionTitles`).
    public var sectionTitles: [String] { engine.table.titles }

    /// What each section holds, parallel to ``sectionTitles``.
    public var sectionKinds: [SectionKind] { engine.table.kinds }

    /// The section an index-bar title leads to (UIKit's `section(forSectionIndexTitle:)`, for a table view's
    /// `sectionForSectionIndexTitle`): `indexBar().sections[indexTitleIndex]`.
    ///
    /// - Parameter indexTitleIndex: A position in `indexBar().titles` (the bar with every title, as UIKit's
    ///   `sectionIndexTitles`); it must be in range.
    /// - Returns: A position in ``sectionTitles``.
    public func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        precondition(engine.table.indexTitleSections.indices.contains(indexTitleIndex),
                     "index title \(indexTitleIndex) is out of range 0..<\(engine.table.indexTitleSections.count)")
        return engine.table.indexTitleSections[indexTitleIndex]
    }

    /// The section a string belongs in (UIKit's `section(for:collationStringSelector:)`).
    ///
    /// ```swift
    /// let collation = try LocalizedIndexCollation(locale: "sv")
    /// collation.sectionTitles[collation.section(for: "Örjan")]   // "Ö"
    /// collation.sectionTitles[collation.section(for: contact.familyName)]
    /// ```
    ///
    /// - Parameter string: The string, such as a value's name.
    /// - Returns: A position in ``sectionTitles``.
    /// - Complexity: O(*m*) for a string of length *m* (ICU's binary search over the index's boundaries).
    public func section(for string: String) -> Int {
        engine.section(for: string)
    }

    /// ICU's collation key for a string under this collation's sort order, for storing or comparing keys
    /// directly: keys compare (byte by byte) as the strings sort, so a database column of them orders rows
    /// as ``sorted(_:parallelism:)`` would. Of a name read before sorting, such as a Chinese name in the
    /// `uikit` style, the key is its reading's.
    ///
    /// ```swift
    /// collation.sortKey(for: "Zorn") < collation.sortKey(for: "Ängel")   // true in Swedish
    /// ```
    ///
    /// - Parameter string: The string.
    /// - Returns: Its key; equal keys mean the strings sort as equal. Record ``collationVersion`` beside
    ///   stored keys: keys made under another version may compare differently.
    /// - Complexity: O(*m*) for a string of length *m*; one ICU call.
    public func sortKey(for string: String) -> SortKey {
        SortKey(bytes: engine.collator.sortKey(of: engine.sortString(for: string)))
    }
}
