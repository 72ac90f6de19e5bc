#ifndef ACTIVITY_RINGS_CRSVG_SHIM_H
#define ACTIVITY_RINGS_CRSVG_SHIM_H

// librsvg parses SVG and draws it through Cairo; the Cairo side of that (surfaces, contexts,
// statuses) is the Cairo wrapper's, so only librsvg's own API is used from here. rsvg.h
// includes cairo.h itself.
#include <librsvg/rsvg.h>

#endif
