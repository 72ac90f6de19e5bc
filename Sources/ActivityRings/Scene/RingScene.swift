/// Everything needed to draw one set of rings: the data, which rings, the canvas and options.
///
/// ```swift
/// let summary = ActivitySummary(
///   activeEnergyBurned: 350, activeEnergyBurnedGoal: 500,
///   appleExerciseTime: 20, appleExerciseTimeGoal: 30,
///   appleStandHours: 8, appleStandHoursGoal: 12)
/// let scene = try RingScene(summary: summary, size: CanvasSize(side: 160), scale: .x2)
/// let drawList = scene.drawList()   // hand this to any renderer
/// ```
///
/// A scene is the input of the pipeline `RingScene → RingLayout → DrawList → renderer`.
/// Building it validates the data and the canvas, so later steps cannot fail.
public struct RingScene: Sendable, Hashable {
  /// The day's values, when the scene was made from a summary (used for text such as the
  /// accessibility description); nil when made from bare progress values.
  public private(set) var summary: ActivitySummary?
  /// Each ring's progress (1 = goal reached), nil for a ring with no data.
  public var progress: RingProgressSet
  /// Which rings to draw.
  public var style: RingStyle
  /// The canvas size in points.
  public private(set) var size: CanvasSize
  /// Pixels per point.
  public let scale: RenderScale
  /// Background and other drawing options.
  public var options: RingOptions
  /// The label's name as given, before any shortening to fit (for the description).
  private var labelName: String?

  /// The default canvas: 160 points, a dashboard tile.
  public static var defaultSize: CanvasSize {
    // 160 is finite and positive, so the unchecked path is the whole story.
    CanvasSize(unchecked: 160, 160)
  }

  /// Creates a scene from a day's summary; `nil` draws empty tracks (no data).
  ///
  /// A label whose text would be smaller than ``LabelBlock/minimumFontSize`` where it was asked
  /// for moves below the rings, then has its name shortened with "…" (see ``LabelBlock``);
  /// ``options`` holds the label as drawn.
  ///
  /// - Throws: ``SceneError/invalidValue(_:)`` when a summary value is negative, NaN or
  ///   infinite; ``SceneError/tooLarge(pixels:limit:)`` when size × scale exceeds 8192 pixels;
  ///   ``SceneError/labelDoesNotFit(smallestCanvas:)`` when the label fits nowhere at 11 pt.
  public init(
    summary: ActivitySummary?,
    style: RingStyle = .automatic,
    size: CanvasSize = RingScene.defaultSize,
    scale: RenderScale = .x1,
    options: RingOptions = RingOptions()
  ) throws(SceneError) {
    try self.init(
      progress: Self.progress(of: summary), summary: summary, style: style,
      canvases: Self.candidates(fixed: size, label: options.label), scale: scale,
      options: options)
  }

  /// Creates a scene whose rings fill a square of `ringSide` points, on a canvas that grows to
  /// the right for a label beside them (twice as wide) or downwards for one below them
  /// (1.6 times as tall); without a label the canvas is the square. A label that does not fit
  /// beside the rings at ``LabelBlock/minimumFontSize`` moves below them, on the taller canvas,
  /// then has its name shortened with "…".
  ///
  /// ```swift
  /// let tile = try RingScene(
  ///   summary: summary, ringSide: 64, scale: .x2, options: RingOptions(label: RingLabel(name: "Ana")))
  /// tile.size  // 128×64 points, or 64×102.4 with the label moved below
  /// ```
  ///
  /// - Throws: as ``init(summary:style:size:scale:options:)``; the smallest canvas in
  ///   ``SceneError/labelDoesNotFit(smallestCanvas:)`` has the rings' side as its shorter side.
  public init(
    summary: ActivitySummary?,
    style: RingStyle = .automatic,
    ringSide: Double,
    scale: RenderScale = .x1,
    options: RingOptions = RingOptions()
  ) throws(SceneError) {
    try self.init(
      progress: Self.progress(of: summary), summary: summary, style: style,
      canvases: Self.candidates(ringSide: ringSide, label: options.label), scale: scale,
      options: options)
  }

  /// Creates a scene from per-ring progress values.
  ///
  /// - Throws: ``SceneError/tooLarge(pixels:limit:)`` when size × scale exceeds 8192 pixels;
  ///   ``SceneError/labelDoesNotFit(smallestCanvas:)`` when the label fits nowhere at 11 pt.
  public init(
    progress: RingProgressSet,
    style: RingStyle = .automatic,
    size: CanvasSize = RingScene.defaultSize,
    scale: RenderScale = .x1,
    options: RingOptions = RingOptions()
  ) throws(SceneError) {
    try self.init(
      progress: progress, summary: nil, style: style,
      canvases: Self.candidates(fixed: size, label: options.label), scale: scale,
      options: options)
  }

  /// Creates a scene from per-ring progress values whose rings fill a square of `ringSide`
  /// points, the canvas growing for a label as in ``init(summary:style:ringSide:scale:options:)``.
  ///
  /// - Throws: as ``init(progress:style:size:scale:options:)``.
  public init(
    progress: RingProgressSet,
    style: RingStyle = .automatic,
    ringSide: Double,
    scale: RenderScale = .x1,
    options: RingOptions = RingOptions()
  ) throws(SceneError) {
    try self.init(
      progress: progress, summary: nil, style: style,
      canvases: Self.candidates(ringSide: ringSide, label: options.label), scale: scale,
      options: options)
  }

  private init(
    progress: RingProgressSet, summary: ActivitySummary?, style: RingStyle,
    canvases: [LabelFitting.Candidate], scale: RenderScale, options: RingOptions
  ) throws(SceneError) {
    // The first candidate is the canvas as asked; the label may choose another.
    try Self.checkPixels(canvases[0].canvas, scale: scale)
    self.summary = summary
    self.progress = progress
    self.style = style
    self.size = canvases[0].canvas
    self.scale = scale
    self.options = options
    labelName = options.label?.name.map(LabelBlock.singleLine)
    guard let label = options.label else { return }
    let fitting = LabelFitting(
      rings: rings, background: options.background, scale: scale,
      lines: LabelBlock.lines(for: self, label: label),
      name: LabelBlock.lines(for: self, label: label).first { $0.ring == nil }?.text)
    let resolved = try fitting.resolve(label, candidates: canvases)
    try Self.checkPixels(resolved.canvas, scale: scale)
    self.size = resolved.canvas
    self.options.label = resolved.label
  }

  private static func progress(of summary: ActivitySummary?) throws(SceneError)
    -> RingProgressSet
  {
    do {
      return try summary.map(RingProgressSet.init) ?? .noData
    } catch {
      throw .invalidValue(error)
    }
  }

  private static func checkPixels(_ size: CanvasSize, scale: RenderScale) throws(SceneError) {
    let pixels = size.pixels(at: scale)
    let largest = max(pixels.width, pixels.height)
    guard Double(largest) <= CanvasSize.maximumPixelSide else {
      throw .tooLarge(pixels: largest, limit: Int(CanvasSize.maximumPixelSide))
    }
  }

  /// The canvas a scene of rings `ringSide` points across asks for with `label`: the square,
  /// twice as wide with a label beside, 1.6 times as tall with one below (before the label, if
  /// it does not fit beside, moves below).
  ///
  /// ```swift
  /// try RingScene.canvas(ringSide: 64, label: RingLabel(name: "Ana"))  // 128×64
  /// ```
  public static func canvas(ringSide: Double, label: RingLabel?) throws(SceneError) -> CanvasSize {
    try candidates(ringSide: ringSide, label: label)[0].canvas
  }

  /// On a fixed canvas a label tries its own place, then below the rings.
  private static func candidates(fixed size: CanvasSize, label: RingLabel?)
    -> [LabelFitting.Candidate]
  {
    let asked = LabelFitting.Candidate(canvas: size, placement: label?.placement ?? .beside)
    guard label?.placement == .beside else { return [asked] }
    return [asked, LabelFitting.Candidate(canvas: size, placement: .below)]
  }

  /// Around a square of rings a label brings its own canvas: wider beside, taller below.
  private static func candidates(ringSide side: Double, label: RingLabel?) throws(SceneError)
    -> [LabelFitting.Candidate]
  {
    func canvas(_ placement: RingLabel.Placement?) throws(SceneError) -> LabelFitting.Candidate {
      switch placement {
      case nil:
        return LabelFitting.Candidate(canvas: try CanvasSize(side: side), placement: .beside)
      case .beside:
        return LabelFitting.Candidate(
          canvas: try CanvasSize(width: side / RingLayout.ringShareBesideLabel, height: side),
          placement: .beside)
      case .below:
        return LabelFitting.Candidate(
          canvas: try CanvasSize(width: side, height: side / RingLayout.ringShareAboveLabel),
          placement: .below)
      }
    }
    guard let label else { return [try canvas(nil)] }
    guard label.placement == .beside else { return [try canvas(.below)] }
    return [try canvas(.beside), try canvas(.below)]
  }

  /// The rings drawn, outermost first, after resolving ``RingStyle/automatic``.
  public var rings: [RingKind] {
    style.rings(hasWatchRings: progress.hasWatchRings || (summary?.hasWatchRings ?? false))
  }

  /// The same scene showing other progress values (used by transitions for each frame). The
  /// summary is dropped, since its values no longer match.
  public func showing(_ progress: RingProgressSet) -> RingScene {
    var copy = self
    copy.progress = progress
    copy.summary = nil
    return copy
  }

  /// This scene as drawn in `format`: its ``RingOptions/imageKind`` set to the format's, so an
  /// SVG or PDF decides its glyphs at ``RingGlyph/nominalVectorScale``; formats that are not
  /// image files (terminal text) count as raster.
  ///
  /// ```swift
  /// let svg = try SVGRenderer().render(scene.drawn(as: .svg).drawList())
  /// ```
  public func drawn(as format: OutputFormat) -> RingScene {
    var copy = self
    copy.options.imageKind = format.imageKind ?? .raster
    return copy
  }

  /// The geometry of this scene.
  public func layout() -> RingLayout {
    RingLayout(
      canvas: size, rings: rings, background: options.background,
      label: options.label?.placement, scale: scale)
  }

  /// The backend-neutral drawing of this scene.
  public func drawList() -> DrawList {
    DrawList(scene: self)
  }

  /// What the rings say in words (see ``RingDescription``): the same description in every
  /// output format.
  public var ringDescription: RingDescription {
    RingDescription(
      scene: self, name: options.label == nil ? nil : labelName,
      usesWheelchair: options.label?.usesWheelchair == true)
  }

  /// ``ringDescription``'s sentence, e.g. "Move: 350 of 500 calories, 70 percent. Exercise: 20
  /// of 30 minutes, 67 percent. Stand: 8 of 12 hours, 67 percent."
  public var accessibilityText: String {
    ringDescription.sentence
  }
}

extension CanvasSize {
  /// A size whose sides are already known to be finite and positive.
  init(unchecked width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }
}

#if !hasFeature(Embedded)
  extension RingScene: Codable {}
#endif
