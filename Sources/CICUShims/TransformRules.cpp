// Which Han characters an ICU transform reads in context: the analysis behind composing Han readings
// character by character (HanReadingComposer.swift). See lic_transliterator_contextual_han in CICUShims.h.
#include "CICUShims.h"
#include "Handles.h"

#include <unicode/parsepos.h>
#include <unicode/uchar.h>
#include <unicode/translit.h>
#include <unicode/uniset.h>

#include <vector>

namespace {

/// The rules text of every rule-based pass of `transliterator`, compounds taken apart.
void collectRules(const icu::Transliterator &transliterator, std::vector<icu::UnicodeString> &rules,
                  UErrorCode &status) {
    // countElements is 0 for anything but a compound.
    int32_t count = transliterator.countElements();
    if (count == 0) {
        icu::UnicodeString text;
        transliterator.toRules(text, false);
        rules.push_back(text);
        return;
    }
    for (int32_t index = 0; index < count && U_SUCCESS(status); index++) {
        collectRules(transliterator.getElement(index, status), rules, status);
    }
}

/// Where an element of a rule's left-hand side stands: `before { key } after`; without braces, all is key.
enum Part { before, key, after };

/// One rule's left-hand side, as far as this analysis needs it.
struct Side {
    /// Characters written out (plain, quoted or escaped), each with where it stands.
    std::vector<std::pair<UChar32, Part>> literals;
    /// Sets such as [:sc=Han:] or [单沈], each with where it stands.
    std::vector<std::pair<icu::UnicodeSet, Part>> sets;
    bool hasAnchor = false;  ///< A `^` or `$`: the rule looks at the start or end of the text.
    bool sawClose = false;   ///< A `}` was read: what comes after it is context.

    /// Where the next element stands.
    Part current() const { return sawClose ? after : key; }

    /// Marks everything read so far as before-context, at a `{`.
    void open() {
        for (auto &literal : literals) literal.second = before;
        for (auto &set : sets) set.second = before;
    }

    size_t count(Part part) const {
        size_t count = 0;
        for (const auto &literal : literals) count += literal.second == part;
        for (const auto &set : sets) count += set.second == part;
        return count;
    }
};

/// Whether `c` is a noncharacter (U+FDD0–FDEF, U+xFFFE, U+xFFFF): what transforms use as internal marks,
/// such as `Han-Latin/Names`' mark of a word's start, and never a letter of a name.
bool isNoncharacter(UChar32 c) { return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE; }

/// Whether the rule reads its one key character only at a word's start: `﷑{单} > shàn;`, its only context a
/// mark before it. A character read alone at the start of a name, and after another character elsewhere,
/// reads both ways (HanReadingComposer.swift), so such a rule needs no whole-name transform.
bool isWordStartRule(const Side &side, const icu::UnicodeSet &han) {
    if (side.hasAnchor || side.count(after) != 0 || side.count(key) != 1 || side.count(before) != 1) return false;
    bool markBefore = false, hanKey = false;
    for (const auto &[c, part] : side.literals) {
        if (part == before) markBefore = isNoncharacter(c);
        if (part == key) hanKey = han.contains(c);
    }
    return markBefore && hanKey;
}

/// Reads one statement (up to `;`) from `position`; fills `side` with its left-hand side when it is a forward
/// rule and sets `isForwardRule`. Returns false at the end of the text. Sets U_UNSUPPORTED_ERROR for what the
/// analysis cannot follow (variables).
bool readStatement(const icu::UnicodeString &text, int32_t &position, Side &side, bool &isForwardRule,
                   UErrorCode &status) {
    side = Side();
    isForwardRule = false;
    int32_t length = text.length();
    while (position < length && (text.charAt(position) == u' ' || text.charAt(position) == u'\n' ||
                                 text.charAt(position) == u'\t' || text.charAt(position) == u'\r')) {
        position++;
    }
    if (position >= length) return false;
    bool isID = position + 1 < length && text.charAt(position) == u':' && text.charAt(position + 1) == u':';
    bool onLeft = true;
    while (position < length && U_SUCCESS(status)) {
        UChar32 c = text.char32At(position);
        if (c == u';') {
            position++;
            break;
        }
        if (c == u'#') {  // a comment, to the end of the line
            while (position < length && text.charAt(position) != u'\n') position++;
            continue;
        }
        if (c == u'[' && !isID) {
            icu::ParsePosition parsed(position);
            icu::UnicodeSet set(text, parsed, USET_IGNORE_SPACE, nullptr, status);
            if (U_FAILURE(status) || parsed.getIndex() <= position) {
                status = U_UNSUPPORTED_ERROR;
                return false;
            }
            if (onLeft) side.sets.push_back({set, side.current()});
            position = parsed.getIndex();
            continue;
        }
        if (c == u'\'') {  // a quoted literal; '' is a quote
            position++;
            while (position < length) {
                UChar32 quoted = text.char32At(position);
                position += U16_LENGTH(quoted);
                if (quoted == u'\'') {
                    if (position < length && text.charAt(position) == u'\'') {
                        position++;
                    } else {
                        break;
                    }
                }
                if (onLeft && !isID) side.literals.push_back({quoted, side.current()});
            }
            continue;
        }
        if (c == u'\\') {  // an escape: \uXXXX, \x{…} or a character; unescapeAt decodes it
            int32_t after = position + 1;
            UChar32 escaped = text.unescapeAt(after);
            if (escaped < 0) {
                status = U_UNSUPPORTED_ERROR;
                return false;
            }
            if (onLeft && !isID) side.literals.push_back({escaped, side.current()});
            position = after;
            continue;
        }
        position += U16_LENGTH(c);
        if (isID || !onLeft) continue;
        switch (c) {
        case u'>': case 0x2192:  // > or →: forward (and <> or ↔, read as < then >)
            isForwardRule = true;
            onLeft = false;
            break;
        case u'<': case 0x2190: case 0x2194:  // <, ←: a reverse rule unless a > follows
            if (c == 0x2194) isForwardRule = true;
            if (position < length && (text.charAt(position) == u'>')) {
                isForwardRule = true;
                position++;
            }
            onLeft = false;
            break;
        case u'=':  // a variable definition: its uses cannot be followed here
            status = U_UNSUPPORTED_ERROR;
            return false;
        case u'$':  // a variable reference or the end anchor
            if (position < length && u_isalpha(text.char32At(position))) {
                status = U_UNSUPPORTED_ERROR;
                return false;
            }
            side.hasAnchor = true;
            break;
        case u'^':
            side.hasAnchor = true;
            break;
        case u'{':
            side.open();
            break;
        case u'}':
            side.sawClose = true;
            break;
        case u' ': case u'\t': case u'\n': case u'\r': case u'(': case u')': case u'?': case u'*': case u'+':
        case u'|': case u'.': case u'@':
            break;
        default:
            side.literals.push_back({c, side.current()});
        }
    }
    return true;
}

}  // namespace

int32_t lic_transliterator_contextual_han(const LICTransliterator *transliterator, uint32_t *out, int32_t capacity,
                                          int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(error)) return 0;
    const icu::UnicodeSet &han = lic::hanLetters();
    if (han.isBogus()) error = U_MEMORY_ALLOCATION_ERROR;
    std::vector<icu::UnicodeString> rules;
    collectRules(*reinterpret_cast<const icu::Transliterator *>(transliterator), rules, error);
    icu::UnicodeSet contextual;
    for (const icu::UnicodeString &text : rules) {
        int32_t position = 0;
        Side side;
        bool isForwardRule = false;
        while (U_SUCCESS(error) && readStatement(text, position, side, isForwardRule, error)) {
            // A rule that matches one character, or one of a set, with nothing around it reads each
            // character alone; so does one keyed on a word's start.
            bool hasContext = side.hasAnchor || side.count(before) + side.count(after) > 0;
            if (!isForwardRule || (!hasContext && side.count(key) <= 1) || isWordStartRule(side, han)) continue;
            // What such a rule reads differently is its key (`令` in `{令}' '?狐`); its context (`狐`) is only
            // looked at, and read by other rules.
            for (const auto &[literal, part] : side.literals) {
                if (part == key && han.contains(literal)) contextual.add(literal);
            }
            // A set that takes in all Han letters or none treats each alike (as word starts and spacing
            // do); one that picks some out reads those in context.
            for (auto &[set, part] : side.sets) {
                if (part != key || set.containsNone(han) || set.containsAll(han)) continue;
                contextual.addAll(set.retainAll(han));
            }
        }
    }
    if (U_FAILURE(error)) return 0;
    int32_t count = 0;
    for (int32_t range = 0; range < contextual.getRangeCount(); range++) {
        for (UChar32 c = contextual.getRangeStart(range); c <= contextual.getRangeEnd(range); c++) {
            if (count < capacity) out[count] = static_cast<uint32_t>(c);
            count++;
        }
    }
    if (count > capacity) error = U_BUFFER_OVERFLOW_ERROR;
    return count;
}
