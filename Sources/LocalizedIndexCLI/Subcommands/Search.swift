import ArgumentParser
import LocalizedIndexCollation
import LocalizedIndexContacts

extension LocalizedIndexCommand {
    /// `search`: the records a query finds, as `sort-contacts` prints them.
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Find contacts by name, as a phone's search does, and print them as sort-contacts does.",
            discussion: """
                Reads and arranges records as sort-contacts does and prints those the query finds, in the same formats and shapes: the same sections (those left without a record left out) and index bar; in JSON each record adds "matchedKey", in csv, tsv and jsonl a matched_key column, in text the key after the name.

                A query word finds a name when it starts one of the name's keys, compared at the collation's primary strength (case and, where the locale does not tell them apart, accents, width and kana kind do not count: ostlund finds Östlund in en, not in sv). A name's keys: its words and the whole name (a title and a suffix left out), words joined at a hyphen (annalena), the initials of its words from each one on (jpj, pj); for a Chinese name in Simplified Chinese (or with --pinyin always) its last characters, their pinyin (with surname readings: 曾 zeng) and initials (zzw); for a Korean name the initial consonants of the whole and of the given name (ㅎㄱㄷ, ㄱㄷ; syllables and consonants may mix: 홍길ㄷ); its readings (phonetic fields, a reading column, MeCab's kana), a reading in kana also in romaji (yamada). Several words match when each starts a different key, in any order. No match: nothing printed but the shape, a note on stderr, exit 0.

                Examples:
                  localized-index search --sample --locale sv and
                  localized-index search --input contacts.vcf --locale zh zhang w
                  localized-index search --input people.csv --locale ko ㄱㅁㅈ --format json
                  localized-index search --input contacts.vcf --locale ja yamada --format csv
                  localized-index search --locale zh --query-tokens zhang w     # tokens for a database query
                """)

        @OptionGroup var collationArguments: CollationArguments

        @OptionGroup var inputArguments: InputArguments

        @Option(help: "text, json, markdown, html; rows for tools: csv, tsv, jsonl.")
        var format: SortContactsFormat = .text

        @OptionGroup var outputArguments: OutputArguments

        @Option(help: ArgumentHelp(
            "When Han names get pinyin keys. automatic: where Android makes them (Simplified Chinese, or a further Simplified Chinese locale after a language other than Chinese, Japanese or Korean); always: in any locale but Japanese; never.",
            valueName: "automatic|always|never"))
        var pinyin: PinyinChoice = .automatic

        @Flag(name: .customLong("query-tokens"), help: "Print each query word's search token (lowercase hex), one a line, and read nothing: what a database compares its stored keys with (keys --with-search-keys).")
        var queryTokens = false

        @Flag(help: "Print how long reading, arranging, searching and writing took, and the peak memory after each, to stderr as one JSON line.")
        var timings = false

        @Argument(help: ArgumentHelp("The query: one argument or several words.", valueName: "query"))
        var query: [String] = []

        func validate() throws {
            if query.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { throw ValidationError("search needs a query: one or more words.") }
            if format == .sqlite { throw ValidationError("search writes text, json, markdown, html, csv, tsv or jsonl, not sqlite.") }
        }

        func run() throws {
            if queryTokens {
                let collation = try collationArguments.choices.makeCollation(
                    locale: try collationArguments.choices.resolvedLocale(), otherScripts: .group, kanjiReadings: nil)
                let search = try SortContactsRequest.searchQuery(query, collation: collation)
                let destination = try outputArguments.choices.open()
                try destination.write(search.hexTokens.map { $0 + "\n" }.joined())
                try destination.commit()
                return
            }
            var request = SortContactsRequest(collation: collationArguments.choices, input: inputArguments.choices,
                                              output: outputArguments.choices, format: format)
            request.query = query
            request.pinyin = pinyin.option
            request.timings = timings
            try request.run()
        }
    }
}

/// `--pinyin`: the library's choices.
enum PinyinChoice: String, RawStringArgument {
    case automatic, always, never

    var option: LocalizedIndexCollation.SearchOptions.Pinyin {
        switch self {
        case .automatic: .automatic
        case .always: .always
        case .never: .never
        }
    }
}
