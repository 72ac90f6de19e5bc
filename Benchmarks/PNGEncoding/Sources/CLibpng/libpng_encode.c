#include "libpng_encode.h"
#include <png.h>
#include <stdlib.h>
#include <string.h>
typedef struct { uint8_t *data; size_t size, capacity; } sink_t;
static void write_fn(png_structp p, png_bytep d, png_size_t n) {
  sink_t *s = png_get_io_ptr(p);
  if (s->size + n > s->capacity) { s->capacity = (s->size + n) * 2; s->data = realloc(s->data, s->capacity); }
  memcpy(s->data + s->size, d, n); s->size += n;
}
static void flush_fn(png_structp p) { (void)p; }
size_t libpng_encode(const uint8_t *rgba, int w, int h, int opaque, int level, int filters,
                     double ppm, uint8_t **out) {
  int channels = opaque ? 3 : 4;
  uint8_t *buffer = malloc((size_t)w * h * channels);
  png_bytep *rows = malloc(h * sizeof *rows);
  for (int y = 0; y < h; y++) {
    const uint8_t *src = rgba + (size_t)y * w * 4; uint8_t *dst = buffer + (size_t)y * w * channels;
    if (opaque) { for (int x = 0; x < w; x++) { dst[3*x] = src[4*x]; dst[3*x+1] = src[4*x+1]; dst[3*x+2] = src[4*x+2]; } }
    else memcpy(dst, src, (size_t)w * 4);
    rows[y] = dst;
  }
  sink_t s = {0};
  png_structp p = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(p);
  png_set_write_fn(p, &s, write_fn, flush_fn);
  png_set_IHDR(p, info, w, h, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_pHYs(p, info, (png_uint_32)(ppm + 0.5), (png_uint_32)(ppm + 0.5), PNG_RESOLUTION_METER);
  png_set_compression_level(p, level);
  png_set_filter(p, PNG_FILTER_TYPE_BASE, filters);
  png_write_info(p, info); png_write_image(p, rows); png_write_end(p, info);
  png_destroy_write_struct(&p, &info);
  free(rows); free(buffer);
  *out = s.data; return s.size;
}
