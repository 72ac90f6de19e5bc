import ActivityRingsAssets
import ActivityRingsPNGSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The pictures of ActivityRingsAssets' DocC article "Presets and their layouts" are what
/// `rings export` draws today: every platform preset and `square-128` at @2x, each shown in the
/// article, none left over. `Scripts/preset-pictures` redraws them with the same command.
@Suite struct DocCPresetPicturesTests {
  static let docc = ReadmeImagesTests.root.appendingPathComponent(
    "Sources/ActivityRingsAssets/Documentation.docc")
  /// The presets the article shows: those of the HIG's tables, and one square.
  static let presets =
    ExportPreset.all.map(\.name).filter { !$0.hasPrefix("square-") } + [
      "square-128"
    ]

  @Test func everyPictureIsWhatTheToolDrawsToday() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The command of Scripts/preset-pictures.
    let result = try RingsProcess.run(
      [
        "export", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "--scale", "2",
        "--quiet", "-o", folder.path, "--preset",
      ] + Self.presets)
    try #require(result.status == 0, "\(result.standardError)")
    let article = try String(
      contentsOf: Self.docc.appendingPathComponent("PresetsAndLayouts.md"), encoding: .utf8)
    // 99.9% of pixels within 2/255: what differs between Cairo builds, as for the README's.
    let diffing = Diffing<Data>.pixels(precision: 0.999, tolerance: 2)
    for name in Self.presets {
      let reference = Self.docc.appendingPathComponent("Resources/preset-\(name)@2x.png")
      let stored = try? Data(contentsOf: reference)
      #expect(stored != nil, "no picture for \(name): run Scripts/preset-pictures")
      #expect(article.contains("](preset-\(name))"), "the article does not show \(name)")
      let drawn = try Data(contentsOf: folder.appendingPathComponent("\(name)@2x.png"))
      if let stored, let difference = diffing.diff(stored, drawn) {
        Issue.record("preset-\(name)@2x.png is stale: \(difference.0)")
      }
    }
    let pictures = try FileManager.default.contentsOfDirectory(
      atPath: Self.docc.appendingPathComponent("Resources").path
    ).filter { $0.hasPrefix("preset-") }
    let leftOver = Set(pictures).subtracting(Self.presets.map { "preset-\($0)@2x.png" })
    #expect(leftOver.isEmpty, "pictures of no preset: \(leftOver.sorted())")
  }
}
