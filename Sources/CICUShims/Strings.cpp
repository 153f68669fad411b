// lic_string, lic_query and lic_text_query: the calls of the services that own no ICU object, each kind
// reached through one entry point so that Swift makes one pointer call for all of them (ICU+Buffer.swift).
#include "CICUShims.h"
#include "TextOutput.h"

#include <unicode/ustring.h>

#include <cstring>
#include <memory>

namespace {

UErrorCode &asICU(int32_t *status) { return *reinterpret_cast<UErrorCode *>(status); }

/// A C string ICU keeps (or a literal) as the call's result.
int32_t copyCString(const char *text, char *out, int32_t capacity, int32_t *status) {
    if (text == nullptr) {
        asICU(status) = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return lic::copyText(text, static_cast<int32_t>(std::strlen(text)), out, capacity, asICU(status));
}

/// The UTF-16 result of `fill(first, second, units, capacity, status)` as UTF-8, ill-formed units each one
/// U+FFFD (as Swift's `String(decoding:as: UTF16.self)` reads them).
int32_t utf16AsUTF8(int32_t (*fill)(const char *, const char *, uint16_t *, int32_t, int32_t *), const char *first,
                    const char *second, char *out, int32_t capacity, int32_t *status) {
    constexpr int32_t kStackCapacity = 128;
    uint16_t stack[kStackCapacity];
    std::unique_ptr<uint16_t[]> heap;
    uint16_t *units = stack;
    int32_t length = fill(first, second, stack, kStackCapacity, status);
    if (asICU(status) == U_BUFFER_OVERFLOW_ERROR) {
        asICU(status) = U_ZERO_ERROR;
        heap.reset(new uint16_t[length]);
        units = heap.get();
        length = fill(first, second, units, length, status);
    }
    if (U_FAILURE(asICU(status))) return 0;
    int32_t needed = 0;
    u_strToUTF8WithSub(out, capacity, &needed, reinterpret_cast<const UChar *>(units), length, 0xFFFD, nullptr,
                       &asICU(status));
    return needed;
}

}  // namespace

int32_t lic_string(int32_t which, const char *first, const char *second, int64_t number, uint8_t *out,
                   int32_t capacity, int32_t *detail, int32_t *status) {
    char *text = reinterpret_cast<char *>(out);
    *detail = 0;
    switch (which) {
    case LIC_STRING_ICU_VERSION: {
        char version[32];
        lic_icu_version(version, sizeof version);
        return copyCString(version, text, capacity, status);
    }
    case LIC_STRING_ERROR_NAME: return copyCString(lic_error_name(static_cast<int32_t>(number)), text, capacity, status);
    case LIC_STRING_FROM_LANGUAGE_TAG: return lic_locale_from_language_tag(first, text, capacity, detail, status);
    case LIC_STRING_TO_LANGUAGE_TAG: return lic_locale_to_language_tag(first, text, capacity, status);
    case LIC_STRING_ICU_TO_LANGUAGE_TAG: return lic_icu_locale_to_language_tag(first, text, capacity, status);
    case LIC_STRING_CANONICALIZE: return lic_locale_canonicalize(first, text, capacity, status);
    case LIC_STRING_ADD_LIKELY_SUBTAGS: return lic_locale_add_likely_subtags(first, text, capacity, status);
    case LIC_STRING_BASE_NAME: return lic_locale_base_name(first, text, capacity, status);
    case LIC_STRING_LANGUAGE: return lic_locale_subtag(first, LIC_SUBTAG_LANGUAGE, text, capacity, status);
    case LIC_STRING_SCRIPT: return lic_locale_subtag(first, LIC_SUBTAG_SCRIPT, text, capacity, status);
    case LIC_STRING_REGION: return lic_locale_subtag(first, LIC_SUBTAG_REGION, text, capacity, status);
    case LIC_STRING_VARIANT: return lic_locale_subtag(first, LIC_SUBTAG_VARIANT, text, capacity, status);
    case LIC_STRING_KEYWORD_VALUE: return lic_locale_keyword_value(first, second, text, capacity, status);
    case LIC_STRING_DISPLAY_NAME: return utf16AsUTF8(lic_locale_display_name, first, second, text, capacity, status);
    case LIC_STRING_SCRIPT_DISPLAY_NAME:
        return utf16AsUTF8(lic_script_display_name, first, second, text, capacity, status);
    case LIC_STRING_AVAILABLE_LOCALE:
        if (number < 0 || number >= lic_locale_available_count()) break;
        return copyCString(lic_locale_available_at(static_cast<int32_t>(number)), text, capacity, status);
    case LIC_STRING_COLLATION_TYPES: return lic_collation_types(first, text, capacity, status);
    case LIC_STRING_SCRIPT_CODES: return lic_script_codes(first, text, capacity, status);
    case LIC_STRING_CONFUSABLE_SKELETON: return lic_confusable_skeleton(first, text, capacity, status);
    case LIC_STRING_FORMAT_INTEGER: return lic_format_integer(first, number, out, capacity, status);
    default: break;
    }
    asICU(status) = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
}

int32_t lic_query(int32_t which, const char *name) {
    switch (which) {
    case LIC_QUERY_IS_AVAILABLE_LANGUAGE: return lic_locale_is_available_language(name);
    case LIC_QUERY_IS_KNOWN_SCRIPT: return lic_is_known_script(name);
    case LIC_QUERY_IS_KNOWN_REGION: return lic_is_known_region(name);
    case LIC_QUERY_BLOCK_NAMED: return lic_block_named(name);
    default: return -1;
    }
}

int32_t lic_text_query(int32_t which, const uint8_t *text, int32_t length) {
    switch (which) {
    case LIC_TEXT_IS_NFC: return lic_is_nfc(text, length);
    case LIC_TEXT_STARTS_WITH_DIGIT: return lic_starts_with_digit(text, length);
    default: return -1;
    }
}
