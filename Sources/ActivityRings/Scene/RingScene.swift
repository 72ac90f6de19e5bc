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
public struct RingScene: Sendable, Hashable, Codable {
  /// The day's values, when the scene was made from a summary (used for text such as the
  /// accessibility description); nil when made from bare progress values.
  public private(set) var summary: ActivitySummary?
  /// Each ring's progress (1 = goal reached), nil for a ring with no data.
  public var progress: RingProgressSet
  /// Which rings to draw.
  public var style: RingStyle
  /// The canvas size in points.
  public let size: CanvasSize
  /// Pixels per point.
  public let scale: RenderScale
  /// Background and other drawing options.
  public var options: RingOptions

  /// The default canvas: 160 points, a dashboard tile.
  ///
  /// ```swift
  /// RingScene.defaultSize.width  // 160
  /// ```
  public static var defaultSize: CanvasSize {
    // 160 is finite and positive, so the unchecked path is the whole story.
    CanvasSize(unchecked: 160, 160)
  }

  /// Creates a scene from a day's summary; `nil` draws empty tracks (no data).
  ///
  /// ```swift
  /// let empty = try RingScene(summary: nil, style: .threeRings)
  /// ```
  ///
  /// - Throws: ``SceneError/invalidValue(_:)`` when a summary value is negative, NaN or
  ///   infinite; ``SceneError/tooLarge(pixels:limit:)`` when size × scale exceeds 8192 pixels.
  public init(
    summary: ActivitySummary?,
    style: RingStyle = .automatic,
    size: CanvasSize = RingScene.defaultSize,
    scale: RenderScale = .x1,
    options: RingOptions = RingOptions()
  ) throws(SceneError) {
    let progress: RingProgressSet
    do {
      progress = try summary.map(RingProgressSet.init) ?? .noData
    } catch {
      throw .invalidValue(error)
    }
    try self.init(
      progress: progress, summary: summary, style: style, size: size, scale: scale,
      options: options)
  }

  /// Creates a scene from per-ring progress values.
  ///
  /// ```swift
  /// let scene = try RingScene(progress: RingProgressSet(move: 2.5), style: .moveOnly)
  /// ```
  ///
  /// - Throws: ``SceneError/tooLarge(pixels:limit:)`` when size × scale exceeds 8192 pixels.
  public init(
    progress: RingProgressSet,
    style: RingStyle = .automatic,
    size: CanvasSize = RingScene.defaultSize,
    scale: RenderScale = .x1,
    options: RingOptions = RingOptions()
  ) throws(SceneError) {
    try self.init(
      progress: progress, summary: nil, style: style, size: size, scale: scale, options: options)
  }

  private init(
    progress: RingProgressSet, summary: ActivitySummary?, style: RingStyle, size: CanvasSize,
    scale: RenderScale, options: RingOptions
  ) throws(SceneError) {
    let pixels = size.pixels(at: scale)
    let largest = max(pixels.width, pixels.height)
    guard Double(largest) <= CanvasSize.maximumPixelSide else {
      throw .tooLarge(pixels: largest, limit: Int(CanvasSize.maximumPixelSide))
    }
    self.summary = summary
    self.progress = progress
    self.style = style
    self.size = size
    self.scale = scale
    self.options = options
  }

  /// The rings drawn, outermost first, after resolving ``RingStyle/automatic``.
  ///
  /// ```swift
  /// try RingScene(progress: RingProgressSet(move: 0.4)).rings  // [.move]
  /// ```
  public var rings: [RingKind] {
    style.rings(hasWatchRings: progress.hasWatchRings || (summary?.hasWatchRings ?? false))
  }

  /// The same scene showing other progress values (used by transitions for each frame). The
  /// summary is dropped, since its values no longer match.
  ///
  /// ```swift
  /// let halfway = try scene.showing(RingProgressSet(move: 0.5))
  /// ```
  public func showing(_ progress: RingProgressSet) -> RingScene {
    var copy = self
    copy.progress = progress
    copy.summary = nil
    return copy
  }

  /// The geometry of this scene.
  ///
  /// ```swift
  /// let layout = scene.layout()
  /// layout.rings.first?.lineWidth
  /// ```
  public func layout() -> RingLayout {
    RingLayout(
      canvas: size, rings: rings, background: options.background,
      label: options.label?.placement)
  }

  /// The backend-neutral drawing of this scene.
  ///
  /// ```swift
  /// let svg = try SVGRenderer().render(scene.drawList())
  /// ```
  public func drawList() -> DrawList {
    DrawList(scene: self)
  }

  /// A sentence describing the rings for assistive technology, e.g.
  /// "Move 350 of 500 kilocalories, 70 percent; Exercise 20 of 30 minutes, 67 percent; Stand 8
  /// of 12 hours, 67 percent".
  ///
  /// ```swift
  /// scene.accessibilityText
  /// ```
  public var accessibilityText: String {
    AccessibilityDescription(scene: self).sentence
  }
}

extension CanvasSize {
  /// A size whose sides are already known to be finite and positive.
  init(unchecked width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }
}
