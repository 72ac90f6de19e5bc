// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import ActivityRings
  import ActivityRingsSVG
  import ActivityRingsSnapshotTestingCore
  import SnapshotTesting

  extension Snapshotting where Value == String, Format == String {
    /// SVG text compared line by line (one element per line), stored as `.svg` so the references
    /// open in any SVG viewer.
    ///
    /// ```swift
    /// assertRingSnapshot(of: try SVGRenderer().render(scene), as: .svg, named: "today")
    /// ```
    public static var svg: Snapshotting {
      Snapshotting(pathExtension: "svg", diffing: .lines)
    }
  }

  extension Snapshotting where Value == DrawList, Format == String {
    /// A draw list drawn by `SVGRenderer`, compared line by line and stored as `.svg`: any
    /// picture the library lays out, such as an export preset's place.
    ///
    /// ```swift
    /// let island = try PresetPicture(
    ///   preset: try ExportPreset.named("live-activity-expanded"), scale: .x1, summary: today)
    /// assertRingSnapshot(of: island.drawList(), as: .svg)
    /// ```
    ///
    /// A list the renderer refuses snapshots as a description of the error, which never matches
    /// a reference.
    public static var svg: Snapshotting {
      Snapshotting<String, String>.svg.pullback { list in
        renderedOrDescribed { try SVGRenderer().render(list) }
      }
    }
  }

  extension Snapshotting where Value == RingScene, Format == String {
    /// The scene drawn by `SVGRenderer`, compared line by line and stored as `.svg`.
    ///
    /// ```swift
    /// assertRingSnapshot(of: scene, as: .svg)
    /// ```
    ///
    /// A scene the renderer refuses snapshots as a description of the error, which never matches a
    /// reference.
    public static var svg: Snapshotting {
      Snapshotting<String, String>.svg.pullback { scene in
        renderedOrDescribed { try SVGRenderer().render(scene) }
      }
    }
  }

  extension Snapshotting where Value == ActivitySummary, Format == String {
    /// The summary's rings on a `size`-point square canvas, drawn by `SVGRenderer`, compared line
    /// by line and stored as `.svg`.
    ///
    /// ```swift
    /// let today = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
    /// assertRingSnapshot(of: today, as: .svg(size: 160))
    /// ```
    ///
    /// - Parameters:
    ///   - size: The canvas side, in points.
    ///   - style: Which rings to draw.
    ///   - options: Background, look, glyphs and label.
    public static func svg(
      size: Double = 160, style: RingStyle = .automatic, options: RingOptions = RingOptions()
    ) -> Snapshotting {
      drawing(as: .svg, side: size, style: style, options: options) {
        try SVGRenderer().render($0)
      }
    }
  }
#endif
