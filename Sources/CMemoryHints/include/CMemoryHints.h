// Hints to the processor about memory soon to be read: what Swift has no spelling for.
#pragma once

/// Asks for the cache line at `address` to be loaded for reading, without waiting for it: a loop that reads
/// scattered addresses in an order known ahead (values copied in sorted order) calls this some iterations
/// early, so the read finds the line in cache instead of stalling on memory.
static inline void lic_prefetch_for_reading(const void *address) { __builtin_prefetch(address, 0, 3); }
