import ActivityRings
import ActivityRingsASCII
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// Every corpus scene as plain ASCII (`.txt`) and as 24-bit ANSI half blocks (`.ans`), compared
/// as lines with the references in `Snapshots/ASCIISnapshotTests/`.
@Suite struct ASCIISnapshotTests {
  /// Text compared line by line, stored with the `.ans` extension.
  static var ansiLines: Snapshotting<String, String> {
    var strategy = Snapshotting<String, String>.lines
    strategy.pathExtension = "ans"
    return strategy
  }

  @Test(arguments: SnapshotCorpus.entries)
  func plainASCII(_ entry: SnapshotCorpus.Entry) {
    let text = ASCIIRenderer(mode: .ascii, color: .none).render(entry.scene.drawList())
    assertRingSnapshot(of: text, as: .lines, named: entry.name)
  }

  @Test(arguments: SnapshotCorpus.entries)
  func trueColorHalfBlocks(_ entry: SnapshotCorpus.Entry) {
    let text = ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render(
      entry.scene.drawList())
    assertRingSnapshot(of: text, as: Self.ansiLines, named: entry.name)
  }
}
