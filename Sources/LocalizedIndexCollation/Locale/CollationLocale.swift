import FoundationEssentials

/// A locale that ICU has collation and index data for, parsed and validated from what a user typed.
///
/// Accepts BCP 47 (`sv-SE`, `zh-Hant-TW`, `de-u-co-phonebk`), ICU IDs (`zh_Hant@collation=stroke`) and
/// POSIX locale names (`sv_SE.UTF-8`, `sr_RS@latin`, `C`). ICU itself never rejects a locale: an unknown
/// one silently falls back to the root collation. This type refuses it instead, with a ``LocaleError``
/// that names the input and suggests close matches.
///
/// ```swift
/// let locale = try CollationLocale("sv_SE.UTF-8")
/// locale.identifier     // "sv-SE"
/// locale.icuIdentifier  // "sv_SE"
/// ```
public struct CollationLocale: Hashable, Sendable, CustomStringConvertible {
    /// The canonical BCP 47 language tag (`zh-Hant-TW`, `de-u-co-phonebk`); `und` for the root locale.
    public let identifier: String
    /// The canonical ICU locale ID (`zh_Hant_TW`, `de@collation=phonebook`); empty for the root locale.
    public let icuIdentifier: String

    /// Parses and validates a locale identifier in BCP 47, ICU or POSIX form.
    ///
    /// `C` and `POSIX` (an unset or minimal environment) mean English; `root` and `und` mean ICU's root
    /// collation (the Unicode Collation Algorithm's default order).
    ///
    /// ```swift
    /// try CollationLocale("sv_SE.UTF-8").identifier   // "sv-SE"
    /// try CollationLocale("english")                  // throws: unknown locale 'english': … did you mean en (English)?
    /// ```
    ///
    /// - Parameter text: The identifier, as a user typed it or the environment gives it.
    /// - Throws: ``LocaleError`` when the text is not a locale ICU has data for.
    public init(_ text: String) throws(LocaleError) {
        let icuID = try LocaleParser.icuIdentifier(parsing: text)
        try LocaleParser.validate(icuID, input: text)
        icuIdentifier = icuID
        identifier = icuID.isEmpty ? "und" : ((try? ICU.Locale.languageTag(icuID)) ?? icuID)
    }

    /// The collation locale of a Foundation `Locale`: its language, script, region and variant, and its
    /// collation (`collation` keyword, BCP 47 `-u-co-`), validated as ``init(_:)-(String)`` validates text.
    ///
    /// ```swift
    /// try CollationLocale(Locale(identifier: "de-u-co-phonebk")).icuIdentifier   // "de@collation=phonebook"
    /// try CollationLocale(Locale(identifier: "sv_SE@calendar=gregorian")).identifier  // "sv-SE"
    /// ```
    ///
    /// Other keywords (calendar, numbers, currency, region override) say nothing about the order of names
    /// and are dropped; collation attributes are set with ``LocalizedIndexCollation/Options``. Foundation's
    /// root locale, `Locale(identifier: "")`, is ``root``.
    ///
    /// - Parameter locale: The locale, such as `Locale.current` or a user's choice.
    /// - Throws: ``LocaleError`` when the locale is not one ICU has data for (`Locale(identifier:)` takes
    ///   any text).
    public init(_ locale: Locale) throws(LocaleError) {
        let input = locale.identifier
        guard !input.isEmpty else {
            self = .root
            return
        }
        let parsed = try LocaleParser.icuIdentifier(parsing: input)
        let base = (try? ICU.Locale.baseName(parsed)) ?? parsed
        let collation = ICU.Locale.keywordValue(parsed, "collation")
        let icuID = collation.map { "\(base)@collation=\($0)" } ?? base
        try LocaleParser.validate(icuID, input: input)
        icuIdentifier = icuID
        identifier = icuID.isEmpty ? "und" : ((try? ICU.Locale.languageTag(icuID)) ?? icuID)
    }

    /// The root locale: the Unicode Collation Algorithm's default order, with no language's tailoring.
    public static let root = CollationLocale(validatedICUIdentifier: "", identifier: "und")

    private init(validatedICUIdentifier: String, identifier: String) {
        icuIdentifier = validatedICUIdentifier
        self.identifier = identifier
    }

    /// The locale's name in English ("Swedish (Sweden)").
    public var displayName: String {
        icuIdentifier.isEmpty ? "Root" : ICU.Locale.displayName(icuIdentifier)
    }

    /// The `collation` keyword (`stroke`, `phonebook`, …) when one was asked for.
    public var collationType: String? { ICU.Locale.keywordValue(icuIdentifier, "collation") }

    /// Language and script after ICU's likely subtags (`zh_TW` → `zh_Hant`), which picks a layout.
    package var languageAndScript: String {
        guard !icuIdentifier.isEmpty,
              let base = try? ICU.Locale.baseName(icuIdentifier),
              let likely = try? ICU.Locale.addingLikelySubtags(base)
        else { return "" }
        let script = ICU.Locale.script(likely)
        return script.isEmpty ? ICU.Locale.language(likely) : "\(ICU.Locale.language(likely))_\(script)"
    }

    /// The BCP 47 tag, as ``identifier``.
    public var description: String { identifier }

    /// Every locale ICU has data for, in ICU's order (`uloc_getAvailable`).
    public static var available: [CollationLocale] {
        ICU.Locale.available.map { id in
            CollationLocale(validatedICUIdentifier: id, identifier: (try? ICU.Locale.languageTag(id)) ?? id)
        }
    }

    /// The locale of the process environment: the first of `LC_ALL`, `LC_COLLATE` and `LANG` that is set
    /// and not empty, as POSIX orders them; English when none is.
    ///
    /// - Throws: ``LocaleError`` when the environment names a locale ICU does not know.
    public static func current(environment: [String: String]) throws(LocaleError) -> CollationLocale {
        let name = ["LC_ALL", "LC_COLLATE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return try CollationLocale(name ?? "C")
    }
}
