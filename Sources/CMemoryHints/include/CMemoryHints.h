// Hints to the processor about memory soon to be read, and pages given back early: what Swift has no
// spelling for.
#pragma once

/// Asks for the cache line at `address` to be loaded for reading, without waiting for it: a loop that reads
/// scattered addresses in an order known ahead (values copied in sorted order) calls this some iterations
/// early, so the read finds the line in cache instead of stalling on memory.
static inline void lic_prefetch_for_reading(const void *address) { __builtin_prefetch(address, 0, 3); }

#include <stddef.h>

/// Gives the pages wholly inside `start ..< start + length` back to the system (madvise MADV_DONTNEED):
/// they stop counting in the process's resident memory and read as zeros when next touched. For private
/// anonymous memory that is not read again before it is freed. Pages only partly inside are kept.
void lic_release_pages(void *start, size_t length);
