// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import ActivityRings
  import ActivityRingsCairo
  import ActivityRingsSnapshotTestingCore
  import Foundation
  import SnapshotTesting

  extension Snapshotting where Value == RingScene, Format == Data {
    /// The scene drawn by Cairo as a PNG (at the scene's scale, stored with maximum compression),
    /// compared as pixels.
    ///
    /// ```swift
    /// assertRingSnapshot(of: scene, as: .png(precision: 0.995, tolerance: 8))
    /// ```
    ///
    /// A scene Cairo cannot draw snapshots as an empty file, which never matches a reference.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func png(precision: Double = 0.995, tolerance: Int = 8) -> Snapshotting {
      Snapshotting<DrawList, Data>.png(precision: precision, tolerance: tolerance)
        .pullback { scene in scene.drawList() }
    }
  }

  extension Snapshotting where Value == DrawList, Format == Data {
    /// A draw list drawn by Cairo as a PNG (at its scale, stored with maximum compression),
    /// compared as pixels: any picture the library lays out, such as an export preset's place.
    ///
    /// ```swift
    /// let widget = try PresetPicture(
    ///   preset: try ExportPreset.named("widget-small"), scale: .x2, summary: today)
    /// assertRingSnapshot(of: widget.drawList(), as: .png())
    /// ```
    ///
    /// A list Cairo cannot draw snapshots as an empty file, which never matches a reference.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func png(precision: Double = 0.995, tolerance: Int = 8) -> Snapshotting {
      let renderer = CairoRenderer(options: .init(format: .png, compression: .maximum))
      return Snapshotting<Data, Data>.png(precision: precision, tolerance: tolerance).pullback {
        list in
        (try? renderer.pngData(list)).map { Data($0) } ?? Data()
      }
    }
  }

  extension Snapshotting where Value == ActivitySummary, Format == Data {
    /// The summary's rings on a `size`-point square canvas, drawn by Cairo as a PNG and compared as
    /// pixels.
    ///
    /// ```swift
    /// let today = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
    /// assertRingSnapshot(of: today, as: .png(size: 160, scale: .x2))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The canvas side, in points.
    ///   - scale: Pixels per point.
    ///   - style: Which rings to draw.
    ///   - options: Background, look, glyphs and label.
    ///   - precision: The share of pixels (0…1) that must match.
    ///   - tolerance: How far (0…255) a channel may be from the reference's and still match.
    public static func png(
      size: Double = 160, scale: RenderScale = .x1, style: RingStyle = .automatic,
      options: RingOptions = RingOptions(), precision: Double = 0.995, tolerance: Int = 8
    ) -> Snapshotting {
      Snapshotting<Data, Data>.png(precision: precision, tolerance: tolerance).pullback {
        summary in
        let renderer = CairoRenderer(options: .init(format: .png, compression: .maximum))
        let scene = try? snapshotScene(
          summary, side: size, scale: scale, style: style, options: options)
        return scene.flatMap { try? renderer.pngData($0.drawList()) }.map { Data($0) } ?? Data()
      }
    }
  }
#endif
