import ActivityRings
import ArgumentParser

/// Options for the picture's size, density, look and label.
///
/// ```sh
/// rings render --move 300/500 --size 64 --scale 3 --style move-only --background circle -o move@3x.png
/// ```
public struct CanvasOptions: ParsableArguments {
  /// Which rings and which background (shared with `rings export`).
  @OptionGroup public var appearance: AppearanceOptions

  /// Which rings: auto, three or move-only.
  public var style: StyleChoice {
    get { appearance.style }
    set { appearance.style = newValue }
  }

  /// A black canvas or a black circle on a transparent one.
  public var background: BackgroundChoice {
    get { appearance.background }
    set { appearance.background = newValue }
  }

  /// The side of the square canvas in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Canvas side in points (a dashboard tile by default).", valueName: "POINTS"))
  public var size: Double = 160

  /// Pixels per point.
  @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
  public var scale: Int = 1

  /// Whose rings these are: adds a label block with the name and each ring's value.
  @Option(
    help: ArgumentHelp(
      "Whose rings these are: adds a label with the name and each ring's value in its colour.",
      valueName: "NAME"))
  public var label: String?

  /// Where the label goes.
  @Option(help: "Where the label goes: beside (to the right) or below the rings.")
  public var labelPosition: RingLabel.Placement = .beside

  /// Whether the Stand ring is called Roll.
  @Flag(help: "Call the Stand ring Roll in the label, as Apple does for wheelchair users.")
  public var wheelchair = false

  /// Creates default options (argument-parser fills them in).
  public init() {}

  /// The label `--label`, `--label-position` and `--wheelchair` ask for; nil without `--label`.
  ///
  /// ```swift
  /// canvas.ringLabel?.name  // "Ana" for --label Ana
  /// ```
  public var ringLabel: RingLabel? {
    label.map { RingLabel(name: $0, placement: labelPosition, usesWheelchair: wheelchair) }
  }

  /// The scene for a summary with these options.
  ///
  /// ```swift
  /// let scene = try canvas.scene(for: summary)
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for a size ≤ 0, above 8192 pixels on a side or above
  ///   ``RenderBudget/maximumStillPixels`` in all, a scale other than 1–3, or invalid summary
  ///   values.
  public func scene(for summary: ActivitySummary?) throws(CLIError) -> RingScene {
    try scene { (size, scale, options) throws(SceneError) in
      try RingScene(
        summary: summary, style: style.ringStyle, size: size, scale: scale, options: options)
    }
  }

  /// The scene for bare progress values with these options.
  ///
  /// ```swift
  /// let scene = try canvas.scene(for: progress)
  /// ```
  public func scene(for progress: RingProgressSet) throws(CLIError) -> RingScene {
    try scene { (size, scale, options) throws(SceneError) in
      try RingScene(
        progress: progress, style: style.ringStyle, size: size, scale: scale, options: options)
    }
  }

  /// The canvas these options ask for, in pixels, checked against the limit on a side, for a
  /// budget to be checked before anything is drawn (see ``RenderBudget``).
  ///
  /// ```swift
  /// try canvas.pixelSize()  // (width: 480, height: 480) for --size 160 --scale 3
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for a size ≤ 0 or above 8192 pixels on a side, or a scale
  ///   other than 1–3.
  public func pixelSize() throws(CLIError) -> (width: Int, height: Int) {
    let (canvasSize, renderScale) = try checkedCanvas(checkingPicture: false)
    return canvasSize.pixels(at: renderScale)
  }

  private var sizeText: String {
    size.isFinite ? DecimalFormat(maximumFractionDigits: 2).string(size) : "\(size)"
  }

  private func scene(
    _ make: (CanvasSize, RenderScale, RingOptions) throws(SceneError) -> RingScene
  ) throws(CLIError) -> RingScene {
    let (canvasSize, renderScale) = try checkedCanvas(checkingPicture: true)
    do {
      return try make(canvasSize, renderScale, appearance.ringOptions(label: ringLabel))
    } catch {
      throw .usage(error.description)
    }
  }

  /// The canvas in points and the scale, checked: a positive size, a supported scale, at most
  /// ``CanvasSize/maximumPixelSide`` pixels on a side and, when `checkingPicture`,
  /// ``RenderBudget/maximumStillPixels`` in all.
  private func checkedCanvas(checkingPicture: Bool) throws(CLIError) -> (CanvasSize, RenderScale) {
    let sizeText = self.sizeText
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
    let width = ringLabel?.placement == .beside ? size / RingLayout.ringShareBesideLabel : size
    let height = ringLabel?.placement == .below ? size / RingLayout.ringShareAboveLabel : size
    let side = max(width, height) * Double(scale)
    guard side <= CanvasSize.maximumPixelSide else {
      throw .usage(
        "--size \(sizeText) at --scale \(scale)\(ringLabel == nil ? "" : " with a label") is \(DecimalFormat(maximumFractionDigits: 0).string(side.rounded(.up))) pixels: the limit is \(Int(CanvasSize.maximumPixelSide))"
      )
    }
    let canvasSize: CanvasSize
    do {
      canvasSize = try CanvasSize(width: width, height: height)
    } catch {
      throw .usage(error.description)
    }
    let pixels = canvasSize.pixels(at: renderScale)
    guard checkingPicture else { return (canvasSize, renderScale) }
    do {
      try RenderBudget.checkStill(width: pixels.width, height: pixels.height)
    } catch {
      throw .usage(
        "--size \(sizeText) at --scale \(scale)\(ringLabel == nil ? "" : " with a label"): "
          + error.description)
    }
    return (canvasSize, renderScale)
  }
}
