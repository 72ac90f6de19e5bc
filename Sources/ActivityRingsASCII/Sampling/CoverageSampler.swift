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
/// - Complexity: O(E + H·samplesY·(e log e + W·samplesX)) per path, for E edges after flattening
///   and e edges crossing a sample row: each row only looks at the edges bucketed to it.
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
    var counts = [UInt16](repeating: 0, count: width * height)
    forEachSpan(of: path, fillRule: fillRule, canvas: canvas) { row, _, first, last in
      for subColumn in first..<last { counts[row * width + subColumn / samplesX] += 1 }
    }
    return counts
  }

  /// For each sample, row by row (`width × samplesX` across, `height × samplesY` down), the
  /// index of the last of `shapes` that covers it, or -1: what each sample shows when the shapes
  /// are painted in order. Nil shapes are left out (looked through).
  func topShapes(_ shapes: [(path: DrawPath, fillRule: FillRule)?], canvas: CanvasSize)
    -> [Int32]
  {
    let subColumns = width * samplesX
    var top = [Int32](repeating: -1, count: subColumns * height * samplesY)
    for (index, shape) in shapes.enumerated() {
      guard let shape else { continue }
      forEachSpan(of: shape.path, fillRule: shape.fillRule, canvas: canvas) {
        row, subRow, first, last in
        let start = (row * samplesY + subRow) * subColumns
        for subColumn in first..<last { top[start + subColumn] = Int32(index) }
      }
    }
    return top
  }

  /// Calls `body(row, subRow, first, last)` for each run of sample columns `first..<last` of
  /// sample row `subRow` of pixel row `row` that lies inside `path`.
  private func forEachSpan(
    of path: DrawPath, fillRule: FillRule, canvas: CanvasSize,
    _ body: (_ row: Int, _ subRow: Int, _ first: Int, _ last: Int) -> Void
  ) {
    let tolerance = 0.25 / Double(max(samplesX, samplesY))
    let edges = PathFlattener.edges(
      of: path, scaleX: Double(width) / canvas.width, scaleY: Double(height) / canvas.height,
      tolerance: tolerance)
    guard !edges.isEmpty else { return }

    // Bucket edges by the pixel rows they span, so each sample row tests only its own edges.
    var buckets = [[Int]](repeating: [], count: height)
    for (index, edge) in edges.enumerated() {
      guard edge.bottom > 0, edge.top < Double(height) else { continue }
      let first = Int(max(0, edge.top).rounded(.down))
      let last = Int(min(Double(height - 1), edge.bottom).rounded(.down))
      guard first <= last else { continue }
      for row in first...last { buckets[row].append(index) }
    }

    let subColumns = width * samplesX
    var crossings: [(x: Double, winding: Int)] = []
    for row in 0..<height where !buckets[row].isEmpty {
      for subRow in 0..<samplesY {
        let y = Double(row) + (Double(subRow) + 0.5) / Double(samplesY)
        crossings.removeAll(keepingCapacity: true)
        for index in buckets[row] {
          let edge = edges[index]
          if edge.top <= y && y < edge.bottom {
            crossings.append((edge.x(atY: y), edge.winding))
          }
        }
        guard crossings.count > 1 else { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        var spanStart = 0.0
        for crossing in crossings {
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
