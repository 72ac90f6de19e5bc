import ActivityRings

/// Reads a PNG into an `RGBAImage`: 8-bit RGB or RGBA, not interlaced (what ``PNGEncoder``,
/// Cairo and librsvg write), undoing all five row filters.
///
/// ```swift
/// let image = try PNGDecoder().decode(Data(contentsOf: url))
/// image[0, 0]  // the top-left pixel
/// ```
///
/// Every chunk's CRC is checked. Palette, greyscale, 16-bit and interlaced files are valid PNGs
/// that it does not read: they fail with ``PNGError/unsupported(_:)``, as do images of more than
/// 1 GiB of pixel data. An RGB image's `tRNS`
/// colour becomes transparent; other ancillary chunks are ignored.
///
/// - Complexity: O(width × height).
public struct PNGDecoder: Sendable, Hashable {
  /// The largest decompressed image data it accepts (1 GiB, four times an 8192 px square),
  /// so a tiny file claiming a huge size cannot make it allocate without bound.
  static let maximumImageDataBytes = 1 << 30

  /// Creates a decoder.
  public init() {}

  /// Decodes PNG bytes.
  ///
  /// - Throws: ``PNGError``: ``PNGError/notPNG``, ``PNGError/truncated(_:)``,
  ///   ``PNGError/corrupt(_:)``, ``PNGError/checksumMismatch(chunk:)`` or
  ///   ``PNGError/unsupported(_:)``.
  public func decode(_ bytes: some Collection<UInt8>) throws(PNGError) -> RGBAImage {
    let chunks = try PNGChunkReader(Array(bytes)).chunks
    let header = try Header(chunks)
    var compressed: [UInt8] = []
    var transparentColor: [UInt8]?
    for chunk in chunks.dropFirst() {
      switch chunk.type {
      case .imageData:
        compressed += chunk.data
      case .transparency where chunk.data.count == 6:
        // Three 16-bit samples; at bit depth 8 only their low bytes count.
        let samples = Array(chunk.data)
        transparentColor = [samples[1], samples[3], samples[5]]
      case .header:
        throw .corrupt("a second IHDR chunk")
      case .palette, .end:
        break  // a suggested palette for a true-colour image needs nothing
      case let type where type.isCritical:
        throw .unsupported("critical chunk \(type)")
      default:
        break
      }
    }
    guard !compressed.isEmpty else { throw .corrupt("no IDAT chunk") }

    let channels = header.hasAlpha ? 4 : 3
    let rowBytes = header.width * channels
    let (expected, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: header.height)
    guard !overflow, expected <= Self.maximumImageDataBytes else {
      throw .unsupported("\(header.width)×\(header.height) pixels is more than 1 GiB of image data")
    }
    let filtered = try PNGZlib.decompress(compressed, expectedSize: expected)
    let rows = try PNGFilter.unfiltered(
      filtered, rowBytes: rowBytes, height: header.height, bytesPerPixel: channels)
    let rgba = channels == 4 ? rows : Self.expand(rgb: rows, transparentColor: transparentColor)
    guard let image = RGBAImage(width: header.width, height: header.height, bytes: rgba) else {
      preconditionFailure("the rows hold width × height pixels by construction")
    }
    return image
  }

  /// The pixel density in a PNG's `pHYs` chunk, in pixels per metre, when it is given in
  /// metres and equal in both directions; nil otherwise.
  ///
  /// - Throws: ``PNGError`` when the bytes are not a readable chunk stream.
  public func pixelsPerMetre(in bytes: some Collection<UInt8>) throws(PNGError) -> Int? {
    let chunks = try PNGChunkReader(Array(bytes)).chunks
    guard let chunk = chunks.first(where: { $0.type == .physicalDimensions }),
      chunk.data.count == 9
    else { return nil }
    let x = PNGChunkReader.bigEndian(chunk.data, at: 0)
    let y = PNGChunkReader.bigEndian(chunk.data, at: 4)
    guard x == y, chunk.data.last == 1 else { return nil }
    return Int(x)
  }

  /// The text entries of a PNG: its uncompressed `iTXt` and its `tEXt` chunks, in file order
  /// (compressed `iTXt` and `zTXt` entries are left out).
  ///
  /// ```swift
  /// try PNGDecoder().texts(in: png).first { $0.keyword == "Description" }?.text
  /// // "Move: 350 of 500 calories, 70 percent. …"
  /// ```
  ///
  /// - Throws: ``PNGError`` when the bytes are not a readable chunk stream or a text chunk is
  ///   malformed.
  public func texts(in bytes: some Collection<UInt8>) throws(PNGError) -> [PNGText] {
    var texts: [PNGText] = []
    for chunk in try PNGChunkReader(Array(bytes)).chunks {
      if chunk.type == .internationalText {
        if let text = try PNGText(internationalTextData: chunk.data) { texts.append(text) }
      } else if chunk.type == .text {
        texts.append(try PNGText(textData: chunk.data))
      }
    }
    return texts
  }

  /// RGB rows to RGBA: opaque, except pixels of the `tRNS` colour.
  private static func expand(rgb: [UInt8], transparentColor: [UInt8]?) -> [UInt8] {
    let count = rgb.count / 3
    var rgba = [UInt8](repeating: 255, count: count * 4)
    rgb.withUnsafeBufferPointer { rgb in
      rgba.withUnsafeMutableBufferPointer { rgba in
        for pixel in 0..<count {
          let red = rgb[pixel * 3]
          let green = rgb[pixel * 3 + 1]
          let blue = rgb[pixel * 3 + 2]
          rgba[pixel * 4] = red
          rgba[pixel * 4 + 1] = green
          rgba[pixel * 4 + 2] = blue
          if let transparentColor, transparentColor == [red, green, blue] {
            rgba[pixel * 4 + 3] = 0
          }
        }
      }
    }
    return rgba
  }
}
