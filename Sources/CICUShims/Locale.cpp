#include "CICUShims.h"
#include "TextOutput.h"

#include <unicode/uloc.h>
#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uscript.h>
#include <unicode/uldnames.h>
#include <unicode/ulocdata.h>

#include <cstring>
#include <string>

namespace {
UErrorCode &asICU(int32_t *status) { return *reinterpret_cast<UErrorCode *>(status); }
}

int32_t lic_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength,
                                     int32_t *status) {
    return uloc_forLanguageTag(tag, out, capacity, parsedLength, &asICU(status));
}

int32_t lic_icu_locale_to_language_tag(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return uloc_toLanguageTag(localeID, out, capacity, /*strict*/ true, &asICU(status));
}

namespace {
/// The BCP 47 type of an ICU collation type (CLDR's bcp47/collation.xml), for the types written the same
/// in both but these four; nullptr for a type not listed there.
const char *bcp47CollationType(const std::string &type) {
    static const char *const same[] = {"big5han", "compat", "direct", "ducet",  "emoji",    "eor",
                                       "phonetic", "pinyin", "reformed", "search", "searchjl", "standard",
                                       "stroke",  "unihan", "zhuyin"};
    if (type == "dictionary") return "dict";
    if (type == "gb2312han") return "gb2312";
    if (type == "phonebook") return "phonebk";
    if (type == "traditional") return "trad";
    for (const char *name : same) {
        if (type == name) return name;
    }
    return nullptr;
}

/// `localeID` as BCP 47 when its only keyword is a collation type: the base name's tag and `-u-co-` with
/// the type's BCP 47 form. uloc_toLanguageTag gets that form from ICU's table of every keyword's types
/// (time zones, currencies…), which it reads whole on first use: 6-10 ms of a run in zh_Hant, whose default
/// collation is stroke. Empty when the ID is of another form: then ICU converts it.
std::string collationOnlyLanguageTag(const char *localeID, UErrorCode &error) {
    const char *at = std::strchr(localeID, '@');
    if (at == nullptr || U_FAILURE(error)) return {};
    UErrorCode local = U_ZERO_ERROR;
    UEnumeration *keywords = uloc_openKeywords(localeID, &local);
    const char *keyword = keywords == nullptr ? nullptr : uenum_next(keywords, nullptr, &local);
    const bool onlyCollation = keyword != nullptr && std::strcmp(keyword, "collation") == 0 &&
                               uenum_next(keywords, nullptr, &local) == nullptr && U_SUCCESS(local);
    uenum_close(keywords);
    if (!onlyCollation) return {};
    char value[ULOC_KEYWORD_AND_VALUES_CAPACITY], base[ULOC_FULLNAME_CAPACITY], tag[ULOC_FULLNAME_CAPACITY];
    int32_t valueLength = uloc_getKeywordValue(localeID, "collation", value, sizeof value, &local);
    uloc_getBaseName(localeID, base, sizeof base, &local);
    if (U_FAILURE(local) || local == U_STRING_NOT_TERMINATED_WARNING || valueLength == 0) return {};
    const char *type = bcp47CollationType(value);
    int32_t tagLength = uloc_toLanguageTag(base, tag, sizeof tag, /*strict*/ true, &local);
    if (type == nullptr || U_FAILURE(local) || local == U_STRING_NOT_TERMINATED_WARNING) return {};
    std::string result(tag, tagLength);
    // An extension already in the base's tag (a POSIX variant is -u-va-posix) would need merging: ICU's.
    if (result.find("-u-") != std::string::npos || result.find("-x-") != std::string::npos ||
        result.find("-t-") != std::string::npos)
        return {};
    return result + "-u-co-" + type;
}
}  // namespace

int32_t lic_locale_to_language_tag(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = asICU(status);
    const std::string tag = collationOnlyLanguageTag(localeID, error);
    if (tag.empty()) return lic_icu_locale_to_language_tag(localeID, out, capacity, status);
    return lic::copyText(tag.data(), static_cast<int32_t>(tag.size()), out, capacity, error);
}

int32_t lic_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return uloc_canonicalize(localeID, out, capacity, &asICU(status));
}

int32_t lic_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return uloc_addLikelySubtags(localeID, out, capacity, &asICU(status));
}

int32_t lic_locale_base_name(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return uloc_getBaseName(localeID, out, capacity, &asICU(status));
}

int32_t lic_locale_subtag(const char *localeID, int32_t which, char *out, int32_t capacity, int32_t *status) {
    switch (which) {
        case LIC_SUBTAG_LANGUAGE: return uloc_getLanguage(localeID, out, capacity, &asICU(status));
        case LIC_SUBTAG_SCRIPT: return uloc_getScript(localeID, out, capacity, &asICU(status));
        case LIC_SUBTAG_REGION: return uloc_getCountry(localeID, out, capacity, &asICU(status));
        case LIC_SUBTAG_VARIANT: return uloc_getVariant(localeID, out, capacity, &asICU(status));
        default: *status = U_ILLEGAL_ARGUMENT_ERROR; return 0;
    }
}

int32_t lic_locale_keyword_value(const char *localeID, const char *keyword, char *out, int32_t capacity,
                                 int32_t *status) {
    return uloc_getKeywordValue(localeID, keyword, out, capacity, &asICU(status));
}

int32_t lic_locale_display_name(const char *localeID, const char *displayLocaleID, uint16_t *out,
                                int32_t capacity, int32_t *status) {
    return uloc_getDisplayName(localeID, displayLocaleID, reinterpret_cast<UChar *>(out), capacity,
                               &asICU(status));
}

int32_t lic_script_display_name(const char *scriptCode, const char *displayLocaleID, uint16_t *out,
                                int32_t capacity, int32_t *status) {
    UErrorCode &error = asICU(status);
    // A heading starts a sentence: ICU title-cases the first word in every language for this context, where
    // the language writes script names in lower case inside a sentence (sv "grekiska", fr "grec"). The
    // stand-alone context would not: CLDR's context transforms cover language names, not script names.
    UDisplayContext contexts[] = {UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE};
    ULocaleDisplayNames *names = uldn_openForContext(displayLocaleID, contexts, 1, &error);
    if (U_FAILURE(error)) return 0;
    const int32_t length = uldn_scriptDisplayName(names, scriptCode, reinterpret_cast<UChar *>(out), capacity, &error);
    uldn_close(names);
    return length;
}

int32_t lic_paper_size(const char *localeID, int32_t *heightMillimeters, int32_t *widthMillimeters, int32_t *status) {
    // CLDR's paper size of the locale's region, its likely region when it names none (en: US, Letter).
    ulocdata_getPaperSize(localeID, heightMillimeters, widthMillimeters, &asICU(status));
    return U_FAILURE(asICU(status)) ? 0 : 1;
}

int32_t lic_locale_available_count(void) { return uloc_countAvailable(); }

const char *lic_locale_available_at(int32_t index) { return uloc_getAvailable(index); }

int32_t lic_locale_is_available_language(const char *language) {
    // One pass over the available locales, most passed over by their first letter: 5-15 us, where gathering
    // every language into a set first took 0.2-0.3 ms, and a run asks once.
    char buffer[ULOC_LANG_CAPACITY];
    for (int32_t i = 0, count = uloc_countAvailable(); i < count; i++) {
        const char *available = uloc_getAvailable(i);
        if (available == nullptr || available[0] != language[0]) continue;
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = uloc_getLanguage(available, buffer, sizeof buffer, &status);
        if (U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING && length > 0 &&
            std::strcmp(buffer, language) == 0) {
            return 1;
        }
    }
    return 0;
}

int32_t lic_is_known_script(const char *code) {
    UScriptCode codes[4];
    UErrorCode status = U_ZERO_ERROR;
    // uscript_getCode also accepts locale IDs and script names; require the 4-letter code itself.
    if (std::strlen(code) != 4) return 0;
    int32_t count = uscript_getCode(code, codes, 4, &status);
    return U_SUCCESS(status) && count > 0 && codes[0] != USCRIPT_INVALID_CODE ? 1 : 0;
}

int32_t lic_script_codes(const char *text, char *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = asICU(status);
    UScriptCode codes[8];
    UErrorCode lookup = U_ZERO_ERROR;
    int32_t count = uscript_getCode(text, codes, 8, &lookup);
    std::string joined;
    for (int32_t i = 0; U_SUCCESS(lookup) && i < count; i++) {
        const char *name = codes[i] == USCRIPT_INVALID_CODE ? nullptr : uscript_getShortName(codes[i]);
        if (name == nullptr) continue;
        if (!joined.empty()) joined += ',';
        joined += name;
    }
    return lic::copyText(joined.data(), static_cast<int32_t>(joined.size()), out, capacity, error);
}

int32_t lic_is_known_region(const char *code) {
    size_t length = std::strlen(code);
    if (length == 3) {  // UN M.49 areas such as 419 (Latin America)
        for (size_t i = 0; i < 3; i++)
            if (code[i] < '0' || code[i] > '9') return 0;
        return 1;
    }
    if (length != 2) return 0;
    for (const char *const *region = uloc_getISOCountries(); *region != nullptr; region++)
        if (std::strcmp(*region, code) == 0) return 1;
    return 0;
}

int32_t lic_collation_types(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UEnumeration *values = ucol_getKeywordValuesForLocale("collation", localeID, /*commonlyUsed*/ false,
                                                          &asICU(status));
    if (U_FAILURE(asICU(status))) return 0;
    int32_t written = 0;
    const char *value;
    int32_t length;
    while ((value = uenum_next(values, &length, &asICU(status))) != nullptr && U_SUCCESS(asICU(status))) {
        int32_t needed = written + (written > 0 ? 1 : 0) + length;
        if (needed <= capacity) {
            if (written > 0) out[written] = ',';
            std::memcpy(out + written + (written > 0 ? 1 : 0), value, length);
        }
        written = needed;
    }
    uenum_close(values);
    if (U_SUCCESS(asICU(status))) {
        if (written < capacity) out[written] = 0;
        else if (written > capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return written;
}
