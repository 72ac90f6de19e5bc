import ActivityRings
import ArgumentParser

/// How the rings look, whatever the canvas: which rings, which background, the flat or
/// gradient look and the glyphs. Shared by `rings render` (through ``CanvasOptions``) and
/// `rings export`.
///
/// ```sh
/// rings render --move 300/500 --style move-only --background circle -o move.png
/// rings export --move 300/500 --style move-only --background circle --preset square-64
/// ```
struct AppearanceOptions: ParsableArguments {
  /// Which rings.
  @Option(
    help: "Which rings: auto (Move only when there is no Exercise or Stand data), three, move-only."
  )
  var style: RingStyle = .automatic

  /// A black canvas or a black circle on a transparent one.
  @Option(help: "black (the whole canvas) or circle (a black circle, transparent outside).")
  var background: RingBackground = .black

  /// Apple's gradient (the default) or flat HIG colours.
  @Option(
    help:
      "gradient (the default: Apple's look, deeper at the start, lighter at the tip) or flat (each ring in its HIG colour)."
  )
  var look: RingLook = .gradient

  /// Whether the rings show their glyphs (→ ≫ ↑) where they are thick enough.
  @Flag(
    inversion: .prefixedNo,
    help: "Draw each ring's symbol at 12 o'clock (→ Move, ≫ Exercise, ↑ Stand) where it fits.")
  var glyphs = true

  /// The ring options these choices make, with an optional label.
  func ringOptions(label: RingLabel? = nil) -> RingOptions {
    RingOptions(background: background, look: look, showsGlyphs: glyphs, label: label)
  }

  /// Whether every option has its default (`--manifest` takes them from its entries).
  var isDefault: Bool { style == .automatic && background == .black && look == .gradient && glyphs }

  /// The scene for a summary on a canvas, with these options.
  ///
  /// - Throws: a usage ``CLIError`` for invalid summary values or a canvas above 8192 pixels.
  func scene(for summary: ActivitySummary?, size: CanvasSize, scale: RenderScale)
    throws(CLIError) -> RingScene
  {
    do {
      return try RingScene(
        summary: summary, style: style, size: size, scale: scale, options: ringOptions())
    } catch {
      throw .usage(error.description)
    }
  }
}
