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
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { output in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        let outputRow = y * width * 4
        for x in 0..<width {
          let argb = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          let alpha = UInt32(argb >> 24)
          let offset = outputRow + x * 4
          guard alpha != 0 else { continue }  // already zero: transparent black
          var red = (argb >> 16) & 0xff
          var green = (argb >> 8) & 0xff
          var blue = argb & 0xff
          if alpha != 255 {
            red = min(255, (red * 255 + alpha / 2) / alpha)
            green = min(255, (green * 255 + alpha / 2) / alpha)
            blue = min(255, (blue * 255 + alpha / 2) / alpha)
          }
          output[offset] = UInt8(truncatingIfNeeded: red)
          output[offset + 1] = UInt8(truncatingIfNeeded: green)
          output[offset + 2] = UInt8(truncatingIfNeeded: blue)
          output[offset + 3] = UInt8(truncatingIfNeeded: alpha)
        }
      }
    }
    guard let image = RGBAImage(width: width, height: height, bytes: bytes) else {
      preconditionFailure("the buffer has width × height × 4 bytes by construction")
    }
    return image
  }
}
