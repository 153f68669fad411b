#include "CICUShims.h"
#include "Canonical.h"
#include "Handles.h"
#include "UTF16Buffer.h"

#include <unicode/uchar.h>
#include <unicode/utf16.h>

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

// What lic_index_bucket_for, lic_starts_with_digit and lic_collator_sort_key do apart, from one conversion to
// UTF-16 and one pass of each normalization check, for the common case of a name placed and sorted by the
// same string.
int32_t lic_place_and_sort_key(const LICIndex *index, const LICCollator *collator, const uint8_t *text,
                               int32_t length, LICPlacement *placement, uint8_t *out, int32_t capacity,
                               int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    lic::UTF16Buffer utf16(text, length, error);
    if (U_FAILURE(error)) return 0;
    icu::UnicodeString name(false, utf16.data(), utf16.length()), composed, madeFCD;
    const icu::UnicodeString &nfc = lic::nfc(name, composed, error);
    const icu::UnicodeString &fcd = lic::fcd(nfc, madeFCD, error);
    if (U_FAILURE(error)) return 0;
    placement->bucket = lic::unwrap(index)->getBucketIndex(fcd, error);
    placement->startsWithDigit = lic::startsWithDigit(utf16.data(), utf16.length()) ? 1 : 0;
    if (U_FAILURE(error)) return 0;
    return lic::sortKeyOfNFC(collator, nfc, &fcd == &nfc, out, capacity);
}
