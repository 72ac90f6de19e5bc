import ActivityRings
import CCairo

/// A Cairo ARGB32 raster surface, destroyed when this object goes.
package final class CairoImageSurface: CairoSurface {
  package let pointer: OpaquePointer
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int

  /// Creates a transparent surface of `width × height` pixels.
  ///
  /// - Throws: ``CairoFailure`` when Cairo cannot make it (size too large, out of memory).
  package init(width: Int, height: Int) throws(CairoFailure) {
    // Cairo takes 32-bit sizes (and itself refuses sides above 32767): clamp rather than trap,
    // so an oversized request becomes Cairo's "invalid size" error.
    let limit = Int(Int32.max)
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(min(max(width, 0), limit)), Int32(min(max(height, 0), limit)))
    // It never returns NULL in practice: failures come back as an error surface, checked below.
    guard let surface else {
      throw CairoFailure(operation: "creating an image surface", status: CAIRO_STATUS_NO_MEMORY)
    }
    pointer = surface
    self.width = width
    self.height = height
    try checkStatus("creating a \(width)×\(height) image surface")
  }

  deinit {
    cairo_surface_destroy(pointer)
  }

  /// The surface as a PNG written by Cairo's own writer (libpng: zlib level 6, adaptive
  /// filters, not configurable): the reference the project's encoder is measured and tested
  /// against.
  ///
  /// - Throws: ``CairoFailure`` when Cairo cannot write it.
  package func cairoPNG() throws(CairoFailure) -> [UInt8] {
    let sink = CairoByteSink()
    let status = cairo_surface_write_to_png_stream(pointer, CairoByteSink.write, sink.closure)
    try CairoFailure.check(status, "writing a PNG with Cairo")
    return sink.bytes
  }

  /// The pixels, un-premultiplied into 8-bit RGBA.
  ///
  /// Cairo stores each pixel as a native-endian 32-bit word `0xAARRGGBB` with the colour
  /// premultiplied by alpha; this divides it back out, rounding to nearest.
  ///
  /// - Complexity: O(width × height).
  package func rgbaImage() throws(CairoFailure) -> RGBAImage {
    cairo_surface_flush(pointer)
    try checkStatus("flushing an image surface")
    let stride = Int(cairo_image_surface_get_stride(pointer))
    guard let data = cairo_image_surface_get_data(pointer) else {
      throw CairoFailure(
        operation: "reading image surface pixels", status: CAIRO_STATUS_NULL_POINTER)
    }
    let width = width
    let height = height
    // Not zero-filled first: every pixel is written below.
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
      output.withMemoryRebound(to: UInt32.self) { output in
        guard let target = output.baseAddress else { return }
        for y in 0..<height {
          // Rows start on a 4-byte boundary: Cairo's stride is a multiple of 4.
          let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
          let outputRow = target + y * width
          // In blocks of 16 pixels: a block of opaque pixels (most of a picture) only changes
          // byte order, which the compiler vectorises; the others are divided pixel by pixel.
          var start = 0
          while start < width {
            let end = min(width, start + 16)
            var all = UInt32.max
            for x in start..<end { all &= row[x] }
            if all >> 24 == 255 {
              for x in start..<end { outputRow[x] = Self.reordered(row[x]).littleEndian }
            } else {
              for x in start..<end { outputRow[x] = Self.unpremultiplied(row[x]).littleEndian }
            }
            start = end
          }
        }
      }
      initialized = width * height * 4
    }
    guard let image = RGBAImage(width: width, height: height, bytes: bytes) else {
      preconditionFailure("the buffer has width × height × 4 bytes by construction")
    }
    return image
  }

  /// An opaque premultiplied `0xAARRGGBB` pixel as `0xAABBGGRR`: red in the lowest byte, the
  /// first in memory on a little-endian machine.
  @inline(__always)
  private static func reordered(_ argb: UInt32) -> UInt32 {
    (argb & 0xff00_ff00) | (argb >> 16 & 0xff) | (argb & 0xff) << 16
  }

  /// Any premultiplied `0xAARRGGBB` pixel as `0xAABBGGRR`, its colour divided by alpha and
  /// rounded to nearest; transparent black for alpha 0. Kept out of line, so the loop of opaque
  /// pixels stays free of divisions.
  @inline(never)
  private static func unpremultiplied(_ argb: UInt32) -> UInt32 {
    let alpha = argb >> 24
    if alpha == 255 { return reordered(argb) }
    guard alpha != 0 else { return 0 }
    let red = min(255, ((argb >> 16 & 0xff) * 255 + alpha / 2) / alpha)
    let green = min(255, ((argb >> 8 & 0xff) * 255 + alpha / 2) / alpha)
    let blue = min(255, ((argb & 0xff) * 255 + alpha / 2) / alpha)
    return alpha << 24 | blue << 16 | green << 8 | red
  }
}
