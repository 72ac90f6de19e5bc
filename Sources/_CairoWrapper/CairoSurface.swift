import CCairo

/// Something that owns a `cairo_surface_t` for as long as it lives, so a ``CairoContext`` can
/// keep its target alive.
package protocol CairoSurface: AnyObject {
  /// The surface; valid until the owner is released.
  var pointer: OpaquePointer { get }
}

extension CairoSurface {
  /// Throws the surface's error status, if it has one.
  package func checkStatus(_ operation: @autoclosure () -> String) throws(CairoFailure) {
    try CairoFailure.check(cairo_surface_status(pointer), operation())
  }
}
