import ActivityRings
import ActivityRingsSVGSnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// Every corpus scene as SVG text, compared line by line with
/// `Snapshots/SVGSnapshotTests/corpus.<scene>.svg`.
@Suite("SVG snapshots")
struct SVGSnapshotTests {
  @Test("corpus scene matches its SVG reference", arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) {
    // A fixed test name keeps the reference names readable ("corpus.half.svg" rather than the
    // sanitised "corpusScene-_.half.svg").
    assertRingSnapshot(of: entry.scene, as: .svg, named: entry.name, testName: "corpus")
  }
}
