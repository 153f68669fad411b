// Which Han characters an ICU transform reads in context: the analysis behind composing Han readings
// character by character (HanReadingComposer.swift). See lic_transliterator_contextual_han in CICUShims.h.
#include "CICUShims.h"
#include "Handles.h"

#include <unicode/parsepos.h>
#include <unicode/uchar.h>
#include <unicode/translit.h>
#include <unicode/uniset.h>
#include <unicode/usetiter.h>

#include <algorithm>
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

/// One element of a rule's left-hand side: a character written out (plain, quoted or escaped), or a set
/// such as [:sc=Han:] or [单沈].
struct Element {
    UChar32 literal = -1;  ///< The character, or -1 for a set.
    icu::UnicodeSet set;   ///< The set, when `literal` is -1.
    Part part;
    bool optional = false;  ///< Under `?` or `*`: the rule matches without it.

    /// Whether every character the element matches is in `letters`.
    bool within(const icu::UnicodeSet &letters) const {
        return literal >= 0 ? letters.contains(literal) : !set.isEmpty() && letters.containsAll(set);
    }
};

/// One rule's left-hand side, as far as this analysis needs it.
struct Side {
    std::vector<Element> elements;
    bool hasAnchor = false;  ///< A `^` or `$`: the rule looks at the start or end of the text.
    bool sawClose = false;   ///< A `}` was read: what comes after it is context.
    /// Where the last atom (a character, a set, a quoted string or a group) starts in `elements`: what a
    /// `?` or `*` after it makes optional.
    size_t lastAtom = 0;
    std::vector<size_t> openGroups;  ///< Where each `(` not yet closed started.

    /// Where the next element stands.
    Part current() const { return sawClose ? after : key; }

    void addLiteral(UChar32 c) { elements.push_back({c, {}, current()}); }
    void addSet(icu::UnicodeSet &&set) { elements.push_back({-1, std::move(set), current()}); }

    /// Marks everything read so far as before-context, at a `{`.
    void open() {
        for (auto &element : elements) element.part = before;
    }

    /// Marks the last atom optional, at a `?` or `*`.
    void quantify() {
        for (size_t i = lastAtom; i < elements.size(); i++) elements[i].optional = true;
    }

    size_t count(Part part) const {
        size_t count = 0;
        for (const auto &element : elements) count += element.part == part;
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
    for (const auto &element : side.elements) {
        if (element.part == before) markBefore = element.literal >= 0 && isNoncharacter(element.literal);
        if (element.part == key) hanKey = element.literal >= 0 && han.contains(element.literal);
    }
    return markBefore && hanKey;
}

/// Context letters worth naming: a set of more is as good as any letter.
constexpr int32_t maxContextLetters = 64;

/// An element of a rule, besides the one at `reading`, that a name must hold one of the letters of for the
/// rule to apply: required (not under `?` or `*`) and made only of Han letters, which no pass writes (marks and
/// spaces are written by the transform itself). Context (`狐` in `{令}' '?狐`) or another key letter (`于` in
/// `单于`). The smallest such element, or nullptr.
const Element *requiredLetters(const Side &side, const icu::UnicodeSet &han, size_t reading) {
    const Element *best = nullptr;
    int32_t bestSize = maxContextLetters + 1;
    for (size_t index = 0; index < side.elements.size(); index++) {
        const Element &element = side.elements[index];
        if (index == reading || element.optional || !element.within(han)) continue;
        int32_t size = element.literal >= 0 ? 1 : element.set.size();
        if (size < bestSize) {
            best = &element;
            bestSize = size;
        }
    }
    return best;
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
            if (onLeft) {
                side.lastAtom = side.elements.size();
                side.addSet(std::move(set));
            }
            position = parsed.getIndex();
            continue;
        }
        if (c == u'\'') {  // a quoted literal; '' is a quote
            position++;
            if (onLeft && !isID) side.lastAtom = side.elements.size();
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
                if (onLeft && !isID) side.addLiteral(quoted);
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
            if (onLeft && !isID) {
                side.lastAtom = side.elements.size();
                side.addLiteral(escaped);
            }
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
        case u'(':
            side.openGroups.push_back(side.elements.size());
            break;
        case u')':
            if (!side.openGroups.empty()) {
                side.lastAtom = side.openGroups.back();
                side.openGroups.pop_back();
            }
            break;
        case u'?': case u'*':
            side.quantify();
            break;
        case u' ': case u'\t': case u'\n': case u'\r': case u'+': case u'|': case u'.': case u'@':
            break;
        default:
            side.lastAtom = side.elements.size();
            side.addLiteral(c);
        }
    }
    return true;
}

}  // namespace

int32_t lic_transliterator_contextual_han(const LICTransliterator *transliterator, LICContextualHan *out,
                                          int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    if (U_FAILURE(error)) return 0;
    const icu::UnicodeSet &han = lic::hanLetters();
    if (han.isBogus()) error = U_MEMORY_ALLOCATION_ERROR;
    std::vector<icu::UnicodeString> rules;
    collectRules(*reinterpret_cast<const icu::Transliterator *>(transliterator), rules, error);
    std::vector<std::pair<UChar32, UChar32>> found;  // (letter, a letter its rule needs, or 0)
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
            for (size_t index = 0; index < side.elements.size(); index++) {
                const Element &element = side.elements[index];
                if (element.part != key) continue;
                icu::UnicodeSet letters;
                if (element.literal >= 0) {
                    if (han.contains(element.literal)) letters.add(element.literal);
                } else if (!element.set.containsNone(han) && !element.set.containsAll(han)) {
                    // A set that takes in all Han letters or none treats each alike (as word starts and
                    // spacing do); one that picks some out reads those in context.
                    letters = element.set;
                    letters.retainAll(han);
                }
                const Element *needed = requiredLetters(side, han, index);
                for (icu::UnicodeSetIterator letter(letters); letter.next();) {
                    if (needed == nullptr) {
                        found.push_back({letter.getCodepoint(), 0});
                    } else if (needed->literal >= 0) {
                        found.push_back({letter.getCodepoint(), needed->literal});
                    } else {
                        for (icu::UnicodeSetIterator other(needed->set); other.next();)
                            found.push_back({letter.getCodepoint(), other.getCodepoint()});
                    }
                }
            }
        }
    }
    if (U_FAILURE(error)) return 0;
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    int32_t count = static_cast<int32_t>(found.size());
    for (int32_t i = 0; i < count && i < capacity; i++) {
        out[i] = {static_cast<uint32_t>(found[i].first), static_cast<uint32_t>(found[i].second)};
    }
    if (count > capacity) error = U_BUFFER_OVERFLOW_ERROR;
    return count;
}
