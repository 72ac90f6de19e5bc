// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import ActivityRings
  import ActivityRingsWebP
  import Foundation
  import SnapshotTesting

  extension Snapshotting where Value == Data, Format == Data {
    /// WebP bytes stored as `.webp` references and compared as pixels, decoded by
    /// `WebPDecoder` (a still, or an animation's first frame).
    ///
    /// ```swift
    /// let webp = Data(try WebPRenderer().render(scene.drawList()))
    /// assertRingSnapshot(of: webp, as: .webp(precision: 0.995, tolerance: 8), named: "today")
    /// ```
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func webp(precision: Double = 0.995, tolerance: Int = 8) -> Snapshotting {
      Snapshotting(
        pathExtension: "webp",
        diffing: .pixels(precision: precision, tolerance: tolerance, of: "WebP") {
          try WebPDecoder().decode(Array($0))
        })
    }
  }

  extension Snapshotting where Value == DrawList, Format == Data {
    /// A draw list drawn by Cairo and written as a lossless WebP (`WebPRenderer`), compared as
    /// pixels: any picture the library lays out.
    ///
    /// ```swift
    /// assertRingSnapshot(of: scene.drawList(), as: .webp())
    /// ```
    ///
    /// A list that cannot be drawn snapshots as an empty file, which never matches a reference.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func webp(precision: Double = 0.995, tolerance: Int = 8) -> Snapshotting {
      Snapshotting<Data, Data>.webp(precision: precision, tolerance: tolerance).pullback { list in
        (try? WebPRenderer().render(list)).map { Data($0) } ?? Data()
      }
    }
  }

  extension Snapshotting where Value == RingScene, Format == Data {
    /// The scene written as a lossless WebP, compared as pixels.
    ///
    /// ```swift
    /// assertRingSnapshot(of: scene, as: .webp())
    /// ```
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func webp(precision: Double = 0.995, tolerance: Int = 8) -> Snapshotting {
      Snapshotting<DrawList, Data>.webp(precision: precision, tolerance: tolerance)
        .pullback { scene in scene.drawList() }
    }
  }
#endif
