import CZlibShim

/// zlib's deflate, inflate and CRC-32 for whole buffers: with ``InflateStream`` and
/// ``DeflateStream``, the one place the project calls zlib's C API (through the `CZlibShim`
/// module map).
package enum Zlib {
  /// Compresses `input` into one zlib stream at `level` (1…9).
  ///
  /// - Throws: ``ZlibFailure/tooLarge(_:)`` from 4 GiB of input, ``ZlibFailure/library(_:)``
  ///   when zlib fails.
  /// - Complexity: O(input size); level 9 searches harder for matches.
  package static func compress(_ input: [UInt8], level: Int32) throws(ZlibFailure) -> [UInt8] {
    guard input.count < Int(UInt32.max) else { throw .tooLarge(input.count) }
    var stream = z_stream()
    let initStatus = czlib_deflate_init(&stream, level, 8)
    guard initStatus == Z_OK else {
      throw .library("deflateInit failed with status \(initStatus)")
    }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(input.count)))
    var status = Z_OK
    // Not zero-filled first: deflate writes every byte that is kept.
    let output = [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
      input.withUnsafeBufferPointer { source in
        // zlib does not write through next_in; its header just lacks the const.
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        // The output buffer has deflateBound's size, so one Z_FINISH call completes the stream.
        status = deflate(&stream, Z_FINISH)
      }
      initialized = status == Z_STREAM_END ? Int(stream.total_out) : 0
    }
    guard status == Z_STREAM_END else {
      throw .library("deflate failed with status \(status)\(message(of: stream))")
    }
    return output
  }

  /// Decompresses one zlib stream that must hold exactly `expectedSize` bytes.
  ///
  /// - Throws: ``ZlibFailure/tooLarge(_:)`` from 4 GiB, ``ZlibFailure/truncated(produced:)``
  ///   when the stream stops early, ``ZlibFailure/longer`` or ``ZlibFailure/wrongLength(_:)``
  ///   when its length is not `expectedSize`, ``ZlibFailure/corrupt(_:)`` when it is malformed,
  ///   ``ZlibFailure/library(_:)`` when zlib cannot start.
  package static func decompress(_ input: [UInt8], expectedSize: Int) throws(ZlibFailure)
    -> [UInt8]
  {
    guard input.count < Int(UInt32.max), expectedSize < Int(UInt32.max) else {
      throw .tooLarge(max(input.count, expectedSize))
    }
    var stream = z_stream()
    let initStatus = czlib_inflate_init(&stream)
    guard initStatus == Z_OK else {
      throw .library("inflateInit failed with status \(initStatus)")
    }
    defer { inflateEnd(&stream) }
    // One spare byte tells "longer than expected" from "exactly as expected".
    var output = [UInt8](repeating: 0, count: expectedSize + 1)
    let status = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        return inflate(&stream, Z_FINISH)
      }
    }
    let produced = Int(stream.total_out)
    switch status {
    case Z_STREAM_END:
      guard produced == expectedSize else { throw .wrongLength(produced) }
    case Z_BUF_ERROR where stream.avail_out == 0:
      throw .longer
    case Z_BUF_ERROR:
      throw .truncated(produced: produced)
    default:
      throw .corrupt("zlib status \(status)\(message(of: stream))")
    }
    output.removeLast()
    return output
  }

  /// The CRC-32 (zlib's `crc32`, as PNG chunks and zip entries use it) of `parts` in order.
  ///
  /// - Complexity: O(total bytes).
  package static func crc32(_ parts: [UInt8]...) -> UInt32 {
    var crc = CZlibShim.crc32(0, nil, 0)
    for part in parts {
      crc = part.withUnsafeBufferPointer { buffer in
        // zlib takes a 32-bit length; callers pass less than 4 GiB at once.
        CZlibShim.crc32(crc, buffer.baseAddress, uInt(buffer.count))
      }
    }
    return UInt32(truncatingIfNeeded: crc)
  }

  /// The CRC-32 of what came before (`crc`, 0 at the start) followed by `bytes`.
  ///
  /// - Complexity: O(`bytes.count`).
  package static func crc32(continuing crc: UInt32, _ bytes: UnsafeRawBufferPointer) -> UInt32 {
    // zlib takes a 32-bit length; callers pass less than 4 GiB at once.
    UInt32(
      truncatingIfNeeded: CZlibShim.crc32(
        uLong(crc), bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
  }

  /// zlib's message for the stream's last error, as ": message", or nothing.
  static func message(of stream: z_stream) -> String {
    stream.msg.map { ": " + String(cString: $0) } ?? ""
  }
}
