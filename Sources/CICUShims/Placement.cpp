#include "CICUShims.h"
#include "Canonical.h"
#include "Handles.h"
#include "UTF16Buffer.h"

// A name's bucket and sort key from one conversion to UTF-16 and one normalization check: what
// lic_index_bucket_for and lic_collator_sort_key do apart, for the common case of a name placed and
// sorted by the same string.
int32_t lic_bucket_and_sort_key(const LICIndex *index, const LICCollator *collator, const uint8_t *text,
                                int32_t length, int32_t *bucket, uint8_t *out, int32_t capacity, int32_t *status) {
    UErrorCode &error = *reinterpret_cast<UErrorCode *>(status);
    lic::UTF16Buffer utf16(text, length, error);
    if (U_FAILURE(error)) return 0;
    icu::UnicodeString name(false, utf16.data(), utf16.length()), composed;
    const icu::UnicodeString &nfc = lic::nfc(name, composed, error);
    *bucket = lic::bucketOfNFC(index, nfc, error);
    if (U_FAILURE(error)) return 0;
    return ucol_getSortKey(lic::unwrap(collator), nfc.getBuffer(), nfc.length(), out, capacity);
}
