import ActivityRings
import ActivityRingsCairo
import Testing

/// Hand-made draw lists: Cairo draws exactly the paths, paints and fill rules it is given.
@Suite struct CairoDrawListTests {
  static let move = RingKind.move.color

  static func drawList(
    _ items: [DrawItem], side: Double = 40, scale: RenderScale = .x1, background: RGBColor? = nil
  ) throws -> DrawList {
    DrawList(
      size: try CanvasSize(side: side), scale: scale, background: background, items: items,
      title: "test", accessibilityText: "test")
  }

  @Test func rawPixelsAreNotPremultiplied() throws {
    let disc = DrawItem(
      role: DrawRole(ring: .move, part: .dot), path: .disc(center: Point(x: 20, y: 20), radius: 15),
      paint: .solid(Self.move))
    let image = try CairoRenderer().image(Self.drawList([disc]))
    var edgePixels = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        guard pixel.alpha > 0 else { continue }
        if pixel.alpha < 255 { edgePixels += 1 }
        // Premultiplied values would darken towards the edge; the colour must stay Move's,
        // give or take the rounding of Cairo's 8-bit premultiplied storage.
        guard pixel.alpha >= 64 else { continue }
        #expect(
          abs(Int(pixel.red) - 250) <= 2 && abs(Int(pixel.green) - 17) <= 2,
          "(\(x), \(y)): \(pixel)")
        #expect(abs(Int(pixel.blue) - 79) <= 2, "(\(x), \(y)): \(pixel)")
      }
    }
    #expect(edgePixels > 20, "the disc edge is antialiased")
    #expect(image[20, 20] == RGBAImage.Pixel(red: 250, green: 17, blue: 79, alpha: 255))
    #expect(image[0, 0].alpha == 0)
  }

  @Test func opacityBecomesAlpha() throws {
    let square = DrawItem(
      role: .enclosure,
      path: DrawPath([
        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 40, y: 0)),
        .line(to: Point(x: 40, y: 40)), .line(to: Point(x: 0, y: 40)), .close,
      ]),
      paint: .solid(Self.move, opacity: 0.5))
    let pixel = try CairoRenderer().image(Self.drawList([square]))[10, 10]
    #expect(abs(Int(pixel.alpha) - 128) <= 1)
    #expect(abs(Int(pixel.red) - 250) <= 2 && abs(Int(pixel.green) - 17) <= 2)
    // Over a black background the same paint blends to half the colour, opaque.
    let blended = try CairoRenderer().image(Self.drawList([square], background: .black))[10, 10]
    #expect(blended.alpha == 255 && abs(Int(blended.red) - 125) <= 1)
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func fillRulesAreHonoured(rule: FillRule) throws {
    // Two clockwise circles: the non-zero rule fills the inner one, even-odd leaves a hole.
    var path = DrawPath()
    path.addCircle(center: Point(x: 20, y: 20), radius: 18)
    path.addCircle(center: Point(x: 20, y: 20), radius: 8)
    let item = DrawItem(role: .enclosure, path: path, paint: .solid(Self.move), fillRule: rule)
    let image = try CairoRenderer().image(Self.drawList([item], background: .black))
    #expect(image[20 + 13, 20] == RGBAImage.Pixel(red: 250, green: 17, blue: 79, alpha: 255))
    let centre = image[20, 20]
    #expect(centre.red == (rule == .nonZero ? 250 : 0))
  }

  @Test func pointsAreMultipliedByTheScale() throws {
    let dot = DrawItem(
      role: DrawRole(ring: .stand, part: .dot), path: .disc(center: Point(x: 30, y: 10), radius: 4),
      paint: .solid(RingKind.stand.color))
    let image = try CairoRenderer().image(Self.drawList([dot], scale: .x3, background: .black))
    #expect(image.width == 120 && image.height == 120)
    #expect(image[90, 30].green == 255)
    #expect(image[90, 30 + 14].green == 0)  // 4.67 pt below the centre: outside the 4 pt disc
    #expect(image[30, 10].green == 0)  // where the dot would be at 1×
  }

  @Test func theBackgroundCoversTheRoundedUpPixels() throws {
    // 10.5 pt at 1× is 11 px: the last column is inside the canvas and black too.
    let drawList = DrawList(
      size: try CanvasSize(width: 10.5, height: 3), scale: .x1, background: .black, items: [],
      title: "", accessibilityText: "")
    let image = try CairoRenderer().image(drawList)
    #expect(image.width == 11)
    #expect(image[10, 1] == RGBAImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
  }
}
