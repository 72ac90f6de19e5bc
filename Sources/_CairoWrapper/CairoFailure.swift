import CCairo

/// A Cairo call that did not succeed: which operation, and Cairo's status and its own words for
/// it. The backend and the librsvg rasteriser turn it into their public errors.
package struct CairoFailure: Error, Sendable, Hashable {
  /// What was being done, e.g. "creating a 9000×9000 image surface".
  package let operation: String
  /// Cairo's status code (the raw value of `cairo_status_t`).
  package let code: Int
  /// Cairo's description of the status (`cairo_status_to_string`), e.g. "out of memory".
  package let reason: String

  /// A failure from a status Cairo returned.
  init(operation: String, status: cairo_status_t) {
    self.operation = operation
    code = Int(status.rawValue)
    reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(code)"
  }

  /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
  static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String)
    throws(CairoFailure)
  {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoFailure(operation: operation(), status: status)
    }
  }
}
