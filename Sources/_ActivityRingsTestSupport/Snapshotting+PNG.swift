import Foundation
import SnapshotTesting

extension Snapshotting where Value == Data, Format == Data {
  /// PNG bytes stored as `.png` references and compared as pixels with
  /// ``SnapshotTesting/Diffing/pixels(tolerance:maximumDifferingFraction:artifactName:)``.
  ///
  /// ```swift
  /// assertRingSnapshot(
  ///   of: Data(try CairoRenderer().pngData(drawList)), as: .png(), named: "half")
  /// ```
  ///
  /// A `static func`, not a `static let`: a strategy holds closures and is not `Sendable`.
  public static func png(
    tolerance: Int = 8, maximumDifferingFraction: Double = 0.005, artifactName: String? = nil
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .pixels(
        tolerance: tolerance, maximumDifferingFraction: maximumDifferingFraction,
        artifactName: artifactName))
  }
}
