import ActivityRings

/// Writes an `RGBAImage` as a PNG file: 8-bit RGBA, or RGB when every pixel is opaque, with a
/// `pHYs` chunk recording the render scale.
///
/// ```swift
/// let image = try CairoRenderer().image(scene.drawList())
/// let png = try PNGEncoder(compression: .fast, scale: scene.scale).encode(image)
/// ```
///
/// The file holds, in order: the signature, `IHDR`, `pHYs`, an `iTXt` per entry of ``texts``,
/// one or more `IDAT` (zlib `deflate`), and `IEND`, each chunk with its CRC-32. Non-interlaced.
///
/// - Complexity: O(width × height). `.fast` (zlib level 1, no filtering) encodes a 512 px frame
///   several times faster than Cairo's built-in writer; `.maximum` (level 9 on unfiltered or
///   adaptively filtered rows, whichever a level-1 trial finds smaller) makes the smallest files
///   and takes longest.
public struct PNGEncoder: Sendable, Hashable {
  /// Speed against size.
  public var compression: PNGCompression
  /// The pixel density recorded in `pHYs`: 72 dpi × scale.
  public var scale: RenderScale
  /// Text entries written as `iTXt` chunks before the image data: a title and description
  /// (``PNGText/describing(_:)``), a comment, …; none by default.
  ///
  /// ```swift
  /// var encoder = PNGEncoder()
  /// encoder.texts = PNGText.describing(scene.drawList())
  /// ```
  public var texts: [PNGText]

  /// The largest `IDAT` chunk written; longer data is split across chunks.
  static let imageDataChunkSize = 1 << 20

  /// Creates an encoder.
  public init(
    compression: PNGCompression = .fast, scale: RenderScale = .x1, texts: [PNGText] = []
  ) {
    self.compression = compression
    self.scale = scale
    self.texts = texts
  }

  /// The `pHYs` density for a scale: 72 dpi × scale in pixels per metre, rounded
  /// (2835 at 1×, 5669 at 2×, 8504 at 3×).
  public static func pixelsPerMetre(at scale: RenderScale) -> Int {
    Int((Double(scale.factor) * 72 / 0.0254).rounded())
  }

  /// Encodes `image`.
  ///
  /// - Throws: ``PNGError/invalidImage(_:)`` for an image without pixels,
  ///   ``PNGError/compression(_:)`` if zlib fails.
  public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    try Self.checkSize(of: image)
    let opaque = Self.isOpaque(image)
    let compressed = try imageData(image, region: PixelRegion(image), opaque: opaque)
    var writer = PNGChunkWriter(capacity: compressed.count + 64)
    appendHeader(to: &writer, width: image.width, height: image.height, opaque: opaque)
    for piece in Self.imageDataPieces(compressed) {
      writer.append(.imageData, Array(piece))
    }
    writer.append(.end, [])
    return writer.bytes
  }

  /// Throws unless each side of `image` is 1 to 2³¹ − 1 pixels, as PNG requires.
  static func checkSize(of image: RGBAImage) throws(PNGError) {
    guard image.width > 0, image.height > 0 else {
      throw .invalidImage(
        "a PNG needs at least one pixel, the image is \(image.width)×\(image.height)")
    }
    guard image.width < 1 << 31, image.height < 1 << 31 else {
      throw .invalidImage(
        "a PNG side is below 2^31 pixels, the image is \(image.width)×\(image.height)")
    }
  }

  /// Appends `IHDR` (8-bit RGB when `opaque`, else RGBA), `pHYs` (the scale's density) and an
  /// `iTXt` per text entry: the chunks that open every file this encoder and ``APNGEncoder``
  /// write.
  func appendHeader(to writer: inout PNGChunkWriter, width: Int, height: Int, opaque: Bool) {
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    writer.append(.header, header)
    var density: [UInt8] = []
    let pixelsPerMetre = UInt32(Self.pixelsPerMetre(at: scale))
    density.appendBigEndian(pixelsPerMetre)
    density.appendBigEndian(pixelsPerMetre)
    density.append(1)  // unit: metre
    writer.append(.physicalDimensions, density)
    for text in texts {
      writer.append(.internationalText, text.internationalTextData)
    }
  }

  /// The zlib stream of `region`'s rows of `image`, as `IDAT` (or APNG's `fdAT`) carries it:
  /// RGB when `opaque`, else RGBA, each row filtered as ``compression`` decides.
  ///
  /// - Throws: ``PNGError/compression(_:)`` if zlib fails.
  func imageData(_ image: RGBAImage, region: PixelRegion, opaque: Bool) throws(PNGError)
    -> [UInt8]
  {
    let channels = opaque ? 3 : 4
    let unfiltered = Self.scanlines(image, region: region, channels: channels, filterBytes: true)
    switch compression {
    case .fast:
      return try PNGZlib.compress(unfiltered, level: 1)
    case .maximum:
      // Flat-colour art compresses best unfiltered (filters turn its long runs into noise at
      // antialiased edges: a 1024 pt ring scene is 58 KB unfiltered, 70 KB adaptively filtered,
      // both at level 9); photographs and gradients compress best filtered. A quick level-1
      // trial of both picks the rows that level 9 then compresses, at half the cost of
      // compressing both at level 9.
      let filtered = PNGFilter.adaptivelyFiltered(
        rows: Self.scanlines(image, region: region, channels: channels, filterBytes: false),
        rowBytes: region.width * channels, height: region.height, bytesPerPixel: channels)
      let filteredIsSmaller =
        try PNGZlib.compress(filtered, level: 1).count
        < PNGZlib.compress(unfiltered, level: 1).count
      return try PNGZlib.compress(filteredIsSmaller ? filtered : unfiltered, level: 9)
    }
  }

  /// `compressed` cut into pieces of at most ``imageDataChunkSize`` bytes, one chunk each.
  static func imageDataPieces(_ compressed: [UInt8]) -> [ArraySlice<UInt8>] {
    stride(from: 0, to: compressed.count, by: imageDataChunkSize).map {
      compressed[$0..<min($0 + imageDataChunkSize, compressed.count)]
    }
  }

  /// Whether every pixel has alpha 255.
  ///
  /// - Complexity: O(pixels), in blocks that the compiler vectorises.
  package static func isOpaque(_ image: RGBAImage) -> Bool {
    // The alpha byte of a pixel read as one word: the fourth byte in memory.
    let alpha = UInt32(littleEndian: 0xff00_0000)
    return image.bytes.withUnsafeBytes { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { pixels in
        var start = 0
        while start < pixels.count {
          let end = min(pixels.count, start + 1024)
          var all = UInt32.max
          for index in start..<end {
            all &= pixels[index]
          }
          if all & alpha != alpha { return false }
          start = end
        }
        return true
      }
    }
  }

  /// The rows of `region` of `image` with `channels` (3 drops alpha, 4 keeps it) bytes per
  /// pixel, each row preceded by a filter type byte 0 when `filterBytes` is true.
  static func scanlines(
    _ image: RGBAImage, region: PixelRegion, channels: Int, filterBytes: Bool
  ) -> [UInt8] {
    let prefix = filterBytes ? 1 : 0
    let width = region.width
    let rowBytes = width * channels
    let count = (rowBytes + prefix) * region.height
    // Not zero-filled first: every byte is written below.
    return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
      image.bytes.withUnsafeBufferPointer { pixels in
        guard let source = pixels.baseAddress, let target = output.baseAddress else { return }
        for y in 0..<region.height {
          let sourceRow = source + ((region.y + y) * image.width + region.x) * 4
          let targetRow = target + y * (rowBytes + prefix) + prefix
          if prefix == 1 { targetRow[-1] = 0 }
          if channels == 4 {
            targetRow.update(from: sourceRow, count: rowBytes)
          } else {
            // Each pixel's four bytes stored at once, the fourth overwritten by the next
            // pixel's red; the last pixel's three bytes one by one, to stay inside the row.
            let rawSource = UnsafeRawPointer(sourceRow)
            let rawTarget = UnsafeMutableRawPointer(targetRow)
            for x in 0..<(width - 1) {
              rawTarget.storeBytes(
                of: rawSource.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self),
                toByteOffset: x * 3, as: UInt32.self)
            }
            let last = width - 1
            targetRow[last * 3] = sourceRow[last * 4]
            targetRow[last * 3 + 1] = sourceRow[last * 4 + 1]
            targetRow[last * 3 + 2] = sourceRow[last * 4 + 2]
          }
        }
      }
      initialized = count
    }
  }
}
