/// A PNG chunk's four-letter type code, e.g. `IHDR`.
struct PNGChunkType: Sendable, Hashable, CustomStringConvertible {
  /// The four ASCII bytes.
  let bytes: [UInt8]

  /// A code from four ASCII letters.
  init(_ code: StaticString) {
    precondition(code.utf8CodeUnitCount == 4, "a chunk type has four letters")
    bytes = Array(UnsafeBufferPointer(start: code.utf8Start, count: 4))
  }

  /// A code read from a file (any four bytes).
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Critical chunks (upper-case first letter) must be understood to read the image.
  var isCritical: Bool { bytes[0] & 0x20 == 0 }

  /// The code as text, with anything but letters shown as `?`.
  var description: String {
    String(
      decoding: bytes.map { (0x41...0x5a).contains($0) || (0x61...0x7a).contains($0) ? $0 : 0x3f },
      as: UTF8.self)
  }

  /// Image header: size, bit depth, colour type, interlacing.
  static let header = PNGChunkType("IHDR")
  /// Palette (read only to be skipped: palette images are not supported).
  static let palette = PNGChunkType("PLTE")
  /// Compressed image data.
  static let imageData = PNGChunkType("IDAT")
  /// Image end.
  static let end = PNGChunkType("IEND")
  /// Physical pixel dimensions.
  static let physicalDimensions = PNGChunkType("pHYs")
  /// International text: a keyword and UTF-8 text (see ``PNGText``).
  static let internationalText = PNGChunkType("iTXt")
  /// Latin-1 text: a keyword and text (read, never written).
  static let text = PNGChunkType("tEXt")
  /// Simple transparency (one colour for RGB images).
  static let transparency = PNGChunkType("tRNS")
  /// APNG animation control: the number of frames and of plays.
  static let animationControl = PNGChunkType("acTL")
  /// APNG frame control: a frame's sequence number, region, delay, dispose and blend.
  static let frameControl = PNGChunkType("fcTL")
  /// APNG frame data: a sequence number, then compressed image data like `IDAT`'s.
  static let frameData = PNGChunkType("fdAT")
}
