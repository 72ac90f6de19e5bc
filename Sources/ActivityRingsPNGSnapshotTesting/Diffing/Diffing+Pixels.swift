// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import ActivityRings
  import ActivityRingsPNG
  import Foundation
  import SnapshotTesting

  extension Diffing where Value == Data {
    /// Compares two PNG files as pixels: they match when at least `precision` of the pixels have
    /// every channel (red, green, blue, alpha) within `tolerance` (0…255) of the reference.
    ///
    /// ```swift
    /// let strategy = Snapshotting<Data, Data>(
    ///   pathExtension: "png", diffing: .pixels(precision: 0.995, tolerance: 8))
    /// ```
    ///
    /// Both files are decoded with `PNGDecoder`. A failure says how many pixels differ, by how
    /// much at most, and attaches `diff.png`: differing pixels in opaque red over the new image
    /// darkened to a quarter. `assertRingSnapshot(of:as:named:…)` (ActivityRingsSnapshotTestingCore)
    /// writes that attachment next to the failing image.
    ///
    /// The defaults (99.5% of pixels within 8/255) absorb antialiasing differences between Cairo
    /// versions and backends while catching any moved or recoloured ring.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match; 1 allows no differing pixel.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    /// - Complexity: O(width × height) per comparison, plus decoding both images.
    public static func pixels(precision: Double = 0.995, tolerance: Int = 8) -> Diffing {
      pixels(precision: precision, tolerance: tolerance, of: "PNG") {
        try PNGDecoder().decode($0)
      }
    }

    /// Compares two image files of a format named `format` (`WebP`) as pixels, each decoded
    /// by `decode`, as ``pixels(precision:tolerance:)`` compares PNGs: what a strategy for
    /// another backend's files reuses.
    ///
    /// ```swift
    /// let webp = Diffing<Data>.pixels(precision: 0.995, tolerance: 8, of: "WebP") {
    ///   try WebPDecoder().decode(Array($0))
    /// }
    /// ```
    public static func pixels(
      precision: Double, tolerance: Int, of format: String,
      decode: @escaping @Sendable (Data) throws -> RGBAImage
    ) -> Diffing {
      .diff(toData: { $0 }, fromData: { $0 }) { referenceData, newData in
        let reference: RGBAImage
        let new: RGBAImage
        do {
          reference = try decode(referenceData)
        } catch {
          return ("The reference is not a readable \(format): \(error)", [])
        }
        do {
          new = try decode(newData)
        } catch {
          return ("The new snapshot is not a readable \(format): \(error)", [])
        }
        guard reference.width == new.width, reference.height == new.height else {
          return (
            "Image sizes differ: reference \(reference.width)×\(reference.height) px, "
              + "new \(new.width)×\(new.height) px", []
          )
        }
        let comparison = PixelComparison(reference: reference, actual: new, tolerance: tolerance)
        guard comparison.matchingFraction < precision else { return nil }
        let message =
          "\(comparison.differingPixels) of \(comparison.totalPixels) pixels "
          + "(\(percent(comparison.differingFraction))%) differ by more than \(tolerance)/255 in "
          + "some channel (allowed: \(percent(1 - precision))%); largest channel difference "
          + "\(comparison.largestChannelDifference)/255"
        let diff = PixelComparison.diffImage(
          reference: reference, actual: new, tolerance: tolerance)
        guard let diffPNG = try? PNGEncoder().encode(diff) else { return (message, []) }
        return (message, [.data(Data(diffPNG), name: "diff.png")])
      }
    }

    /// `fraction` as a percentage with at most two decimals: 0.0075 → 0.75.
    private static func percent(_ fraction: Double) -> Double {
      (fraction * 10_000).rounded() / 100
    }
  }
#endif
