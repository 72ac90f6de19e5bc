import CRsvg

/// Cairo's own words for a status.
enum CairoStatus {
  /// `cairo_status_to_string`, e.g. "out of memory".
  static func description(_ status: cairo_status_t) -> String {
    guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
    return String(cString: text)
  }
}
