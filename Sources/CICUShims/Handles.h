// Internal: the ICU objects behind the opaque handles of CICUShims.h, and the look-ups both the single calls
// and the combined placement call make, and the character classes more than one call reads.
#pragma once

#include "CICUShims.h"
#include "Canonical.h"
#include "Index.h"

#include <unicode/ucol.h>
#include <unicode/uniset.h>

#include <cstdint>

namespace lic {

/// A collator as it was configured, and the same collator with normalization off, for text known to be FCD:
/// ICU gives FCD text the same keys either way (its normalization mode only decides whether non-FCD text is
/// normalized), and its normalizing iterator costs a check per character that the FCD check has already made.
struct Collator {
    UCollator *configured;
    UCollator *forFCD;
};

inline const Collator *unwrap(const LICCollator *collator) { return reinterpret_cast<const Collator *>(collator); }

/// The sort key of `name`, read in NFC (with normalization off where that NFC is FCD).
inline int32_t sortKeyOf(const LICCollator *collator, CanonicalName &name, uint8_t *out, int32_t capacity,
                         UErrorCode &error) {
    const Collator *pair = unwrap(collator);
    const icu::UnicodeString &nfc = name.nfc();
    bool isFCD = name.nfcIsFCD(error);
    if (U_FAILURE(error)) return 0;
    return ucol_getSortKey(isFCD ? pair->forFCD : pair->configured, nfc.getBuffer(), nfc.length(), out, capacity);
}

inline const Index *unwrap(const LICIndex *index) { return reinterpret_cast<const Index *>(index); }

/// The bucket of `name`, looked up on its NFC made FCD: the index's collator has ICU's default
/// normalization mode (off) and reads only FCD text right (U+0E38 U+1ABF U+0483 and U+0483 U+1ABF U+0E38,
/// one string canonically, fell in different buckets as they were).
inline int32_t bucketOf(const LICIndex *index, CanonicalName &name, UErrorCode &error) {
    const icu::UnicodeString &fcd = name.fcd(error);
    if (U_FAILURE(error)) return 0;
    return unwrap(index)->bucket(fcd, name.knownFreeOfFFFF(), error);
}

/// Whether the first significant character of `text` is a decimal digit: the rule of lic_starts_with_digit.
bool startsWithDigit(const UChar *text, int32_t length);

/// The Han letters of lic_is_han_letter, as a set: what Han readings are composed of
/// (lic_transliterator_contextual_han). Frozen, shared; bogus only when memory ran out.
const icu::UnicodeSet &hanLetters();

}  // namespace lic
