/// PNG's five per-row filter types (PNG spec §9): each stores a row's bytes as differences from
/// a prediction made from the bytes to the left (`a`), above (`b`) and above-left (`c`), counted
/// one pixel (`bytesPerPixel`) apart.
enum PNGFilter: UInt8, CaseIterable {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4

  /// The Paeth predictor: whichever of `a`, `b`, `c` is closest to `a + b − c`.
  @inline(__always)
  static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let estimate = Int(a) + Int(b) - Int(c)
    let distanceA = abs(estimate - Int(a))
    let distanceB = abs(estimate - Int(b))
    let distanceC = abs(estimate - Int(c))
    if distanceA <= distanceB && distanceA <= distanceC { return a }
    return distanceB <= distanceC ? b : c
  }

  /// Filters packed rows (`height` rows of `rowBytes` bytes) choosing, for each row, the filter
  /// whose output has the smallest sum of absolute values read as signed bytes (libpng's
  /// heuristic), and returns the rows each prefixed with its filter type byte.
  ///
  /// - Complexity: O(rowBytes × height), two passes over each row.
  static func adaptivelyFiltered(rows: [UInt8], rowBytes: Int, height: Int, bytesPerPixel: Int)
    -> [UInt8]
  {
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    rows.withUnsafeBufferPointer { rows in
      zeros.withUnsafeBufferPointer { zeros in
        output.withUnsafeMutableBufferPointer { output in
          for y in 0..<height {
            let row = UnsafeBufferPointer(rebasing: rows[(y * rowBytes)..<((y + 1) * rowBytes)])
            let prior =
              y == 0
              ? zeros
              : UnsafeBufferPointer(rebasing: rows[((y - 1) * rowBytes)..<(y * rowBytes)])
            let filter = cheapest(row: row, prior: prior, bytesPerPixel: bytesPerPixel)
            let start = y * (rowBytes + 1)
            output[start] = filter.rawValue
            apply(
              filter, row: row, prior: prior, bytesPerPixel: bytesPerPixel,
              into: UnsafeMutableBufferPointer(
                rebasing: output[(start + 1)..<(start + 1 + rowBytes)]))
          }
        }
      }
    }
    return output
  }

  /// The filter with the smallest sum of |filtered byte| (signed) for one row.
  private static func cheapest(
    row: UnsafeBufferPointer<UInt8>, prior: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int
  ) -> PNGFilter {
    var sums = (none: 0, sub: 0, up: 0, average: 0, paeth: 0)
    @inline(__always) func cost(_ byte: UInt8) -> Int { byte < 128 ? Int(byte) : 256 - Int(byte) }
    for index in 0..<row.count {
      let x = row[index]
      let a = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
      let b = prior[index]
      let c = index >= bytesPerPixel ? prior[index - bytesPerPixel] : 0
      sums.none += cost(x)
      sums.sub += cost(x &- a)
      sums.up += cost(x &- b)
      sums.average += cost(x &- UInt8((Int(a) + Int(b)) / 2))
      sums.paeth += cost(x &- paethPredictor(a, b, c))
    }
    var best = (filter: PNGFilter.none, sum: sums.none)
    for (filter, sum) in [
      (PNGFilter.sub, sums.sub), (.up, sums.up), (.average, sums.average), (.paeth, sums.paeth),
    ] where sum < best.sum {
      best = (filter, sum)
    }
    return best.filter
  }

  /// Writes `row` filtered with `filter` into `output` (same length).
  private static func apply(
    _ filter: PNGFilter, row: UnsafeBufferPointer<UInt8>, prior: UnsafeBufferPointer<UInt8>,
    bytesPerPixel: Int, into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    for index in 0..<row.count {
      let x = row[index]
      let a = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
      let b = prior[index]
      let c = index >= bytesPerPixel ? prior[index - bytesPerPixel] : 0
      output[index] =
        switch filter {
        case .none: x
        case .sub: x &- a
        case .up: x &- b
        case .average: x &- UInt8((Int(a) + Int(b)) / 2)
        case .paeth: x &- paethPredictor(a, b, c)
        }
    }
  }

  /// Undoes the filters of `height` rows, each a filter type byte and `rowBytes` filtered bytes,
  /// returning the packed rows.
  ///
  /// - Throws: ``PNGError/corrupt(_:)`` for a filter type byte above 4.
  /// - Complexity: O(rowBytes × height).
  static func unfiltered(_ data: [UInt8], rowBytes: Int, height: Int, bytesPerPixel: Int)
    throws(PNGError) -> [UInt8]
  {
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    let badRow: Int? = data.withUnsafeBufferPointer { data in
      rows.withUnsafeMutableBufferPointer { rows in
        for y in 0..<height {
          let source = y * (rowBytes + 1)
          guard let filter = PNGFilter(rawValue: data[source]) else { return y }
          let start = y * rowBytes
          for index in 0..<rowBytes {
            let x = data[source + 1 + index]
            let a = index >= bytesPerPixel ? rows[start + index - bytesPerPixel] : 0
            let b = y > 0 ? rows[start - rowBytes + index] : 0
            let c =
              y > 0 && index >= bytesPerPixel ? rows[start - rowBytes + index - bytesPerPixel] : 0
            rows[start + index] =
              switch filter {
              case .none: x
              case .sub: x &+ a
              case .up: x &+ b
              case .average: x &+ UInt8((Int(a) + Int(b)) / 2)
              case .paeth: x &+ paethPredictor(a, b, c)
              }
          }
        }
        return nil
      }
    }
    if let badRow {
      let start = badRow * (rowBytes + 1)
      throw .corrupt("row \(badRow) has unknown filter type \(data[start])")
    }
    return rows
  }
}
