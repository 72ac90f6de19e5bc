import ActivityRings
import ActivityRingsPNG

/// A region of one frame as a GIF stores it: a colour table of its own (at most 256 entries)
/// and one index per pixel, row by row.
///
/// - Pixels with alpha below 128 take one transparent entry; every other pixel keeps its own
///   colour (alpha not premultiplied) at full opacity, since GIF has no partial transparency.
/// - A region with at most 256 colours (255 beside a transparent entry) keeps them exactly.
/// - Otherwise giflib's median cut (`GifQuantizeBuffer`) chooses the table, whose entries are
///   then refined once, as one step of Lloyd's algorithm: each set to the mean of the pixels
///   giflib gave it (its own are rounded to 5 bits per channel, up to 7/255 off even for one
///   flat colour), each pixel then given its nearest entry (giflib gives it its 5-bit cell's,
///   which for an edge pixel between a ring and black can be far), and each entry set to the
///   mean of its pixels again. No dithering: the rings' gradients stay smooth bands, and frames
///   compress.
///
/// - Complexity: O(pixels + distinct colours × 256) time, O(pixels) memory, plus giflib's
///   32³-entry histogram.
struct GIFIndexedFrame {
  /// Where the region sits in the frame.
  let region: PixelRegion
  /// One index per pixel of the region, row by row.
  let indices: [UInt8]
  /// The colour table.
  let colors: [GIFColor]
  /// The entry that stands for transparent pixels, or nil when there are none.
  let transparentIndex: Int?

  /// Alpha from which a pixel is drawn (GIF's pixels are opaque or transparent).
  static let opaqueAlpha: UInt8 = 128

  /// Indexes `region` of `image`.
  ///
  /// - Throws: ``GIFError/giflib(_:)`` when giflib's quantiser fails.
  init(_ image: RGBAImage, region: PixelRegion) throws(GIFError) {
    self.region = region
    var red: [UInt8] = []
    var green: [UInt8] = []
    var blue: [UInt8] = []
    // For each pixel of the region, its place among the opaque ones, or -1 when transparent.
    var opaqueIndex = [Int](repeating: -1, count: region.width * region.height)
    red.reserveCapacity(opaqueIndex.count)
    green.reserveCapacity(opaqueIndex.count)
    blue.reserveCapacity(opaqueIndex.count)
    image.bytes.withUnsafeBufferPointer { bytes in
      for row in 0..<region.height {
        for column in 0..<region.width {
          let offset = ((region.y + row) * image.width + region.x + column) * 4
          guard bytes[offset + 3] >= Self.opaqueAlpha else { continue }
          opaqueIndex[row * region.width + column] = red.count
          red.append(bytes[offset])
          green.append(bytes[offset + 1])
          blue.append(bytes[offset + 2])
        }
      }
    }
    let hasTransparency = red.count < opaqueIndex.count
    let available = hasTransparency ? 255 : 256
    let table: (colors: [GIFColor], indices: [UInt8])
    if red.isEmpty {
      table = ([], [])
    } else if let exact = Self.exactTable(red: red, green: green, blue: blue, limit: available) {
      table = exact
    } else {
      let quantized = try GiflibQuantizer.quantize(
        red: red, green: green, blue: blue, maximumColors: available)
      let means = Self.means(
        of: quantized.indices, count: quantized.colors.count, red: red, green: green, blue: blue,
        fallback: quantized.colors)
      // giflib gives each pixel its 5-bit cell's entry; the nearest entry is often closer.
      let nearest = Self.nearest(in: means, red: red, green: green, blue: blue)
      table = (
        Self.means(
          of: nearest, count: means.count, red: red, green: green, blue: blue, fallback: means),
        nearest
      )
    }
    let transparent = hasTransparency ? table.colors.count : nil
    colors = hasTransparency ? table.colors + [GIFColor(red: 0, green: 0, blue: 0)] : table.colors
    transparentIndex = transparent
    indices = opaqueIndex.map { $0 < 0 ? UInt8(transparent ?? 0) : table.indices[$0] }
  }

  /// The pixels' own colours when there are at most `limit`, else nil.
  ///
  /// - Complexity: O(pixels), stopping at the first colour past the limit.
  private static func exactTable(red: [UInt8], green: [UInt8], blue: [UInt8], limit: Int)
    -> (colors: [GIFColor], indices: [UInt8])?
  {
    var entries: [UInt32: UInt8] = [:]
    var colors: [GIFColor] = []
    var indices = [UInt8](repeating: 0, count: red.count)
    for pixel in 0..<red.count {
      let key = UInt32(red[pixel]) << 16 | UInt32(green[pixel]) << 8 | UInt32(blue[pixel])
      if let entry = entries[key] {
        indices[pixel] = entry
        continue
      }
      guard colors.count < limit else { return nil }
      let entry = UInt8(colors.count)
      entries[key] = entry
      colors.append(GIFColor(red: red[pixel], green: green[pixel], blue: blue[pixel]))
      indices[pixel] = entry
    }
    return (colors, indices)
  }

  /// Each pixel's nearest entry of `colors` (squared distance in RGB), found once per distinct
  /// colour.
  ///
  /// - Complexity: O(pixels + distinct colours × entries).
  private static func nearest(
    in colors: [GIFColor], red: [UInt8], green: [UInt8], blue: [UInt8]
  ) -> [UInt8] {
    var found: [UInt32: UInt8] = [:]
    return (0..<red.count).map { pixel in
      let key = UInt32(red[pixel]) << 16 | UInt32(green[pixel]) << 8 | UInt32(blue[pixel])
      if let entry = found[key] { return entry }
      var best = 0
      var bestDistance = Int.max
      for (entry, color) in colors.enumerated() {
        let (r, g, b) = (
          Int(color.red) - Int(red[pixel]), Int(color.green) - Int(green[pixel]),
          Int(color.blue) - Int(blue[pixel])
        )
        let distance = r * r + g * g + b * b
        if distance < bestDistance { (best, bestDistance) = (entry, distance) }
      }
      found[key] = UInt8(best)
      return UInt8(best)
    }
  }

  /// Each entry's colour as the rounded mean of the pixels that take it (`fallback`'s for an
  /// entry no pixel takes).
  private static func means(
    of indices: [UInt8], count: Int, red: [UInt8], green: [UInt8], blue: [UInt8],
    fallback: [GIFColor]
  ) -> [GIFColor] {
    var sums = [(red: Int, green: Int, blue: Int, pixels: Int)](
      repeating: (0, 0, 0, 0), count: count)
    for (pixel, index) in indices.enumerated() {
      let entry = Int(index)
      sums[entry].red += Int(red[pixel])
      sums[entry].green += Int(green[pixel])
      sums[entry].blue += Int(blue[pixel])
      sums[entry].pixels += 1
    }
    return sums.enumerated().map { entry, sum in
      guard sum.pixels > 0 else { return fallback[entry] }
      func mean(_ total: Int) -> UInt8 { UInt8((total + sum.pixels / 2) / sum.pixels) }
      return GIFColor(red: mean(sum.red), green: mean(sum.green), blue: mean(sum.blue))
    }
  }
}
