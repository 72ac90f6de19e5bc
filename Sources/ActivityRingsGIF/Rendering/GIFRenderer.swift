import ActivityRings
import ActivityRingsCairo

/// Draws a `DrawList` with Cairo and writes it as a GIF: a still, or a `FramePlan` as an
/// animated GIF, for the places that do not play animated PNG.
///
/// ```swift
/// let still = try GIFRenderer().render(scene)
/// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30, plays: 0)
/// let animation = try GIFRenderer().renderAnimation(plan)
/// ```
///
/// Pixels are Cairo's (`CairoRenderer/image(_:)`), at the draw list's scale; ``GIFEncoder``
/// says what GIF keeps of them. Each file carries the draw list's `accessibilityText` in a
/// comment (an animation's: the scene it ends on). A value without shared state.
public struct GIFRenderer: AnimatedRingRenderer {
  /// The rasteriser.
  private let cairo = CairoRenderer()

  /// Creates a renderer.
  public init() {}

  /// GIF's delays are whole hundredths of a second: ``GIFEncoder/maximumFramesPerSecond``.
  public var maximumFramesPerSecond: Int? { GIFEncoder.maximumFramesPerSecond }

  /// The draw list as a still GIF.
  ///
  /// - Throws: `CairoError` when Cairo fails, ``GIFError`` when encoding fails.
  /// - Complexity: O(pixels + path elements).
  public func render(_ drawList: DrawList) throws -> [UInt8] {
    try GIFEncoder(comment: drawList.accessibilityText).encode(cairo.image(drawList))
  }

  /// A frame plan as an animated GIF: at most ``GIFEncoder/maximumFramesPerSecond`` frames per
  /// second, played `FramePlan/plays` times.
  ///
  /// - Throws: ``GIFError/frameRateTooHigh(framesPerSecond:maximum:)`` for a faster plan,
  ///   before anything is drawn; `CairoError` or another ``GIFError``.
  /// - Complexity: O(frames × pixels).
  public func renderAnimation(_ plan: FramePlan) throws -> [UInt8] {
    try GIFEncoder(comment: plan.finalDrawList.accessibilityText).encode(plan) {
      try cairo.image($0)
    }
  }
}
