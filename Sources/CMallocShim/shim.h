#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

#include <stdlib.h>

// glibc's mallopt, which other C libraries lack: there it does nothing. See RingsCLI's
// FrameMemory.
#if defined(__GLIBC__)
#include <malloc.h>
static inline void cmalloc_keep_freed_memory(int mmap_threshold, int trim_threshold) {
  mallopt(M_MMAP_THRESHOLD, mmap_threshold);
  mallopt(M_TRIM_THRESHOLD, trim_threshold);
}
#else
static inline void cmalloc_keep_freed_memory(int mmap_threshold, int trim_threshold) {
  (void)mmap_threshold;
  (void)trim_threshold;
}
#endif

#endif
