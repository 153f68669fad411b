import Foundation
import Testing
@testable import LocalizedIndexCollation

/// One assertion of AOSP's contacts-provider tests (`Fixtures/Android/aosp-expectations.tsv`, whose header
/// says where the rows come from): AOSP's test data, the expected values of the android style's tests.
struct AOSPExpectation: CustomTestStringConvertible, Sendable {
    /// The AOSP test method (`testEnglishContactLocaleUtils`).
    var method: String
    /// The LocaleSet, primary first, as BCP 47 tags; `(default…)` where the test uses the JVM's default.
    var locales: [String]
    /// What is asserted: `label`, `labels`, `phonebook_label`, `localeset`, `tokens`, `lookupkeys`, `ai_label`.
    var kind: String
    var input: String
    /// The `LocaleSet` predicate (`localeset`) or the name style (`lookupkeys`).
    var argument: String
    var expected: String
    /// Where AOSP asserts it: `ContactLocaleUtilsTest.java:132`.
    var source: String

    var testDescription: String { "\(source) \(method) [\(locales.joined(separator: ","))] \(input.debugDescription)" }

    /// Whether the test builds its LocaleSet from the JVM's default locale: nothing to check it against here.
    var usesDefaultLocale: Bool { locales.first?.hasPrefix("(") == true }

    /// The collation of the android style for this row's locale set: the first locale primary, the others
    /// the user's further languages.
    func collation() throws -> LocalizedIndexCollation {
        try LocalizedIndexCollation.android(locales)
    }

    /// This row's locale set.
    func localeSet() throws -> AndroidLocaleSet {
        AndroidLocaleSet(primary: try CollationLocale(locales[0]), secondary: try locales.dropFirst().map { try CollationLocale($0) })
    }

    static let file = PeerFixtures.directory.appendingPathComponent("Android/aosp-expectations.tsv")

    /// Every row of the fixture, in its order.
    static let all: [AOSPExpectation] = {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return AOSPExpectation(
                method: fields[0], locales: fields[1].split(separator: ",").map(String.init), kind: fields[2],
                input: unescaped(fields[3]), argument: fields[4], expected: fields[5], source: fields[7])
        }
    }()

    /// The rows of the kinds given, in the fixture's order.
    static func rows(_ kinds: String...) -> [AOSPExpectation] { all.filter { kinds.contains($0.kind) } }

    /// The fixture's `\t`, `\n` and `\\` as the characters.
    private static func unescaped(_ field: String) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// Android's full label lists for common locale sets (`Fixtures/Android/android-label-lists.tsv`, computed
/// by the issue's ICU4C and ICU4J probes; its header says how).
struct AndroidLabelList: CustomTestStringConvertible, Sendable {
    var locales: [String]
    var count: Int
    var numberBucket: Int
    /// `他`'s bucket, nil when Japanese is not preferred.
    var miscBucket: Int?
    var labels: [String]

    var testDescription: String { locales.joined(separator: ",") }

    static let all: [AndroidLabelList] = {
        let url = PeerFixtures.directory.appendingPathComponent("Android/android-label-lists.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let misc = Int(fields[3]) ?? -1
            return AndroidLabelList(locales: fields[0].split(separator: ",").map(String.init), count: Int(fields[1]) ?? 0,
                                    numberBucket: Int(fields[2]) ?? -1, miscBucket: misc < 0 ? nil : misc,
                                    labels: fields[4].split(separator: "|", omittingEmptySubsequences: false).map(String.init))
        }
    }()
}

extension LocalizedIndexCollation {
    /// The android style for a device's language list, primary first (BCP 47 tags).
    static func android(_ locales: [String]) throws -> LocalizedIndexCollation {
        try LocalizedIndexCollation(locale: locales[0], style: .android,
                                    options: .init(additionalLabelLocales: locales.dropFirst().map { try CollationLocale($0) }))
    }
}
