import LocalizedIndexSupport

/// The error for a locale that ICU has no data for, or that is not a locale identifier at all.
///
/// Its description names the input, says what is wrong, and lists close matches:
/// `unknown locale 'english': no language 'english' in ICU 72.1; did you mean en (English)?`
public struct LocaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the input.
    public enum Reason: Equatable, Sendable {
        /// The input is empty or blank.
        case empty
        /// The input is not in BCP 47, ICU or POSIX form.
        case malformed
        /// ICU has no data for this language.
        case unknownLanguage(String)
        /// Not an ISO 15924 script code.
        case unknownScript(String)
        /// Not an ISO 3166 region or UN M.49 area.
        case unknownRegion(String)
        /// ICU has no such collation for the locale; `available` lists those it has.
        case unknownCollation(String, available: [String])
    }

    /// The text as the user gave it.
    public let input: String
    /// What is wrong.
    public let reason: Reason
    /// Close matches, as BCP 47 tags with their English names ("en (English)"), best first.
    public let suggestions: [String]

    /// One line naming the input, what is wrong, and the suggestions; the input's control characters are
    /// escaped (`\u{1B}`) and a long input is cut (`…`).
    public var description: String {
        let problem: String
        switch reason {
        case .empty: problem = "a locale identifier is needed (such as en, sv-SE, zh-Hant-TW)"
        case .malformed: problem = "not a BCP 47 tag (sv-SE), ICU ID (sv_SE) or POSIX name (sv_SE.UTF-8)"
        case .unknownLanguage(let language): problem = "no language '\(language)' in ICU \(ICU.version)"
        case .unknownScript(let script): problem = "no script '\(script)'"
        case .unknownRegion(let region): problem = "no region '\(region)'"
        case .unknownCollation(let type, let available):
            problem = "no collation '\(type)' for this locale (it has: \(available.joined(separator: ", ")))"
        }
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"
        return MessageText.sanitized("unknown locale '\(MessageText.echo(input))': \(problem)\(hint)")
    }
}
