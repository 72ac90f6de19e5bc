import ActivityRings

/// How far a decoded GIF frame is from the pixels it was made from: per pixel, the largest
/// channel difference, with transparency compared as GIF keeps it (alpha below 128 is
/// transparent, the rest opaque).
///
/// ```swift
/// let fidelity = GIFFidelity(decoded, reference: cairoPixels, tolerance: 6)
/// #expect(fidelity.largestDifference <= 32, "\(fidelity)")
/// ```
public struct GIFFidelity: CustomStringConvertible {
  /// The largest channel difference over every pixel drawn in both.
  public let largestDifference: Int
  /// The share of pixels more than `tolerance` apart.
  public let shareOver: Double
  /// The mean of the per-pixel largest differences.
  public let meanDifference: Double
  /// Pixels transparent in one and drawn in the other.
  public let transparencyMismatches: Int
  /// The tolerance ``shareOver`` counts from.
  public let tolerance: Int

  /// Compares `decoded` with `reference`, pixel by pixel.
  ///
  /// - Precondition: the two are the same size.
  public init(_ decoded: RGBAImage, reference: RGBAImage, tolerance: Int) {
    precondition(decoded.width == reference.width && decoded.height == reference.height)
    var largest = 0
    var over = 0
    var total = 0
    var mismatches = 0
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let expected = reference[x, y]
        let actual = decoded[x, y]
        let drawn = expected.alpha >= 128
        guard drawn == (actual.alpha == 255) else {
          mismatches += 1
          continue
        }
        guard drawn else { continue }
        let difference = max(
          abs(Int(expected.red) - Int(actual.red)), abs(Int(expected.green) - Int(actual.green)),
          abs(Int(expected.blue) - Int(actual.blue)))
        largest = max(largest, difference)
        total += difference
        if difference > tolerance { over += 1 }
      }
    }
    let pixels = Double(reference.width * reference.height)
    largestDifference = largest
    shareOver = Double(over) / pixels
    meanDifference = Double(total) / pixels
    transparencyMismatches = mismatches
    self.tolerance = tolerance
  }

  /// The figures in one line.
  public var description: String {
    "largest \(largestDifference)/255, mean \(meanDifference)/255, "
      + "\(shareOver * 100)% of pixels over \(tolerance)/255, "
      + "\(transparencyMismatches) transparency mismatches"
  }
}
