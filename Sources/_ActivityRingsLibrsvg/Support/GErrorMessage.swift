import CRsvg

/// Reads and frees the `GError`s that GLib-based calls hand back through an out-parameter.
enum GErrorMessage {
  /// The error's message, freeing the error; `fallback` when there is none.
  static func take(_ error: UnsafeMutablePointer<GError>?, otherwise fallback: String) -> String {
    guard let error else { return fallback }
    defer { g_error_free(error) }
    guard let message = error.pointee.message else { return fallback }
    return String(cString: message)
  }

  /// Frees an error a call set although it succeeded (GLib forbids it, but it costs nothing to
  /// be safe).
  static func discard(_ error: UnsafeMutablePointer<GError>?) {
    if let error { g_error_free(error) }
  }
}
