import ActivityRings
import ActivityRingsCairo
import ActivityRingsPNG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// What Cairo draws in the flat look, checked at chosen pixels against the HIG colours and the
/// layout.
@Suite struct CairoPixelTests {
  static func pixel(
    _ image: RGBAImage, at angle: Double, radius: Double, center: Point, scale: RenderScale
  ) -> RGBAImage.Pixel {
    let point = RingAngle.point(at: angle, radius: radius, around: center)
    let factor = Double(scale.factor)
    return image[Int(point.x * factor), Int(point.y * factor)]
  }

  static func opaque(_ color: RGBColor) -> RGBAImage.Pixel {
    RGBAImage.Pixel(red: color.red, green: color.green, blue: color.blue, alpha: 255)
  }

  @Test(arguments: RenderScale.allCases)
  func halfwayRingsRunClockwiseFromTwelveInTheirColours(scale: RenderScale) throws {
    let scene = try RingScene(
      progress: RingProgressSet(move: 0.5, exercise: 0.5, stand: 0.5),
      size: CanvasSize(side: 120), scale: scale, options: RingOptions(look: .flat))
    let image = try CairoRenderer().image(scene.drawList())
    let layout = scene.layout()
    #expect(image.width == 120 * scale.factor && image.height == 120 * scale.factor)
    for ring in layout.rings {
      let colour = Self.opaque(ring.kind.color)
      let track = Self.opaque(ring.kind.trackColor)
      func at(_ angle: Double) -> RGBAImage.Pixel {
        Self.pixel(image, at: angle, radius: ring.radius, center: layout.center, scale: scale)
      }
      // Just clockwise of 12 o'clock, at 3 o'clock, and just before 6 o'clock: the ring colour.
      #expect(at(0.15) == colour, "\(ring.kind) just after 12 o'clock")
      #expect(at(.pi / 2) == colour, "\(ring.kind) at 3 o'clock")
      // Anticlockwise of 12 (past the start cap) and at 9 o'clock: the dim track.
      #expect(at(-0.5) == track, "\(ring.kind) before 12 o'clock")
      #expect(at(3 * .pi / 2) == track, "\(ring.kind) at 9 o'clock")
    }
    let black = Self.opaque(.black)
    let last = image.width - 1
    #expect(
      [image[0, 0], image[last, 0], image[0, last], image[last, last]]
        == Array(repeating: black, count: 4))
    // The centre, inside the innermost ring, is black too.
    #expect(image[image.width / 2, image.height / 2] == black)
  }

  @Test func hIGColoursAreExact() {
    #expect(RingKind.move.color == RGBColor(red: 250, green: 17, blue: 79))
    #expect(RingKind.exercise.color == RGBColor(red: 166, green: 255, blue: 0))
    #expect(RingKind.stand.color == RGBColor(red: 0, green: 255, blue: 246))
  }

  @Test func enclosedScenesHaveTransparentCorners() throws {
    let entry = try #require(SnapshotCorpus.entries.first { $0.name == "enclosed" })
    let image = try CairoRenderer().image(entry.scene.drawList())
    let last = image.width - 1
    for (x, y) in [(0, 0), (last, 0), (0, last), (last, last)] {
      #expect(image[x, y].alpha == 0, "corner (\(x), \(y))")
    }
    #expect(image[image.width / 2, image.height / 2] == Self.opaque(.black))
    // And the same survives PNG encoding (RGBA, since it is not opaque).
    let decoded = try PNGDecoder().decode(CairoRenderer().pngData(entry.scene.drawList()))
    #expect(decoded == image)
  }

  @Test func cairoFailuresAreThrownWithCairosReason() throws {
    // DrawList accepts any canvas; Cairo refuses image sides above 32767 pixels.
    let drawList = try DrawList(
      size: CanvasSize(side: 40_000), scale: .x1, background: .black, items: [], title: "huge",
      accessibilityText: "")
    #expect {
      try CairoRenderer().image(drawList)
    } throws: { error in
      // Cairo's own wording differs between versions; its status code does not.
      guard let error = error as? CairoError else { return false }
      return error.code == 32  // CAIRO_STATUS_INVALID_SIZE
        && error.description.hasPrefix(
          "cairo: creating a 40000×40000 image surface failed: invalid value")
    }
  }

  @Test func pdfIsAVectorPageOfTheCanvasSize() throws {
    let scene = try RingScene(
      summary: SnapshotCorpus.mixed, size: CanvasSize(width: 200, height: 150))
    let pdf = try CairoRenderer(options: .init(format: .pdf)).render(scene)
    #expect(pdf.starts(with: Array("%PDF".utf8)))
    #expect(pdf.count > 1000)
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.contains("/MediaBox [ 0 0 200 150 ]"))
    #expect(text.contains("%%EOF"))
  }

  @Test func registryEntryWritesPNGByDefaultAndPDFOnRequest() throws {
    var registry = RendererRegistry()
    try registry.register(.cairo)
    let cairo = try registry.renderer(named: "cairo")
    #expect(cairo.stillFormats == [.png, .pdf])
    #expect(cairo.animatedFormats == [.png])
    let drawList = try RingScene(progress: RingProgressSet(move: 0.3), size: CanvasSize(side: 30))
      .drawList()
    let png = try cairo.render(drawList)
    #expect(try PNGDecoder().decode(png) == CairoRenderer().image(drawList))
    #expect(
      try cairo.render(drawList, as: cairo.format(named: "pdf")).starts(with: Array("%PDF".utf8)))
    #expect(try registry.renderer(forExtension: "pdf").name == "cairo")
  }
}
