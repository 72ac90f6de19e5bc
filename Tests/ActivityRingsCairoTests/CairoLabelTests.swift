import ActivityRings
import ActivityRingsCairo
import Testing

@Suite struct CairoLabelTests {
  /// Counts pixels in a rectangle (in pixels) whose colour is within 40/255 of `color`.
  func count(_ color: RGBColor, in image: RGBAImage, x: Range<Int>, y: Range<Int>) -> Int {
    var found = 0
    for row in y {
      for column in x {
        let pixel = image[column, row]
        let difference = max(
          abs(Int(pixel.red) - Int(color.red)), abs(Int(pixel.green) - Int(color.green)),
          abs(Int(pixel.blue) - Int(color.blue)))
        if difference <= 40 { found += 1 }
      }
    }
    return found
  }

  @Test func labelTextIsDrawnInTheRingColoursBesideTheRings() throws {
    let summary = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
      appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
    let scene = try RingScene(
      summary: summary, size: CanvasSize(width: 320, height: 160), scale: .x2,
      options: RingOptions(label: RingLabel(name: "Ana")))
    let image = try CairoRenderer().image(scene.drawList())
    let area = try #require(scene.layout().labelArea)
    let columns = Int(area.x * 2)..<image.width
    for line in scene.drawList().texts {
      // The band of rows the line's capitals occupy.
      let top = Int((line.origin.y - 0.7 * line.fontSize) * 2)
      let rows = top..<Int(line.origin.y * 2)
      #expect(
        count(line.color, in: image, x: columns, y: rows) > 100,
        "\(line.text) is not drawn in its colour")
    }
    // Without the label the same area is black.
    var plain = scene.drawList()
    plain.texts = []
    let blank = try CairoRenderer().image(plain)
    #expect(
      count(.black, in: blank, x: columns, y: 0..<blank.height) == columns.count * blank.height)
  }
}
