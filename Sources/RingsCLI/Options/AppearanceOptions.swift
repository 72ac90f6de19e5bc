import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// How the rings look, whatever the canvas: which rings, which background, the flat or
/// gradient look, the glyphs and the rendering mode, as request fields (the request layer
/// reads and checks them). Shared by `rings render` and `rings animate` (through
/// ``CanvasOptions``) and `rings export`.
///
/// ```sh
/// rings render --move 300/500 --style move-only --background circle -o move.png
/// rings export --move 300/500 --mode vibrant --preset lock-screen-circular
/// ```
struct AppearanceOptions: ParsableArguments {
  /// Which rings.
  @Option(
    help: ArgumentHelp(
      "Which rings: auto (the default: Move only when there is no Exercise or Stand data), three or move-only.",
      valueName: "STYLE"),
    completion: .list(RingStyle.typedNames))
  var style: String?

  /// A black canvas, a black circle on a transparent one, or nothing.
  @Option(
    help: ArgumentHelp(
      "black (the default: the whole canvas), circle (a black circle, transparent outside) or none (nothing behind the rings, for a page that draws its own black).",
      valueName: "BACKGROUND"),
    completion: .list(RingBackground.typedNames))
  var background: String?

  /// Apple's gradient (the default) or flat HIG colours.
  @OptionGroup var lookOption: LookOption

  /// Whether the rings show their glyphs (→ ≫ ↑) where they are thick enough.
  @Flag(
    inversion: .prefixedNo,
    help: "Draw each ring's symbol at 12 o'clock (→ Move, ≫ Exercise, ↑ Stand) where it fits.")
  var glyphs = true

  /// How the system shows the rings.
  @Option(
    help: ArgumentHelp(
      "How the system shows the rings: full-color (the default: Apple's colours), accented (in --tint: a tinted Home Screen or watch face), clear (white: the clear Home Screen), vibrant (white: the Lock Screen), night (red: StandBy at night) or always-on (dimmed: the Always-On display).",
      valueName: "MODE"),
    completion: .list(RenderingMode.typedNames))
  var mode: String?

  /// The colour of `--mode accented`.
  @Option(
    help: ArgumentHelp(
      "The colour --mode accented draws in, #rrggbb (default: \(RenderingMode.defaultTint.hex)).",
      valueName: "COLOR"))
  var tint: String?

  /// The same as `--mode always-on`.
  @Flag(
    help:
      "The same as --mode always-on: every colour at 0.6 of its brightness, as on the Always-On display (an animation draws only its final frame)."
  )
  var alwaysOn = false

  /// The fields these options give.
  var fields: RequestFields {
    var fields = RequestFields([:])
    fields[.style] = style
    fields[.background] = background
    fields[.look] = lookOption.look
    if !glyphs { fields[.glyphs] = "false" }
    fields[.mode] = mode
    fields[.tint] = tint
    if alwaysOn { fields[.alwaysOn] = "true" }
    return fields
  }

  /// Whether every option has its default (`--manifest` takes them from its entries).
  var isDefault: Bool {
    style == nil && background == nil && lookOption.look == nil && glyphs && mode == nil
      && tint == nil && !alwaysOn
  }
}
