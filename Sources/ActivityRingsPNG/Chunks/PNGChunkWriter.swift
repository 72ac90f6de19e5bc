import _ZlibWrapper

/// Writes a PNG stream: the signature, then length-type-data-CRC chunks.
///
/// ```swift
/// var writer = PNGChunkWriter()
/// writer.append(.header, headerFields)
/// writer.append(.imageData, compressed)
/// writer.append(.end, [])
/// let png = writer.bytes
/// ```
///
/// The still-image encoder uses it; an APNG encoder adds `acTL`/`fcTL`/`fdAT` chunks with the
/// same calls.
struct PNGChunkWriter {
  /// The 8-byte PNG file signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

  /// Everything written so far, starting with the signature.
  private(set) var bytes: [UInt8]

  /// Starts a stream with the signature; `capacity` reserves room for the expected size.
  init(capacity: Int = 0) {
    bytes = Self.signature
    bytes.reserveCapacity(capacity + 8)
  }

  /// Appends one chunk: 4-byte big-endian length, type, data, and the CRC-32 of type and data.
  ///
  /// - Precondition: `data` is shorter than 2³¹ bytes, as PNG requires.
  mutating func append(_ type: PNGChunkType, _ data: [UInt8]) {
    precondition(data.count < 1 << 31, "a PNG chunk holds less than 2^31 bytes")
    bytes.appendBigEndian(UInt32(data.count))
    bytes += type.bytes
    bytes += data
    bytes.appendBigEndian(Self.crc(type, data))
  }

  /// The chunk CRC (zlib's `crc32`) over the type code and the data.
  static func crc(_ type: PNGChunkType, _ data: [UInt8]) -> UInt32 {
    Zlib.crc32(type.bytes, data)
  }
}

extension [UInt8] {
  /// Appends `value` as four big-endian bytes, as PNG stores every integer.
  mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
