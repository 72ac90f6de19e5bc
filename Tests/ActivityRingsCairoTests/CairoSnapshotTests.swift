import ActivityRings
import ActivityRingsCairo
import Foundation
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// Every corpus scene drawn by Cairo, compared as pixels (8/255 per channel, 0.5% of pixels)
/// with the references in `Snapshots/CairoSnapshotTests/`.
@Suite struct CairoSnapshotTests {
  /// References are stored with maximum compression: the 3072 px scene stays small.
  static let renderer = CairoRenderer(options: .init(format: .png, compression: .maximum))

  @Test(arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) throws {
    let png = try Self.renderer.pngData(entry.scene.drawList())
    assertRingSnapshot(
      of: Data(png), as: .png(artifactName: "CairoSnapshotTests/cairo.\(entry.name)"),
      named: entry.name, testName: "cairo")
  }
}
