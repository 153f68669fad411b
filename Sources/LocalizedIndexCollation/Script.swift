extension LocalizedIndexCollation {
    /// A writing system, by its ISO 15924 code (`Latn`, `Cyrl`, `Grek`, `Hang`), checked against ICU's list
    /// when it is made: what ``OtherScripts/native(scripts:)`` adds letters for, and what
    /// ``LocalizedIndexCollation/scripts(in:)`` finds in a list.
    ///
    /// ```swift
    /// let cyrillic = try LocalizedIndexCollation.Script(code: userInput)  // from text: throws if unknown
    /// let options = LocalizedIndexCollation.Options(otherScripts: .native(scripts: ["Cyrl", "Grek"]))  // literals
    /// ```
    ///
    /// An unknown code is an error where the script is made (``ScriptError``), never a script silently left
    /// out of an index.
    public struct Script: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The ISO 15924 code, capitalized as the standard writes it: `Cyrl`.
        public let code: String

        /// The script with the ISO 15924 code `code`, in any letter case (`Cyrl`, `cyrl`).
        ///
        /// - Parameter code: Four letters: an ISO 15924 code that ICU knows.
        /// - Throws: ``ScriptError`` when `code` is not such a code. When it names scripts in another way (a
        ///   script's English name such as `Cyrillic`, or a locale such as `ru`), the error suggests their
        ///   codes.
        public init(code: String) throws(ScriptError) {
            let found = ICU.scriptCodes(named: code)
            guard code.utf8.count == 4, code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
                  found.count == 1, let canonical = found.first, canonical.lowercased() == code.lowercased()
            else { throw ScriptError(input: code, suggestions: found) }
            self.code = canonical
        }

        /// The script with the ISO 15924 code written as a literal: `"Cyrl"`.
        ///
        /// A literal that is not such a code is a programming error, and stops the program with the reason;
        /// use ``init(code:)`` for codes that come from outside.
        public init(stringLiteral code: String) {
            do {
                try self.init(code: code)
            } catch {
                preconditionFailure("\(error)")
            }
        }

        /// A script already known to be valid: the code of a character's script, as ICU gives it.
        init(validatedCode code: String) {
            self.code = code
        }

        /// The ISO 15924 code.
        public var description: String { code }
    }
}

/// The error for text that is not an ISO 15924 script code ICU knows.
///
/// Its description names the input and suggests codes when the text names scripts in another way:
/// `unknown script 'Cyrillic': not an ISO 15924 code (such as Latn, Cyrl, Hang); did you mean Cyrl?`
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as it was given.
    public let input: String
    /// The codes of the scripts the text names some other way (a script's name, a locale), best first.
    public let suggestions: [String]

    /// One line naming the input, what is wrong, and the suggestions.
    public var description: String {
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
        return "unknown script '\(input)': not an ISO 15924 code (such as Latn, Cyrl, Hang)\(hint)"
    }
}
