import ActivityRings
import ActivityRingsPNG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// `--mode` through the tool, judged from the pixels of the PNG it writes: grey for `vibrant`
/// and `clear`, red only for `night`, the tint for `accented`, and the three rings at least 12
/// levels of luminance apart in each.
@Suite struct RenderModeCommandTests {
  static let summary = "move=350/500,exercise=20/30,stand=8/12"
  static let day = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  static func image(_ options: [String]) throws -> RGBAImage {
    let result = try RingsProcess.run(
      [
        "render", "--summary", summary, "--size", "120", "--scale", "2", "--format", "png", "-o",
        "-",
      ]
        + options)
    #expect(result.status == 0, "\(result.standardError)")
    return try PNGDecoder().decode(result.standardOutput)
  }

  /// Each ring's luminance where it shows its value (the middle of its arc).
  static func ringLevels(_ image: RGBAImage) throws -> [Double] {
    let scene = try RingScene(summary: day, ringSide: 120, scale: .x2)
    return scene.layout().rings.map { ring in
      ColorDifference.luminanceLevel(
        RingSample.value(of: ring, in: scene).pixel(in: image, scale: .x2))
    }
  }

  static func pixels(_ image: RGBAImage) -> [RGBAImage.Pixel] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
  }

  @Test(arguments: ["vibrant", "clear"])
  func greyModesAreGrey(mode: String) throws {
    let image = try Self.image(["--mode", mode])
    for pixel in Self.pixels(image) {
      let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
      #expect(channels.max()! - channels.min()! <= 10, "\(pixel)")
    }
    let levels = try Self.ringLevels(image)
    #expect(abs(levels[0] - levels[1]) >= 12 && abs(levels[1] - levels[2]) >= 12, "\(levels)")
    #expect(abs(levels[0] - levels[2]) >= 12, "\(levels)")
  }

  @Test func nightIsRedOnly() throws {
    let image = try Self.image(["--mode", "night"])
    #expect(Self.pixels(image).allSatisfy { $0.green == 0 && $0.blue == 0 })
    #expect(Self.pixels(image).contains { $0.red > 200 })
    let levels = try Self.ringLevels(image)
    #expect(abs(levels[0] - levels[1]) >= 12 && abs(levels[1] - levels[2]) >= 12, "\(levels)")
  }

  @Test func accentedIsInTheTint() throws {
    let image = try Self.image(["--mode", "accented", "--tint", "#ff9f0a"])
    // Every pixel is the tint at some brightness: green and blue in the tint's proportions
    // to red, within rounding.
    for pixel in Self.pixels(image) where pixel.red > 40 {
      let brightness = Double(pixel.red) / 255
      #expect(abs(Double(pixel.green) - 159 * brightness) <= 3, "\(pixel)")
      #expect(abs(Double(pixel.blue) - 10 * brightness) <= 3, "\(pixel)")
    }
    let levels = try Self.ringLevels(image)
    #expect(abs(levels[0] - levels[1]) >= 12 && abs(levels[1] - levels[2]) >= 12, "\(levels)")
  }

  @Test func alwaysOnIsTheModeAlwaysOn() throws {
    #expect(try Self.image(["--always-on"]) == Self.image(["--mode", "always-on"]))
    #expect(try Self.image(["--mode", "full-color"]) == Self.image([]))
  }

  /// Every door refuses a tint too dark for the rings: an export and its manifest too.
  @Test func anExportRefusesATintTooDark() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      [
        "export", "--move", "1/2", "--preset", "square-64", "--mode", "accented", "--tint",
        "#202020", "-o", "out",
      ], in: folder)
    #expect(result.status == 64)
    #expect(result.standardError.contains("--tint #202020 is too dark"), "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }

  /// Apple's guidelines are measured in Apple's colours: a mode is the system's treatment.
  @Test func validateMeasuresTheFullColourDrawing() throws {
    for mode in ["vibrant", "night", "always-on"] {
      let result = try RingsProcess.run([
        "validate", "--summary", Self.summary, "--mode", mode,
      ])
      #expect(result.status == 0, "\(mode): \(result.text)")
    }
  }

  @Test(arguments: [
    (["--mode", "sepia"], "--mode 'sepia' is not one of full-color, accented"),
    (["--mode", "accented", "--tint", "orange"], "--tint 'orange' is not a colour"),
    (["--tint", "#ff9f0a"], "--tint is the colour of --mode accented, not of full-color"),
    (["--mode", "accented", "--tint", "#202020"], "--tint #202020 is too dark"),
    (["--mode", "night", "--always-on"], "--always-on and --mode night disagree"),
  ])
  func badModesAreOneLine(options: [String], message: String) throws {
    let result = try RingsProcess.run(["render", "--move", "1/2", "-o", "-"] + options)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }
}
