import ActivityRings
import ActivityRingsSVG
import Testing
import _ActivityRingsLibrsvg
import _ActivityRingsTestSupport

/// The SVG text rasterised by librsvg shows what the draw list describes.
@Suite("librsvg rasteriser")
struct LibrsvgRasterizerTests {
  /// Levels a rasterised solid colour may differ from the exact colour.
  private static let tolerance = 2

  private static func opaque(_ color: RGBColor) -> RGBAImage.Pixel {
    RGBAImage.Pixel(red: color.red, green: color.green, blue: color.blue, alpha: 255)
  }

  private static func rasterize(_ scene: RingScene) throws -> RGBAImage {
    let pixels = scene.size.pixels(at: scene.scale)
    return try LibrsvgRasterizer().rasterize(
      SVGRenderer().render(scene), width: pixels.width, height: pixels.height)
  }

  /// The pixel under a point given in points.
  private static func pixel(_ image: RGBAImage, at point: Point, scale: RenderScale)
    -> RGBAImage
    .Pixel
  {
    let factor = Double(scale.factor)
    return image[Int(point.x * factor), Int(point.y * factor)]
  }

  @Test(
    "half-closed flat rings: colour from 12 o'clock clockwise to 6, track on the left, black corners",
    arguments: RenderScale.allCases)
  func halfRings(scale: RenderScale) throws {
    let scene = try RingScene(
      progress: RingProgressSet(move: 0.5, exercise: 0.5, stand: 0.5),
      size: CanvasSize(side: SnapshotCorpus.defaultSide), scale: scale,
      options: RingOptions(look: .flat))
    let image = try Self.rasterize(scene)
    let side = Int(SnapshotCorpus.defaultSide) * scale.factor
    #expect(image.width == side && image.height == side)
    let layout = scene.layout()
    try #require(layout.rings.count == 3)
    for ring in layout.rings {
      let colour = Self.opaque(ring.kind.color)
      let track = Self.opaque(ring.kind.trackColor)
      // Ring angles run clockwise from 12 o'clock: 0 is 12, π/2 is 3, 3π/2 is 9 o'clock.
      for (angle, expected, place) in [
        (0.0, colour, "12 o'clock"), (Double.pi / 2, colour, "3 o'clock"),
        (3 * Double.pi / 2, track, "9 o'clock"),
      ] {
        // Off the centre line, clear of the glyph at 12 o'clock.
        let point = RingAngle.point(
          at: angle, radius: ring.radius + 0.3 * ring.lineWidth, around: layout.center)
        let found = Self.pixel(image, at: point, scale: scale)
        #expect(
          found.maximumChannelDifference(to: expected) <= Self.tolerance,
          "\(ring.kind) at \(place), \(scale): \(found), expected \(expected)")
      }
    }
    let black = Self.opaque(.black)
    for (x, y) in [(0, 0), (side - 1, 0), (0, side - 1), (side - 1, side - 1)] {
      #expect(image[x, y] == black, "corner (\(x), \(y))")
    }
  }

  @Test(
    "every corpus scene: each ring's colour where it shows its value, its visible track, black centre",
    arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) throws {
    let scene = entry.scene
    let image = try Self.rasterize(scene)
    let pixels = scene.size.pixels(at: scene.scale)
    #expect(image.width == pixels.width && image.height == pixels.height)
    let layout = scene.layout()
    // On each ring's centre line, clear of the glyph at 12 o'clock and the tip's shadow.
    for sample in RingSample.all(in: scene) {
      let found = sample.pixel(in: image, scale: scene.scale)
      #expect(
        sample.matches(found),
        "\(entry.name): \(sample) is \(found), expected \(sample.color) ± \(sample.tolerance)")
    }
    #expect(Self.pixel(image, at: layout.center, scale: scene.scale) == Self.opaque(.black))
  }

  @Test("the enclosed scene is transparent outside its black circle")
  func enclosed() throws {
    let entry = try #require(SnapshotCorpus.entries.first { $0.name == "enclosed" })
    let image = try Self.rasterize(entry.scene)
    let layout = entry.scene.layout()
    let enclosure = try #require(layout.enclosureRadius)
    let move = try #require(layout.ring(.move))
    let last = image.width - 1
    for (x, y) in [(0, 0), (last, 0), (0, last), (last, last)] {
      #expect(image[x, y].alpha == 0, "corner (\(x), \(y)) is \(image[x, y])")
    }
    let margin = RingAngle.point(
      at: 0, radius: (enclosure + move.outerRadius) / 2, around: layout.center)
    #expect(Self.pixel(image, at: margin, scale: .x1) == Self.opaque(.black))
    let top = RingAngle.point(
      at: 0, radius: move.radius + 0.3 * move.lineWidth, around: layout.center)
    // At 12 o'clock the Move ring starts in its start colour (the start cap, at 0 of its lap).
    #expect(
      Self.pixel(image, at: top, scale: .x1).maximumChannelDifference(
        to: Self.opaque(RingKind.move.gradientStartColor)) <= Self.tolerance)
  }

  @Test("translucent pixels come back un-premultiplied")
  func straightAlpha() throws {
    let svg = #"""
      <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4">
      <rect width="4" height="4" fill="#fa114f" fill-opacity="0.5"/>
      </svg>
      """#
    let image = try LibrsvgRasterizer().rasterize(svg, width: 4, height: 4)
    let found = image[1, 2]
    #expect(abs(Int(found.alpha) - 128) <= 1, "\(found)")
    #expect(
      found.maximumChannelDifference(
        to: RGBAImage.Pixel(red: 250, green: 17, blue: 79, alpha: found.alpha)) <= Self.tolerance,
      "\(found)")
  }

  @Test("the document is fitted into the requested pixel size")
  func viewport() throws {
    let svg = #"""
      <svg xmlns="http://www.w3.org/2000/svg" width="2" height="2" viewBox="0 0 2 2">
      <rect width="1" height="2" fill="#ffffff"/>
      </svg>
      """#
    let image = try LibrsvgRasterizer().rasterize(svg, width: 8, height: 8)
    #expect(image.width == 8 && image.height == 8)
    #expect(image[3, 7] == RGBAImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(image[4, 0] == RGBAImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test(
    "text librsvg cannot read is a one-line error",
    arguments: [
      "", "<svg", "hello", "<html/>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M 0 0\">",
    ])
  func unreadable(_ text: String) throws {
    let error = try #require(throws: LibrsvgError.self) {
      try LibrsvgRasterizer().rasterize(text, width: 10, height: 10)
    }
    guard case .unreadableSVG(let message) = error else {
      Issue.record("expected unreadableSVG, got \(error)")
      return
    }
    #expect(!message.isEmpty)
    #expect(error.description.hasPrefix("librsvg cannot read the SVG: "))
    #expect(!error.description.contains("\n"), "\(error.description)")
  }

  @Test(
    "a size outside 1…8192 pixels is an error",
    arguments: [(0, 10), (10, 0), (-1, 5), (8193, 1)])
  func invalidSize(width: Int, height: Int) {
    #expect(throws: LibrsvgError.invalidSize(width: width, height: height)) {
      try LibrsvgRasterizer().rasterize(
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", width: width, height: height)
    }
  }
}
