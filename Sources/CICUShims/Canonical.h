// Internal: one spelling per canonically equivalent class of strings, for every ICU call that places or
// orders a name. ICU's collation data is not closed under canonical equivalence everywhere: in the Chinese
// tailorings U+0172 U+0344, U+0172 U+0308 U+0301 and U+0055 U+0328 U+0308 U+0301 (all FCD, one string
// canonically) get three different sort keys even with normalization on. Giving ICU the NFC form makes
// equivalent spellings equal by construction; nearly every name already is NFC, which the quick check
// finds without copying.
#pragma once

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>

namespace lic {

/// `text` in the form `normalizer` makes, as a reference to `text` itself when it already is in it (ICU's
/// quick check), else to `storage`, which receives it.
inline const icu::UnicodeString &normalized(const icu::Normalizer2 *normalizer, const icu::UnicodeString &text,
                                            icu::UnicodeString &storage, UErrorCode &error) {
    if (U_FAILURE(error)) return text;
    if (normalizer->spanQuickCheckYes(text, error) == text.length() || U_FAILURE(error)) return text;
    storage = normalizer->normalize(text, error);
    return storage;
}

/// ICU's NFC normalizer, looked up once (every name is checked with it).
inline const icu::Normalizer2 *nfcNormalizer(UErrorCode &error) {
    static UErrorCode lookup = U_ZERO_ERROR;
    static const icu::Normalizer2 *const instance = icu::Normalizer2::getNFCInstance(lookup);
    if (U_FAILURE(lookup) && U_SUCCESS(error)) error = lookup;
    return instance;
}

/// ICU's FCD normalizer (the NFC data's FCD mode), looked up once.
inline const icu::Normalizer2 *fcdNormalizer(UErrorCode &error) {
    static UErrorCode lookup = U_ZERO_ERROR;
    static const icu::Normalizer2 *const instance = icu::Normalizer2::getInstance(nullptr, "nfc", UNORM2_FCD, lookup);
    if (U_FAILURE(lookup) && U_SUCCESS(error)) error = lookup;
    return instance;
}

/// `text` in NFC: what sort keys are made of.
inline const icu::UnicodeString &nfc(const icu::UnicodeString &text, icu::UnicodeString &storage,
                                     UErrorCode &error) {
    const icu::Normalizer2 *nfc = nfcNormalizer(error);
    return U_FAILURE(error) ? text : normalized(nfc, text, storage, error);
}

/// NFC `text` made FCD as well, what a collator with normalization off (an index's) reads correctly: NFC is
/// not always FCD (U+00C0 U+0316).
inline const icu::UnicodeString &fcd(const icu::UnicodeString &text, icu::UnicodeString &storage,
                                     UErrorCode &error) {
    const icu::Normalizer2 *fcd = fcdNormalizer(error);
    return U_FAILURE(error) ? text : normalized(fcd, text, storage, error);
}

}  // namespace lic
