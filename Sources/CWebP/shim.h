#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H

// libwebp 1.2 (Debian's libwebp-dev): the encoder and decoder, the animation encoder and the
// container (libwebpmux), and the animation decoder and demuxer (libwebpdemux), which
// ActivityRingsWebP calls through its wrapper alone (_WebPWrapper).
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

#endif
