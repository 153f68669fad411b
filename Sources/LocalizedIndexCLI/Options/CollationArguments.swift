import ArgumentParser
import LocalizedIndexCollation

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

    func validate() throws { try choices.validate() }

    /// What these options chose, as plain values.
    var choices: CollationChoices {
        CollationChoices(locale: locale, style: style, addLabels: addLabels, maxLabels: maxLabels)
    }
}
