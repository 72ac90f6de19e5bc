import CZlibShim

/// zlib's deflate fed piece by piece, for output built from more input than fits in memory at
/// once (the tests' zips of hundreds of MiB).
///
/// ```swift
/// let stream = try DeflateStream(level: 6, raw: true)
/// var compressed = try stream.compress(Array("<HealthData>".utf8))
/// compressed += try stream.compress([], finish: true)
/// ```
package final class DeflateStream {
  private let stream: UnsafeMutablePointer<z_stream>
  private var finished = false

  /// Starts a stream at `level` (1…9, or -1 for zlib's default, 6): `raw` deflate (no zlib
  /// header, as zip entries hold it) or a zlib stream.
  ///
  /// - Throws: ``ZlibFailure/library(_:)`` when zlib cannot start.
  package init(level: Int32, raw: Bool) throws(ZlibFailure) {
    stream = try .startedZlibStream("deflateInit2") {
      czlib_deflate_init2($0, level, raw ? -MAX_WBITS : MAX_WBITS)
    }
  }

  deinit {
    stream.endZlibStream { deflateEnd($0) }
  }

  /// Compresses `input` (less than 4 GiB) and returns the output zlib has ready; with
  /// `finish`, the rest of the stream, after which nothing more may be given.
  ///
  /// - Throws: ``ZlibFailure/library(_:)`` when zlib fails or the stream has finished.
  /// - Complexity: O(input size).
  package func compress(_ input: [UInt8], finish: Bool = false) throws(ZlibFailure) -> [UInt8] {
    guard !finished else { throw .library("the deflate stream has already finished") }
    guard input.count < Int(UInt32.max) else { throw .tooLarge(input.count) }
    var compressed: [UInt8] = []
    var output = [UInt8](repeating: 0, count: 64 << 10)
    let flush = finish ? Z_FINISH : Z_NO_FLUSH
    var status = Z_OK
    input.withUnsafeBufferPointer { source in
      stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
      stream.pointee.avail_in = uInt(source.count)
      repeat {
        output.withUnsafeMutableBufferPointer { target in
          stream.pointee.next_out = target.baseAddress
          stream.pointee.avail_out = uInt(target.count)
          status = deflate(stream, flush)
          compressed.append(contentsOf: target.prefix(target.count - Int(stream.pointee.avail_out)))
        }
      } while finish ? status == Z_OK : stream.pointee.avail_out == 0
    }
    guard status == (finish ? Z_STREAM_END : Z_OK) || (!finish && status == Z_BUF_ERROR) else {
      throw .library("deflate failed with status \(status)")
    }
    finished = finish
    return compressed
  }
}
