import ActivityRings
import ArgumentParser

/// Options for the picture's size, density, look and label.
///
/// ```sh
/// rings render --move 300/500 --size 64 --scale 3 --style move-only --background circle -o move@3x.png
/// ```
package struct CanvasOptions: ParsableArguments {
  /// Which rings and which background (shared with `rings export`).
  @OptionGroup package var appearance: AppearanceOptions

  /// Which rings: auto, three or move-only.
  package var style: StyleChoice {
    get { appearance.style }
    set { appearance.style = newValue }
  }

  /// A black canvas or a black circle on a transparent one.
  package var background: BackgroundChoice {
    get { appearance.background }
    set { appearance.background = newValue }
  }

  /// The side of the square canvas in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Canvas side in points (a dashboard tile by default).", valueName: "POINTS"))
  package var size: Double = 160

  /// Pixels per point.
  @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
  package var scale: Int = 1

  /// Whose rings these are.
  @OptionGroup package var labelOptions: LabelOptions

  /// Creates default options (argument-parser fills them in).
  package init() {}

  /// The label `--label`, `--label-position` and `--wheelchair` ask for; nil without `--label`.
  package var ringLabel: RingLabel? { labelOptions.ringLabel }

  /// The scene for a summary with these options.
  ///
  /// - Throws: a usage ``CLIError`` for a size ≤ 0 or above 8192 pixels, a picture above
  ///   ``RenderBudget/maximumStillPixels``, a scale other than 1–3, invalid summary values, or
  ///   a label that does not fit at 11 pt.
  package func scene(for summary: ActivitySummary?) throws(CLIError) -> RingScene {
    try checkedPicture(unbudgetedScene(for: summary))
  }

  /// The scene for bare progress values with these options.
  package func scene(for progress: RingProgressSet) throws(CLIError) -> RingScene {
    try checkedPicture(
      scene { (side, scale, options) throws(SceneError) in
        try RingScene(
          progress: progress, style: style.ringStyle, ringSide: side, scale: scale,
          options: options)
      })
  }

  /// The scene for a summary, its picture not yet checked against ``RenderBudget``: for an
  /// animation, whose budget (frames × pixels) is checked first, then each picture's.
  func unbudgetedScene(for summary: ActivitySummary?) throws(CLIError) -> RingScene {
    try scene { (side, scale, options) throws(SceneError) in
      try RingScene(
        summary: summary, style: style.ringStyle, ringSide: side, scale: scale, options: options)
    }
  }

  /// `scene` when its picture is within ``RenderBudget/maximumStillPixels``.
  ///
  /// - Throws: a usage ``CLIError`` with the numbers otherwise.
  func checkedPicture(_ scene: RingScene) throws(CLIError) -> RingScene {
    let pixels = scene.size.pixels(at: scene.scale)
    do {
      try RenderBudget.checkStill(width: pixels.width, height: pixels.height)
    } catch {
      throw .usage(
        "--size \(Self.sizeText(size)) at --scale \(scale)\(ringLabel == nil ? "" : " with a label"): "
          + error.description)
    }
    return scene
  }

  private func scene(
    _ make: (Double, RenderScale, RingOptions) throws(SceneError) -> RingScene
  ) throws(CLIError) -> RingScene {
    let sizeText = Self.sizeText(size)
    guard size.isFinite, size > 0 else {
      throw .usage("--size must be greater than 0 (got \(sizeText))")
    }
    let renderScale: RenderScale
    do {
      renderScale = try RenderScale(scale)
    } catch {
      throw .usage("--scale \(scale) is not supported: use 1, 2 or 3")
    }
    // The rings keep a `size` square; a label block widens the canvas beside them or
    // lengthens it below them.
    let label = try labelOptions.checkedLabel()
    let width = label?.placement == .beside ? size / RingLayout.ringShareBesideLabel : size
    let height = label?.placement == .below ? size / RingLayout.ringShareAboveLabel : size
    let pixels = max(width, height) * Double(scale)
    guard pixels <= CanvasSize.maximumPixelSide else {
      throw .usage(
        "--size \(sizeText) at --scale \(scale)\(label == nil ? "" : " with a label") is \(DecimalFormat(maximumFractionDigits: 0).string(pixels.rounded())) pixels: the limit is \(Int(CanvasSize.maximumPixelSide))"
      )
    }
    do {
      return try make(size, renderScale, appearance.ringOptions(label: label))
    } catch .labelDoesNotFit(let smallest) {
      // The rings' square is the smaller canvas's shorter side.
      let fitting = (smallest.shortSide * 100).rounded(.up) / 100
      throw .usage(
        "--size \(sizeText) is too small for the label: its text would be below 11 pt, Apple's smallest legible size; the smallest --size that fits it is \(Self.sizeText(fitting))"
      )
    } catch {
      throw .usage(error.description)
    }
  }

  private static func sizeText(_ size: Double) -> String {
    size.isFinite ? DecimalFormat(maximumFractionDigits: 2).string(size) : "\(size)"
  }
}
