import ActivityRings
import ActivityRingsCairo
import ActivityRingsPNG
import ActivityRingsSVG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// Our SVG in a real browser: headless Chromium (Debian's `chromium`, which CI installs) takes a
/// screenshot of the SVG file, and at least 98% of its pixels must be within 8/255 of Cairo's
/// raster of the same draw list.
///
/// Skia and Cairo antialias edges differently: on a plain SVG circle (no code of ours involved)
/// three quarters of the edge pixels differ by more than 8/255, up to 87. So the share of
/// agreeing pixels is set by how many pixels are edge pixels: a 120-pixel three-ring picture
/// measured 95.7–97.6%, 240 pixels 96.7–99.5%, 360 pixels 97.7–99.5%. The scenes here are
/// drawn 512 pixels across, the README's largest picture, where edges are under 3% of pixels:
/// measured 98.3% (flat, closed) to 99.7% (no data).
@Suite(
  .enabled(
    if: HeadlessChromium.isInstalled,
    "Debian's chromium is not installed (CI installs it)"))
struct ChromiumAgreementTests {
  static let requiredAgreement = 0.98
  static let channelTolerance = 8
  static let side = 512.0

  /// The edge cases of the tip in the default look, both looks on a mixed day, the enclosing
  /// circle, no data, a paused day and a label.
  static let scenes: [String] = [
    "zero", "half", "ninety-seven-percent", "closed", "one-hundred-one-percent",
    "two-and-a-half-laps", "ten-laps", "mixed", "flat", "flat-closed", "enclosed", "no-data",
    "paused", "labelled",
  ]

  static func scene(_ name: String) throws -> RingScene {
    let mixed = SnapshotCorpus.mixed
    let size = try CanvasSize(side: side)
    let flat = RingOptions(look: .flat)
    func uniform(_ progress: Double, _ options: RingOptions = RingOptions()) throws -> RingScene {
      try RingScene(
        progress: RingProgressSet(move: progress, exercise: progress, stand: progress),
        size: size, options: options)
    }
    switch name {
    case "zero": return try uniform(0)
    case "half": return try uniform(0.5)
    case "ninety-seven-percent": return try uniform(0.97)
    case "closed": return try uniform(1)
    case "one-hundred-one-percent": return try uniform(1.01)
    case "two-and-a-half-laps": return try uniform(2.5)
    case "ten-laps": return try uniform(10)
    case "flat-closed": return try uniform(1, flat)
    case "mixed": return try RingScene(summary: mixed, size: size)
    case "flat": return try RingScene(summary: mixed, size: size, options: flat)
    case "enclosed":
      return try RingScene(summary: mixed, size: size, options: RingOptions(background: .circle))
    case "no-data": return try RingScene(summary: nil, style: .threeRings, size: size)
    case "paused":
      var paused = mixed
      paused.isPaused = true
      return try RingScene(summary: paused, size: size)
    default:
      return try RingScene(
        summary: mixed, ringSide: side, options: RingOptions(label: RingLabel(name: "Ana")))
    }
  }

  @Test(arguments: scenes)
  func chromiumMatchesCairo(name: String) throws {
    let scene = try Self.scene(name)
    let drawList = scene.drawList()
    let cairo = try CairoRenderer().image(drawList)
    let svg = try SVGRenderer().render(drawList)
    let browser = try Self.screenshot(svg, width: cairo.width, height: cairo.height)
    // Fonts legitimately differ between backends: with label text, only the rings' square.
    let region = drawList.texts.isEmpty ? nil : scene.layout().ringArea
    let comparison = PixelAgreement(
      cairo, browser, tolerance: Self.channelTolerance, region: region,
      scale: Double(drawList.scale.factor))
    #expect(
      comparison.fraction >= Self.requiredAgreement,
      """
      \(name): \(comparison.percentText) of \(comparison.total) pixels within \
      \(Self.channelTolerance)/255 in Chromium (required \(Self.requiredAgreement * 100)%); \
      largest channel difference \(comparison.largestDifference)
      """)
  }

  /// Chromium's screenshot of `svg` opened as a file, `width × height` pixels at one device
  /// pixel per CSS pixel, on a transparent page.
  static func screenshot(_ svg: String, width: Int, height: Int) throws -> RGBAImage {
    let chromium = try #require(HeadlessChromium())
    return try InstalledTool.withFiles([("rings.svg", Array(svg.utf8))]) { paths in
      try chromium.screenshot(
        of: URL(fileURLWithPath: paths[0]), width: width, height: height, transparent: true)
    }
  }
}
