import ActivityRings

/// Measures how much of each pixel of a grid a filled path covers, by testing a regular pattern of
/// sample points per pixel against the path's edges.
///
/// ```swift
/// let sampler = CoverageSampler(width: 48, height: 48, samplesX: 4, samplesY: 4)
/// let counts = sampler.coverage(of: item.path, fillRule: item.fillRule, canvas: drawList.size)
/// // counts[y * 48 + x] is 0…16: how many of the pixel's samples are inside
/// ```
///
/// The canvas is stretched onto the grid (`width / canvas.width` pixels per point across,
/// `height / canvas.height` down). Sample `(i, j)` of pixel `(x, y)` sits at
/// `(x + (i + ½) / samplesX, y + (j + ½) / samplesY)`; it is inside when the path's winding number
/// there is not zero (`FillRule/nonZero`) or odd (`FillRule/evenOdd`).
///
/// - Complexity: O(E log E + h·samplesY·(e log e + W·samplesX)) per path, for E edges after
///   flattening, h pixel rows the path reaches and e edges crossing a sample row: a sweep down
///   the rows keeps only the edges that cross the current one.
struct CoverageSampler {
  /// Grid width in pixels.
  let width: Int
  /// Grid height in pixels.
  let height: Int
  /// Sample columns per pixel.
  let samplesX: Int
  /// Sample rows per pixel.
  let samplesY: Int

  /// Samples per pixel.
  var samplesPerPixel: Int { samplesX * samplesY }

  /// Creates a sampler; every count is at least 1.
  init(width: Int, height: Int, samplesX: Int, samplesY: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    self.samplesX = max(1, samplesX)
    self.samplesY = max(1, samplesY)
  }

  /// For each pixel, row by row, how many of its samples lie inside `path`.
  func coverage(of path: DrawPath, fillRule: FillRule, canvas: CanvasSize) -> [UInt16] {
    let band = coverageBand(of: path, fillRule: fillRule, canvas: canvas)
    var counts = [UInt16](repeating: 0, count: width * height)
    counts.replaceSubrange(
      (band.rows.lowerBound * width)..<(band.rows.upperBound * width), with: band.counts)
    return counts
  }

  /// The pixel rows `path` can reach, and for each of their pixels, row by row, how many of its
  /// samples lie inside: ``coverage(of:fillRule:canvas:)`` without the rows it leaves at zero
  /// (`counts.count == rows.count × width`).
  func coverageBand(of path: DrawPath, fillRule: FillRule, canvas: CanvasSize)
    -> (rows: Range<Int>, counts: [UInt16])
  {
    var buffers = SweepBuffers()
    return coverageBand(of: path, fillRule: fillRule, canvas: canvas, buffers: &buffers)
  }

  /// ``coverageBand(of:fillRule:canvas:)`` for each item of `items`, in order.
  func coverageBands(of items: [DrawItem], canvas: CanvasSize) -> [(
    rows: Range<Int>, counts: [UInt16]
  )] {
    var buffers = SweepBuffers()
    return items.map {
      coverageBand(of: $0.path, fillRule: $0.fillRule, canvas: canvas, buffers: &buffers)
    }
  }

  private func coverageBand(
    of path: DrawPath, fillRule: FillRule, canvas: CanvasSize, buffers: inout SweepBuffers
  ) -> (rows: Range<Int>, counts: [UInt16]) {
    let rows = flatten(path, canvas: canvas, into: &buffers)
    var counts = [UInt16](repeating: 0, count: rows.count * width)
    forEachSpan(rows: rows, fillRule: fillRule, buffers: &buffers) { row, _, first, last in
      let start = (row - rows.lowerBound) * width
      for subColumn in first..<last { counts[start + subColumn / samplesX] += 1 }
    }
    return (rows, counts)
  }

  /// For each sample, row by row (`width × samplesX` across, `height × samplesY` down), the
  /// index of the last of `shapes` that covers it, or -1: what each sample shows when the shapes
  /// are painted in order. Nil shapes are left out (looked through).
  func topShapes(_ shapes: [(path: DrawPath, fillRule: FillRule)?], canvas: CanvasSize)
    -> [Int32]
  {
    let subColumns = width * samplesX
    var top = [Int32](repeating: -1, count: subColumns * height * samplesY)
    var buffers = SweepBuffers()
    for (index, shape) in shapes.enumerated() {
      guard let shape else { continue }
      let rows = flatten(shape.path, canvas: canvas, into: &buffers)
      forEachSpan(rows: rows, fillRule: shape.fillRule, buffers: &buffers) {
        row, subRow, first, last in
        let start = (row * samplesY + subRow) * subColumns
        for subColumn in first..<last { top[start + subColumn] = Int32(index) }
      }
    }
    return top
  }

  /// How far flattened curves may stray from the true ones: a quarter of a sample's spacing.
  private var tolerance: Double { 0.25 / Double(max(samplesX, samplesY)) }

  /// The buffers a sweep works in, kept from one path to the next.
  private struct SweepBuffers {
    /// The path's edges, sorted by their tops once ``forEachSpan`` starts.
    var edges: [Edge] = []
    /// The edges crossing the current sample row.
    var active: [Edge] = []
    /// Where they cross it, and their windings.
    var crossings: [(x: Double, winding: Int)] = []
  }

  /// Flattens `path` into `buffers.edges` (replacing what was there) and returns the pixel
  /// rows some edge reaches, clamped to the grid; empty for no edge on the grid.
  private func flatten(_ path: DrawPath, canvas: CanvasSize, into buffers: inout SweepBuffers)
    -> Range<Int>
  {
    buffers.edges.removeAll(keepingCapacity: true)
    PathFlattener.appendEdges(
      of: path, scaleX: Double(width) / canvas.width, scaleY: Double(height) / canvas.height,
      tolerance: tolerance, to: &buffers.edges)
    var top = Double.infinity
    var bottom = -Double.infinity
    for edge in buffers.edges {
      top = min(top, edge.top)
      bottom = max(bottom, edge.bottom)
    }
    guard bottom > 0, top < Double(height) else { return 0..<0 }
    let first = Int(max(0, top).rounded(.down))
    let last = Int(min(Double(height - 1), bottom).rounded(.down))
    return first..<(last + 1)
  }

  /// Calls `body(row, subRow, first, last)` for each run of sample columns `first..<last` of
  /// sample row `subRow` of pixel row `row` (within `rows`) that lies inside the outline made
  /// of `buffers.edges`, sweeping down the sample rows with the edges that cross each.
  private func forEachSpan(
    rows: Range<Int>, fillRule: FillRule, buffers: inout SweepBuffers,
    _ body: (_ row: Int, _ subRow: Int, _ first: Int, _ last: Int) -> Void
  ) {
    guard !rows.isEmpty else { return }
    buffers.edges.sort { $0.top < $1.top }
    buffers.active.removeAll(keepingCapacity: true)
    let subColumns = width * samplesX
    var next = 0
    for row in rows {
      for subRow in 0..<samplesY {
        let y = Double(row) + (Double(subRow) + 0.5) / Double(samplesY)
        while next < buffers.edges.count, buffers.edges[next].top <= y {
          buffers.active.append(buffers.edges[next])
          next += 1
        }
        buffers.active.removeAll { $0.bottom <= y }
        guard buffers.active.count > 1 else { continue }
        buffers.crossings.removeAll(keepingCapacity: true)
        for edge in buffers.active {
          buffers.crossings.append((edge.x(atY: y), edge.winding))
        }
        buffers.crossings.sort { $0.x < $1.x }
        var winding = 0
        var spanStart = 0.0
        for crossing in buffers.crossings {
          let wasInside = Self.isInside(winding, fillRule)
          winding += crossing.winding
          let isInside = Self.isInside(winding, fillRule)
          if !wasInside && isInside {
            spanStart = crossing.x
          } else if wasInside && !isInside {
            let first = subColumn(spanStart, subColumns: subColumns)
            let last = subColumn(crossing.x, subColumns: subColumns)
            if first < last { body(row, subRow, first, last) }
          }
        }
      }
    }
  }

  /// The first sample column whose centre `(k + ½) / samplesX` lies at or after `x`, clamped to
  /// the grid (clamped in floating point first: a crossing far off the grid must not overflow
  /// Int).
  private func subColumn(_ x: Double, subColumns: Int) -> Int {
    Int(min(Double(subColumns), max(0, (x * Double(samplesX) - 0.5).rounded(.up))))
  }

  private static func isInside(_ winding: Int, _ fillRule: FillRule) -> Bool {
    switch fillRule {
    case .nonZero: winding != 0
    case .evenOdd: winding & 1 != 0
    }
  }
}
