#include <stddef.h>
#include <stdint.h>
/* Encodes 8-bit RGBA pixels with libpng (RGB when opaque), pHYs included; returns the PNG's
   size and writes it to *out (malloc'ed; free it). */
size_t libpng_encode(const uint8_t *rgba, int width, int height, int opaque, int level,
                     int filters, double pixels_per_metre, uint8_t **out);
