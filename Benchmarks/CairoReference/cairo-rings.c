/*
 * cairo-rings: the C + Cairo reference of Scripts/benchmark. It draws the benchmarks' picture
 * with Cairo's C API and nothing else, so that rings' Cairo paths are measured against the
 * least a program can do to put the same pixels on a Cairo surface: no draw list, no gradient,
 * no Swift.
 *
 * The picture (BenchmarkScenes.swift draws it in Swift): three flat rings on black, Move 75%,
 * Exercise 135%, Stand 50%, each over its track (the ring's colour at a quarter opacity), with
 * round caps; a ring past 100% is a full circle with the rest drawn over it from 12 o'clock,
 * its tip over a dark disc, the shadow that lifts the tip off the lap below.
 *
 * Build and use (Scripts/benchmark does this in a temporary folder):
 *
 *   cc -O2 -o cairo-rings Benchmarks/CairoReference/cairo-rings.c \
 *     $(pkg-config --cflags --libs cairo) -lm
 *   cairo-rings still OUT.png [SIDE]       one picture, written as a PNG file by Cairo
 *   cairo-rings frames N memory [SIDE]     N frames from empty rings to the picture, each
 *                                          rasterised and encoded to PNG in memory
 *   cairo-rings frames N raster [SIDE]     the same, rasterised only; prints to standard error
 *                                          "raster-median-us=M raster-total-us=T frames=N"
 *
 * SIDE is in pixels (default 512). The exit status is 0, or 64 for a usage error and 1 when
 * Cairo fails.
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The picture at a side of 512 px; everything scales with the side. */
enum { RING_COUNT = 3 };
static const double reference_side = 512.0;
static const double band = 60.0;      /* each ring's width */
static const double spacing = 4.0;    /* black between two rings */
static const double margin = 6.0;     /* black outside the outer ring */
static const double track_alpha = 0.25;
static const double shadow_alpha = 0.4;
static const double shadow_lead = 0.01; /* the shadow sits this far ahead of the tip, in laps */

struct ring {
  unsigned char red, green, blue; /* Apple's Move, Exercise and Stand colours */
  double progress;                /* of the final picture: 1 is one lap */
};

static const struct ring rings[RING_COUNT] = {
    {250, 17, 79, 0.75},
    {166, 255, 0, 1.35},
    {0, 255, 246, 0.50},
};

static double now_microseconds(void) {
  struct timespec moment;
  clock_gettime(CLOCK_MONOTONIC, &moment);
  return (double)moment.tv_sec * 1e6 + (double)moment.tv_nsec / 1e3;
}

static void set_colour(cairo_t *cr, const struct ring *ring, double alpha) {
  cairo_set_source_rgba(cr, ring->red / 255.0, ring->green / 255.0, ring->blue / 255.0, alpha);
}

/* An arc of `laps` (0 to 1) from 12 o'clock, clockwise, stroked with the current source. */
static void stroke_laps(cairo_t *cr, double radius, double laps) {
  const double top = -M_PI / 2;
  cairo_new_path(cr);
  cairo_arc(cr, 0, 0, radius, top, top + laps * 2 * M_PI);
  cairo_stroke(cr);
}

/* One ring at `progress` (0 or more), centred on the origin. */
static void draw_ring(cairo_t *cr, const struct ring *ring, double radius, double progress) {
  set_colour(cr, ring, track_alpha);
  stroke_laps(cr, radius, 1);
  set_colour(cr, ring, 1);
  if (progress <= 0) return;
  if (progress < 1) {
    stroke_laps(cr, radius, progress);
    return;
  }
  stroke_laps(cr, radius, 1);
  double rest = progress - floor(progress);
  if (rest <= 0) return;
  double angle = -M_PI / 2 + (rest + shadow_lead) * 2 * M_PI;
  cairo_new_path(cr);
  cairo_arc(cr, radius * cos(angle), radius * sin(angle), band / 2, 0, 2 * M_PI);
  cairo_set_source_rgba(cr, 0, 0, 0, shadow_alpha);
  cairo_fill(cr);
  set_colour(cr, ring, 1);
  stroke_laps(cr, radius, rest);
}

/* The picture with each ring's progress scaled by `amount` (0 to 1): black, then the rings. */
static void draw(cairo_t *cr, int side, double amount) {
  cairo_save(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  cairo_scale(cr, side / reference_side, side / reference_side);
  cairo_translate(cr, reference_side / 2, reference_side / 2);
  cairo_set_line_width(cr, band);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  double radius = reference_side / 2 - margin - band / 2;
  for (int index = 0; index < RING_COUNT; index++) {
    draw_ring(cr, &rings[index], radius, rings[index].progress * amount);
    radius -= band + spacing;
  }
  cairo_restore(cr);
}

/* Counts the PNG's bytes and keeps none: the encoding is the work measured, not the storage. */
static cairo_status_t discard(void *closure, const unsigned char *data, unsigned int length) {
  (void)data;
  *(size_t *)closure += length;
  return CAIRO_STATUS_SUCCESS;
}

static int compare_doubles(const void *left, const void *right) {
  double a = *(const double *)left, b = *(const double *)right;
  return (a > b) - (a < b);
}

static int usage(void) {
  fprintf(stderr,
          "usage: cairo-rings still OUT.png [SIDE]\n"
          "       cairo-rings frames N memory|raster [SIDE]\n");
  return 64;
}

/* A whole number from `low` to `high`, or -1. */
static long whole_number(const char *text, long low, long high) {
  char *end;
  long value = strtol(text, &end, 10);
  return (*text && !*end && value >= low && value <= high) ? value : -1;
}

int main(int argc, char **argv) {
  if (argc < 3) return usage();
  int still = strcmp(argv[1], "still") == 0;
  if (!still && strcmp(argv[1], "frames") != 0) return usage();
  int side_argument = still ? 3 : 4;
  if (argc > side_argument + 1 || (!still && argc < 4)) return usage();
  long side = argc == side_argument + 1 ? whole_number(argv[side_argument], 1, 8192) : 512;
  if (side < 0) return usage();

  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)side, (int)side);
  cairo_t *cr = cairo_create(surface);
  int status = 0;
  if (still) {
    draw(cr, (int)side, 1);
    cairo_surface_flush(surface);
    cairo_status_t written = cairo_surface_write_to_png(surface, argv[2]);
    if (written != CAIRO_STATUS_SUCCESS) {
      fprintf(stderr, "cairo-rings: cannot write %s: %s\n", argv[2],
              cairo_status_to_string(written));
      status = 1;
    }
  } else {
    long count = whole_number(argv[2], 1, 100000);
    int encode = strcmp(argv[3], "memory") == 0;
    if (count < 0 || (!encode && strcmp(argv[3], "raster") != 0)) {
      cairo_destroy(cr);
      cairo_surface_destroy(surface);
      return usage();
    }
    double *raster = malloc((size_t)count * sizeof *raster);
    size_t png_bytes = 0;
    for (long frame = 0; frame < count && raster; frame++) {
      /* Ease in and out (smoothstep) from empty rings to the picture. */
      double t = count > 1 ? (double)frame / (double)(count - 1) : 1;
      double start = now_microseconds();
      draw(cr, (int)side, t * t * (3 - 2 * t));
      cairo_surface_flush(surface);
      raster[frame] = now_microseconds() - start;
      if (encode && cairo_surface_write_to_png_stream(surface, discard, &png_bytes)) {
        fprintf(stderr, "cairo-rings: PNG encoding failed\n");
        status = 1;
        break;
      }
    }
    if (!raster) {
      fprintf(stderr, "cairo-rings: out of memory\n");
      status = 1;
    } else if (status == 0) {
      double total = 0;
      for (long frame = 0; frame < count; frame++) total += raster[frame];
      qsort(raster, (size_t)count, sizeof *raster, compare_doubles);
      fprintf(stderr, "raster-median-us=%.1f raster-total-us=%.0f frames=%ld", raster[count / 2],
              total, count);
      if (encode) fprintf(stderr, " png-bytes=%zu", png_bytes);
      fprintf(stderr, "\n");
    }
    free(raster);
  }
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return status;
}
