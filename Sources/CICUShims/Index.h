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
        // Acquire: a block's zeros were written before it was published, a conditional entry's
        // continuations before the entry.
        std::atomic<int32_t> *block = blocks[first >> blockBits].load(std::memory_order_acquire);
        int32_t entry = block == nullptr ? unknown : ~block[first & blockMask].load(std::memory_order_acquire);
        if (entry == unknown) {
            entry = decide(first, error);
            if (U_FAILURE(error)) return 0;
            if (block == nullptr) block = publishedBlock(first);
            // Without a block (no memory for one) the entry is decided again next time.
            if (block != nullptr) block[first & blockMask].store(~entry, std::memory_order_release);
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

    /// Per BMP first character, in blocks of 256 characters: `unknown`, `undecided`, the bucket of every name
    /// starting with it, or a `conditional` entry, each stored complemented (`~entry`), so that `unknown` is
    /// stored as zero and a block without its pointer yet holds only `unknown`. Threads share them, each
    /// entry written with the same meaning by whichever thread decides it.
    ///
    /// A block is allocated, zeroed, when the first of its entries is decided (`publishedBlock`): only the
    /// blocks of the first characters a list has are ever made, a few kilobytes of the heap for most lists.
    /// One flat table of 256 KB mapped zeroed cost two page faults for each of its pages a list met (the
    /// look-up's read mapped the zero page, the entry's write then copied it): 31 pages for 1k mixed names,
    /// whose 61 blocks take 61 KB of the heap.
    static constexpr int32_t blockBits = 8;
    static constexpr int32_t blockMask = (1 << blockBits) - 1;
    mutable std::atomic<std::atomic<int32_t> *> blocks[0x10000 >> blockBits] = {};
    /// Per contraction-starting first character met: the characters that can follow it in a contraction,
    /// frozen. A slot is taken once per decision (two threads deciding one character take two). Made on the
    /// first decision that needs one (8 KB that the lists of many locales never need).
    mutable std::once_flag made;
    mutable std::unique_ptr<std::atomic<const icu::UnicodeSet *>[]> continuations;
    mutable std::atomic<int32_t> slotsTaken{0};

    /// The block holding `first`'s entry: made and published now, or the one another thread published
    /// first. `nullptr` when there is no memory for a block.
    std::atomic<int32_t> *publishedBlock(UChar first) const;

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
