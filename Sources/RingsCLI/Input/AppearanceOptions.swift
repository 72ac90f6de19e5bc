import ActivityRings
import ArgumentParser

/// Options for how the rings look, whatever the canvas: which rings and which background. Shared
/// by `rings render` (through ``CanvasOptions``) and `rings export`.
///
/// ```sh
/// rings render --move 300/500 --style move-only --background circle -o move.png
/// rings export --move 300/500 --style move-only --background circle --preset square-64
/// ```
public struct AppearanceOptions: ParsableArguments {
  /// Which rings: auto, three or move-only.
  @Option(
    help: "Which rings: auto (Move only when there is no Exercise or Stand data), three, move-only."
  )
  public var style: StyleChoice = .auto

  /// A black canvas or a black circle on a transparent one.
  @Option(help: "black (the whole canvas) or circle (a black circle, transparent outside).")
  public var background: BackgroundChoice = .black

  /// Creates default options (argument-parser fills them in).
  ///
  /// ```swift
  /// var appearance = AppearanceOptions()
  /// appearance.style = .moveOnly
  /// ```
  public init() {}

  /// The scene for a summary on a canvas, with these options.
  ///
  /// ```swift
  /// let scene = try appearance.scene(
  ///   for: summary, size: CanvasSize(width: 371, height: 160), scale: .x3)
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for invalid summary values or a canvas above 8192 pixels.
  public func scene(for summary: ActivitySummary?, size: CanvasSize, scale: RenderScale)
    throws(CLIError) -> RingScene
  {
    do {
      return try RingScene(
        summary: summary, style: style.ringStyle, size: size, scale: scale,
        options: RingOptions(background: background.ringBackground))
    } catch {
      throw .usage(error.description)
    }
  }
}
