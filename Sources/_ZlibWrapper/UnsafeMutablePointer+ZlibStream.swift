import CZlibShim

/// The `z_stream` of ``DeflateStream`` and ``InflateStream``, at a fixed address (zlib keeps a
/// pointer back to it): allocated and started together, ended and freed together.
///
/// ```swift
/// let stream = try UnsafeMutablePointer.startedZlibStream("inflateInit2") {
///   czlib_inflate_init2($0, -MAX_WBITS)
/// }
/// stream.endZlibStream { inflateEnd($0) }
/// ```
extension UnsafeMutablePointer where Pointee == z_stream {
  /// Allocates a stream and starts it with `start`, zlib's init call, named `call` in the
  /// failure; nothing is left allocated when it fails.
  ///
  /// - Throws: ``ZlibFailure/library(_:)`` when `start` does not return `Z_OK`.
  static func startedZlibStream(
    _ call: String, _ start: (Self) -> Int32
  ) throws(ZlibFailure) -> Self {
    let stream = allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = start(stream)
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw .library("\(call) failed with status \(status)")
    }
    return stream
  }

  /// Ends the stream with `end`, zlib's end call, and frees it.
  func endZlibStream(_ end: (Self) -> Int32) {
    _ = end(self)
    deinitialize(count: 1)
    deallocate()
  }
}
