import ActivityRings
import CCairo

/// A Cairo PDF surface writing into memory, destroyed when this object goes.
package final class CairoPDFSurface: CairoSurface {
  package let pointer: OpaquePointer
  private let sink: CairoByteSink

  /// Creates a one-page PDF surface whose page is `width × height` points, whose creation date
  /// is `creationDate` seconds after 1970-01-01 00:00:00 UTC (Cairo would write the local time
  /// of the run), and whose document information holds `title` and `subject` (left out when
  /// empty; Cairo writes text beyond ASCII as UTF-16).
  ///
  /// - Throws: ``CairoFailure`` when Cairo cannot make it.
  package init(
    widthInPoints width: Double, heightInPoints height: Double, creationDate: Int64,
    title: String = "", subject: String = ""
  ) throws(CairoFailure) {
    let sink = CairoByteSink()
    // The sink outlives the surface: this object holds both.
    let surface = cairo_pdf_surface_create_for_stream(
      CairoByteSink.write, sink.closure, width, height)
    guard let surface else {
      throw CairoFailure(operation: "creating a PDF surface", status: CAIRO_STATUS_NO_MEMORY)
    }
    pointer = surface
    self.sink = sink
    try checkStatus("creating a \(width)×\(height) pt PDF surface")
    cairo_pdf_surface_set_metadata(
      surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.iso8601(secondsSince1970: creationDate))
    try checkStatus("dating a PDF document")
    for (field, text) in [(CAIRO_PDF_METADATA_TITLE, title), (CAIRO_PDF_METADATA_SUBJECT, subject)]
    where !text.isEmpty {
      // C strings end at the first NUL: one inside the text would cut it short.
      cairo_pdf_surface_set_metadata(surface, field, text.replacing("\u{0}", with: "\u{FFFD}"))
    }
    try checkStatus("describing a PDF document")
  }

  /// `YYYY-MM-DDThh:mm:ssZ` for a moment in UTC, as Cairo's metadata takes dates; moments
  /// outside the years 1…9999 are clamped to their ends.
  ///
  /// - Complexity: O(1): `CalendarDay(dayNumber:)` finds the day, with no
  ///   calendar or time zone.
  package static func iso8601(secondsSince1970 seconds: Int64) -> String {
    let earliest: Int64 = -62_135_596_800  // 0001-01-01T00:00:00Z
    let latest: Int64 = 253_402_300_799  // 9999-12-31T23:59:59Z
    let clamped = min(max(seconds, earliest), latest)
    let days = clamped >= 0 ? clamped / 86_400 : (clamped - 86_399) / 86_400
    let secondOfDay = clamped - days * 86_400
    let day = (try? CalendarDay(dayNumber: Int(days)))?.description ?? "1970-01-01"
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(day)T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):"
      + "\(two(secondOfDay % 60))Z"
  }

  deinit {
    cairo_surface_destroy(pointer)
  }

  /// Ends the document and returns its bytes; drawing after this is an error.
  ///
  /// - Throws: ``CairoFailure`` when Cairo could not write the document.
  package func finish() throws(CairoFailure) -> [UInt8] {
    cairo_surface_finish(pointer)
    try checkStatus("finishing a PDF document")
    return sink.bytes
  }
}
