import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairoSnapshotTesting
import ActivityRingsSVGSnapshotTesting
import SnapshotTesting
import Testing

/// Places Apple shows rings in, snapshot as users would snapshot theirs: the preset's picture
/// as a draw list, as PNG at @2x and as SVG (the DocC article's pictures, checked by
/// `DocCPresetPicturesTests`, show every preset). References in
/// `Snapshots/PlaceSnapshotTests/`.
@Suite struct PlaceSnapshotTests {
  static let places = [
    "widget-small", "lock-screen-inline", "watch-complication-corner-45mm",
    "live-activity-compact-trailing",
  ]

  static func picture(_ name: String, scale: RenderScale) throws -> DrawList {
    try PresetPicture(
      preset: try ExportPreset.named(name), scale: scale, summary: StrategySnapshotTests.today
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
}
