import CCairo

/// A Cairo PDF surface writing into memory, destroyed when this object goes.
final class CairoPDFSurface: CairoSurface {
  let pointer: OpaquePointer
  private let sink: CairoByteSink

  /// Creates a one-page PDF surface whose page is `width × height` points, whose creation date
  /// is `creationDate` seconds after 1970-01-01 00:00:00 UTC (Cairo would write the local time
  /// of the run).
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make it.
  init(widthInPoints width: Double, heightInPoints height: Double, creationDate: Int64)
    throws(CairoError)
  {
    let sink = CairoByteSink()
    // A capture-less closure converts to the C function pointer; the sink travels as the
    // closure argument and outlives the surface (this object holds both).
    let surface = cairo_pdf_surface_create_for_stream(
      { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<CairoByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 {
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        }
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque(), width, height)
    guard let surface else {
      throw CairoError(operation: "creating a PDF surface", status: CAIRO_STATUS_NO_MEMORY)
    }
    pointer = surface
    self.sink = sink
    try checkStatus("creating a \(width)×\(height) pt PDF surface")
    cairo_pdf_surface_set_metadata(
      surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.iso8601(secondsSince1970: creationDate))
    try checkStatus("dating a PDF document")
  }

  /// `YYYY-MM-DDThh:mm:ssZ` for a moment in UTC, as Cairo's metadata takes dates; years
  /// outside 0…9999 are clamped to its ends.
  ///
  /// - Complexity: O(1), with the civil-from-days algorithm (no calendar or time zone).
  static func iso8601(secondsSince1970 seconds: Int64) -> String {
    let limit: Int64 = 253_402_300_799  // 9999-12-31T23:59:59Z
    let earliest: Int64 = -62_167_219_200  // 0000-01-01T00:00:00Z
    let clamped = min(max(seconds, earliest), limit)
    let days = clamped >= 0 ? clamped / 86_400 : (clamped - 86_399) / 86_400
    let secondOfDay = clamped - days * 86_400
    // Howard Hinnant's civil_from_days: eras of 400 years from 0000-03-01.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):"
      + "\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }

  deinit {
    cairo_surface_destroy(pointer)
  }

  /// Ends the document and returns its bytes; drawing after this is an error.
  ///
  /// - Throws: ``CairoError`` when Cairo could not write the document.
  func finish() throws(CairoError) -> [UInt8] {
    cairo_surface_finish(pointer)
    try checkStatus("finishing a PDF document")
    return sink.bytes
  }
}
