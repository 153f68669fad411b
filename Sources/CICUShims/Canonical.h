// Internal: one spelling per canonically equivalent class of strings, for every ICU call that places or
// orders a name. ICU's collation data is not closed under canonical equivalence everywhere: in the Chinese
// tailorings U+0172 U+0344, U+0172 U+0308 U+0301 and U+0055 U+0328 U+0308 U+0301 (all FCD, one string
// canonically) get three different sort keys even with normalization on. Giving ICU the NFC form makes
// equivalent spellings equal by construction; nearly every name already is NFC, which a table of plain
// characters (`isPlain`) or else ICU's quick check finds without copying.
#pragma once

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>

#include <atomic>
#include <cstdint>

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

/// One bit per BMP code point: set for a plain character, one that is NFC and FCD whatever surrounds it
/// (canonical combining class 0, lead combining class 0, NFC quick check Yes) and is not U+FFFF; clear for
/// the rest and for surrogates. Each is read off ICU's properties when a name first holds it, and
/// `plainKnown` gets its bit then. (All 65,536 up front took 2 ms of every run; a block of 64 at a time,
/// 2 us each, took half a millisecond of placing a thousand mixed names, whose Han characters fall in a
/// few hundred blocks.) Threads that race on a character compute the same bit.
inline std::atomic<uint64_t> plainBits[0x10000 / 64];
inline std::atomic<uint64_t> plainKnown[0x10000 / 64];

/// Whether BMP code point `c` is plain (see `plainBits`), from ICU's properties.
bool isPlainCodePoint(UChar c);

/// Whether the UTF-16 unit `unit` is a plain character (see `plainBits`).
inline bool isPlainUnit(UChar unit) {
    const int32_t word = unit >> 6;
    const uint64_t bit = uint64_t{1} << (unit & 63);
    if (plainKnown[word].load(std::memory_order_acquire) & bit) {
        return plainBits[word].load(std::memory_order_relaxed) & bit;
    }
    const bool plain = isPlainCodePoint(unit);
    if (plain) plainBits[word].fetch_or(bit, std::memory_order_relaxed);
    // Released after the plain bit: a thread that sees this bit known sees the plain bit too.
    plainKnown[word].fetch_or(bit, std::memory_order_release);
    return plain;
}

/// Whether the `length` UTF-16 `units` are plain characters only (`plainBits`): then the text is NFC and FCD
/// as it is, and holds no U+FFFF. One table look-up per unit, about a third of what ICU's two quick checks
/// cost: nearly every name is plain (Latin, Cyrillic, Greek, Han, kana, Hangul, Hebrew without points…).
/// ASCII needs no look-up: every ASCII character is plain by ICU's properties (combining class 0, NFC quick
/// check Yes), and most names, and every pinyin reading, begin with a run of it.
inline bool isPlain(const UChar *units, int32_t length) {
    int32_t i = 0;
    while (i < length && units[i] < 0x80) i++;
    for (; i < length; i++) {
        if (units[i] >= 0x80 && !isPlainUnit(units[i])) return false;
    }
    return true;
}

/// A name in the two forms the ICU calls that place and order it read: NFC (sort keys, and what decides
/// between scripts) and that NFC made FCD (an index, whose collator has normalization off). Each is the
/// text itself where it already is in that form.
class CanonicalName {
  public:
    /// The name `text`, whose ``isPlain`` is `plain` (``UTF8Name`` finds it while decoding the name).
    CanonicalName(const icu::UnicodeString &text, bool plain, UErrorCode &error)
        : plain_(plain), nfc_(plain_ ? &text : &lic::nfc(text, nfcStorage_, error)) {}
    CanonicalName(const CanonicalName &) = delete;
    CanonicalName &operator=(const CanonicalName &) = delete;

    /// The name in NFC.
    const icu::UnicodeString &nfc() const { return *nfc_; }

    /// The NFC made FCD, worked out on first need.
    const icu::UnicodeString &fcd(UErrorCode &error) {
        if (fcd_ == nullptr) fcd_ = plain_ ? nfc_ : &lic::fcd(*nfc_, fcdStorage_, error);
        return *fcd_;
    }

    /// Whether the NFC is FCD already.
    bool nfcIsFCD(UErrorCode &error) { return &fcd(error) == nfc_; }

    /// Whether the name is known to hold no U+FFFF (it is plain); false when unknown.
    bool knownFreeOfFFFF() const { return plain_; }

  private:
    bool plain_;
    icu::UnicodeString nfcStorage_, fcdStorage_;
    const icu::UnicodeString *nfc_;
    const icu::UnicodeString *fcd_ = nullptr;
};

}  // namespace lic
