#include "CICUShims.h"

#include <unicode/unum.h>
#include <unicode/ustring.h>

int32_t lic_format_integer(const char *localeID, int64_t value, uint8_t *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    UNumberFormat *format = unum_open(UNUM_DECIMAL, nullptr, 0, localeID, nullptr, &error);
    if (U_FAILURE(error)) return 0;
    UChar digits[64];
    const int32_t length = unum_formatInt64(format, value, digits, 64, nullptr, &error);
    unum_close(format);
    if (U_FAILURE(error)) return 0;
    int32_t needed = 0;
    u_strToUTF8(reinterpret_cast<char *>(out), capacity, &needed, digits, length, &error);
    return needed;
}
