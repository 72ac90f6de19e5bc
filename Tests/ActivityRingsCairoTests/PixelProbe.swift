import ActivityRings
import ActivityRingsCairo
import _ActivityRingsTestSupport

/// Reading Apple's rules back out of a rendered image: what a pixel is (ring, black or
/// transparent), runs of black along a ray from the centre, and windows of pixels around a
/// place on a ring.
enum PixelProbe {
  /// A channel at or below this counts as black (an antialiased edge pixel with under 5% of a
  /// ring colour, or under 24% of the dimmest track, still counts as black).
  static let blackLevel: UInt8 = 12

  enum Kind: Equatable {
    case ring, black, transparent
  }

  static func kind(of pixel: RGBAImage.Pixel) -> Kind {
    if pixel.alpha < 128 { return .transparent }
    return max(pixel.red, pixel.green, pixel.blue) <= blackLevel ? .black : .ring
  }

  static func render(_ scene: RingScene) throws -> RGBAImage {
    try CairoRenderer().image(scene.drawList())
  }

  /// A straight walk in pixel steps from the centre of the canvas to its edge.
  struct Ray: Sendable, CustomStringConvertible {
    let name: String
    let dx: Int
    let dy: Int

    var description: String { name }
    /// The length of one step, in pixels.
    var step: Double { (Double(dx * dx + dy * dy)).squareRoot() }

    /// 3, 6 and 9 o'clock and two diagonals (12 o'clock holds the glyphs).
    static let all = [
      Ray(name: "3 o'clock", dx: 1, dy: 0), Ray(name: "6 o'clock", dx: 0, dy: 1),
      Ray(name: "9 o'clock", dx: -1, dy: 0), Ray(name: "half past 4", dx: 1, dy: 1),
      Ray(name: "half past 10", dx: -1, dy: -1),
    ]

    /// The pixels from the centre outward, with each pixel centre's distance from the
    /// canvas centre in pixels.
    func pixels(in image: RGBAImage, center: Point, scale: RenderScale) -> [(
      pixel: RGBAImage.Pixel, distance: Double
    )] {
      let factor = Double(scale.factor)
      let (cx, cy) = (center.x * factor, center.y * factor)
      // Start on the pixel just on this ray's side of the centre, so opposite rays mirror.
      var x = dx < 0 ? Int((cx - 0.5).rounded(.down)) : Int(cx.rounded(.down))
      var y = dy < 0 ? Int((cy - 0.5).rounded(.down)) : Int(cy.rounded(.down))
      var result: [(RGBAImage.Pixel, Double)] = []
      while x >= 0, y >= 0, x < image.width, y < image.height {
        let distance =
          ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
          + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
        result.append((image[x, y], distance))
        x += dx
        y += dy
      }
      return result
    }
  }

  /// Black measured along a ray, in steps of the ray (pixels, or √2 pixels on a diagonal).
  struct RayMeasurement: CustomStringConvertible {
    let ray: Ray
    /// Black steps between the outermost ring and the canvas edge (or, with the enclosing
    /// circle, the start of the transparent outside); nil when no ring colour was found.
    let margin: Int?
    /// Transparent steps outside the black, at the canvas edge.
    let transparent: Int
    /// The longest black run between each pair of neighbouring rings, outermost pair first.
    let gaps: [Int]

    var description: String {
      let unit = ray.dx != 0 && ray.dy != 0 ? " diagonal steps of 1.41 px" : " px"
      let gapText = gaps.map(String.init).joined(separator: ", ")
      return
        "\(ray): outer margin \(margin.map(String.init) ?? "none")\(unit), gaps [\(gapText)]\(unit)"
        + (transparent > 0 ? ", then \(transparent) transparent" : "")
    }
  }

  static func measure(_ ray: Ray, in image: RGBAImage, scene: RingScene) -> RayMeasurement {
    let layout = scene.layout()
    let factor = Double(scene.scale.factor)
    let pixels = ray.pixels(in: image, center: layout.center, scale: scene.scale)
    // From the edge inwards: the transparent outside, then black until the first ring colour.
    var index = pixels.count - 1
    var transparent = 0
    while index >= 0, kind(of: pixels[index].pixel) == .transparent {
      transparent += 1
      index -= 1
    }
    var margin = 0
    while index >= 0, kind(of: pixels[index].pixel) == .black {
      margin += 1
      index -= 1
    }
    let foundRing = index >= 0 && kind(of: pixels[index].pixel) == .ring
    // Between neighbouring rings: the longest black run within half a line width of the gap.
    var gaps: [Int] = []
    for (outer, inner) in zip(layout.rings, layout.rings.dropFirst()) {
      let low = (inner.outerRadius - inner.lineWidth / 2) * factor
      let high = (outer.innerRadius + outer.lineWidth / 2) * factor
      var longest = 0
      var run = 0
      for (pixel, distance) in pixels where distance >= low && distance <= high {
        run = kind(of: pixel) == .black ? run + 1 : 0
        longest = max(longest, run)
      }
      gaps.append(longest)
    }
    return RayMeasurement(
      ray: ray, margin: foundRing ? margin : nil, transparent: transparent, gaps: gaps)
  }

  /// The pixels whose squares lie wholly inside `ring`'s band, within `halfWidth` line widths
  /// (measured across, horizontally) of 12 o'clock — or of 6 o'clock when `bottom` is true.
  static func bandWindow(
    _ ring: RingGeometry, in image: RGBAImage, scene: RingScene, halfWidth: Double,
    bottom: Bool = false
  ) -> [RGBAImage.Pixel] {
    let factor = Double(scene.scale.factor)
    let center = scene.layout().center
    let (cx, cy) = (center.x * factor, center.y * factor)
    let (inner, outer) = (ring.innerRadius * factor, ring.outerRadius * factor)
    let half = halfWidth * ring.lineWidth * factor
    let rows =
      bottom
      ? Int((cy + inner).rounded(.down))...Int((cy + outer).rounded(.down))
      : Int((cy - outer).rounded(.down))...Int((cy - inner).rounded(.down))
    let columns = Int((cx - half).rounded(.down))...Int((cx + half).rounded(.down))
    var result: [RGBAImage.Pixel] = []
    for y in rows where y >= 0 && y < image.height {
      for x in columns where x >= 0 && x < image.width {
        let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { corner in
          ((Double(x) + corner.0 - cx) * (Double(x) + corner.0 - cx)
            + (Double(y) + corner.1 - cy) * (Double(y) + corner.1 - cy)).squareRoot()
        }
        let across = [Double(x) - cx, Double(x) + 1 - cx].map(abs)
        if corners.allSatisfy({ $0 >= inner && $0 <= outer }), across.allSatisfy({ $0 <= half }) {
          result.append(image[x, y])
        }
      }
    }
    return result
  }

  /// The pixel on `ring`'s centre line at `angle`.
  static func centreLine(
    _ ring: RingGeometry, at angle: Double, in image: RGBAImage, scene: RingScene
  ) -> RGBAImage.Pixel {
    image.pixel(
      at: RingAngle.point(at: angle, radius: ring.radius, around: scene.layout().center),
      scale: scene.scale)
  }
}
