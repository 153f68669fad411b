// Internal: the ICU object behind an LICIndex handle, and the bucket look-up that reads most names by their
// first character alone.
#pragma once

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/uniset.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>

namespace lic {

/// An index: ICU's immutable index, and the bucket of every name starting with a given BMP character where
/// the first character decides it (`bucket`).
///
/// ICU finds a bucket by a binary search of primary-strength comparisons with the buckets' lower
/// boundaries, so the bucket only grows with the name in collation order. Every name `c + rest` sorts at or
/// after `c` (a prefix sorts first) and before `c` U+FFFF (U+FFFF has the highest primary weight, and only
/// U+FFFF has it), as long as `c` is read alone: it starts no contraction, or the character after it
/// continues none that `c` starts (and is not a combining mark, which a contraction may reach past), and the
/// name holds no U+FFFF. When `c` and `c` U+FFFF fall in the same bucket, so does every such name.
struct Index {
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> immutable;
    /// The index's collator (the immutable index keeps it at primary strength, with the same contractions),
    /// asked which contractions a character starts.
    std::unique_ptr<icu::Collator> collator;

    Index() = default;
    Index(const Index &) = delete;
    Index &operator=(const Index &) = delete;
    ~Index();

    /// ICU's bucket of `fcd` (FCD text), looked up once per first character where that is enough.
    /// `freeOfFFFF`: the caller knows `fcd` holds no U+FFFF, so it need not be searched for.
    int32_t bucket(const icu::UnicodeString &fcd, bool freeOfFFFF, UErrorCode &error) const {
        if (fcd.isEmpty() || U_FAILURE(error)) return immutable->getBucketIndex(fcd, error);
        UChar first = fcd.charAt(0);
        if (U16_IS_SURROGATE(first) || (!freeOfFFFF && fcd.indexOf(static_cast<UChar>(0xFFFF)) >= 0)) {
            return immutable->getBucketIndex(fcd, error);
        }
        std::atomic<int32_t> &known = table()[first];
        // Acquire: a conditional entry's continuations were stored before it.
        int32_t entry = ~known.load(std::memory_order_acquire);
        if (entry == unknown) {
            entry = decide(first, error);
            if (U_FAILURE(error)) return 0;
            known.store(~entry, std::memory_order_release);
        }
        if (entry >= 0 && entry < conditional) return entry;
        if (entry >= conditional && readAlone(entry, fcd)) return entry & bucketMask;
        return immutable->getBucketIndex(fcd, error);
    }

  private:
    static constexpr int32_t unknown = -1;
    static constexpr int32_t undecided = -2;
    /// An entry at or above this: the bucket (low 16 bits) of names whose second character continues none of
    /// the contractions in slot `(entry >> 16) & slotMask` of `continuations`.
    static constexpr int32_t conditional = 1 << 30;
    static constexpr int32_t bucketMask = 0xFFFF;
    static constexpr int32_t slotCount = 1024;
    static constexpr int32_t slotMask = slotCount - 1;

    /// Per BMP first character: `unknown`, `undecided`, the bucket of every name starting with it, or a
    /// `conditional` entry, each stored complemented (`~entry`), so that `unknown` is stored as zero. Made
    /// with `continuations` on the first look-up (256 KB that building a collation or showing titles never
    /// needs); threads share them, each entry written with the same meaning by whichever thread decides it.
    ///
    /// A mapping of its own, whose pages the kernel gives zeroed on first touch: only the pages of the first
    /// characters a list has are ever touched. Filled with a nonzero `unknown`, all 64 pages were written on
    /// every run, a page fault each (and `calloc`, given memory `malloc` had used, zeroed them all too).
    struct Unmap {
        void operator()(std::atomic<int32_t> *table) const;
    };
    static constexpr size_t tableBytes = 0x10000 * sizeof(std::atomic<int32_t>);
    mutable std::once_flag made;
    mutable std::unique_ptr<std::atomic<int32_t>[], Unmap> byFirstCharacter;
    /// Per contraction-starting first character met: the characters that can follow it in a contraction,
    /// frozen. A slot is taken once per decision (two threads deciding one character take two).
    mutable std::unique_ptr<std::atomic<const icu::UnicodeSet *>[]> continuations;
    mutable std::atomic<int32_t> slotsTaken{0};

    std::atomic<int32_t> *table() const {
        std::call_once(made, [this] {
            byFirstCharacter.reset(zeroedTable());
            continuations.reset(new std::atomic<const icu::UnicodeSet *>[slotCount]);
            for (int32_t slot = 0; slot < slotCount; slot++) continuations[slot].store(nullptr);
        });
        return byFirstCharacter.get();
    }

    /// A table of zeros, mapped (``byFirstCharacter``).
    static std::atomic<int32_t> *zeroedTable();

    /// Whether the first character of `fcd`, whose entry is the conditional `entry`, is read alone: the name
    /// is that character only, or its second neither continues a contraction nor is a combining mark.
    bool readAlone(int32_t entry, const icu::UnicodeString &fcd) const {
        if (fcd.length() == 1) return true;
        UChar32 second = fcd.char32At(1);
        const icu::UnicodeSet *following = continuations[(entry >> 16) & slotMask].load(std::memory_order_relaxed);
        return !startsWithCombiningMark(second) && !following->contains(second);
    }

    /// Whether `c`'s decomposition starts with a combining mark (a nonzero lead canonical combining class):
    /// ICU matches a contraction past such marks (discontiguously).
    static bool startsWithCombiningMark(UChar32 c);

    /// The entry of `first`: a bucket, a conditional bucket, or `undecided`.
    int32_t decide(UChar first, UErrorCode &error) const;
};

}  // namespace lic
