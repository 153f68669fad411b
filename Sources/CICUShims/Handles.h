// Internal: the ICU objects behind the opaque handles of CICUShims.h, and the bucket look-up both the
// index's own call and the combined bucket-and-key call make.
#pragma once

#include "CICUShims.h"
#include "Canonical.h"

#include <unicode/alphaindex.h>
#include <unicode/ucol.h>

namespace lic {

inline UCollator *unwrap(const LICCollator *collator) {
    return reinterpret_cast<UCollator *>(const_cast<LICCollator *>(collator));
}

inline const icu::AlphabeticIndex::ImmutableIndex *unwrap(const LICIndex *index) {
    return reinterpret_cast<const icu::AlphabeticIndex::ImmutableIndex *>(index);
}

/// The bucket of `text`, already in NFC, made FCD first: the index's collator has ICU's default
/// normalization mode (off) and reads only FCD text right (U+0E38 U+1ABF U+0483 and U+0483 U+1ABF U+0E38,
/// one string canonically, fell in different buckets as they were).
inline int32_t bucketOfNFC(const LICIndex *index, const icu::UnicodeString &text, UErrorCode &error) {
    icu::UnicodeString storage;
    const icu::UnicodeString &fcd = lic::fcd(text, storage, error);
    if (U_FAILURE(error)) return 0;
    return unwrap(index)->getBucketIndex(fcd, error);
}

}  // namespace lic
