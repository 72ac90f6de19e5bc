import ActivityRings
import ActivityRingsSnapshotTestingCore
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// JSON snapshots of the layout and the draw list of `SnapshotCorpus.drawListEntries`: any
/// change to geometry, colours or the order of shapes shows up here as a readable diff, before
/// any backend is involved.
@Suite struct CoreSnapshotTests {
  /// Text compared line by line and stored as `.json`: the references are
  /// `SnapshotCorpus.referenceJSON`'s bytes, which other suites make for themselves.
  static var json: Snapshotting<String, String> {
    var strategy = Snapshotting<String, String>.lines
    strategy.pathExtension = "json"
    return strategy
  }

  static func reference(_ value: some Encodable) throws -> String {
    String(decoding: try SnapshotCorpus.referenceJSON(value), as: UTF8.self)
  }

  @Test(arguments: SnapshotCorpus.drawListEntries)
  func layout(entry: SnapshotCorpus.Entry) throws {
    assertRingSnapshot(
      of: try Self.reference(entry.scene.layout()), as: Self.json, named: entry.name,
      testName: "layout")
  }

  @Test(arguments: SnapshotCorpus.drawListEntries)
  func drawList(entry: SnapshotCorpus.Entry) throws {
    assertRingSnapshot(
      of: try Self.reference(entry.scene.drawList()), as: Self.json, named: entry.name,
      testName: "drawList")
  }
}
