import ActivityRings
import ActivityRingsSnapshotTesting
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// JSON snapshots of the layout and the draw list: any change to geometry, colours or the order
/// of shapes shows up here as a readable diff, before any backend is involved.
@Suite struct CoreSnapshotTests {
  static let corpus: [(String, RingScene)] = [
    ("mixed", try! RingScene(summary: SnapshotCorpus.mixed, size: CanvasSize(side: 100))),
    (
      "zero",
      try! RingScene(
        progress: RingProgressSet(move: 0, exercise: 0, stand: 0), size: CanvasSize(side: 100))
    ),
    ("no-data", try! RingScene(summary: nil, style: .threeRings, size: CanvasSize(side: 100))),
    (
      "move-only-lap",
      try! RingScene(
        progress: RingProgressSet(move: 1.25), size: CanvasSize(width: 120, height: 80))
    ),
    (
      "enclosed-2x",
      try! RingScene(
        summary: SnapshotCorpus.mixed, size: CanvasSize(side: 29), scale: .x2,
        options: RingOptions(background: .circle))
    ),
  ]

  @Test(arguments: corpus.map(\.0))
  func layout(name: String) throws {
    let scene = try #require(Self.corpus.first { $0.0 == name }?.1)
    assertRingSnapshot(of: scene.layout(), as: .json, named: name)
  }

  @Test(arguments: corpus.map(\.0))
  func drawList(name: String) throws {
    let scene = try #require(Self.corpus.first { $0.0 == name }?.1)
    assertRingSnapshot(of: scene.drawList(), as: .json, named: name)
  }
}
