// Internal: the ICU objects behind the opaque handles of CICUShims.h, and the look-ups both the single calls
// and the combined placement call make, and the character classes more than one call reads.
#pragma once

#include "CICUShims.h"
#include "Canonical.h"

#include <unicode/alphaindex.h>
#include <unicode/tblcoll.h>
#include <unicode/ucol.h>
#include <unicode/uniset.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>

namespace lic {

/// A collator as it was configured, and the same collator with normalization off, for text known to be FCD:
/// ICU gives FCD text the same keys either way (its normalization mode only decides whether non-FCD text is
/// normalized), and its normalizing iterator costs a check per character that the FCD check has already made.
struct Collator {
    UCollator *configured;
    UCollator *forFCD;
};

inline const Collator *unwrap(const LICCollator *collator) { return reinterpret_cast<const Collator *>(collator); }

/// The sort key of `text`, in NFC, that the caller found to be FCD (`isFCD`) or not.
inline int32_t sortKeyOfNFC(const LICCollator *collator, const icu::UnicodeString &text, bool isFCD, uint8_t *out,
                            int32_t capacity) {
    const Collator *pair = unwrap(collator);
    return ucol_getSortKey(isFCD ? pair->forFCD : pair->configured, text.getBuffer(), text.length(), out, capacity);
}

/// An index: ICU's immutable index, and the bucket of every name starting with a given BMP character where
/// the first character alone decides it (`bucket`).
struct Index {
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> immutable;
    /// The index's collator (the immutable index keeps it at primary strength, with the same contractions),
    /// asked which characters start a contraction.
    std::unique_ptr<icu::Collator> collator;
    static constexpr int16_t unknown = -1;
    static constexpr int16_t undecided = -2;

    /// ICU's bucket of `fcd` (FCD text), looked up once per first character where that is enough.
    ///
    /// ICU finds a bucket by a binary search of primary-strength comparisons with the buckets' lower
    /// boundaries, so the bucket only grows with the name in collation order. Every name `c + rest` sorts at
    /// or after `c` (a prefix sorts first) and before `c` U+FFFF (U+FFFF has the highest primary weight, and
    /// only U+FFFF has it), unless `c` starts a contraction (its weight then depends on what follows) or the
    /// name holds U+FFFF itself. So when those two bound the same bucket, every such name falls in it.
    int32_t bucket(const icu::UnicodeString &fcd, UErrorCode &error) const {
        if (fcd.isEmpty() || U_FAILURE(error)) return immutable->getBucketIndex(fcd, error);
        UChar first = fcd.charAt(0);
        if (U16_IS_SURROGATE(first) || fcd.indexOf(static_cast<UChar>(0xFFFF)) >= 0) {
            return immutable->getBucketIndex(fcd, error);
        }
        std::atomic<int16_t> &known = table()[first];
        int32_t bucket = known.load(std::memory_order_relaxed);
        if (bucket >= 0) return bucket;
        if (bucket == unknown) {
            bucket = decide(first, error);
            if (U_FAILURE(error)) return 0;
            known.store(static_cast<int16_t>(bucket), std::memory_order_relaxed);
            if (bucket >= 0) return bucket;
        }
        return immutable->getBucketIndex(fcd, error);
    }

  private:
    /// Per BMP first character: `unknown`, `undecided`, or the bucket of every name starting with it. Made on
    /// the first look-up (256 KB that building a collation or showing titles never needs); threads share it,
    /// each entry written with the same value by whichever thread decides it.
    mutable std::once_flag made;
    mutable std::unique_ptr<std::atomic<int16_t>[]> byFirstCharacter;

    std::atomic<int16_t> *table() const {
        std::call_once(made, [this] {
            byFirstCharacter.reset(new std::atomic<int16_t>[0x10000]);
            for (int32_t c = 0; c < 0x10000; c++) byFirstCharacter[c].store(unknown, std::memory_order_relaxed);
        });
        return byFirstCharacter.get();
    }

    /// Whether some contraction of the index's collator starts with `c`: then a name starting with `c` may
    /// weigh differently from `c` alone. ICU's AlphabeticIndex asks the same of the same call; it is marked
    /// internal, so where a build hides internal API every character counts as starting one (and every name
    /// is looked up whole).
    bool startsContraction(UChar32 c, UErrorCode &error) const {
#ifndef U_HIDE_INTERNAL_API
        const auto *rules = dynamic_cast<const icu::RuleBasedCollator *>(collator.get());
        if (rules == nullptr) return true;
        icu::UnicodeSet contractions;
        rules->internalAddContractions(c, contractions, error);
        return U_FAILURE(error) || !contractions.isEmpty();
#else
        (void)c;
        (void)error;
        return true;
#endif
    }

    /// The bucket of every name starting with `first`, or `undecided`.
    int32_t decide(UChar first, UErrorCode &error) const {
        if (startsContraction(first, error)) return undecided;  // also when asking failed
        icu::UnicodeString alone(first), highest(first);
        highest.append(static_cast<UChar>(0xFFFF));
        int32_t low = immutable->getBucketIndex(alone, error), high = immutable->getBucketIndex(highest, error);
        return U_SUCCESS(error) && low == high && low <= INT16_MAX ? low : undecided;
    }
};

inline const Index *unwrap(const LICIndex *index) { return reinterpret_cast<const Index *>(index); }

/// The bucket of `text`, already in NFC, made FCD first: the index's collator has ICU's default
/// normalization mode (off) and reads only FCD text right (U+0E38 U+1ABF U+0483 and U+0483 U+1ABF U+0E38,
/// one string canonically, fell in different buckets as they were). `*isFCD`, when asked for, tells whether
/// `text` already was FCD (sortKeyOfNFC needs to know).
inline int32_t bucketOfNFC(const LICIndex *index, const icu::UnicodeString &text, UErrorCode &error,
                           bool *isFCD = nullptr) {
    icu::UnicodeString storage;
    const icu::UnicodeString &fcd = lic::fcd(text, storage, error);
    if (isFCD != nullptr) *isFCD = &fcd == &text;
    if (U_FAILURE(error)) return 0;
    return unwrap(index)->bucket(fcd, error);
}

/// Whether the first significant character of `text` is a decimal digit: the rule of lic_starts_with_digit.
bool startsWithDigit(const UChar *text, int32_t length);

/// The Han letters of lic_is_han_letter, as a set: what Han readings are composed of
/// (lic_transliterator_contextual_han). Frozen, shared; bogus only when memory ran out.
const icu::UnicodeSet &hanLetters();

}  // namespace lic
