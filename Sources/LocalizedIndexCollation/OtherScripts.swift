import FoundationEssentials

extension LocalizedIndexCollation {
    /// Where names written in a script that the locale's index has no letters for go, in the `uikit` style:
    /// `Иван` in an English list, `张伟` in a Swedish one.
    public enum OtherScripts: Sendable, Hashable {
        /// Under `#`, as UIKit does (the default).
        case group
        /// Under the letter of their Latin transliteration (ICU `Any-Latin`; Han through `Han-Latin/Names`,
        /// pinyin with surname readings): `Иван` under I, `张伟` under Z. Only the section is chosen this way;
        /// names are shown and sorted as written.
        case transliterate
        /// Under their own script's letters, added after the locale's own (ICU `addLabels` of a locale that
        /// writes the script): `Иван` under И. Han, which has no letters, is placed by its pinyin; a script
        /// whose letters the locale already has (`Latn` in English) adds nothing.
        ///
        /// ```swift
        /// let options = LocalizedIndexCollation.Options(otherScripts: .native(scripts: ["Cyrl", "Grek"]))
        /// let found = LocalizedIndexCollation.Options(otherScripts: .native(scripts: LocalizedIndexCollation.scripts(in: names)))
        /// ```
        ///
        /// - Parameter scripts: The scripts to add (`Cyrl`, `Grek`, `Hang`…); see
        ///   ``LocalizedIndexCollation/scripts(in:)`` to find those a list uses.
        case native(scripts: [Script])
    }

    /// The scripts the strings' first letters are written in, most used first (ties in code order): what
    /// ``OtherScripts/native(scripts:)`` needs to add exactly the scripts a list holds.
    ///
    /// A string's first letter is its first alphabetic character (Unicode's `Alphabetic` property); strings
    /// without one (digits, symbols) count for no script.
    ///
    /// ```swift
    /// LocalizedIndexCollation.scripts(in: ["Иван", "Ольга", "Anna", "42"])   // [Cyrl, Latn]
    /// ```
    ///
    /// - Parameter strings: The strings, such as the names of a list.
    /// - Returns: The scripts, the script of the most strings first.
    /// - Complexity: O(*n*) for *n* strings, one Unicode property look-up per string that does not start
    ///   with an ASCII letter.
    public static func scripts<Strings: Sequence<String>>(in strings: Strings) -> [Script] {
        var letters: [Unicode.Scalar: Int] = [:]
        for string in strings {
            if let letter = NameScripts.firstLetter(of: string) { letters[letter, default: 0] += 1 }
        }
        return scripts(ofFirstLetters: letters)
    }

    /// The first letter of `string`: its first alphabetic character (Unicode's `Alphabetic` property), what
    /// ``scripts(ofFirstLetters:)`` counts; nil when it has none. Decided without a property look-up for ASCII.
    /// For the package's contact reader, which counts first letters while it reads.
    package static func firstLetter(of string: String) -> Unicode.Scalar? {
        NameScripts.firstLetter(of: string)
    }

    /// ``firstLetter(of:)`` of the string whose valid UTF-8 is `bytes`, without making the string.
    package static func firstLetter(ofUTF8 bytes: Span<UInt8>) -> Unicode.Scalar? {
        NameScripts.firstLetter(ofUTF8: bytes)
    }

    /// The same answer as ``scripts(in:)``, from first letters already counted (while reading a file, say):
    /// how many strings start with each letter, a string's first letter being its first alphabetic
    /// character (Unicode's `Alphabetic` property).
    ///
    /// - Parameter counts: Each first letter and how many strings start with it.
    /// - Returns: The scripts, the script of the most strings first (ties in code order).
    package static func scripts(ofFirstLetters counts: [Unicode.Scalar: Int]) -> [Script] {
        var scripts: [String: Int] = [:]
        for (letter, count) in counts { scripts[ICU.scriptCode(of: letter), default: 0] += count }
        return scripts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { Script(validatedCode: $0.key) }
    }
}

/// The locale whose labels stand for a script in ``LocalizedIndexCollation/OtherScripts/native(scripts:)``,
/// from `CollationData/ScriptLocales.json`.
enum ScriptLocales {
    /// ISO 15924 code → locale, read from the file at build time.
    static var byScript: [String: String] { EmbeddedCollationData.scriptLocales }
}
