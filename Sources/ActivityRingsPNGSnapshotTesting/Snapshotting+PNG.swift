// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import Foundation
  import SnapshotTesting

  extension Snapshotting where Value == Data, Format == Data {
    /// PNG bytes stored as `.png` references and compared as pixels with
    /// `pixels(precision:tolerance:)`.
    ///
    /// ```swift
    /// let png = Data(try CairoRenderer().pngData(scene.drawList()))
    /// assertRingSnapshot(of: png, as: .png(precision: 0.995, tolerance: 8), named: "today")
    /// ```
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func png(precision: Double = 0.995, tolerance: Int = 8) -> Snapshotting {
      Snapshotting(
        pathExtension: "png", diffing: .pixels(precision: precision, tolerance: tolerance))
    }
  }
#endif
