import ActivityRings
import ActivityRingsCairoSnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// Every corpus scene drawn by Cairo, compared as pixels (8/255 per channel, 0.5% of pixels)
/// with the references in `Snapshots/CairoSnapshotTests/`.
@Suite struct CairoSnapshotTests {
  @Test(arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) {
    // The strategy stores references with maximum compression: the 3072 px scene stays small.
    assertRingSnapshot(
      of: entry.scene, as: .png(precision: 0.995, tolerance: 8), named: entry.name,
      testName: "corpus")
  }
}
