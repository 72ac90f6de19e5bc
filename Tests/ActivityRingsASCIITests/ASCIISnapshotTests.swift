import ActivityRings
import ActivityRingsASCII
import ActivityRingsASCIISnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// Every corpus scene as plain ASCII (`.txt`) and as 24-bit ANSI half blocks (`.ans`), compared
/// as lines with the references in `Snapshots/ASCIISnapshotTests/`.
@Suite struct ASCIISnapshotTests {
  @Test(arguments: SnapshotCorpus.entries)
  func plainASCII(_ entry: SnapshotCorpus.Entry) {
    assertRingSnapshot(of: entry.scene, as: .ascii, named: entry.name, testName: "corpus")
  }

  @Test(arguments: SnapshotCorpus.entries)
  func trueColorHalfBlocks(_ entry: SnapshotCorpus.Entry) {
    assertRingSnapshot(of: entry.scene, as: .ansi, named: entry.name, testName: "corpus")
  }
}
