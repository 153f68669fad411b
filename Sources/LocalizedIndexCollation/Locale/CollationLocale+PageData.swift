/// What a page of the locale's list needs from CLDR besides its words: the names of scripts and the paper
/// it is printed on.
extension CollationLocale {
    /// The name of the script `code` (ISO 15924: `Grek`, `Cyrl`) in this locale's language, as a heading
    /// writes it: "Greek" in en, "Grekiska" in sv, "ギリシャ文字" in ja (CLDR's names, through ICU); the
    /// code itself when ICU has no name for it. What a contacts page puts above the first section of each
    /// script other scripts' letters added (``LocalizedIndexCollation/addedScript(ofSection:)``).
    package func displayName(ofScript code: String) -> String {
        ICU.Locale.scriptDisplayName(code, in: icuIdentifier.isEmpty ? "en" : icuIdentifier)
    }

    /// The paper this locale's region prints on, in millimetres (CLDR's `paperSize`): US Letter (216 × 279)
    /// in the United States, Canada and much of the Americas, A4 (210 × 297) elsewhere; the likely region
    /// when the locale names none (`en` prints on Letter, `en-GB` and `sv` on A4). A4 when ICU has no answer.
    package var paperSize: (width: Int, height: Int) {
        ICU.Locale.paperSize(icuIdentifier) ?? (210, 297)
    }
}
