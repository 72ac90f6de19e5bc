#ifndef ACTIVITY_RINGS_CRSVG_SHIM_H
#define ACTIVITY_RINGS_CRSVG_SHIM_H

// librsvg parses SVG and draws it through Cairo: the Swift side needs both APIs.
#include <librsvg/rsvg.h>
#include <cairo.h>

#endif
