import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairoSnapshotTesting
import ActivityRingsSVGSnapshotTesting
import SnapshotTesting
import Testing

/// Places Apple shows rings in, snapshot as users would snapshot theirs: the preset's picture
/// as a draw list, as PNG at @2x and as SVG (the DocC article's pictures, checked by
/// `DocCPresetPicturesTests`, show every preset), and each rendering mode in a place the
/// system shows it. References in `Snapshots/PlaceSnapshotTests/`.
@Suite struct PlaceSnapshotTests {
  static let places = [
    "widget-small", "lock-screen-inline", "watch-complication-corner-45mm",
    "live-activity-compact-trailing",
  ]

  /// Each mode where the system shows it: the tint of `accented` is an orange a person might
  /// choose.
  static let modes: [(RenderingMode, String)] = [
    (.accented, "widget-small"), (.clear, "widget-small"), (.vibrant, "lock-screen-rectangular"),
    (.night, "live-activity-lock-screen"), (.alwaysOn, "live-activity-lock-screen"),
    (.accented, "watch-complication-circular-45mm"),
  ]

  static func picture(
    _ name: String, scale: RenderScale, options: RingOptions = RingOptions()
  ) throws -> DrawList {
    try PresetPicture(
      preset: try ExportPreset.named(name), scale: scale, summary: StrategySnapshotTests.today,
      options: options
    ).drawList()
  }

  @Test(arguments: places)
  func placeAsPNG(name: String) throws {
    assertRingSnapshot(of: try Self.picture(name, scale: .x2), as: .png(), named: name)
  }

  @Test(arguments: ["widget-small", "live-activity-expanded-84"])
  func placeAsSVG(name: String) throws {
    assertRingSnapshot(of: try Self.picture(name, scale: .x1), as: .svg, named: name)
  }

  @Test(arguments: modes)
  func modeAsPNG(mode: RenderingMode, name: String) throws {
    let options = RingOptions(mode: mode, tint: RGBColor(red: 255, green: 159, blue: 10))
    assertRingSnapshot(
      of: try Self.picture(name, scale: .x2, options: options), as: .png(),
      named: "\(mode.rawValue)-\(name)")
  }
}
