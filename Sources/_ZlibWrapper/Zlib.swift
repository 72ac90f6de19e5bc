import CZlibShim

/// zlib's deflate, inflate and CRC-32 for whole buffers: with ``InflateStream`` and
/// ``DeflateStream``, the one place the project calls zlib's C API (through the `CZlibShim`
/// module map).
package enum Zlib {
  /// Compresses `input` into one zlib stream at `level` (1…9), with a memory level of 8: the
  /// bytes zlib's `deflate` writes, its Adler-32 checksum computed here (``adler32(_:)``,
  /// several times faster than zlib's own) around zlib's raw deflate data.
  ///
  /// - Throws: ``ZlibFailure/tooLarge(_:)`` from 4 GiB of input, ``ZlibFailure/library(_:)``
  ///   when zlib fails.
  /// - Complexity: O(input size); level 9 searches harder for matches.
  package static func compress(_ input: [UInt8], level: Int32) throws(ZlibFailure) -> [UInt8] {
    guard input.count < Int(UInt32.max) else { throw .tooLarge(input.count) }
    var stream = z_stream()
    let initStatus = czlib_deflate_init2(&stream, level, -MAX_WBITS)
    guard initStatus == Z_OK else {
      throw .library("deflateInit failed with status \(initStatus)")
    }
    defer { deflateEnd(&stream) }
    // Room for the 2-byte header, the raw data and the 4-byte checksum.
    let bound = Int(deflateBound(&stream, uLong(input.count))) + 6
    var status = Z_OK
    // Not zero-filled first: deflate writes every byte that is kept.
    let output = [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
      initialized = 0
      guard let base = target.baseAddress else { return }
      input.withUnsafeBufferPointer { source in
        // zlib does not write through next_in; its header just lacks the const.
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = base + 2
        stream.avail_out = uInt(target.count - 6)
        // The output buffer has deflateBound's size, so one Z_FINISH call completes the stream.
        status = deflate(&stream, Z_FINISH)
        guard status == Z_STREAM_END else { return }
        let header = zlibHeader(level: level)
        base[0] = UInt8(header >> 8)
        base[1] = UInt8(header & 0xff)
        let end = 2 + Int(stream.total_out)
        let checksum = adler32(source)
        for index in 0..<4 {
          base[end + index] = UInt8(truncatingIfNeeded: checksum >> (24 - 8 * index))
        }
        initialized = end + 4
      }
    }
    guard status == Z_STREAM_END else {
      throw .library("deflate failed with status \(status)\(message(of: stream))")
    }
    return output
  }

  /// The two bytes that open a zlib stream (RFC 1950) as zlib's `deflate` writes them: a 32 KiB
  /// window, and the level's speed class (0 fastest, 1 fast, 2 default, 3 smallest).
  static func zlibHeader(level: Int32) -> UInt16 {
    let level = level == Z_DEFAULT_COMPRESSION ? 6 : level
    let speed: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
    let header = UInt16(Z_DEFLATED + ((MAX_WBITS - 8) << 4)) << 8 | speed << 6
    return header + 31 - header % 31
  }

  /// The Adler-32 checksum of `bytes` (RFC 1950), as zlib's `adler32` computes it, 16 bytes at
  /// a time in SIMD registers.
  ///
  /// - Complexity: O(`bytes.count`).
  package static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let modulus: UInt64 = 65521
    var a: UInt64 = 1
    var b: UInt64 = 0
    guard let base = bytes.baseAddress else { return 1 }
    let raw = UnsafeRawPointer(base)
    // A byte's weight in b: how many times a is added to b from it on, within 16 bytes.
    let weights = SIMD16<UInt16>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    var offset = 0
    while bytes.count - offset >= 16 {
      // 5552 bytes (zlib's NMAX, 347 × 16) keep every sum below 2³² until it is reduced.
      let count = min(5552, (bytes.count - offset) / 16 * 16)
      var sums = SIMD16<UInt32>()
      var sumsBefore = SIMD16<UInt32>()
      var weighted = SIMD16<UInt32>()
      for chunk in stride(from: offset, to: offset + count, by: 16) {
        let chunkBytes = SIMD16<UInt16>(
          truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: chunk, as: SIMD16<UInt8>.self))
        sumsBefore &+= sums
        sums &+= SIMD16<UInt32>(truncatingIfNeeded: chunkBytes)
        weighted &+= SIMD16<UInt32>(truncatingIfNeeded: chunkBytes &* weights)
      }
      // Each byte adds itself to a, and a (after it) to b: a at the block's start once per
      // byte, each earlier chunk's bytes 16 times per later chunk, and each byte by its weight.
      b =
        (b + UInt64(count) * a + 16 * UInt64(sumsBefore.wrappedSum())
          + UInt64(weighted.wrappedSum())) % modulus
      a = (a + UInt64(sums.wrappedSum())) % modulus
      offset += count
    }
    for index in offset..<bytes.count {
      a = (a + UInt64(base[index])) % modulus
      b = (b + a) % modulus
    }
    return UInt32(b << 16 | a)
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
