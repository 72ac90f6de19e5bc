#ifndef CGIFLIB_SHIM_H
#define CGIFLIB_SHIM_H

// giflib 5 (Debian's libgif-dev): the encoder, decoder and colour quantiser ActivityRingsGIF
// calls, through its wrapper alone.
#include <gif_lib.h>

#endif
