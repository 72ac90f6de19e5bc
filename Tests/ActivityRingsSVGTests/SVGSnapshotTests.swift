import ActivityRings
import ActivityRingsSVG
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// Every corpus scene as SVG text, compared line by line with
/// `Snapshots/SVGSnapshotTests/corpus.<scene>.svg`.
@Suite("SVG snapshots")
struct SVGSnapshotTests {
  @Test("corpus scene matches its SVG reference", arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) throws {
    let svg = try SVGRenderer().render(entry.scene)
    // A fixed test name keeps the reference names readable ("corpus.half.svg" rather than the
    // sanitised "corpusScene-_.half.svg").
    assertRingSnapshot(of: svg, as: .svg, named: entry.name, testName: "corpus")
  }
}
