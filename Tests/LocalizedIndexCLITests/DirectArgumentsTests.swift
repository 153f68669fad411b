import ArgumentParser
import Foundation
import Testing
@testable import LocalizedIndexCLI

/// `DirectArguments` parses `sort-contacts` without ArgumentParser: whatever it accepts, ArgumentParser must
/// parse to the same request (ArgumentParser is the reference), and it must know every option ArgumentParser
/// knows, from ArgumentParser's own description of the command.
@Suite("sort-contacts parsed directly")
struct DirectArgumentsTests {
    typealias SortContacts = LocalizedIndexCommand.SortContacts

    /// One option as ArgumentParser describes it (`--experimental-dump-help`'s JSON).
    struct DescribedOption {
        var long: String
        var short: String?
        var takesValue: Bool
        var values: [String]
    }

    /// `sort-contacts`' options from ArgumentParser's description, without its built-in `--help` and `--version`.
    static let described: [DescribedOption] = {
        let json = try! JSONSerialization.jsonObject(with: Data(SortContacts._dumpHelp().utf8)) as! [String: Any]
        let arguments = (json["command"] as! [String: Any])["arguments"] as! [[String: Any]]
        return arguments.compactMap { argument in
            let names = argument["names"] as? [[String: String]] ?? []
            guard let long = names.first(where: { $0["kind"] == "long" })?["name"], long != "help", long != "version"
            else { return nil }
            return DescribedOption(long: long, short: names.first { $0["kind"] == "short" }?["name"],
                                   takesValue: argument["kind"] as? String == "option",
                                   values: argument["allValues"] as? [String] ?? [])
        }
    }()

    /// ArgumentParser's request for `arguments`, or `nil` when it fails, answers with help or parses to
    /// another command.
    static func reference(_ arguments: [String]) -> SortContactsRequest? {
        (try? LocalizedIndexCommand.parseAsRoot(arguments) as? SortContacts)?.request
    }

    /// Checks that `arguments` are parsed directly, to ArgumentParser's command.
    static func expectAccepted(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let direct = DirectArguments.sortContacts(arguments) else {
            Issue.record("not parsed directly: \(arguments)", sourceLocation: sourceLocation)
            return
        }
        guard let reference = reference(arguments) else {
            Issue.record("ArgumentParser does not parse \(arguments) to sort-contacts", sourceLocation: sourceLocation)
            return
        }
        #expect(direct == reference, "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test("DirectArguments knows every option ArgumentParser describes, with its short name and kind")
    func everyOption() {
        #expect(Self.described.count > 20)
        for option in Self.described {
            #expect(DirectArguments.takesValue(option.long) == option.takesValue, "--\(option.long)")
            if let short = option.short {
                #expect(DirectArguments.longName(short: short) == option.long, "-\(short)")
            }
        }
        #expect(Set(DirectArguments.optionNames) == Set(Self.described.map(\.long)))
    }

    @Test("the forms scripts use are parsed directly, as ArgumentParser parses them")
    func plainForms() {
        Self.expectAccepted(["sort-contacts", "--locale", "en", "--input", "names.tsv", "--name-field", "display",
                             "--format", "json"])
        Self.expectAccepted(["sort-contacts", "-l", "sv", "-i", "contacts.vcf", "-o", "out.html", "--format", "html",
                             "--title", "Members"])
        Self.expectAccepted(["--locale=zh_Hant@collation=stroke", "--sample", "--style=icu", "--index-slots", "20"])
        Self.expectAccepted(["sort-contacts", "--input", "crm.csv", "--name-field", "Account Name", "--on-error", "skip",
                             "--format", "json", "--with-keys", "--timings", "--empty-sections", "nearest"])
        Self.expectAccepted(["sort-contacts", "--input", "a.csv", "--no-header", "--sort-by", "family",
                             "--other-scripts", "transliterate", "--add-labels", "en,ru", "--max-labels", "40",
                             "--search-entry", "--encoding", "Shift_JIS", "--input-format", "csv",
                             "--reading-field", "yomi"])
        Self.expectAccepted(["sort-contacts"])
        Self.expectAccepted([])
    }

    @Test("help, other commands, repeats, dashes and errors are left to ArgumentParser", arguments: [
        ["--help"], ["-h"], ["sort-contacts", "--help"], ["--version"], ["help"], ["titles", "--locale", "sv"],
        ["sort-contacts", "names.txt"], ["--locale", "sv", "sort-contacts"], ["--", "--locale"],
        ["--locale", "sv", "--locale", "de"], ["--sample", "--sample"], ["--locale"], ["--locale="], ["--locale", ""],
        ["--input", "-"], ["--title=-x", "--format", "html"], ["-lsv"], ["-l=sv"], ["--format", "yaml"],
        ["--index-slots", "0"], ["--index-slots", "twenty"], ["--max-labels", "0"], ["--title", "x"],
        ["--sample", "--input", "a.csv"], ["--with-keys"], ["--format", "sqlite"], ["--timings=yes"],
        ["--generate-completion-script", "bash"], ["--experimental-dump-help"], ["--bogus"], ["-x", "y"],
    ])
    func leftToArgumentParser(arguments: [String]) {
        #expect(DirectArguments.sortContacts(arguments) == nil)
    }

    /// Arguments made at random from ArgumentParser's description: right and wrong values, attached values,
    /// short names, repeats, stray words and unknown options. Every command the direct parser returns must be
    /// ArgumentParser's; and it must accept a fair share of them, or the check says nothing.
    @Test("random arguments: whatever is parsed directly, ArgumentParser parses the same")
    func randomArguments() {
        var random = SplitMix(seed: 0x5EED_D1EC)
        var accepted = 0
        let count = 600
        for _ in 0..<count {
            let arguments = Self.randomArguments(using: &random)
            guard let direct = DirectArguments.sortContacts(arguments) else { continue }
            accepted += 1
            guard let reference = Self.reference(arguments) else {
                Issue.record("parsed directly, refused by ArgumentParser: \(arguments)")
                continue
            }
            #expect(direct == reference, "\(arguments)")
        }
        #expect(accepted > count / 5, "only \(accepted) of \(count) parsed directly")
    }

    static let values = ["sv", "en", "zh_Hant@collation=stroke", "names.tsv", "a b", "Ω", "display", "0", "1", "20",
                         "+3", "-1", "x", "", "-", "--", "--locale", "a=b", "99999999999999999999", "html", "json"]
    static let strays = ["--bogus", "-x", "--help", "-h", "--version", "names.txt", "--", "-", "titles", "--no-sample"]

    static func randomArguments(using random: inout SplitMix) -> [String] {
        var arguments: [String] = random.below(100) < 80 ? ["sort-contacts"] : []
        for _ in 0..<random.below(7) {
            if random.below(100) < 4 {
                arguments.append(strays[random.below(strays.count)])
                continue
            }
            let option = described[random.below(described.count)]
            var name = "--" + option.long
            if let short = option.short, random.below(100) < 30 { name = "-" + short }
            guard option.takesValue else {
                arguments.append(random.below(100) < 5 ? name + "=true" : name)
                continue
            }
            let value = !option.values.isEmpty && random.below(100) < 70
                ? option.values[random.below(option.values.count)]
                : values[random.below(values.count)]
            switch random.below(100) {
            case 0..<20: arguments.append(name + "=" + value)
            case 20..<23: arguments.append(name)  // no value
            default: arguments += [name, value]
            }
        }
        return arguments
    }
}
