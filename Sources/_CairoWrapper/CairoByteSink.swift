import CCairo

/// Collects the bytes a Cairo stream writer produces (a PDF surface, the PNG writer): handed to
/// Cairo as the write callback's closure argument, and kept alive by whoever writes into it.
package final class CairoByteSink {
  /// Everything written so far.
  package var bytes: [UInt8] = []

  /// The write callback for Cairo's stream functions, with a sink as its closure argument: a
  /// capture-less closure, so it converts to the C function pointer.
  static var write: cairo_write_func_t {
    { closure, data, length in
      guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<CairoByteSink>.fromOpaque(closure).takeUnretainedValue()
      if let data, length > 0 {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      }
      return CAIRO_STATUS_SUCCESS
    }
  }

  /// The closure argument that hands this sink to ``write``; the sink must outlive every call.
  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
