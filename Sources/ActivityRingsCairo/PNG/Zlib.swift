import CZlibShim

/// zlib's deflate and inflate for whole buffers, errors as ``PNGError/compression(_:)`` or, on
/// reading, as corrupt or truncated data.
enum Zlib {
  /// Compresses `input` into one zlib stream at `level` (1…9).
  ///
  /// - Complexity: O(input size); level 9 searches harder for matches.
  static func compress(_ input: [UInt8], level: Int32) throws(PNGError) -> [UInt8] {
    guard input.count < Int(UInt32.max) else {
      throw .invalidImage("\(input.count) bytes of image data is more than zlib takes at once")
    }
    var stream = z_stream()
    let initStatus = czlib_deflate_init(&stream, level, 9)
    guard initStatus == Z_OK else {
      throw .compression("deflateInit failed with status \(initStatus)")
    }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
    let status = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        // zlib does not write through next_in; its header just lacks the const.
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        // The output buffer has deflateBound's size, so one Z_FINISH call completes the stream.
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else {
      throw .compression("deflate failed with status \(status)\(message(of: stream))")
    }
    output.removeSubrange(Int(stream.total_out)...)
    return output
  }

  /// Decompresses one zlib stream that must hold exactly `expectedSize` bytes.
  ///
  /// - Throws: ``PNGError/truncated(_:)`` when the stream stops early,
  ///   ``PNGError/corrupt(_:)`` when it is malformed or its length differs from `expectedSize`.
  static func decompress(_ input: [UInt8], expectedSize: Int) throws(PNGError) -> [UInt8] {
    guard input.count < Int(UInt32.max), expectedSize < Int(UInt32.max) else {
      throw .unsupported("more than 4 GiB of image data")
    }
    var stream = z_stream()
    let initStatus = czlib_inflate_init(&stream)
    guard initStatus == Z_OK else {
      throw .compression("inflateInit failed with status \(initStatus)")
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
      guard produced == expectedSize else {
        throw .corrupt(
          "image data holds \(produced) bytes, the header asks for \(expectedSize)")
      }
    case Z_BUF_ERROR where stream.avail_out == 0:
      throw .corrupt("image data is longer than the header's \(expectedSize) bytes")
    case Z_BUF_ERROR:
      throw .truncated("the compressed image data stops after \(produced) of \(expectedSize) bytes")
    default:
      throw .corrupt("image data does not inflate (zlib status \(status)\(message(of: stream)))")
    }
    output.removeLast()
    return output
  }

  private static func message(of stream: z_stream) -> String {
    stream.msg.map { ": " + String(cString: $0) } ?? ""
  }
}
