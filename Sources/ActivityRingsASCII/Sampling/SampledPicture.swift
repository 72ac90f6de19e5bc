import ActivityRings

/// A draw list measured on a pixel grid: each item's per-pixel coverage, and the picture they
/// make when composited in order over the background.
///
/// ```swift
/// let picture = SampledPicture(drawList, width: 48, height: 48, samplesX: 4, samplesY: 4)
/// picture.image[24, 2]                  // the composited pixel
/// picture.owner(ofBlockAt: 0, 0, width: 1, height: 1)  // .ring(.move), .track(.move), nil…
/// ```
struct SampledPicture {
  /// The draw list.
  let drawList: DrawList
  /// The sampler used (grid size and samples per pixel).
  let sampler: CoverageSampler
  /// For each item, for each pixel: how many samples are inside.
  let coverage: [[UInt16]]

  /// Samples every item of `drawList` on a `width × height` grid.
  init(_ drawList: DrawList, width: Int, height: Int, samplesX: Int, samplesY: Int) {
    self.drawList = drawList
    let sampler = CoverageSampler(
      width: width, height: height, samplesX: samplesX, samplesY: samplesY)
    self.sampler = sampler
    coverage = drawList.items.map {
      sampler.coverage(of: $0.path, fillRule: $0.fillRule, canvas: drawList.size)
    }
  }

  /// The items composited in order over the background, source-over, each with alpha
  /// `opacity × coverage` (as Cairo and SVG renderers blend anti-aliased edges).
  var image: RGBAImage {
    let width = sampler.width
    let height = sampler.height
    let total = Double(sampler.samplesPerPixel)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let background = drawList.background
    for pixel in 0..<(width * height) {
      // Premultiplied channels, 0…255.
      var red = 0.0
      var green = 0.0
      var blue = 0.0
      var alpha = 0.0
      if let background {
        red = Double(background.red)
        green = Double(background.green)
        blue = Double(background.blue)
        alpha = 1
      }
      for (index, item) in drawList.items.enumerated() {
        let count = coverage[index][pixel]
        guard count > 0 else { continue }
        let paint = item.paint
        let source = min(max(paint.opacity, 0), 1) * Double(count) / total
        guard source > 0 else { continue }
        let keep = 1 - source
        red = Double(paint.color.red) * source + red * keep
        green = Double(paint.color.green) * source + green * keep
        blue = Double(paint.color.blue) * source + blue * keep
        alpha = source + alpha * keep
      }
      guard alpha > 0 else { continue }
      func channel(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value / alpha).rounded()))) }
      let offset = pixel * 4
      bytes[offset] = channel(red)
      bytes[offset + 1] = channel(green)
      bytes[offset + 2] = channel(blue)
      bytes[offset + 3] = UInt8(min(255, max(0, (alpha * 255).rounded())))
    }
    // The byte count is width × height × 4 by construction.
    return RGBAImage(width: width, height: height, bytes: bytes) ?? RGBAImage(width: 0, height: 0)
  }

  /// The index of the topmost item with opacity ≥ ½ whose samples cover at least half of the
  /// block of pixels `x..<x+blockWidth`, `y..<y+blockHeight`; nil when there is none.
  /// Decorations (shadows, glyphs, the paused mark) are looked through.
  func topItem(ofBlockAt x: Int, _ y: Int, width blockWidth: Int, height blockHeight: Int) -> Int? {
    let total = sampler.samplesPerPixel * blockWidth * blockHeight
    for index in drawList.items.indices.reversed() {
      let item = drawList.items[index]
      guard item.paint.opacity >= 0.5, !item.role.part.isDecoration else { continue }
      var inside = 0
      for row in y..<(y + blockHeight) {
        for column in x..<(x + blockWidth) {
          inside += Int(coverage[index][row * sampler.width + column])
        }
      }
      if 2 * inside >= total, inside > 0 { return index }
    }
    return nil
  }

  /// Who owns a block: its ``topItem(ofBlockAt:_:width:height:)`` as a
  /// ``ASCIIRenderer/CellOwner`` (nil for none, or for an item outside the rings such as the
  /// enclosing circle).
  func owner(ofBlockAt x: Int, _ y: Int, width blockWidth: Int, height blockHeight: Int)
    -> ASCIIRenderer.CellOwner?
  {
    topItem(ofBlockAt: x, y, width: blockWidth, height: blockHeight).flatMap {
      ASCIIRenderer.CellOwner(role: drawList.items[$0].role)
    }
  }
}
