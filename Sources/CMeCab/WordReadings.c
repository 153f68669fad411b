// See WordReadings.h.
#include "WordReadings.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

enum {
    /// 2^11 slots: twice the different words 100,000 mixed names need, in 128 KB.
    LIC_SLOT_BITS = 11,
    LIC_SLOT_COUNT = 1 << LIC_SLOT_BITS,
    /// Slots looked at for one word, from the one its address hashes to: the table never moves a word, so
    /// a word that finds these taken is simply not kept.
    LIC_PROBES = 8,
    /// Bytes of reading a slot holds: 18 katakana. ipadic's readings of names are shorter.
    LIC_SLOT_READING_CAPACITY = 55,
    /// A slot's `length` when the word's feature has no reading.
    LIC_SLOT_NO_READING = 0xFF,
};

/// What a slot's `feature` holds before it holds a word's address.
enum { LIC_SLOT_EMPTY = 0, LIC_SLOT_FILLING = 1 };

/// One word: 64 bytes. `length` and `reading` are written only between claiming the slot (FILLING) and
/// publishing the address, and read only after the address is seen.
typedef struct {
    _Atomic uintptr_t feature;
    uint8_t length;
    char reading[LIC_SLOT_READING_CAPACITY];
} lic_word_slot;

struct lic_word_readings {
    lic_word_slot slots[LIC_SLOT_COUNT];
};

_Static_assert(sizeof(lic_word_slot) == 64, "a slot is one cache line");

/// The slot `feature` is looked for first: Fibonacci hashing of its address.
static size_t home_slot(uintptr_t feature) {
    return (size_t)(((uint64_t)feature * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - LIC_SLOT_BITS));
}

lic_word_readings *lic_word_readings_new(void) {
    lic_word_readings *table = malloc(sizeof *table);
    if (table == NULL) return NULL;
    // Every slot empty; writing the pages now faults each in once, here, rather than twice (a read of the
    // zero page, then its copy) during the look-ups.
    for (size_t index = 0; index < LIC_SLOT_COUNT; index++) {
        atomic_init(&table->slots[index].feature, LIC_SLOT_EMPTY);
        table->slots[index].length = 0;
    }
    return table;
}

void lic_word_readings_free(lic_word_readings *table) { free(table); }

int lic_word_readings_find(const lic_word_readings *table, const char *feature, const char **reading,
                           size_t *length) {
    uintptr_t address = (uintptr_t)feature;
    size_t home = home_slot(address);
    for (size_t probe = 0; probe < LIC_PROBES; probe++) {
        const lic_word_slot *slot = &table->slots[(home + probe) & (LIC_SLOT_COUNT - 1)];
        uintptr_t held = atomic_load_explicit(&slot->feature, memory_order_acquire);
        if (held == LIC_SLOT_EMPTY) return 0;
        if (held != address) continue;
        *reading = slot->length == LIC_SLOT_NO_READING ? NULL : slot->reading;
        *length = slot->length == LIC_SLOT_NO_READING ? 0 : slot->length;
        return 1;
    }
    return 0;
}

void lic_word_readings_keep(lic_word_readings *table, const char *feature, const char *reading, size_t length) {
    if (reading != NULL && length > LIC_SLOT_READING_CAPACITY) return;
    uintptr_t address = (uintptr_t)feature;
    // Addresses 0 and 1 mark empty and claimed slots; no feature lies there.
    if (address <= LIC_SLOT_FILLING) return;
    size_t home = home_slot(address);
    for (size_t probe = 0; probe < LIC_PROBES; probe++) {
        lic_word_slot *slot = &table->slots[(home + probe) & (LIC_SLOT_COUNT - 1)];
        uintptr_t expected = LIC_SLOT_EMPTY;
        if (!atomic_compare_exchange_strong_explicit(&slot->feature, &expected, LIC_SLOT_FILLING,
                                                     memory_order_acquire, memory_order_relaxed)) {
            // Taken, or being filled; by this very word, when another thread read it at the same time.
            if (expected == address) return;
            continue;
        }
        slot->length = reading != NULL ? (uint8_t)length : LIC_SLOT_NO_READING;
        if (reading != NULL) memcpy(slot->reading, reading, length);
        atomic_store_explicit(&slot->feature, address, memory_order_release);
        return;
    }
}
