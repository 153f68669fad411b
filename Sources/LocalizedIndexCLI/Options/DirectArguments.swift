import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts

/// `sort-contacts` parsed without ArgumentParser's reflection, for the plain forms scripts and people type.
///
/// ArgumentParser finds a command's options by reflecting over its properties: it builds their list several
/// times per parse, and the Swift runtime resolves each property's type by name the first time, scanning every
/// protocol conformance of the binary (more than 6,000, most of them Foundation's) for each one. That is
/// 5–6 ms of every run, a quarter of sorting 1,000 names. This parser knows `sort-contacts`' options from
/// the table below and answers only when the arguments are plainly valid:
///
/// - `sort-contacts` (or no subcommand, as it is the default) followed by options alone;
/// - each option at most once, `--name value` or `--name=value`, or `-l`, `-i`, `-o` followed by a value;
/// - values that are not empty, do not start with `-`, and convert as ArgumentParser converts them
///   (``ArgumentParser/ExpressibleByArgument/init(argument:)``), and a command that passes `validate()`.
///
/// Anything else (help, `--version`, another subcommand, an error of any kind, a repeated option, a value
/// that looks like an option) gets `nil`, and the caller leaves the arguments to ArgumentParser, which gives
/// its usual answer or message. What it returns is a ``SortContactsRequest``, so ArgumentParser's property
/// wrappers are not made at all (that took another half millisecond). `DirectArgumentsTests` checks that
/// whatever this parser accepts, ArgumentParser parses to the same request.
enum DirectArguments {
    /// The run `arguments` (without the program's name) ask for, or `nil` to leave them to ArgumentParser.
    static func sortContacts(_ arguments: [String]) -> SortContactsRequest? {
        var words = arguments[...]
        if words.first == LocalizedIndexCommand.SortContacts.configuration.commandName {
            words = words.dropFirst()
        }
        var request = SortContactsRequest()
        var given: Set<String> = []
        while let word = words.popFirst() {
            guard let (name, attached) = split(word), let option = options[name], given.insert(option.name).inserted
            else { return nil }
            switch option.kind {
            case .flag(let set):
                guard attached == nil else { return nil }
                set(&request)
            case .value(let set):
                guard let value = attached ?? words.popFirst(), !value.isEmpty, !value.hasPrefix("-"),
                      set(&request, value)
                else { return nil }
            }
        }
        do {
            try request.collation.validate()
            try request.input.validate()
            try request.validate()
        } catch {
            return nil
        }
        return request
    }

    /// An option word's long name and its attached value (`--name=value`); a short name becomes its long one.
    private static func split(_ word: String) -> (name: String, attached: String?)? {
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
            return (String(body[..<equals]), String(body[body.index(after: equals)...]))
        }
        guard word.utf8.count == 2, word.hasPrefix("-"), let long = shortNames[word.utf8.last!] else { return nil }
        return (long, nil)
    }

    /// The long names of the options this parser knows (for `DirectArgumentsTests`).
    static var optionNames: [String] { Array(options.keys) }

    /// Whether the option takes a value (`false`: a flag; `nil`: not an option of `sort-contacts`).
    static func takesValue(_ name: String) -> Bool? {
        guard let option = options[name] else { return nil }
        if case .value = option.kind { return true }
        return false
    }

    /// The long name of a short option (`l` → `locale`).
    static func longName(short: String) -> String? {
        guard short.utf8.count == 1 else { return nil }
        return shortNames[short.utf8.first!]
    }

    /// `-l`, `-i` and `-o`: the options declared `.shortAndLong`.
    private static let shortNames: [UInt8: String] = [UInt8(ascii: "l"): "locale", UInt8(ascii: "i"): "input",
                                                      UInt8(ascii: "o"): "output"]

    /// Every option of `sort-contacts` and its argument groups, by long name.
    private static let options: [String: Option] = {
        let list: [Option] = [
            // CollationArguments
            .value("locale") { convert($1, into: &$0.collation.locale) },
            .value("style") { convert($1, into: &$0.collation.style) },
            .value("add-labels") { convert($1, into: &$0.collation.addLabels) },
            .value("max-labels") { convert($1, into: &$0.collation.maxLabels) },
            // InputArguments
            .value("input") { convert($1, into: &$0.input.input) },
            .value("input-format") { convert($1, into: &$0.input.inputFormat) },
            .value("encoding") { convert($1, into: &$0.input.encoding) },
            .flag("no-header") { $0.input.noHeader = true },
            .value("name-field") { convert($1, into: &$0.input.nameField) },
            .value("reading-field") { convert($1, into: &$0.input.readingField) },
            .value("other-scripts") { convert($1, into: &$0.input.otherScripts) },
            .value("sort-by") { convert($1, into: &$0.input.sortBy) },
            .flag("sample") { $0.input.sample = true },
            .value("on-error") { convert($1, into: &$0.input.onError) },
            // SortContacts
            .value("format") { convert($1, into: &$0.format) },
            .flag("with-keys") { $0.withKeys = true },
            .flag("with-search-keys") { $0.withSearchKeys = true },
            .value("empty-sections") { convert($1, into: &$0.emptySections) },
            .value("index-slots") { convert($1, into: &$0.indexSlots) },
            .flag("search-entry") { $0.searchEntry = true },
            .value("title") { convert($1, into: &$0.title) },
            .flag("timings") { $0.timings = true },
            // OutputArguments
            .value("output") { convert($1, into: &$0.output.output) },
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()

    /// One option: a flag sets its setting; a value's setting is set when the text converts.
    ///
    /// Plain closures, not key paths: the runtime makes each key path's generic type by name on first use,
    /// a third of a millisecond for this table.
    private struct Option: Sendable {
        enum Kind {
            case flag(@Sendable (inout SortContactsRequest) -> Void)
            case value(@Sendable (inout SortContactsRequest, String) -> Bool)
        }

        var name: String
        var kind: Kind

        static func flag(_ name: String, _ set: @escaping @Sendable (inout SortContactsRequest) -> Void) -> Option {
            Option(name: name, kind: .flag(set))
        }

        /// An option with a value; `set` returns false when the text does not convert.
        static func value(_ name: String, _ set: @escaping @Sendable (inout SortContactsRequest, String) -> Bool) -> Option {
            Option(name: name, kind: .value(set))
        }
    }

    /// Sets `setting` to `text` converted as ArgumentParser converts it (``ExpressibleByArgument``); false when
    /// it does not convert.
    private static func convert<Value: ExpressibleByArgument>(_ text: String, into setting: inout Value) -> Bool {
        guard let value = Value(argument: text) else { return false }
        setting = value
        return true
    }

    /// The same for an optional setting, `nil` when the option is absent.
    private static func convert<Value: ExpressibleByArgument>(_ text: String, into setting: inout Value?) -> Bool {
        guard let value = Value(argument: text) else { return false }
        setting = value
        return true
    }
}
