extension PNGDecoder {
  /// The `IHDR` fields this decoder reads, validated.
  struct Header {
    var width: Int
    var height: Int
    /// RGBA (colour type 6) rather than RGB (colour type 2).
    var hasAlpha: Bool

    /// Reads and checks the first chunk, which must be `IHDR`.
    ///
    /// - Throws: ``PNGError/corrupt(_:)`` for invalid fields, ``PNGError/unsupported(_:)`` for
    ///   valid ones outside 8-bit RGB/RGBA without interlacing.
    init(_ chunks: [PNGChunkReader.Chunk]) throws(PNGError) {
      guard let first = chunks.first, first.type == .header else {
        throw .corrupt("the first chunk is not IHDR")
      }
      guard first.data.count == 13 else {
        throw .corrupt("IHDR has \(first.data.count) bytes instead of 13")
      }
      let fields = Array(first.data)
      width = Int(PNGChunkReader.bigEndian(fields, at: 0))
      height = Int(PNGChunkReader.bigEndian(fields, at: 4))
      guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else {
        throw .corrupt("invalid size \(width)×\(height)")
      }
      let bitDepth = fields[8]
      let colorType = fields[9]
      let allowedDepths: [UInt8: [UInt8]] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
      ]
      guard let depths = allowedDepths[colorType], depths.contains(bitDepth) else {
        throw .corrupt("bit depth \(bitDepth) with colour type \(colorType)")
      }
      switch colorType {
      case 0: throw .unsupported("greyscale (colour type 0)")
      case 3: throw .unsupported("palette colour (colour type 3)")
      case 4: throw .unsupported("greyscale with alpha (colour type 4)")
      default: break
      }
      guard bitDepth == 8 else { throw .unsupported("\(bitDepth)-bit samples") }
      guard fields[10] == 0 else { throw .corrupt("compression method \(fields[10])") }
      guard fields[11] == 0 else { throw .corrupt("filter method \(fields[11])") }
      switch fields[12] {
      case 0: break
      case 1: throw .unsupported("Adam7 interlacing")
      default: throw .corrupt("interlace method \(fields[12])")
      }
      hasAlpha = colorType == 6
    }
  }
}
