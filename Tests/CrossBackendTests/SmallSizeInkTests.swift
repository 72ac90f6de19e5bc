import ActivityRings
import ActivityRingsCairo
import ActivityRingsSVG
import Testing
import _ActivityRingsLibrsvg

/// Small pictures carry as much colour as large ones: a picture's total ink (the sum of its
/// pixels' channels, on black) is within 1% of the same draw list rasterised 16 times larger
/// and averaged down, by Cairo and by librsvg from the SVG. Shapes of one ring that met or
/// overlapped at their antialiased edges used to add or lose ink there, a tenth of a 29-point
/// gradient picture's.
@Suite struct SmallSizeInkTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  /// The sum of every pixel's red, green and blue, each averaged over `factor` × `factor`
  /// blocks first when `factor` is more than 1.
  static func ink(_ image: RGBAImage, factor: Int = 1) -> Double {
    var total = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        total += Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
      }
    }
    return Double(total) / Double(factor * factor)
  }

  @Test(arguments: [
    (29.0, RingLook.gradient), (29, .flat), (64, .gradient), (64, .flat), (160, .gradient),
  ])
  func inkMatchesAFineRasterisation(side: Double, look: RingLook) throws {
    let scene = try RingScene(
      summary: Self.day, size: CanvasSize(side: side), scale: .x1,
      options: RingOptions(look: look))
    let drawList = scene.drawList()
    let ink = Self.ink(try CairoRenderer().image(drawList))
    let fine = Self.ink(try CairoRenderer().image(drawList.enlarged(by: 16)), factor: 16)
    let pixels = Int(side) * 16
    let svg = try LibrsvgRasterizer().rasterize(
      SVGRenderer().render(drawList), width: pixels, height: pixels)
    let fineSVG = Self.ink(svg, factor: 16)
    for (name, reference) in [("Cairo", fine), ("librsvg", fineSVG)] {
      #expect(
        abs(ink / reference - 1) <= 0.01,
        "\(side) pt \(look): \(ink) against \(reference) from \(name) at 16×")
    }
  }
}
