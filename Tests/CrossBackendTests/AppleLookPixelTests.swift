import ActivityRings
import ActivityRingsCairo
import ActivityRingsLibrsvg
import ActivityRingsSVG
import Testing
import _ActivityRingsTestSupport

/// The default look reads like Apple's, measured in pixels from both rasterisers: Cairo drawing
/// the draw list, and librsvg drawing our SVG of it. The hue shifts along the ring with the tip
/// the lighter end; a closed ring shows its tip's round cap over the start with a shadow ahead
/// of it; and at the smallest size a dark pixel separates neighbouring rings.
@Suite struct AppleLookPixelTests {
  enum Rasterizer: String, CaseIterable, CustomStringConvertible {
    case cairo, librsvg
    var description: String { rawValue }

    func image(_ scene: RingScene) throws -> RGBAImage {
      let drawList = scene.drawList()
      switch self {
      case .cairo:
        return try CairoRenderer().image(drawList)
      case .librsvg:
        let pixels = drawList.size.pixels(at: drawList.scale)
        return try LibrsvgRasterizer().rasterize(
          SVGRenderer().render(drawList), width: pixels.width, height: pixels.height)
      }
    }
  }

  static func scene(_ progress: Double, side: Double = 160, scale: RenderScale, glyphs: Bool = true)
    throws -> RingScene
  {
    try RingScene(
      progress: RingProgressSet(move: progress, exercise: progress, stand: progress),
      size: CanvasSize(side: side), scale: scale, options: RingOptions(showsGlyphs: glyphs))
  }

  /// The hue shift Apple's rings show along three quarters of a lap.
  static let minimumShiftAtThreeQuarters = 9.0

  @Test(
    "at 75% the Move ring's hue just after 12 o'clock and just behind the tip differ by 9° or more, the tip lighter",
    arguments: Rasterizer.allCases, RenderScale.allCases)
  func hueShiftsAlongTheRing(rasterizer: Rasterizer, scale: RenderScale) throws {
    let scene = try Self.scene(0.75, scale: scale)
    let image = try rasterizer.image(scene)
    let move = try #require(scene.layout().ring(.move))
    let width = move.lineWidth / move.radius
    // Clear of the glyph at 12 o'clock, and behind the tip's round cap.
    let start = image.pixel(
      at: RingAngle.point(at: 0.6 * width, radius: move.radius, around: scene.layout().center),
      scale: scale)
    let tip = image.pixel(
      at: RingAngle.point(
        at: 0.75 * RingAngle.fullTurn - 0.6 * width, radius: move.radius,
        around: scene.layout().center),
      scale: scale)
    let shift = start.hueDistance(to: tip)
    #expect(
      shift >= Self.minimumShiftAtThreeQuarters,
      "\(rasterizer) \(scale): \(start) (hue \(start.hue)) to \(tip) (hue \(tip.hue)): \(shift)°")
    #expect(
      tip.luma > start.luma, "\(rasterizer) \(scale): the tip \(tip) is not lighter than \(start)")
  }

  @Test("every ring's start and tip colours are 12° of hue or more apart, the tip lighter")
  func startAndTipColours() {
    for kind in RingKind.allCases {
      let start = RGBAImage.Pixel.opaque(kind.gradientStartColor)
      let tip = RGBAImage.Pixel.opaque(kind.gradientTipColor)
      #expect(start.hueDistance(to: tip) >= 12, "\(kind): \(start.hueDistance(to: tip))°")
      #expect(tip.luma > start.luma, "\(kind)")
      // The HIG swatch, for labels and values, lies inside the gradient's hues.
      let swatch = RGBAImage.Pixel.opaque(kind.color)
      #expect(
        swatch.hueDistance(to: start) + swatch.hueDistance(to: tip)
          <= start.hueDistance(to: tip) + 1e-9, "\(kind)")
    }
  }

  /// How far ahead of 12 o'clock, in line widths along a circle, the colour of the tip gives way.
  static func boundary(
    of ring: RingGeometry, offset: Double, in image: RGBAImage, scene: RingScene
  ) -> Double? {
    let radius = ring.radius + offset * ring.lineWidth
    let tip = RGBAImage.Pixel.opaque(ring.kind.gradientTipColor)
    let start = RGBAImage.Pixel.opaque(ring.kind.gradientStartColor)
    func isTipColoured(_ pixel: RGBAImage.Pixel) -> Bool {
      pixel.maximumChannelDifference(to: tip) < pixel.maximumChannelDifference(to: start)
    }
    // Walk clockwise from a little before 12 o'clock in steps of a fiftieth of a line width.
    var ahead = -0.2
    while ahead < 1.2 {
      let point = RingAngle.point(
        at: ahead * ring.lineWidth / radius, radius: radius, around: scene.layout().center)
      if !isTipColoured(image.pixel(at: point, scale: scene.scale)) { return ahead }
      ahead += 0.02
    }
    return nil
  }

  @Test(
    "at 100% the tip's round cap lies over the start — a curved boundary, not a straight seam — with a shadow ahead",
    arguments: Rasterizer.allCases, [RenderScale.x2, .x3])
  func closedRingShowsItsTip(rasterizer: Rasterizer, scale: RenderScale) throws {
    let scene = try Self.scene(1, scale: scale, glyphs: false)
    let image = try rasterizer.image(scene)
    for ring in scene.layout().rings {
      // A round cap reaches half a line width ahead on the centre line and 0.4 line widths at
      // 0.3 line widths either side of it; a straight seam would be level across the band.
      let centre = try #require(Self.boundary(of: ring, offset: 0, in: image, scene: scene))
      let outside = try #require(Self.boundary(of: ring, offset: 0.3, in: image, scene: scene))
      let inside = try #require(Self.boundary(of: ring, offset: -0.3, in: image, scene: scene))
      #expect(
        centre >= 0.4 && centre - max(outside, inside) >= 0.05,
        """
        \(rasterizer) \(scale) \(ring.kind): the tip colour ends \(centre) line widths ahead on \
        the centre line, \(outside) outside, \(inside) inside
        """)
      // Just ahead of the cap the start is in shadow: darker than further ahead.
      let near = PixelProbeLine.centre(ring, ahead: 0.65, in: image, scene: scene)
      let far = PixelProbeLine.centre(ring, ahead: 1.6, in: image, scene: scene)
      #expect(
        near.luma <= 0.8 * far.luma,
        "\(rasterizer) \(scale) \(ring.kind): \(near) ahead of the cap, \(far) further ahead")
    }
  }

  @Test(
    "at 29 pt each gap between rings holds a pixel at most 20% as bright as the rings beside it",
    arguments: Rasterizer.allCases, RenderScale.allCases)
  func smallRingsStayApart(rasterizer: Rasterizer, scale: RenderScale) throws {
    for progress in [1.0, 0.5] {
      let scene = try Self.scene(progress, side: 29, scale: scale)
      let gaps = GapProbe.gaps(in: try rasterizer.image(scene), scene: scene)
      #expect(gaps.count == 6)
      for gap in gaps {
        #expect(gap.share <= 0.2, "\(rasterizer) 29 pt \(scale) at \(progress): \(gap)")
      }
    }
  }
}

/// Pixels on a ring's centre line, a distance ahead of 12 o'clock.
enum PixelProbeLine {
  static func centre(
    _ ring: RingGeometry, ahead lineWidths: Double, in image: RGBAImage, scene: RingScene
  ) -> RGBAImage.Pixel {
    image.pixel(
      at: RingAngle.point(
        at: lineWidths * ring.lineWidth / ring.radius, radius: ring.radius,
        around: scene.layout().center),
      scale: scene.scale)
  }
}
