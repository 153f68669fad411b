// The prefetch hint is in the header (static inline, so Swift inlines it); giving pages back is here.
#include "CMemoryHints.h"

#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

void lic_release_pages(void *start, size_t length) {
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    // Only pages wholly inside the range: a page shared with memory before or after it is kept.
    const uintptr_t first = ((uintptr_t)start + page - 1) & ~(page - 1);
    const uintptr_t end = ((uintptr_t)start + length) & ~(page - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_DONTNEED);
}
