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
    /// ``SceneRequest/width``.
    case width
    /// ``SceneRequest/height``.
    case height
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
  /// The picture's width in pixels, when it is asked in pixels: the canvas is sized in
  /// pixels rather than by ``size`` (see ``height``).
  public var width: Int?
  /// The picture's height in pixels, when it is asked in pixels. With ``width`` alone the
  /// picture is that wide and keeps the place's proportions (square, twice as wide with a label
  /// beside, 1.6 times as tall with one below); with ``height`` alone likewise; with both the
  /// canvas is that box, the rings (and label) laid out in it as on any canvas, centred and
  /// never stretched, with the background (black, by default) around them. The points are the
  /// pixels over ``scale``.
  public var height: Int?
  /// For terminal text, the most cells the output takes, its caption included (`size`
  /// `40x20`); nil for the renderer's own grid or the terminal's window.
  public var cells: CellBounds?
  /// Whether ``size`` was asked for (in points), rather than left at its default: terminal
  /// text, sized in cells, refuses it, and a size in pixels must agree with it.
  public var sizeIsGiven: Bool

  /// Creates a request; the defaults are `rings render`'s: a 160-point tile at 1x, Apple's
  /// gradient rings in full colour with glyphs on black, no label.
  public init(
    size: Double = 160, scale: Int = 1, style: RingStyle = .automatic,
    background: RingBackground = .black, look: RingLook = .default, showsGlyphs: Bool = true,
    label: RingLabel? = nil, mode: RenderingMode = .fullColor,
    tint: RGBColor = RenderingMode.defaultTint, width: Int? = nil, height: Int? = nil,
    cells: CellBounds? = nil, sizeIsGiven: Bool = false
  ) {
    self.mode = mode
    self.tint = tint
    self.width = width
    self.height = height
    self.cells = cells
    self.sizeIsGiven = sizeIsGiven
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

  /// The options a renderer of `format` draws this picture with: for terminal text, the
  /// ``cells`` asked, caption included; otherwise `otherwise` (a terminal's window, say).
  ///
  /// ```swift
  /// let picture = try SceneRequest(RequestFields([.size: "40x20"]))
  /// picture.renderOptions(for: .text).cellBounds  // 40 columns, 20 rows, caption inside
  /// ```
  public func renderOptions(for format: OutputFormat, otherwise: RenderOptions = RenderOptions())
    -> RenderOptions
  {
    guard format.imageKind == nil, let cells else { return otherwise }
    return RenderOptions(cellBounds: cells)
  }

  /// This picture as terminal text that was not asked for by name (what a terminal, or a pipe
  /// without a format, gets): a size in points or pixels, which text does not take, set aside,
  /// and a notice that says so, to be shown as a warning; nil when there is nothing to set
  /// aside. A format asked for by name refuses such a size instead (``scene(for:drawnAs:)``).
  ///
  /// ```swift
  /// let (text, notice) = try SceneRequest(RequestFields([.size: "64"])).asChosenText()
  /// notice?.description
  /// // "size 64 is in points, for pictures: the text is sized to fit (size COLUMNSxROWS
  /// // sizes text)"
  /// ```
  public func asChosenText() -> (request: SceneRequest, notice: RequestError?) {
    guard sizeIsGiven || width != nil || height != nil else { return (self, nil) }
    var text = self
    text.size = SceneRequest().size
    text.sizeIsGiven = false
    text.width = nil
    text.height = nil
    var asked: [(RequestField, String)] = []
    if sizeIsGiven {
      asked.append((.size, DecimalFormat(maximumFractionDigits: 2).string(size)))
    }
    if let width { asked.append((.width, String(width))) }
    if let height { asked.append((.height, String(height))) }
    let field = asked[0].0
    let notice = RequestError(field) { name in
      let sizes = asked.map { "\(name($0.0)) \($0.1)" }.joined(separator: " and ")
      let unit = sizeIsGiven && asked.count == 1 ? "points" : "points or pixels"
      return "\(sizes) is in \(unit), for pictures: the text is sized to fit "
        + "(\(name(.size)) COLUMNSxROWS sizes text)"
    }
    return (text, notice)
  }

  /// The scene, every check made but the budget's.
  private func unbudgetedScene(for summary: ActivitySummary?, drawnAs format: OutputFormat?)
    throws(SceneRequestError) -> RingScene
  {
    guard size.isFinite, size > 0 else { throw SceneRequestError(.invalidSize, of: self) }
    guard let renderScale = RenderScale(rawValue: scale) else {
      throw SceneRequestError(.unsupportedScale, of: self)
    }
    if let format {
      // Text is sized in cells and pictures in points or pixels: a size of the other kind is
      // refused, never ignored.
      let isText = format.imageKind == nil
      if isText, sizeIsGiven { throw SceneRequestError(.pointsForText, of: self) }
      if isText, width != nil || height != nil {
        throw SceneRequestError(.pixelsForText, of: self)
      }
      if !isText, let cells { throw SceneRequestError(.cellsForAPicture(cells), of: self) }
    }
    try checkLabel()
    try checkTint()
    let pixelCanvas = try pixelCanvas(scale: renderScale)
    do {
      let scene: RingScene
      if let canvas = pixelCanvas {
        scene = try RingScene(
          summary: summary, style: style, size: canvas, scale: renderScale, options: options)
      } else {
        scene = try RingScene(
          summary: summary, style: style, ringSide: size, scale: renderScale, options: options)
      }
      return format.map(scene.drawn(as:)) ?? scene
    } catch .tooLarge(let pixels, _) {
      // The scene's own limit, on the canvas a label widens or lengthens.
      throw SceneRequestError(.tooManyPixelsOnASide(Double(pixels)), of: self)
    } catch .labelDoesNotFit(let smallest) where width != nil || height != nil {
      // A canvas in pixels: the label needs a larger one.
      throw SceneRequestError(.labelDoesNotFitPixels(smallest: smallest), of: self)
    } catch .labelDoesNotFit(let smallest) {
      // The rings' square is the smaller canvas's shorter side.
      throw SceneRequestError(.labelDoesNotFit(smallestSize: smallest.shortSide), of: self)
    } catch {
      throw SceneRequestError(.scene(error), of: self)
    }
  }

  /// The canvas, in points, of a picture asked in pixels (``width``, ``height``); nil when it is
  /// asked by ``size``.
  ///
  /// - Throws: ``SceneRequestError`` for pixels that disagree with a size asked too.
  private func pixelCanvas(scale: RenderScale) throws(SceneRequestError) -> CanvasSize? {
    guard width != nil || height != nil else { return nil }
    // The place's proportions: the canvas around a square of rings one point across.
    let unit: CanvasSize
    do {
      unit = try RingScene.canvas(ringSide: 1, label: label)
    } catch {
      throw SceneRequestError(.scene(error), of: self)
    }
    let factor = Double(scale.factor)
    if sizeIsGiven {
      // Both: the pixels the size makes must be the pixels asked.
      let pixels = (width: unit.width * size * factor, height: unit.height * size * factor)
      if let width, abs(pixels.width - Double(width)) >= 0.5 {
        throw SceneRequestError(.sizeAndPixelsDisagree(.width, pixels: pixels.width), of: self)
      }
      if let height, abs(pixels.height - Double(height)) >= 0.5 {
        throw SceneRequestError(.sizeAndPixelsDisagree(.height, pixels: pixels.height), of: self)
      }
    }
    let points: (width: Double, height: Double)
    switch (width, height) {
    case (let width?, let height?):
      points = (Double(width) / factor, Double(height) / factor)
    case (let width?, nil):
      points = (Double(width) / factor, Double(width) / factor * unit.height / unit.width)
    case (nil, let height?):
      points = (Double(height) / factor * unit.width / unit.height, Double(height) / factor)
    case (nil, nil):
      return nil
    }
    do {
      return try CanvasSize(width: points.width, height: points.height)
    } catch {
      throw SceneRequestError(.scene(error), of: self)
    }
  }
}
