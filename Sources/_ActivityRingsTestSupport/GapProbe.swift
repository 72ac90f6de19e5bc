import ActivityRings

/// How dark the gaps between neighbouring rings are in a rendered image: along straight lines
/// from the centre at 3, 6 and 9 o'clock (12 o'clock holds the glyphs and the tips), the darkest
/// pixel between two rings against the dimmer of the two rings beside it.
///
/// ```swift
/// for gap in GapProbe.gaps(in: image, scene: scene) {
///   #expect(gap.share <= 0.2, "\(gap)")
/// }
/// ```
public enum GapProbe {
  /// One gap along one direction.
  public struct Gap: Sendable, CustomStringConvertible {
    /// Where: "between Move and Exercise at 3 o'clock".
    public let place: String
    /// The darkest pixel in the gap.
    public let darkest: RGBAImage.Pixel
    /// The luma of the dimmer of the rings beside it (each measured on its centre line).
    public let ringLuma: Double
    /// The darkest pixel's luma over `ringLuma`: 0 is black, 1 as bright as the rings.
    public var share: Double { ringLuma > 0 ? darkest.luma / ringLuma : 1 }

    /// The place and the figures, for a failing expectation.
    public var description: String {
      "\(place): darkest \(darkest) is \(DecimalFormat(maximumFractionDigits: 3).string(share)) of the rings' luma \(DecimalFormat(maximumFractionDigits: 1).string(ringLuma))"
    }
  }

  /// Every gap between neighbouring rings at 3, 6 and 9 o'clock.
  public static func gaps(in image: RGBAImage, scene: RingScene) -> [Gap] {
    let layout = scene.layout()
    let factor = Double(scene.scale.factor)
    let cx = layout.center.x * factor
    let cy = layout.center.y * factor
    var gaps: [Gap] = []
    for (name, dx, dy) in [("3 o'clock", 1.0, 0.0), ("6 o'clock", 0, 1), ("9 o'clock", -1, 0)] {
      // The pixel whose centre lies `distance` pixels from the centre along the direction.
      func pixel(at distance: Double) -> RGBAImage.Pixel? {
        let x = Int((cx + dx * distance).rounded(.down))
        let y = Int((cy + dy * distance).rounded(.down))
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        return image[x, y]
      }
      for (outer, inner) in zip(layout.rings, layout.rings.dropFirst()) {
        // Pixel centres from the inner ring's outer edge to the outer ring's inner edge.
        let low = inner.outerRadius * factor
        let high = outer.innerRadius * factor
        var darkest: RGBAImage.Pixel?
        var distance = (low - 0.5).rounded(.down) + 0.5
        while distance <= high + 0.5 {
          if let found = pixel(at: distance), darkest.map({ found.luma < $0.luma }) ?? true {
            darkest = found
          }
          distance += 1
        }
        let lumas = [outer, inner].compactMap { pixel(at: $0.radius * factor)?.luma }
        guard let darkest, let dimmer = lumas.min() else { continue }
        gaps.append(
          Gap(
            place: "between \(outer.kind.name) and \(inner.kind.name) at \(name)",
            darkest: darkest, ringLuma: dimmer))
      }
    }
    return gaps
  }
}

extension RGBAImage.Pixel {
  /// The hue in degrees, 0 ≤ hue < 360 (0 for greys).
  public var hue: Double {
    let r = Double(red) / 255
    let g = Double(green) / 255
    let b = Double(blue) / 255
    let high = max(r, g, b)
    let low = min(r, g, b)
    guard high > low else { return 0 }
    let span = high - low
    var hue: Double
    switch high {
    case r: hue = 60 * ((g - b) / span)
    case g: hue = 60 * (2 + (b - r) / span)
    default: hue = 60 * (4 + (r - g) / span)
    }
    if hue < 0 { hue += 360 }
    return hue
  }

  /// The smaller angle between two hues, in degrees (0…180).
  public func hueDistance(to other: RGBAImage.Pixel) -> Double {
    let difference = abs(hue - other.hue)
    return min(difference, 360 - difference)
  }
}
