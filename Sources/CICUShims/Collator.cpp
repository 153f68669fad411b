#include "CICUShims.h"
#include "Canonical.h"
#include "Handles.h"
#include "TextOutput.h"
#include "UTF16Buffer.h"

#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

#include <cstring>

namespace {
void apply(UCollator *collator, UColAttribute attribute, UColAttributeValue value, UErrorCode &status) {
    if (U_SUCCESS(status)) ucol_setAttribute(collator, attribute, value, &status);
}
}  // namespace

LICCollator *lic_collator_open(const char *localeID, const LICCollatorAttributes *attributes, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    UCollator *collator = ucol_open(localeID, &error);
    if (U_FAILURE(error)) return nullptr;
    UErrorCode warning = error;  // keep ICU's fallback warning for the caller
    error = U_ZERO_ERROR;

    if (attributes != nullptr) {
        static const UColAttributeValue strengths[] = {UCOL_PRIMARY, UCOL_SECONDARY, UCOL_TERTIARY,
                                                       UCOL_QUATERNARY};
        if (attributes->strength >= 0 && attributes->strength <= 3)
            apply(collator, UCOL_STRENGTH, strengths[attributes->strength], error);
        else if (attributes->strength == 15)
            apply(collator, UCOL_STRENGTH, UCOL_IDENTICAL, error);
        if (attributes->numeric >= 0)
            apply(collator, UCOL_NUMERIC_COLLATION, attributes->numeric ? UCOL_ON : UCOL_OFF, error);
        if (attributes->alternateShifted >= 0)
            apply(collator, UCOL_ALTERNATE_HANDLING, attributes->alternateShifted ? UCOL_SHIFTED : UCOL_NON_IGNORABLE,
                  error);
        if (attributes->normalization >= 0)
            apply(collator, UCOL_NORMALIZATION_MODE, attributes->normalization ? UCOL_ON : UCOL_OFF, error);
        if (attributes->caseFirst >= 0) {
            static const UColAttributeValue cases[] = {UCOL_OFF, UCOL_LOWER_FIRST, UCOL_UPPER_FIRST};
            if (attributes->caseFirst <= 2) apply(collator, UCOL_CASE_FIRST, cases[attributes->caseFirst], error);
        }
    }
    UCollator *forFCD = U_SUCCESS(error) ? ucol_clone(collator, &error) : nullptr;
    apply(forFCD, UCOL_NORMALIZATION_MODE, UCOL_OFF, error);
    if (U_FAILURE(error)) {
        ucol_close(forFCD);
        ucol_close(collator);
        return nullptr;
    }
    error = warning;
    return reinterpret_cast<LICCollator *>(new lic::Collator{collator, forFCD});
}

void lic_collator_version(const LICCollator *collator, char *out, int32_t capacity) {
    UVersionInfo version;
    ucol_getVersion(lic::unwrap(collator)->configured, version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int32_t i = 0;
    for (; i + 1 < capacity && text[i] != 0; i++) out[i] = text[i];
    if (capacity > 0) out[i] = 0;
}

void lic_collator_close(LICCollator *collator) {
    const lic::Collator *pair = lic::unwrap(collator);
    ucol_close(pair->forFCD);
    ucol_close(pair->configured);
    delete pair;
}

int32_t lic_collator_sort_key(const LICCollator *collator, const uint8_t *text, int32_t length, uint8_t *out,
                              int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    lic::UTF8Name name(text, length, status);
    if (U_FAILURE(status)) return 0;
    return lic::sortKeyOf(collator, name.canonical(), out, capacity, status);
}

int32_t lic_collator_locale(const LICCollator *collator, int32_t which, uint8_t *out, int32_t capacity,
                            int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    const char *name =
        ucol_getLocaleByType(lic::unwrap(collator)->configured, which == LIC_LOCALE_VALID ? ULOC_VALID_LOCALE : ULOC_ACTUAL_LOCALE,
                             &error);
    if (U_FAILURE(error) || name == nullptr) return 0;
    return lic::copyText(name, static_cast<int32_t>(std::strlen(name)), reinterpret_cast<char *>(out), capacity, error);
}

int32_t lic_collator_primary_weights(const LICCollator *collator, uint32_t codePoint, uint16_t *out, int32_t capacity) {
    UChar text[2];
    int32_t length = 0;
    UBool error = false;
    U16_APPEND(text, length, 2, static_cast<UChar32>(codePoint), error);
    if (error) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UCollationElements *elements = ucol_openElements(lic::unwrap(collator)->configured, text, length, &status);
    if (U_FAILURE(status)) return 0;
    int32_t count = 0;
    for (int32_t element = ucol_next(elements, &status); U_SUCCESS(status) && element != UCOL_NULLORDER;
         element = ucol_next(elements, &status)) {
        uint16_t primary = static_cast<uint16_t>(static_cast<uint32_t>(element) >> 16);
        if (primary == 0) continue;
        if (count < capacity) out[count] = primary;
        count++;
    }
    ucol_closeElements(elements);
    return count;
}

int32_t lic_collator_string(const LICCollator *collator, int32_t which, uint8_t *out, int32_t capacity,
                            int32_t *status) {
    if (which != LIC_COLLATOR_VERSION) return lic_collator_locale(collator, which, out, capacity, status);
    char version[U_MAX_VERSION_STRING_LENGTH];
    lic_collator_version(collator, version, U_MAX_VERSION_STRING_LENGTH);
    return lic::copyText(version, static_cast<int32_t>(std::strlen(version)), reinterpret_cast<char *>(out), capacity,
                         *reinterpret_cast<UErrorCode *>(status));
}
