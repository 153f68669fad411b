#include "CICUShims.h"
#include "Canonical.h"
#include "UTF16Buffer.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>


int32_t lic_is_nfc(const uint8_t *text, int32_t length) {
    UErrorCode error = U_ZERO_ERROR;
    const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(error);
    if (U_FAILURE(error)) return 0;
    const bool normalized =
        nfc->isNormalizedUTF8(icu::StringPiece(reinterpret_cast<const char *>(text), length), error);
    return U_SUCCESS(error) && normalized;
}

int32_t lic_nfc(const uint8_t *text, int32_t length, uint8_t *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(error);
    if (U_FAILURE(error)) return 0;
    lic::UTF16Buffer utf16(text, length, error);
    if (U_FAILURE(error)) return 0;
    icu::UnicodeString source(false, utf16.data(), utf16.length());  // read-only alias, no copy
    icu::UnicodeString result = nfc->normalize(source, error);
    if (U_FAILURE(error)) return 0;
    int32_t needed = 0;
    u_strToUTF8(reinterpret_cast<char *>(out), capacity, &needed, result.getBuffer(), result.length(), &error);
    return needed;
}

bool lic::isPlainCodePoint(UChar c) {
    return c != 0xFFFF && !U_IS_SURROGATE(c) && u_getCombiningClass(c) == 0 &&
           u_getIntPropertyValue(c, UCHAR_LEAD_CANONICAL_COMBINING_CLASS) == 0 &&
           u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES;
}
