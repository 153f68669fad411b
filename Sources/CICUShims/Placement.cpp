#include "CICUShims.h"
#include "Canonical.h"
#include "Handles.h"
#include "UTF16Buffer.h"

// What lic_index_bucket_for, lic_starts_with_digit and lic_collator_sort_key do apart, from one conversion to
// UTF-16 and one look at its canonical forms, for the common case of a name placed and sorted by the
// same string.
int32_t lic_place_and_sort_key(const LICIndex *index, const LICCollator *collator, const uint8_t *text,
                               int32_t length, LICPlacement *placement, uint8_t *out, int32_t capacity,
                               int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    lic::UTF8Name name(text, length, error);
    if (U_FAILURE(error)) return 0;
    placement->bucket = lic::bucketOf(index, name.canonical(), error);
    placement->startsWithDigit = lic::startsWithDigit(name.units(), name.length()) ? 1 : 0;
    if (U_FAILURE(error)) return 0;
    return lic::sortKeyOf(collator, name.canonical(), out, capacity, error);
}
