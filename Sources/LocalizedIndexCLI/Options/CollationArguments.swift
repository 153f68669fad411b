import ArgumentParser
import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts
import LocalizedIndexComparison

/// The options every command that builds a collation shares.
struct CollationArguments: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The locale: BCP 47 (sv-SE), ICU (zh_Hant@collation=stroke) or POSIX (sv_SE.UTF-8).",
        discussion: "Default: the environment's (LC_ALL, LC_COLLATE, LANG), English when none is set.",
        valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp(
        "uikit: UIKit's layouts with # last; icu: ICU's buckets exactly; android: Android's contacts index.",
        discussion: "android: the sections an Android device shows (its phonebook_bucket numbers and phonebook_label titles), for --locale as the primary language and --add-labels as the device's further languages, in order: --locale en-US --add-labels zh-CN is a device set to English, then Simplified Chinese."))
    var style: LocalizedIndexCollation.Style = .uikit

    @Option(name: .customLong("add-labels"), help: ArgumentHelp(
        "Add the index labels of these locales (comma-separated), such as en for A–Z; with --style android, the device's further languages, in order.",
        valueName: "locales"))
    var addLabels: String?

    @Option(name: .customLong("max-labels"), help: "At most this many index labels (ICU's limit; default 99, 300 with --style android).")
    var maxLabels: Int?

    func validate() throws {
        if let maxLabels, maxLabels < 1 { throw ValidationError("--max-labels must be at least 1, not \(maxLabels).") }
    }

    /// The library's options for these arguments: `--add-labels` validated (an unknown locale is an error),
    /// `kanjiReadings` as the command found them.
    func options(otherScripts: LocalizedIndexCollation.OtherScripts = .group,
                 kanjiReadings: LocalizedIndexCollation.KanjiReadings? = nil) throws -> LocalizedIndexCollation.Options {
        LocalizedIndexCollation.Options(
            additionalLabelLocales: try Self.labelLocales(addLabels),
            maximumLabelCount: maxLabels,
            otherScripts: otherScripts,
            kanjiReadings: kanjiReadings)
    }

    /// The locales of an `--add-labels` list (comma-separated), each validated. An empty entry (`,,`, a
    /// trailing comma, a blank list) and a locale named twice are errors, as in `--locales`: the order of
    /// the list matters with `--style android`, so the tool does not guess which of two entries was meant.
    static func labelLocales(_ list: String?) throws -> [CollationLocale] {
        guard let list else { return [] }
        var locales: [CollationLocale] = []
        for (position, entry) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let name = entry.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                throw CommandFailure("--add-labels: entry \(position + 1) is empty; give locales separated by single commas (en,zh-CN)")
            }
            let locale: CollationLocale
            do { locale = try CollationLocale(name) } catch { throw CommandFailure(error.description) }
            if locales.contains(where: { $0.identifier == locale.identifier }) {
                throw CommandFailure("--add-labels names \(locale.identifier) twice")
            }
            locales.append(locale)
        }
        return locales
    }

    /// The locale these options name (the environment's when none), validated: an unknown locale is a clear
    /// error, not ICU's root fallback.
    func resolvedLocale() throws -> CollationLocale {
        do {
            if let locale { return try CollationLocale(locale) }
            return try CollationLocale.current(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The collation these options describe, reading names in kanji with `kanjiReadings` where the locale
    /// does.
    func makeCollation(otherScripts: LocalizedIndexCollation.OtherScripts = .group,
                       kanjiReadings: LocalizedIndexCollation.KanjiReadings? = nil) throws -> LocalizedIndexCollation {
        let locale = try resolvedLocale()
        let options = try options(otherScripts: otherScripts, kanjiReadings: kanjiReadings)
        do {
            return try LocalizedIndexCollation(locale: locale, style: style, options: options)
        } catch let error as CollationError {
            throw CommandFailure(error.description)
        }
    }
}
