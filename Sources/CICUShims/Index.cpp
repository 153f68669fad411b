// How lic::Index decides, once per first character, which bucket names starting with it fall in (Index.h).
#include "Index.h"

#include <unicode/tblcoll.h>
#include <unicode/uchar.h>
#include <unicode/usetiter.h>

#include <cstdlib>

namespace lic {

Index::~Index() {
    for (std::atomic<std::atomic<int32_t> *> &block : blocks) std::free(block.load());
    if (continuations == nullptr) return;
    for (int32_t slot = 0; slot < slotCount; slot++) delete continuations[slot].load();
}

std::atomic<int32_t> *Index::publishedBlock(UChar first) const {
    // A lock-free std::atomic<int32_t> is an int32_t with no constructor to run: zero bytes hold 0.
    static_assert(std::atomic<int32_t>::is_always_lock_free && sizeof(std::atomic<int32_t>) == sizeof(int32_t));
    auto *fresh = static_cast<std::atomic<int32_t> *>(std::calloc(blockMask + 1, sizeof(std::atomic<int32_t>)));
    if (fresh == nullptr) return nullptr;
    std::atomic<int32_t> *published = nullptr;
    // Release: the zeros are written before the block is seen; acquire: so are another thread's.
    if (blocks[first >> blockBits].compare_exchange_strong(published, fresh, std::memory_order_acq_rel,
                                                            std::memory_order_acquire)) {
        return fresh;
    }
    std::free(fresh);
    return published;
}

bool Index::startsWithCombiningMark(UChar32 c) {
    return u_getIntPropertyValue(c, UCHAR_LEAD_CANONICAL_COMBINING_CLASS) != 0;
}

int32_t Index::decide(UChar first, UErrorCode &error) const {
    icu::UnicodeSet contractions;
#ifndef U_HIDE_INTERNAL_API
    // ICU's AlphabeticIndex asks the same of the same call; it is marked internal, so where a build hides
    // internal API every character counts as undecided (and every name is looked up whole).
    const auto *rules = dynamic_cast<const icu::RuleBasedCollator *>(collator.get());
    if (rules == nullptr) return undecided;
    rules->internalAddContractions(first, contractions, error);
    if (U_FAILURE(error)) return undecided;
#else
    return undecided;
#endif
    // What can follow `first` in a contraction. Each contraction is `first` and at least one character more.
    auto following = std::make_unique<icu::UnicodeSet>();
    for (icu::UnicodeSetIterator each(contractions); each.next();) {
        if (each.isString() && each.getString().length() > 1) following->add(each.getString().char32At(1));
    }
    // U+FFFF must be read alone after `first` for the upper bound to hold.
    if (following->contains(0xFFFF)) return undecided;
    icu::UnicodeString alone(first), highest(first);
    highest.append(static_cast<UChar>(0xFFFF));
    int32_t low = immutable->getBucketIndex(alone, error), high = immutable->getBucketIndex(highest, error);
    if (U_FAILURE(error) || low != high || low < 0 || low > bucketMask) return undecided;
    if (following->isEmpty()) return low;
    std::call_once(made, [this] {
        continuations.reset(new std::atomic<const icu::UnicodeSet *>[slotCount]);
        for (int32_t slot = 0; slot < slotCount; slot++) continuations[slot].store(nullptr);
    });
    int32_t slot = slotsTaken.fetch_add(1, std::memory_order_relaxed);
    if (slot >= slotCount) return undecided;
    following->freeze();
    continuations[slot].store(following.release(), std::memory_order_relaxed);
    // The caller publishes the entry with release order, after this store.
    return conditional | (slot << 16) | low;
}

}  // namespace lic
