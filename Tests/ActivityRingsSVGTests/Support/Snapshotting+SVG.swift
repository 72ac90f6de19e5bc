import SnapshotTesting

extension Snapshotting where Value == String, Format == String {
  /// SVG text compared line by line (one element per line), stored as `<test>.<name>.svg` so the
  /// references open in any SVG viewer.
  static var svg: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines)
  }
}
