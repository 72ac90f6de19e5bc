import CZlibShim

/// zlib's inflate fed piece by piece, for data too large to hold at once (a zip entry of
/// gigabytes): the caller gives input with ``setInput(_:)`` whenever ``pendingInput`` is 0 and
/// calls ``inflate(into:)`` until the stream ends.
///
/// ```swift
/// let stream = try InflateStream(raw: true)
/// stream.setInput(UnsafeRawBufferPointer(rebasing: input[0..<count]))
/// let step = stream.inflate(into: output)  // step.produced bytes at the start of output
/// ```
///
/// The `z_stream` lives at a fixed address (zlib keeps a pointer back to it), owned by this
/// object and ended in `deinit`.
package final class InflateStream {
  /// What one call to ``inflate(into:)`` did.
  package enum Status: Equatable, Sendable {
    /// Progress was made; zlib may hold more output even without more input.
    case progressed
    /// The compressed stream ended.
    case ended
    /// No progress was possible: more input is needed (or more room, which the caller always
    /// gives).
    case stalled
    /// The data is not valid deflate; zlib's message.
    case corrupt(String)
  }

  private let stream: UnsafeMutablePointer<z_stream>

  /// Starts a stream: `raw` deflate data (no zlib header, as zip entries hold it) or a zlib
  /// stream.
  ///
  /// - Throws: ``ZlibFailure/library(_:)`` when zlib cannot start.
  package init(raw: Bool) throws(ZlibFailure) {
    stream = try .startedZlibStream("inflateInit2") {
      czlib_inflate_init2($0, raw ? -MAX_WBITS : MAX_WBITS)
    }
  }

  deinit {
    stream.endZlibStream { inflateEnd($0) }
  }

  /// Input bytes given but not yet taken in.
  package var pendingInput: Int { Int(stream.pointee.avail_in) }

  /// Gives the next piece of compressed input, which must stay valid until it is taken in
  /// (``pendingInput`` is 0 again). Less than 4 GiB.
  package func setInput(_ input: UnsafeRawBufferPointer) {
    // zlib does not write through next_in; its header just lacks the const.
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = uInt(input.count)
  }

  /// Inflates what it can into `output` (less than 4 GiB): the bytes written at its start and
  /// how the call ended.
  ///
  /// - Complexity: O(input taken in + output written).
  package func inflate(into output: UnsafeMutableRawBufferPointer) -> (
    produced: Int, status: Status
  ) {
    stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(output.count)
    let status = CZlibShim.inflate(stream, Z_NO_FLUSH)
    let produced = output.count - Int(stream.pointee.avail_out)
    switch status {
    case Z_OK: return (produced, .progressed)
    case Z_STREAM_END: return (produced, .ended)
    case Z_BUF_ERROR: return (produced, .stalled)
    default:
      return (
        produced, .corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)")
      )
    }
  }
}
