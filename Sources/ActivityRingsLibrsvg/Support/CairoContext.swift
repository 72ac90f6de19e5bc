import CRsvg

/// A Cairo drawing context on an image surface: owns the `cairo_t` and destroys it when the value
/// goes away. Keeps the surface alive for as long as it draws on it.
final class CairoContext {
  let pointer: OpaquePointer
  private let surface: CairoImageSurface

  /// - Throws: ``LibrsvgError/cairo(_:)`` when Cairo cannot create the context.
  init(drawingOn surface: CairoImageSurface) throws(LibrsvgError) {
    // Like surfaces, contexts come back in an error state rather than NULL.
    let created = cairo_create(surface.pointer)
    let status = cairo_status(created)
    guard let created, status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(created)
      throw .cairo(CairoStatus.description(status))
    }
    pointer = created
    self.surface = surface
  }

  deinit {
    cairo_destroy(pointer)
  }

  /// - Throws: ``LibrsvgError/cairo(_:)`` when the context is in an error state.
  func checkStatus() throws(LibrsvgError) {
    let status = cairo_status(pointer)
    guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(CairoStatus.description(status)) }
  }
}
