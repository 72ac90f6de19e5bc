import ActivityRings
import ArgumentParser

/// Options for the picture's size, density, ring style and background.
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

  /// Creates default options (argument-parser fills them in).
  public init() {}

  /// The scene for a summary with these options.
  ///
  /// ```swift
  /// let scene = try canvas.scene(for: summary)
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for a size ≤ 0 or above 8192 pixels, a scale other than
  ///   1–3, or invalid summary values.
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

  private func scene(
    _ make: (CanvasSize, RenderScale, RingOptions) throws(SceneError) -> RingScene
  ) throws(CLIError) -> RingScene {
    let sizeText = size.isFinite ? DecimalFormat(maximumFractionDigits: 2).string(size) : "\(size)"
    guard size.isFinite, size > 0 else {
      throw .usage("--size must be greater than 0 (got \(sizeText))")
    }
    let renderScale: RenderScale
    do {
      renderScale = try RenderScale(scale)
    } catch {
      throw .usage("--scale \(scale) is not supported: use 1, 2 or 3")
    }
    let pixels = size * Double(scale)
    guard pixels <= CanvasSize.maximumPixelSide else {
      throw .usage(
        "--size \(sizeText) at --scale \(scale) is \(DecimalFormat(maximumFractionDigits: 0).string(pixels.rounded(.up))) pixels: the limit is \(Int(CanvasSize.maximumPixelSide))"
      )
    }
    do {
      return try make(
        CanvasSize(side: size), renderScale, RingOptions(background: background.ringBackground))
    } catch {
      throw .usage(error.description)
    }
  }
}

/// `--style` values.
public enum StyleChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Automatic from the data.
  case auto
  /// Three rings.
  case three
  /// Move only.
  case moveOnly = "move-only"

  var ringStyle: RingStyle {
    switch self {
    case .auto: .automatic
    case .three: .threeRings
    case .moveOnly: .moveOnly
    }
  }
}

/// `--background` values.
public enum BackgroundChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// The whole canvas black.
  case black
  /// A black circle on a transparent canvas.
  case circle

  var ringBackground: RingBackground { self == .black ? .black : .circle }
}

/// `--color` values.
public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Colour when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never
}
