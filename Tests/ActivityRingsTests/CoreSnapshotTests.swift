import ActivityRings
import ActivityRingsSnapshotTestingCore
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// JSON snapshots of the layout and the draw list: any change to geometry, colours or the order
/// of shapes shows up here as a readable diff, before any backend is involved. Most scenes use
/// the flat look, whose few shapes read well in a diff; "closed-29pt" is the default look.
@Suite struct CoreSnapshotTests {
  static let flat = RingOptions(look: .flat)

  static let corpus: [(String, RingScene)] = [
    (
      "mixed",
      try! RingScene(summary: SnapshotCorpus.mixed, size: CanvasSize(side: 100), options: flat)
    ),
    (
      "closed-29pt",
      try! RingScene(
        progress: RingProgressSet(move: 1, exercise: 1, stand: 1), size: CanvasSize(side: 29))
    ),
    (
      "zero",
      try! RingScene(
        progress: RingProgressSet(move: 0, exercise: 0, stand: 0), size: CanvasSize(side: 100),
        options: flat)
    ),
    ("no-data", try! RingScene(summary: nil, style: .threeRings, size: CanvasSize(side: 100))),
    (
      "move-only-lap",
      try! RingScene(
        progress: RingProgressSet(move: 1.25), size: CanvasSize(width: 120, height: 80),
        options: flat)
    ),
    (
      "enclosed-2x",
      try! RingScene(
        summary: SnapshotCorpus.mixed, size: CanvasSize(side: 29), scale: .x2,
        options: RingOptions(background: .circle, look: .flat))
    ),
  ]

  @Test(arguments: corpus.map(\.0))
  func layout(name: String) throws {
    let scene = try #require(Self.corpus.first { $0.0 == name }?.1)
    assertRingSnapshot(of: scene.layout(), as: .json, named: name, testName: "layout")
  }

  @Test(arguments: corpus.map(\.0))
  func drawList(name: String) throws {
    let scene = try #require(Self.corpus.first { $0.0 == name }?.1)
    assertRingSnapshot(of: scene.drawList(), as: .json, named: name, testName: "drawList")
  }
}
