import ActivityRings

/// A picture of rings as a person asks for it — the rings' side in points, a scale, which
/// rings, the background, the look, the glyphs and a label — checked field by field before
/// anything is drawn: what `rings render`, `rings animate` and `rings validate` take as options,
/// and what a server takes as a query.
///
/// ```swift
/// var request = SceneRequest()
/// request.size = 64
/// request.scale = 3
/// request.style = .moveOnly
/// let scene = try request.scene(for: summary, drawnAs: .png)  // 192 × 192 pixels
/// ```
///
/// Each check names the field at fault (``SceneRequestError/field``) and says why; the caller
/// words the field its own way with ``SceneRequestError/message(naming:)``: `--size` on the
/// command line, `size` in a query.
///
/// The checks, in order: the size is finite and above 0; the scale is 1, 2 or 3; the label's
/// name has no control character; a monochrome mode keeps the rings
/// `RenderingMode.minimumRingSeparation` levels of luminance apart in its tint; the canvas is at most `CanvasSize.maximumPixelSide` pixels
/// on a side; the label fits at 11 pt (`SceneError.labelDoesNotFit(smallestCanvas:)`); the
/// picture is within ``RenderBudget`` (frames × pixels for an animation, then each picture).
public struct SceneRequest: Sendable, Hashable {
  /// The fields a request is checked by, for messages.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// ``SceneRequest/size``.
    case size
    /// ``SceneRequest/scale``.
    case scale
    /// ``SceneRequest/label``.
    case label
    /// An animation's frames per second.
    case framesPerSecond
    /// An animation's duration.
    case duration
    /// ``SceneRequest/tint``.
    case tint
  }

  /// The side of the rings' square, in points (a label widens or lengthens the canvas).
  public var size: Double
  /// Pixels per point, as asked: 1, 2 or 3.
  public var scale: Int
  /// Which rings.
  public var style: RingStyle
  /// A black canvas or a black circle.
  public var background: RingBackground
  /// Apple's gradient or the flat HIG colours.
  public var look: RingLook
  /// Whether the rings show their glyphs where they are legible.
  public var showsGlyphs: Bool
  /// Whose rings these are; nil for none.
  public var label: RingLabel?
  /// How the system shows the rings (Apple's colours by default).
  public var mode: RenderingMode
  /// The colour of `RenderingMode.accented`.
  public var tint: RGBColor

  /// Creates a request; the defaults are `rings render`'s: a 160-point tile at 1x, Apple's
  /// gradient rings in full colour with glyphs on black, no label.
  public init(
    size: Double = 160, scale: Int = 1, style: RingStyle = .automatic,
    background: RingBackground = .black, look: RingLook = .default, showsGlyphs: Bool = true,
    label: RingLabel? = nil, mode: RenderingMode = .fullColor,
    tint: RGBColor = RenderingMode.defaultTint
  ) {
    self.mode = mode
    self.tint = tint
    self.size = size
    self.scale = scale
    self.style = style
    self.background = background
    self.look = look
    self.showsGlyphs = showsGlyphs
    self.label = label
  }

  /// The drawing options the request asks for.
  public var options: RingOptions {
    RingOptions(
      background: background, look: look, showsGlyphs: showsGlyphs, label: label, mode: mode,
      tint: tint)
  }

  /// The checked scene of `summary` (nil draws empty tracks), drawn as `format` when given
  /// (`RingScene.drawn(as:)`).
  ///
  /// - Throws: ``SceneRequestError`` naming the field at fault.
  public func scene(for summary: ActivitySummary?, drawnAs format: OutputFormat? = nil)
    throws(SceneRequestError) -> RingScene
  {
    let scene = try unbudgetedScene(for: summary, drawnAs: format)
    do {
      try RenderBudget.check(size: scene.size, scale: scene.scale)
    } catch {
      throw SceneRequestError(.overBudget(error), of: self)
    }
    return scene
  }

  /// The checked frames of `transition` from `start`'s rings to `end`'s, at `framesPerSecond`,
  /// playing `plays` times (0 for ever), drawn as `format` when given.
  ///
  /// ```swift
  /// let transition = try RingTransition(from: morning, to: evening, duration: 1)
  /// let plan = try request.framePlan(transition, from: morning, to: evening, framesPerSecond: 60)
  /// ```
  ///
  /// - Throws: ``SceneRequestError`` naming the field at fault: the scenes' checks, the frame
  ///   rate, or the animation's frames × pixels above ``RenderBudget/maximumAnimationPixels``.
  public func framePlan(
    _ transition: RingTransition, from start: ActivitySummary?, to end: ActivitySummary?,
    framesPerSecond: Int, plays: Int = 1, drawnAs format: OutputFormat? = nil
  ) throws(SceneRequestError) -> FramePlan {
    let first = try unbudgetedScene(for: start, drawnAs: format)
    let last = try unbudgetedScene(for: end, drawnAs: format)
    let plan: FramePlan
    do {
      plan = try FramePlan(
        transition, from: first, to: last, framesPerSecond: framesPerSecond, plays: plays)
    } catch {
      throw SceneRequestError(.transition(error), of: self)
    }
    do {
      try RenderBudget.check(size: first.size, scale: first.scale, frames: plan.frameCount)
    } catch {
      throw SceneRequestError(.overBudget(error), of: self)
    }
    return plan
  }

  /// Checks that the label's name can be drawn: no control character or noncharacter.
  ///
  /// - Throws: ``SceneRequestError/Problem/undrawableLabel(_:)`` naming the character.
  public func checkLabel() throws(SceneRequestError) {
    if let name = label?.name, let bad = name.unicodeScalars.first(where: QuotedText.isUnsafe) {
      throw SceneRequestError(.undrawableLabel(bad), of: self)
    }
  }

  /// Checks that the mode keeps the rings apart in luminance: in a monochrome mode, at least
  /// `RenderingMode.minimumRingSeparation` levels between any two rings' colours in the tint.
  ///
  /// - Throws: ``SceneRequestError/Problem/indistinctTint(_:separation:)``.
  public func checkTint() throws(SceneRequestError) {
    let separation = mode.ringSeparation(tint: tint)
    if mode.isMonochrome, separation < RenderingMode.minimumRingSeparation {
      throw SceneRequestError(.indistinctTint(tint, separation: separation), of: self)
    }
  }

  /// The scene, every check made but the budget's.
  private func unbudgetedScene(for summary: ActivitySummary?, drawnAs format: OutputFormat?)
    throws(SceneRequestError) -> RingScene
  {
    guard size.isFinite, size > 0 else { throw SceneRequestError(.invalidSize, of: self) }
    guard let renderScale = RenderScale(rawValue: scale) else {
      throw SceneRequestError(.unsupportedScale, of: self)
    }
    try checkLabel()
    try checkTint()
    do {
      let scene = try RingScene(
        summary: summary, style: style, ringSide: size, scale: renderScale, options: options)
      return format.map(scene.drawn(as:)) ?? scene
    } catch .tooLarge(let pixels, _) {
      // The scene's own limit, on the canvas a label widens or lengthens.
      throw SceneRequestError(.tooManyPixelsOnASide(Double(pixels)), of: self)
    } catch .labelDoesNotFit(let smallest) {
      // The rings' square is the smaller canvas's shorter side.
      throw SceneRequestError(.labelDoesNotFit(smallestSize: smallest.shortSide), of: self)
    } catch {
      throw SceneRequestError(.scene(error), of: self)
    }
  }
}
