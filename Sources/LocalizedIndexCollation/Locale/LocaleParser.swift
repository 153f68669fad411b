/// Turns what a user typed into a validated ICU locale ID. The policy lives here; ``ICU/Locale`` only
/// bridges ICU's calls.
enum LocaleParser {
    /// POSIX `@modifier`s that name a script (`sr_RS@latin`); others (`@euro`) say nothing about collation.
    private static let scriptModifiers = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"]

    /// The ICU ID for `text`, before validation.
    static func icuIdentifier(parsing text: String) throws(LocaleError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw LocaleError(input: text, reason: .empty, suggestions: []) }
        // The POSIX locales, also with a codeset (`C.UTF-8`, the default of many containers).
        switch trimmed.lowercased().prefix(while: { $0 != "." && $0 != "@" }) {
        case "c", "posix": return "en"
        case "root", "und": return ""
        default: break
        }
        guard trimmed.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_.@=;".unicodeScalars.contains($0)) })
        else { throw LocaleError(input: text, reason: .malformed, suggestions: LocaleSuggestions.closeMatches(to: trimmed)) }

        let isICUOrPOSIX = trimmed.contains("_") || trimmed.contains("@") || trimmed.contains(".")
        if !isICUOrPOSIX {
            guard let (id, parsed) = try? ICU.Locale.fromLanguageTag(trimmed), parsed == trimmed.utf8.count, !id.isEmpty
            else { throw LocaleError(input: text, reason: .malformed, suggestions: LocaleSuggestions.closeMatches(to: trimmed)) }
            return id
        }
        guard let id = try? ICU.Locale.canonicalize(posixToICU(trimmed)), !id.isEmpty else {
            throw LocaleError(input: text, reason: .malformed, suggestions: LocaleSuggestions.closeMatches(to: trimmed))
        }
        return id
    }

    /// `sv_SE.UTF-8` → `sv_SE`, `sr_RS@latin` → `sr_Latn_RS`; ICU IDs (`zh@collation=stroke`) pass unchanged.
    private static func posixToICU(_ text: String) -> String {
        var body = Substring(text)
        var modifier: Substring?
        if let at = body.firstIndex(of: "@"), !body[at...].contains("=") {
            modifier = body[body.index(after: at)...]
            body = body[..<at]
        }
        if let dot = body.firstIndex(of: ".") {
            let rest = body[dot...].firstIndex(of: "@").map { body[$0...] } ?? ""
            body = body[..<dot] + rest
        }
        guard let modifier, let script = scriptModifiers[modifier.lowercased()] else { return String(body) }
        let parts = body.split(separator: "_", maxSplits: 1)
        switch parts.count {
        case 0: return String(body)  // `@latin` alone names no language: left for validation to refuse
        case 1: return "\(parts[0])_\(script)"
        default: return "\(parts[0])_\(script)_\(parts[1])"
        }
    }

    /// Refuses what ICU would silently replace by the root locale.
    static func validate(_ id: String, input: String) throws(LocaleError) {
        guard !id.isEmpty else { return }
        let language = ICU.Locale.language(id)
        guard ICU.Locale.isAvailableLanguage(language) else {
            throw LocaleError(input: input, reason: .unknownLanguage(language),
                              suggestions: LocaleSuggestions.closeMatches(to: input))
        }
        let script = ICU.Locale.script(id)
        guard script.isEmpty || ICU.Locale.isKnownScript(script) else {
            throw LocaleError(input: input, reason: .unknownScript(script),
                              suggestions: LocaleSuggestions.locales(ofLanguage: language, near: script))
        }
        let region = ICU.Locale.region(id)
        guard region.isEmpty || ICU.Locale.isKnownRegion(region) else {
            throw LocaleError(input: input, reason: .unknownRegion(region),
                              suggestions: LocaleSuggestions.locales(ofLanguage: language, near: region))
        }
        if let collation = ICU.Locale.keywordValue(id, "collation") {
            let base = (try? ICU.Locale.baseName(id)) ?? id
            let available = ICU.Locale.collationTypes(for: base)
            guard available.contains(collation) else {
                throw LocaleError(input: input, reason: .unknownCollation(collation, available: available),
                                  suggestions: [])
            }
        }
    }
}

extension String {
    /// The text without leading and trailing white space.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        // A substring of the scalars, copied: building a scalar view from the slice appends it element by
        // element through generic code, whose first use looks up a conformance among all of the program's.
        return String(Substring(scalars[first...last]))
    }
}
