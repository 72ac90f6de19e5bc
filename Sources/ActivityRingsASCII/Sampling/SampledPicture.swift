import ActivityRings

/// A draw list measured on a pixel grid: each item's per-pixel coverage, and the picture they
/// make when composited in order over the background.
///
/// ```swift
/// let picture = SampledPicture(drawList, width: 48, height: 48, samplesX: 4, samplesY: 4)
/// picture.image[24, 2]                  // the composited pixel
/// picture.owners()[0][0]               // .ring(.move), .track(.move), nil…
/// ```
struct SampledPicture {
  /// The draw list.
  let drawList: DrawList
  /// The sampler used (grid size and samples per pixel).
  let sampler: CoverageSampler
  /// For each item, the pixel rows it can reach and, for each of their pixels row by row, how
  /// many samples are inside (every other pixel has none).
  let coverage: [(rows: Range<Int>, counts: [UInt16])]

  /// Samples every item of `drawList` on a `width × height` grid.
  init(_ drawList: DrawList, width: Int, height: Int, samplesX: Int, samplesY: Int) {
    self.drawList = drawList
    let sampler = CoverageSampler(
      width: width, height: height, samplesX: samplesX, samplesY: samplesY)
    self.sampler = sampler
    coverage = sampler.coverageBands(of: drawList.items, canvas: drawList.size)
  }

  /// The items composited in order over the background, source-over, each with alpha
  /// `opacity × coverage` (as Cairo and SVG renderers blend anti-aliased edges).
  ///
  /// - Complexity: O(items × pixels in the rows each reaches), item by item over flat buffers
  ///   (the same blending order per pixel as a pixel-by-pixel loop, so the same bytes, without
  ///   walking every item for every pixel).
  var image: RGBAImage {
    let width = sampler.width
    let height = sampler.height
    let pixels = width * height
    let total = Double(sampler.samplesPerPixel)
    // Premultiplied channels, 0…255, per pixel: red, green, blue, alpha.
    var sums = [Double](repeating: 0, count: pixels * 4)
    sums.withUnsafeMutableBufferPointer { sums in
      if let background = drawList.background {
        let start = [
          Double(background.red), Double(background.green), Double(background.blue), 1,
        ]
        for pixel in 0..<pixels {
          for channel in 0..<4 { sums[pixel * 4 + channel] = start[channel] }
        }
      }
      for index in drawList.items.indices {
        let paint = drawList.items[index].paint
        let opacity = min(max(paint.opacity, 0), 1)
        guard opacity > 0 else { continue }
        // The colour the item shows at each pixel, premultiplied, and its alpha: one colour for
        // a solid paint; for pieces, the layer they make (each sample takes the last piece over
        // it), seen through the item's coverage as a backend fills the item from that layer.
        let layer = pieceLayer(of: paint)
        let red = Double(paint.color.red)
        let green = Double(paint.color.green)
        let blue = Double(paint.color.blue)
        let band = coverage[index]
        let firstPixel = band.rows.lowerBound * width
        band.counts.withUnsafeBufferPointer { counts in
          for (position, count) in counts.enumerated() where count > 0 {
            let pixel = firstPixel + position
            let covered = opacity * Double(count) / total
            let offset = pixel * 4
            let colour =
              layer.map { ($0[offset], $0[offset + 1], $0[offset + 2], $0[offset + 3]) }
              ?? (red, green, blue, 1)
            let keep = 1 - covered * colour.3
            sums[offset] = colour.0 * covered + sums[offset] * keep
            sums[offset + 1] = colour.1 * covered + sums[offset + 1] * keep
            sums[offset + 2] = colour.2 * covered + sums[offset + 2] * keep
            sums[offset + 3] = covered * colour.3 + sums[offset + 3] * keep
          }
        }
      }
    }
    var bytes = [UInt8](repeating: 0, count: pixels * 4)
    for pixel in 0..<pixels {
      let offset = pixel * 4
      let alpha = sums[offset + 3]
      guard alpha > 0 else { continue }
      func channel(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value / alpha).rounded()))) }
      bytes[offset] = channel(sums[offset])
      bytes[offset + 1] = channel(sums[offset + 1])
      bytes[offset + 2] = channel(sums[offset + 2])
      bytes[offset + 3] = UInt8(min(255, max(0, (alpha * 255).rounded())))
    }
    // The byte count is width × height × 4 by construction.
    return RGBAImage(width: width, height: height, bytes: bytes) ?? RGBAImage(width: 0, height: 0)
  }

  /// For a paint of pieces (``Paint/pieces(_:)``), the layer they make on the grid, per pixel:
  /// red, green and blue premultiplied (0…255) and alpha (0…1), each sample showing the last
  /// piece over it; nil for a solid paint.
  ///
  /// - Complexity: O(samples of the grid + the pieces' sweeps).
  private func pieceLayer(of paint: Paint) -> [Double]? {
    guard case .pieces(let pieces) = paint else { return nil }
    let top = sampler.topShapes(
      pieces.map { ($0.path, FillRule.nonZero) }, canvas: drawList.size)
    let colours = pieces.map {
      [Double($0.color.red), Double($0.color.green), Double($0.color.blue)]
    }
    let width = sampler.width
    let subColumns = width * sampler.samplesX
    let share = 1 / Double(sampler.samplesPerPixel)
    var layer = [Double](repeating: 0, count: width * sampler.height * 4)
    for subRow in 0..<(sampler.height * sampler.samplesY) {
      let row = subRow / sampler.samplesY
      for subColumn in 0..<subColumns {
        let piece = Int(top[subRow * subColumns + subColumn])
        guard piece >= 0 else { continue }
        let offset = (row * width + subColumn / sampler.samplesX) * 4
        layer[offset] += colours[piece][0] * share
        layer[offset + 1] += colours[piece][1] * share
        layer[offset + 2] += colours[piece][2] * share
        layer[offset + 3] += share
      }
    }
    return layer
  }

  /// For each pixel, row by row (`[row][column]`), the item it shows as a whole: every sample
  /// takes the topmost item covering it among those with opacity ≥ ½ (decorations — shadows,
  /// glyphs, the paused mark — are looked through); items showing the same thing (the same
  /// ``ASCIIRenderer/CellOwner``, such as a ring's many gradient pieces, or the same role for
  /// items outside the rings) count together, and the pixel goes to the one with at least half
  /// of its samples, named by its item with the most samples. Nil where none has half.
  ///
  /// - Complexity: O(items × sample rows × samples across) in one pass over the grid.
  func topItems() -> [[Int?]] {
    let items = drawList.items
    let shapes = items.map { item -> (path: DrawPath, fillRule: FillRule)? in
      item.paint.opacity >= 0.5 && !item.role.part.isDecoration ? (item.path, item.fillRule) : nil
    }
    let top = sampler.topShapes(shapes, canvas: drawList.size)
    let keys = items.map { item in
      ASCIIRenderer.CellOwner(role: item.role).map(ShownThing.owner) ?? .other(item.role)
    }
    let subColumns = sampler.width * sampler.samplesX
    let total = sampler.samplesPerPixel
    // Per pixel, the samples of each item, then of each thing; a handful of entries each, kept
    // in arrays reused from pixel to pixel.
    var counts: [(index: Int, samples: Int)] = []
    var things: [(thing: ShownThing, samples: Int, top: Int)] = []
    return (0..<sampler.height).map { row in
      (0..<sampler.width).map { column in
        counts.removeAll(keepingCapacity: true)
        for subRow in 0..<sampler.samplesY {
          let start = (row * sampler.samplesY + subRow) * subColumns + column * sampler.samplesX
          for index in top[start..<(start + sampler.samplesX)] where index >= 0 {
            if let entry = counts.firstIndex(where: { $0.index == Int(index) }) {
              counts[entry].samples += 1
            } else {
              counts.append((Int(index), 1))
            }
          }
        }
        things.removeAll(keepingCapacity: true)
        for (index, samples) in counts {
          if let entry = things.firstIndex(where: { $0.thing == keys[index] }) {
            things[entry].samples += samples
            things[entry].top = max(things[entry].top, index)
          } else {
            things.append((keys[index], samples, index))
          }
        }
        // Two things can each show exactly half: the one drawn later wins, as on screen.
        var winner: (thing: ShownThing, top: Int)?
        for entry in things where 2 * entry.samples >= total && entry.top > (winner?.top ?? -1) {
          winner = (entry.thing, entry.top)
        }
        guard let winner else { return nil }
        var shown: (index: Int, samples: Int)?
        for entry in counts where keys[entry.index] == winner.thing {
          if let best = shown, (entry.samples, entry.index) < (best.samples, best.index) {
            continue
          }
          shown = entry
        }
        return shown?.index
      }
    }
  }

  /// For each pixel, row by row, who owns it: its ``topItems()`` item as a
  /// ``ASCIIRenderer/CellOwner`` (nil for none, or for an item outside the rings such as the
  /// enclosing circle).
  func owners() -> [[ASCIIRenderer.CellOwner?]] {
    topItems().map { row in
      row.map { index in index.flatMap { ASCIIRenderer.CellOwner(role: drawList.items[$0].role) } }
    }
  }

  /// What a pixel's samples show, for counting them together.
  private enum ShownThing: Hashable {
    case owner(ASCIIRenderer.CellOwner)
    case other(DrawRole)
  }
}
