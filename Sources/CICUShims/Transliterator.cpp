#include "CICUShims.h"
#include "UTF16Buffer.h"

#include <unicode/translit.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>

#include <cstring>

void lic_script_code(uint32_t codePoint, char *out) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(static_cast<UChar32>(codePoint), &status);
    const char *name = U_SUCCESS(status) ? uscript_getShortName(script) : "Zzzz";
    std::strncpy(out, name != nullptr ? name : "Zzzz", 7);
    out[7] = 0;
}

LICTransliterator *lic_transliterator_open(const char *transformID, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    icu::Transliterator *transliterator =
        icu::Transliterator::createInstance(icu::UnicodeString::fromUTF8(transformID), UTRANS_FORWARD, error);
    if (U_FAILURE(error)) {
        delete transliterator;
        return nullptr;
    }
    return reinterpret_cast<LICTransliterator *>(transliterator);
}

void lic_transliterator_close(LICTransliterator *transliterator) {
    delete reinterpret_cast<icu::Transliterator *>(transliterator);
}

LICTransliterator *lic_transliterator_clone(const LICTransliterator *transliterator) {
    return reinterpret_cast<LICTransliterator *>(
        reinterpret_cast<const icu::Transliterator *>(transliterator)->clone());
}

int32_t lic_transliterate(LICTransliterator *transliterator, const uint8_t *text, int32_t length, uint8_t *out,
                          int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    lic::UTF16Buffer utf16(text, length, error);
    if (U_FAILURE(error)) return 0;
    icu::UnicodeString result(utf16.data(), utf16.length());
    reinterpret_cast<icu::Transliterator *>(transliterator)->transliterate(result);
    int32_t needed = 0;
    u_strToUTF8(reinterpret_cast<char *>(out), capacity, &needed, result.getBuffer(), result.length(), &error);
    return needed;
}
