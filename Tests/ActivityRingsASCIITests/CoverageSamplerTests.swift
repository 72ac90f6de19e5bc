import ActivityRings
import Testing

@testable import ActivityRingsASCII

@Suite struct CoverageSamplerTests {
  let canvas = try! CanvasSize(side: 100)
  let sampler = CoverageSampler(width: 100, height: 100, samplesX: 4, samplesY: 4)

  func area(_ counts: [UInt16]) -> Double {
    Double(counts.reduce(0) { $0 + Int($1) }) / Double(sampler.samplesPerPixel)
  }

  @Test func discCoversPiRSquared() {
    let radius = 40.0
    let counts = sampler.coverage(
      of: .disc(center: Point(x: 50, y: 50), radius: radius), fillRule: .nonZero, canvas: canvas)
    let expected = Double.pi * radius * radius
    #expect(abs(area(counts) - expected) / expected < 0.005)
    #expect(counts[50 * 100 + 50] == 16)
    #expect(counts[0] == 0)
  }

  @Test func annulusHasAHole() {
    let counts = sampler.coverage(
      of: .annulus(center: Point(x: 50, y: 50), innerRadius: 20, outerRadius: 40),
      fillRule: .nonZero, canvas: canvas)
    let expected = Double.pi * (40 * 40 - 20 * 20)
    #expect(abs(area(counts) - expected) / expected < 0.003)
    #expect(counts[50 * 100 + 50] == 0)
    #expect(counts[50 * 100 + 80] == 16)
  }

  @Test func nonZeroFillsWhatEvenOddLeavesOpen() {
    // Two clockwise circles, one inside the other: winding 2 in the middle.
    var path = DrawPath()
    path.addCircle(center: Point(x: 50, y: 50), radius: 40)
    path.addCircle(center: Point(x: 50, y: 50), radius: 20)
    let nonZero = sampler.coverage(of: path, fillRule: .nonZero, canvas: canvas)
    let evenOdd = sampler.coverage(of: path, fillRule: .evenOdd, canvas: canvas)
    #expect(nonZero[50 * 100 + 50] == 16)
    #expect(evenOdd[50 * 100 + 50] == 0)
    #expect(evenOdd[50 * 100 + 80] == 16)
    let hole = Double.pi * 20 * 20
    #expect(abs(area(nonZero) - area(evenOdd) - hole) / hole < 0.01)
  }

  @Test func nearlyFullRoundCappedArcOverlapsItselfAtTheCaps() {
    // A 98% arc: the two round caps overlap at 12 o'clock, where the outline winds twice.
    let path = DrawPath.roundCappedArc(
      center: Point(x: 50, y: 50), radius: 35, lineWidth: 16, from: 0, to: 0.98 * 2 * .pi)
    let nonZero = sampler.coverage(of: path, fillRule: .nonZero, canvas: canvas)
    let evenOdd = sampler.coverage(of: path, fillRule: .evenOdd, canvas: canvas)
    let top = 15 * 100 + 50  // on the circle at 12 o'clock, inside both caps
    #expect(nonZero[top] == 16)
    #expect(evenOdd[top] == 0)
  }

  @Test func stretchesTheCanvasOntoTheGrid() {
    let wide = CoverageSampler(width: 200, height: 50, samplesX: 4, samplesY: 4)
    let counts = wide.coverage(
      of: .disc(center: Point(x: 50, y: 50), radius: 40), fillRule: .nonZero, canvas: canvas)
    let covered = Double(counts.reduce(0) { $0 + Int($1) }) / 16
    let expected = Double.pi * 80 * 20  // an ellipse with half-axes 80 and 20 pixels
    #expect(abs(covered - expected) / expected < 0.005)
  }

  @Test func compositesOpacityTimesCoverageOverTheBackground() throws {
    let drawList = DrawList(
      size: canvas, scale: .x1, background: .black,
      items: [
        DrawItem(
          role: .enclosure, path: .disc(center: Point(x: 50, y: 50), radius: 45),
          paint: .solid(RGBColor(red: 255, green: 255, blue: 255), opacity: 0.5))
      ], title: "", accessibilityText: "")
    let picture = SampledPicture(drawList, width: 100, height: 100, samplesX: 4, samplesY: 4)
    let image = picture.image
    #expect(image[50, 50] == RGBAImage.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    #expect(image[1, 1] == RGBAImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
  }

  @Test func transparentCanvasStaysTransparent() {
    let drawList = DrawList(
      size: canvas, scale: .x1, background: nil,
      items: [
        DrawItem(
          role: DrawRole(ring: .move, part: .dot),
          path: .disc(center: Point(x: 50, y: 50), radius: 10),
          paint: .solid(RingKind.move.color))
      ], title: "", accessibilityText: "")
    let image = SampledPicture(drawList, width: 100, height: 100, samplesX: 4, samplesY: 4).image
    #expect(image[0, 0].alpha == 0)
    #expect(image[50, 50] == RGBAImage.Pixel(red: 250, green: 17, blue: 79, alpha: 255))
  }

  @Test func rectangleCoverageIsExactAtSamplePositions() {
    // Samples sit at x + 0.125, 0.375, 0.625, 0.875 (4 per pixel each way).
    let rectangle = DrawPath([
      .move(to: Point(x: 10.25, y: 20.5)), .line(to: Point(x: 30.7, y: 20.5)),
      .line(to: Point(x: 30.7, y: 40)), .line(to: Point(x: 10.25, y: 40)),
    ])  // left open: filling closes it
    let counts = sampler.coverage(of: rectangle, fillRule: .nonZero, canvas: canvas)
    #expect(counts[20 * 100 + 10] == 3 * 2)  // 3 columns × the 2 lower sample rows
    #expect(counts[25 * 100 + 10] == 3 * 4)
    #expect(counts[25 * 100 + 20] == 16)
    #expect(counts[25 * 100 + 30] == 3 * 4)  // 30.125, 30.375, 30.625 < 30.7
    #expect(counts[40 * 100 + 20] == 0)
    #expect(counts[25 * 100 + 9] == 0 && counts[25 * 100 + 31] == 0)
    #expect(area(counts) == 20.5 * 19.5)  // 82 sample columns × 78 sample rows / 16
  }

  @Test func pointsAtInfinityOrNaNAreLeftOut() {
    var path = DrawPath.disc(center: Point(x: 50, y: 50), radius: 10)
    path.elements += [
      .move(to: Point(x: -.infinity, y: -1e300)), .line(to: Point(x: .nan, y: 40)),
      .line(to: Point(x: 1e300, y: .infinity)), .line(to: Point(x: 60, y: 1e-300)), .close,
    ]
    let counts = sampler.coverage(of: path, fillRule: .nonZero, canvas: canvas)
    #expect(counts[50 * 100 + 50] == 16)
  }

  @Test func flatteningStaysCloseToTheCircle() {
    let edges = PathFlattener.edges(
      of: .disc(center: Point(x: 0, y: 0), radius: 100), scaleX: 1, scaleY: 1, tolerance: 0.05)
    for edge in edges {
      let distance = (edge.xAtTop * edge.xAtTop + edge.top * edge.top).squareRoot()
      #expect(abs(distance - 100) < 0.1)
    }
    #expect(edges.count > 16)
  }
}
