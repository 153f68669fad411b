import ArgumentParser
import Foundation
import LocalizedIndexCollation

/// The choices of ``CollationArguments`` as plain values, and the collation they describe: what a command
/// runs with.
struct CollationChoices: Equatable {
    var locale: String?
    var style: LocalizedIndexCollation.Style = .uikit
    var addLabels: String?
    var maxLabels: Int?

    /// Throws what ArgumentParser reports for a value out of range.
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

    /// The collation these options describe for `locale` (their ``resolvedLocale()``, which the caller has
    /// already needed), reading names in kanji with `kanjiReadings` where the locale does.
    func makeCollation(locale: CollationLocale, otherScripts: LocalizedIndexCollation.OtherScripts = .group,
                       kanjiReadings: LocalizedIndexCollation.KanjiReadings? = nil) throws -> LocalizedIndexCollation {
        let options = try options(otherScripts: otherScripts, kanjiReadings: kanjiReadings)
        do {
            return try LocalizedIndexCollation(locale: locale, style: style, options: options)
        } catch let error as CollationError {
            throw CommandFailure(error.description)
        }
    }
}
