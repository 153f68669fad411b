// Character properties that decide where a name goes (its first letter, a leading digit), from ICU's data:
// the same Unicode version as the collation, and a trie look-up where the standard library searches a table.
#include "CICUShims.h"
#include "Handles.h"
#include "UTF16Buffer.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>

int32_t lic_is_alphabetic(uint32_t codePoint) { return u_isUAlphabetic(static_cast<UChar32>(codePoint)) ? 1 : 0; }

int32_t lic_is_ideographic(uint32_t codePoint) {
    return u_hasBinaryProperty(static_cast<UChar32>(codePoint), UCHAR_IDEOGRAPHIC) ? 1 : 0;
}

const icu::UnicodeSet &lic::hanLetters() {
    static const icu::UnicodeSet *const set = [] {
        UErrorCode error = U_ZERO_ERROR;
        auto *made = new icu::UnicodeSet(UNICODE_STRING_SIMPLE("[[:sc=Han:]&[:Ideographic:]&[:L:]]"), error);
        made->freeze();
        return made;
    }();
    return *set;
}

int32_t lic_is_han_letter(uint32_t codePoint) {
    return lic::hanLetters().contains(static_cast<UChar32>(codePoint)) ? 1 : 0;
}

bool lic::startsWithDigit(const UChar *text, int32_t length) {
    for (int32_t i = 0; i < length;) {
        UChar32 c;
        U16_NEXT(text, i, length, c);
        if (c < 0x80) {
            switch (c) {
                case '#': case '(': case ')': case '+': case '-': case '.': case 0x7F: continue;
                default:
                    if (c <= 0x20) continue;
                    return c >= '0' && c <= '9';
            }
        }
        switch (u_charType(c)) {
            case U_FORMAT_CHAR: case U_CONTROL_CHAR: case U_NON_SPACING_MARK: case U_ENCLOSING_MARK:
            case U_COMBINING_SPACING_MARK: case U_SPACE_SEPARATOR: case U_LINE_SEPARATOR: case U_PARAGRAPH_SEPARATOR:
                continue;
            case U_DECIMAL_DIGIT_NUMBER:
                return true;
            case U_UPPERCASE_LETTER: case U_LOWERCASE_LETTER: case U_TITLECASE_LETTER: case U_MODIFIER_LETTER:
            case U_OTHER_LETTER: case U_LETTER_NUMBER:
                return false;
            default:
                // Only these categories hold white space besides the separators (U+0085 is a control).
                if (u_isUWhiteSpace(c)) continue;
                return false;
        }
    }
    return false;
}

int32_t lic_starts_with_digit(const uint8_t *text, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    lic::UTF16Buffer utf16(text, length, error);
    return U_SUCCESS(error) && lic::startsWithDigit(utf16.data(), utf16.length()) ? 1 : 0;
}

int32_t lic_general_category(uint32_t codePoint) { return u_charType(static_cast<UChar32>(codePoint)); }

int32_t lic_is_nfc_inert(uint32_t codePoint) {
    UChar32 c = static_cast<UChar32>(codePoint);
    return u_getCombiningClass(c) == 0 && u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES ? 1 : 0;
}

int32_t lic_block(uint32_t codePoint) { return ublock_getCode(static_cast<UChar32>(codePoint)); }

int32_t lic_block_named(const char *name) { return u_getPropertyValueEnum(UCHAR_BLOCK, name); }
