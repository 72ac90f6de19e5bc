import ActivityRings
import CRsvg

/// An ARGB32 Cairo image surface, transparent when created: owns the `cairo_surface_t` and
/// destroys it when the value goes away.
final class CairoImageSurface {
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  /// - Throws: ``LibrsvgError/cairo(_:)`` when Cairo cannot create it (e.g. out of memory).
  init(width: Int, height: Int) throws(LibrsvgError) {
    // Cairo never returns NULL here: failures come back as a surface in an error state.
    let created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    let status = cairo_surface_status(created)
    guard let created, status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(created)
      throw .cairo(CairoStatus.description(status))
    }
    pointer = created
    self.width = width
    self.height = height
  }

  deinit {
    cairo_surface_destroy(pointer)
  }

  /// The pixels as straight RGBA: Cairo stores each pixel as one native-endian 32-bit word
  /// `A R G B` with the colour premultiplied by alpha; this divides it back out, rounding.
  ///
  /// - Throws: ``LibrsvgError/cairo(_:)`` when the surface is in an error state or has no
  ///   pixel data.
  func straightRGBAImage() throws(LibrsvgError) -> RGBAImage {
    cairo_surface_flush(pointer)
    let status = cairo_surface_status(pointer)
    guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(CairoStatus.description(status)) }
    guard let data = cairo_image_surface_get_data(pointer) else {
      throw .cairo("the image surface has no pixel data")
    }
    let stride = Int(cairo_image_surface_get_stride(pointer))
    let source = UnsafeRawPointer(data)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { target in
      var offset = 0
      for row in 0..<height {
        let rowStart = source + row * stride
        for column in 0..<width {
          let word = rowStart.load(fromByteOffset: column * 4, as: UInt32.self)
          let alpha = word >> 24
          if alpha != 0 {
            target[offset] = Self.unpremultiplied((word >> 16) & 0xff, alpha)
            target[offset + 1] = Self.unpremultiplied((word >> 8) & 0xff, alpha)
            target[offset + 2] = Self.unpremultiplied(word & 0xff, alpha)
            target[offset + 3] = UInt8(alpha)
          }
          offset += 4
        }
      }
    }
    guard let image = RGBAImage(width: width, height: height, bytes: bytes) else {
      throw .cairo("the surface's pixel count does not match its size")
    }
    return image
  }

  /// `channel × 255 / alpha`, rounded to nearest; alpha is 1…255 and channel ≤ alpha.
  private static func unpremultiplied(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
    UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
  }
}
