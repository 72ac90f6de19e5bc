// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import ActivityRings
  import SnapshotTesting

  /// The scene a summary strategy draws: `summary` on a `side`-point square canvas.
  package func snapshotScene(
    _ summary: ActivitySummary, side: Double, scale: RenderScale = .x1, style: RingStyle,
    options: RingOptions
  ) throws -> RingScene {
    try RingScene(
      summary: summary, style: style, size: CanvasSize(side: side), scale: scale, options: options)
  }

  /// The text `render` returns, or the error it throws, described: strategies cannot throw, and a
  /// description never matches a real reference, so the snapshot fails with the reason in its diff.
  package func renderedOrDescribed(_ render: () throws -> String) -> String {
    do {
      return try render()
    } catch {
      return "Could not draw the rings: \(error)"
    }
  }

  extension Snapshotting where Value == ActivitySummary, Format == String {
    /// `text` pulled back through a summary strategy's scene: `summary` on a `side`-point square
    /// canvas, drawn by `render`.
    package static func drawing(
      as text: Snapshotting<String, String>, side: Double, style: RingStyle, options: RingOptions,
      render: @escaping (RingScene) throws -> String
    ) -> Snapshotting {
      text.pullback { summary in
        renderedOrDescribed {
          try render(snapshotScene(summary, side: side, style: style, options: options))
        }
      }
    }
  }
#endif
