import CCairo

/// A Cairo PDF surface writing into memory, destroyed when this object goes.
final class CairoPDFSurface: CairoSurface {
  let pointer: OpaquePointer
  private let sink: CairoByteSink

  /// Creates a one-page PDF surface whose page is `width × height` points.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make it.
  init(widthInPoints width: Double, heightInPoints height: Double) throws(CairoError) {
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
