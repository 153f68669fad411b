import Foundation
import LocalizedIndexCollation
import LocalizedIndexContacts

/// Why a record moves between two locales' orders, when a simple rule over the locales' own data names it.
///
/// **The record changed section** (its section title differs between the two locales): the first rule that
/// fits, each tried in the other locale first, then in the base locale:
///
/// 1. *strokes vs pinyin*: its key starts with a Han character that one locale places under a stroke count
///    (`11 畫`) and the other under a Latin letter (its pinyin): `strokes vs pinyin`.
/// 2. *no reading*: one locale places it in its section for names without a reading (Japanese `他`):
///    `no reading in ja`.
/// 3. *a letter rule* (below) for the first letters of its key.
///
/// **The record stayed in its section** but passed another: the nearest record it passes that does not move
/// itself (the record that is now on its other side) is compared with it. If that record changed section,
/// its reason, with its name: `Ä is a letter after Z in sv (Ängström)`. Otherwise the letter rule for the
/// characters where the two keys differ (ignoring case), from the first up to the first whose bare letters
/// differ too: `ü sorts as y in sv` for `Abdülahat` against `Abdulgazi`; `ch is one letter in cs` for
/// `Achim` against `Adam`; `ø sorts as ö, a letter after Z in sv` for `Sørensen` against `Štěpánek` (where
/// `S`/`Š` come first but are one letter in sv); with the other record's name when its letter is the one the
/// rule is about.
///
/// **The letter rule** takes the shortest run of one to three letters, starting at most two letters before
/// the differing character and covering it, that the two locales' indexes place under different titles
/// (`section(for:)` of the run alone), and only letters with case (Latin, Greek, Cyrillic, …; not Han, kana
/// or Hangul, whose placement is by reading). In the locale *L* that places it under *T*, the other under *T′*:
///
/// - *after Z*: *T* is after `Z` in *L*'s titles and *T′* is not after `Z`: `Ä is a letter after Z in sv`,
///   or, when the run is not *T* itself, `Ø sorts as Ö, a letter after Z in sv`, `Aa sorts as Å, a letter
///   after Z in da`.
/// - *one letter*: the run has two or more letters and is *T*: `Ch is one letter in cs`.
/// - *a letter of its own*: the run is one accented letter (it decomposes, `Č` = `C` + ˇ), it is *T*, and
///   *T′* is its bare letter: `Č is a letter of its own in cs`.
/// - *sorts as*: otherwise, *T* is a one-letter title other than the run: `Ü sorts as Y in sv`.
///
/// Anything else (Han names ordered by reading in one locale and by radical in another, kana order, ties
/// broken differently) gets no reason: nil, never a guess.
struct MoveReasons {
    let base: LocaleArrangement
    let other: LocaleArrangement
    let baseName: String
    let otherName: String
    let sectionKeys: [String]
    let names: [String]

    private struct Side {
        let arrangement: LocaleArrangement
        let name: String
        let zSection: Int?

        init(_ arrangement: LocaleArrangement, name: String) {
            self.arrangement = arrangement
            self.name = name
            zSection = arrangement.collation.sectionTitles.firstIndex(of: "Z")
        }

        func isAfterZ(section: Int) -> Bool {
            guard let zSection else { return false }
            return section > zSection && arrangement.collation.sectionKinds[section] == .letter
        }
    }

    private var sides: [(Side, Side)] {
        let baseSide = Side(base, name: baseName), otherSide = Side(other, name: otherName)
        return [(otherSide, baseSide), (baseSide, otherSide)]
    }

    /// The reason for moving the record at `basePosition` of the base order.
    ///
    /// - Parameters:
    ///   - basePosition: The record's position in the base locale's order.
    ///   - keptBefore: For each base position, the nearest position before it that does not move, -1 if none.
    ///   - keptAfter: For each base position, the nearest position after it that does not move, -1 if none.
    func reason(basePosition: Int, keptBefore: [Int32], keptAfter: [Int32]) -> String? {
        let record = Int(base.order[basePosition])
        guard base.title(of: record) == other.title(of: record) else { return sectionReason(record) }
        // The nearest record that stays which it passes: the one before it in the base order if it now goes
        // before that one, else the one after it if it now goes after that one.
        let otherPosition = other.positions[record]
        let before = Int(keptBefore[basePosition]), after = Int(keptAfter[basePosition])
        let passed: Int
        if before >= 0, otherPosition < other.positions[Int(base.order[before])] {
            passed = Int(base.order[before])
        } else if after >= 0, otherPosition > other.positions[Int(base.order[after])] {
            passed = Int(base.order[after])
        } else {
            return nil
        }
        if base.title(of: passed) != other.title(of: passed) {
            return sectionReason(passed).map { "\($0) (\(names[passed]))" }
        }
        let mine = Array(sectionKeys[record]), theirs = Array(sectionKeys[passed])
        // Each character where the keys differ, up to the first whose bare letters differ too (`S`/`Š` may be
        // one letter and `ø`/`t` after it decide; after `ø`/`t`, nothing else can).
        for index in 0..<min(mine.count, theirs.count) where mine[index].lowercased() != theirs[index].lowercased() {
            if let reason = letterReason(mine, covering: index) { return reason }
            if let reason = letterReason(theirs, covering: index) { return "\(reason) (\(names[passed]))" }
            if Self.bareLetter(mine[index].lowercased()) != Self.bareLetter(theirs[index].lowercased()) { break }
        }
        return nil
    }

    /// The reason a record's own change of section gives, nil when no rule fits.
    func sectionReason(_ record: Int) -> String? {
        let baseTitle = base.title(of: record), otherTitle = other.title(of: record)
        guard baseTitle != otherTitle else { return nil }
        let key = Array(sectionKeys[record])
        guard let start = key.firstIndex(where: Self.isLetter) else { return nil }
        let first = key[start]
        // 1. strokes vs pinyin.
        if first.unicodeScalars.first?.properties.isIdeographic == true,
           (Self.isStrokeCount(baseTitle) && Self.isLatinLetter(otherTitle))
            || (Self.isStrokeCount(otherTitle) && Self.isLatinLetter(baseTitle)) {
            return "strokes vs pinyin"
        }
        // 2. no reading.
        for (side, opposite) in sides
        where side.arrangement.kind(of: record) == .unread && opposite.arrangement.kind(of: record) != .unread {
            return "no reading in \(side.name)"
        }
        // 3. the letters it starts with.
        return letterReason(key, covering: start)
    }

    /// The letter rule for the run of letters of `key` that covers position `index`, nil when none fits.
    private func letterReason(_ key: [Character], covering index: Int) -> String? {
        guard index < key.count else { return nil }
        for start in max(0, index - 2)...index {
            for length in (index - start + 1)...3 where start + length <= key.count {
                let run = key[start..<(start + length)]
                guard run.allSatisfy(Self.isCasedLetter) else { break }
                if let reason = runReason(String(run)) { return reason }
            }
        }
        return nil
    }

    /// The reason when the two locales place `run` under different titles; nil when they place it alike or
    /// no phrasing fits.
    private func runReason(_ run: String) -> String? {
        for (side, opposite) in sides {
            let section = side.arrangement.collation.section(for: run)
            let oppositeSection = opposite.arrangement.collation.section(for: run)
            let title = side.arrangement.collation.sectionTitles[section]
            let oppositeTitle = opposite.arrangement.collation.sectionTitles[oppositeSection]
            guard title != oppositeTitle else { return nil }
            guard side.arrangement.collation.sectionKinds[section] == .letter,
                  opposite.arrangement.collation.sectionKinds[oppositeSection] == .letter,
                  title.allSatisfy(Self.isCasedLetter) else { continue }
            let shown = Self.shownLike(run, title)
            if side.isAfterZ(section: section) && !opposite.isAfterZ(section: oppositeSection) {
                return run.uppercased() == title.uppercased()
                    ? "\(run) is a letter after Z in \(side.name)"
                    : "\(run) sorts as \(shown), a letter after Z in \(side.name)"
            }
            if run.count >= 2, run.uppercased() == title.uppercased() { return "\(run) is one letter in \(side.name)" }
            if run.count == 1, run.uppercased() == title.uppercased(), Self.bareLetter(title) != title,
               Self.bareLetter(title) == oppositeTitle.uppercased() {
                return "\(run) is a letter of its own in \(side.name)"
            }
            if title.count == 1, run.uppercased() != title.uppercased(), Self.bareLetter(run.uppercased()) == oppositeTitle {
                return "\(run) sorts as \(shown) in \(side.name)"
            }
        }
        return nil
    }

    /// A title in the case of the run it explains: `y` for a lower-case `ü`, `Y` for `Ü`.
    private static func shownLike(_ run: String, _ title: String) -> String {
        guard let first = run.first, first.isLowercase else { return title }
        return title.lowercased()
    }

    static func isLetter(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.isAlphabetic == true
    }

    /// A letter of a script with case (Latin, Greek, Cyrillic, Armenian…): Han, kana and Hangul are placed by
    /// reading, not by letter, so the letter rules do not speak of them.
    static func isCasedLetter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic && (scalar.properties.isLowercase || scalar.properties.isUppercase)
            && (scalar.properties.changesWhenUppercased || scalar.properties.changesWhenLowercased)
    }

    /// A Chinese stroke-count title: `11 畫`, `25 畫以上`, ICU's `11劃`.
    static func isStrokeCount(_ title: String) -> Bool {
        guard let first = title.first, first.isASCII, first.isNumber else { return false }
        return title.contains("畫") || title.contains("画") || title.contains("劃")
    }

    /// A title that is one of A–Z.
    static func isLatinLetter(_ title: String) -> Bool {
        title.unicodeScalars.count == 1 && title.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The letter without its accents: the first scalar of its canonical decomposition (`Č` → `C`; `Ø`, which
    /// does not decompose, stays `Ø`).
    static func bareLetter(_ letter: String) -> String {
        letter.decomposedStringWithCanonicalMapping.unicodeScalars.first.map { String(Character($0)) } ?? letter
    }
}
