#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

// deflateInit2 and inflateInit are macros, which Swift cannot call; these pass the library's
// version and stream size as the macros do.
static inline int czlib_deflate_init(z_streamp stream, int level, int memory_level) {
  return deflateInit2(stream, level, Z_DEFLATED, MAX_WBITS, memory_level, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init(z_streamp stream) {
  return inflateInit(stream);
}

// window_bits as inflateInit2 and deflateInit2 take them: negative for raw deflate (zip).
static inline int czlib_inflate_init2(z_streamp stream, int window_bits) {
  return inflateInit2(stream, window_bits);
}

static inline int czlib_deflate_init2(z_streamp stream, int level, int window_bits) {
  return deflateInit2(stream, level, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY);
}

#endif
