// The few C functions Embedded Swift expects from its platform, for a WebAssembly module with
// no C library (wasm32-unknown-none-wasm): memory allocation, memcmp, round, a 128-bit
// multiply, hashing seeds and the stack protector's guard. No trigonometry: the core computes
// every angle itself (PortableMath), so no libm and no import from the host is needed.
//
// Built by Examples/Web/build with the Swift toolchain's clang:
//   clang --target=wasm32-unknown-unknown -Os -nostdlib -fno-builtin -c runtime.c

#include <stddef.h>
#include <stdint.h>

// MARK: - Memory

// Blocks are powers of two from 16 bytes, each with a 16-byte header holding its size class,
// taken from the end of the heap (growing the memory by whole 64 KiB pages) and kept, once
// freed, on one free list per class. No coalescing: the module draws one picture after another,
// so the same sizes come back and the heap settles at the largest picture's needs.
enum { header = 16, page = 65536, classes = 32 };

extern unsigned char __heap_base;  // the linker's first free address
static unsigned char *heap_top;
static unsigned char *heap_limit;
static void *free_lists[classes];

static void *take_from_heap(size_t bytes) {
  if (heap_top == 0) {
    heap_top = &__heap_base;
    heap_limit = (unsigned char *)(__builtin_wasm_memory_size(0) * page);
  }
  heap_top = (unsigned char *)(((uintptr_t)heap_top + header - 1) & ~(uintptr_t)(header - 1));
  if ((size_t)(heap_limit - heap_top) < bytes) {
    size_t pages = (bytes - (size_t)(heap_limit - heap_top) + page - 1) / page;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    heap_limit += pages * page;
  }
  void *block = heap_top;
  heap_top += bytes;
  return block;
}

void *malloc(size_t size) {
  if (size > ((size_t)1 << 30) - header) return 0;
  size_t class = 4;
  while (((size_t)1 << class) < size + header) class++;
  unsigned char *block = free_lists[class];
  if (block != 0) {
    free_lists[class] = *(void **)(block + header);
  } else if ((block = take_from_heap((size_t)1 << class)) == 0) {
    return 0;
  }
  *(size_t *)block = class;
  return block + header;
}

void free(void *pointer) {
  if (pointer == 0) return;
  unsigned char *block = (unsigned char *)pointer - header;
  size_t class = *(size_t *)block;
  *(void **)pointer = free_lists[class];
  free_lists[class] = block;
}

// Every block is 16-byte aligned, which covers every Swift type the module uses.
int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > header) return 22;  // EINVAL
  void *pointer = malloc(size);
  if (pointer == 0) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

int memcmp(const void *left, const void *right, size_t count) {
  const unsigned char *a = left, *b = right;
  for (size_t index = 0; index < count; index++) {
    if (a[index] != b[index]) return a[index] < b[index] ? -1 : 1;
  }
  return 0;
}

// MARK: - Numbers

// Rounds half away from zero (Double.rounded()). x - trunc(x) is exact, so the comparison
// with 0.5 is too.
double round(double x) {
  double whole = __builtin_trunc(x);
  if (__builtin_fabs(x - whole) >= 0.5) whole += __builtin_copysign(1.0, x);
  return whole;
}

// The low 128 bits of a 128-bit product (compiler-rt's __multi3), from 64-bit halves.
typedef struct { uint64_t low, high; } u128;
u128 __multi3(uint64_t a_low, uint64_t a_high, uint64_t b_low, uint64_t b_high) {
  uint64_t a0 = a_low & 0xffffffffu, a1 = a_low >> 32;
  uint64_t b0 = b_low & 0xffffffffu, b1 = b_low >> 32;
  uint64_t low_low = a0 * b0;
  uint64_t middle = a1 * b0 + (low_low >> 32);
  uint64_t middle2 = a0 * b1 + (middle & 0xffffffffu);
  u128 result;
  result.low = (middle2 << 32) | (low_low & 0xffffffffu);
  result.high = a1 * b1 + (middle >> 32) + (middle2 >> 32) + a_high * b_low + a_low * b_high;
  return result;
}

// MARK: - Seeds and guards

// Seeds for Swift's hashing (Set, Dictionary). The module's input is numbers from its page, so
// there is no hash flooding to defend against, and none of its output depends on hash order:
// a fixed sequence (SplitMix64) keeps the module free of imports.
void arc4random_buf(void *buffer, size_t count) {
  static uint64_t state = 0x9e3779b97f4a7c15u;
  unsigned char *bytes = buffer;
  for (size_t index = 0; index < count; index++) {
    if (index % 8 == 0) {
      state += 0x9e3779b97f4a7c15u;
    }
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    z ^= z >> 31;
    bytes[index] = (unsigned char)(z >> (8 * (index % 8)));
  }
}

// The stack protector's canary and what a smashed stack does: stop.
uintptr_t __stack_chk_guard = 0x5e11a7a5u;
void __stack_chk_fail(void) { __builtin_trap(); }
