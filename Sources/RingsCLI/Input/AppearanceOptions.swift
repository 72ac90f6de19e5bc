import ActivityRings
import ArgumentParser

/// Options for how the rings look, whatever the canvas: which rings, which background, the flat
/// or gradient look and the glyphs. Shared
/// by `rings render` (through ``CanvasOptions``) and `rings export`.
///
/// ```sh
/// rings render --move 300/500 --style move-only --background circle -o move.png
/// rings export --move 300/500 --style move-only --background circle --preset square-64
/// ```
package struct AppearanceOptions: ParsableArguments {
  /// Which rings: auto, three or move-only.
  @Option(
    help: "Which rings: auto (Move only when there is no Exercise or Stand data), three, move-only."
  )
  package var style: StyleChoice = .auto

  /// A black canvas or a black circle on a transparent one.
  @Option(help: "black (the whole canvas) or circle (a black circle, transparent outside).")
  package var background: BackgroundChoice = .black

  /// Apple's gradient (the default) or flat HIG colours.
  @Option(
    help:
      "gradient (the default: Apple's look, deeper at the start, lighter at the tip) or flat (each ring in its HIG colour)."
  )
  package var look: LookChoice = .gradient

  /// Whether the rings show their glyphs (→ ≫ ↑) where they are thick enough.
  @Flag(
    inversion: .prefixedNo,
    help: "Draw each ring's symbol at 12 o'clock (→ Move, ≫ Exercise, ↑ Stand) where it fits.")
  package var glyphs = true

  /// The ring options these choices make, with an optional label.
  package func ringOptions(label: RingLabel? = nil) -> RingOptions {
    RingOptions(
      background: background.ringBackground, look: look.ringLook, showsGlyphs: glyphs,
      label: label)
  }

  /// Creates default options (argument-parser fills them in).
  package init() {}

  /// Whether every option has its default (`--manifest` takes them from its entries).
  var isDefault: Bool { style == .auto && background == .black && look == .gradient && glyphs }

  /// The scene for a summary on a canvas, with these options.
  ///
  /// - Throws: a usage ``CLIError`` for invalid summary values or a canvas above 8192 pixels.
  package func scene(for summary: ActivitySummary?, size: CanvasSize, scale: RenderScale)
    throws(CLIError) -> RingScene
  {
    do {
      return try RingScene(
        summary: summary, style: style.ringStyle, size: size, scale: scale,
        options: ringOptions())
    } catch {
      throw .usage(error.description)
    }
  }
}
