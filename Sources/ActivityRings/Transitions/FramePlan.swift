/// An animation ready to draw: every frame's draw list, when it shows and for how long, and how
/// many times the whole plays. The core makes it from a ``RingTransition``; a renderer that
/// writes an animated format (APNG, animated SVG, …) writes it frame by frame, and a player
/// shows the frames at their times.
///
/// ```swift
/// let transition = try RingTransition(from: morning, to: evening, duration: 3)
/// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30, plays: 0)
/// plan.notice                // "duration 3 s is longer than the 2 s limit; using 2 s"
/// plan.frameCount            // 61: 0, 1/30, …, 2 s
/// let apng = try registry.renderer(named: "cairo").renderAnimation(plan, as: .png)
/// ```
///
/// The timing rules live here once, for every backend:
///
/// - Frames fall at ``RingTransition/frameTimes(framesPerSecond:)``: every 1/rate seconds from
///   0, the last at exactly the duration, which is at most 2 s (a longer request is clamped,
///   and ``notice`` says so). The first frame is the start scene, the last the end scene.
/// - Delays come from ``FrameDelay/delays(forFrameTimes:framesPerSecond:plays:)``: the delays
///   of all frames but the last add up to exactly the duration; the last frame has
///   ``FrameDelay/zero`` when the animation plays once (it ends there) and one frame interval
///   when it repeats.
/// - With reduced motion there is one frame, the end scene, shown at once.
///
/// A value: equal plans draw equal pictures (a transition's plan and a plan of its draw lists
/// draw the same but are not equal). Frames are kept as what draws them (the scenes of
/// a transition, or draw lists made elsewhere), and a transition's draw lists are made only when
/// asked for, by ``drawList(at:)``, so a renderer with several workers makes each frame's draw
/// list on the worker that draws it.
///
/// - Complexity: making a plan of a transition is O(frames) (a scene per frame, no draw list);
///   ``drawList(at:)`` is O(path elements) each time it is called, and ``frames`` and
///   ``drawLists`` build every frame's, O(frames × path elements). The pixels are the
///   renderer's business.
public struct FramePlan: Sendable, Hashable {
  /// What the frames draw: a transition's scenes, their draw lists made when asked for, or draw
  /// lists made elsewhere.
  private enum Pictures: Sendable, Hashable {
    case scenes([RingScene])
    case drawLists([DrawList])
  }

  private let pictures: Pictures
  /// The frames' times, in seconds from the start of a play, in order (the first 0).
  public let times: [Double]
  /// The frames' delays, in order.
  public let delays: [FrameDelay]
  /// The frame rate the times were chosen at, 1…``RingTransition/maximumFrameRate``.
  public let framesPerSecond: Int
  /// How many times the animation plays: 1 once (it stops on the last frame), 0 for ever.
  public let plays: Int
  /// A one-line notice for the user when the duration asked for was clamped to 2 s; nil
  /// otherwise (``RingTransition/clampNotice``).
  public let notice: String?

  /// The frames of `transition` from one scene to another at `framesPerSecond`: each is
  /// ``RingTransition/scene(at:from:to:)``, so the first is exactly `start` and the last
  /// exactly `end`, with their labels, paused marks and descriptions.
  ///
  /// - Parameters:
  ///   - transition: the values, duration (at most 2 s), curve and reduced-motion setting.
  ///   - start: the first frame.
  ///   - end: the last frame; with reduced motion, the only one.
  ///   - framesPerSecond: 1 to 240. Browsers show frames of 10 ms or less for 100 ms, so use at
  ///     most 100 for the web.
  ///   - plays: 1 plays once and stops on the end; 0 repeats for ever; more repeats that often.
  /// - Throws: ``TransitionError/invalidFrameRate(_:)`` unless 1 ≤ `framesPerSecond` ≤ 240,
  ///   ``TransitionError/invalidAnimation(_:)`` for a negative `plays` or scenes of different
  ///   sizes or scales.
  public init(
    _ transition: RingTransition, from start: RingScene, to end: RingScene,
    framesPerSecond: Int, plays: Int = 1
  ) throws(TransitionError) {
    let sampled = try transition.frameTimes(framesPerSecond: Double(framesPerSecond))
    // Reduced motion samples the end (at the duration) and shows it at once.
    let offset = sampled.first ?? 0
    let scenes = sampled.map { transition.scene(at: $0, from: start, to: end) }
    try self.init(
      pictures: .scenes(scenes), canvases: scenes.map { ($0.size, $0.scale) },
      times: sampled.map { $0 - offset }, framesPerSecond: framesPerSecond, plays: plays,
      notice: transition.clampNotice)
  }

  /// The frames of `transition` drawn in `scene`, whose own progress is replaced in each
  /// frame: from `scene.showing(transition.from)` to `scene.showing(transition.to)`.
  ///
  /// - Throws: as ``init(_:from:to:framesPerSecond:plays:)``.
  public init(
    _ transition: RingTransition, scene: RingScene, framesPerSecond: Int, plays: Int = 1
  ) throws(TransitionError) {
    try self.init(
      transition, from: scene.showing(transition.from), to: scene.showing(transition.to),
      framesPerSecond: framesPerSecond, plays: plays)
  }

  /// A plan from frames drawn elsewhere, shown at `times` (seconds from the start; the first
  /// 0, increasing); the delays follow from the times as above.
  ///
  /// - Throws: ``TransitionError/invalidAnimation(_:)`` without frames, for a count of times
  ///   other than one per frame, times that do not start at 0 or do not increase, frames of
  ///   different sizes or scales, or a negative `plays`; ``TransitionError/invalidFrameRate(_:)``
  ///   unless 1 ≤ `framesPerSecond` ≤ 240.
  public init(drawLists: [DrawList], times: [Double], framesPerSecond: Int, plays: Int = 1)
    throws(TransitionError)
  {
    try self.init(
      pictures: .drawLists(drawLists), canvases: drawLists.map { ($0.size, $0.scale) },
      times: times, framesPerSecond: framesPerSecond, plays: plays, notice: nil)
  }

  /// A plan of `pictures`, whose canvases (size and scale, one per frame) are checked here.
  private init(
    pictures: Pictures, canvases: [(size: CanvasSize, scale: RenderScale)], times: [Double],
    framesPerSecond: Int, plays: Int, notice: String?
  ) throws(TransitionError) {
    guard (1...Int(RingTransition.maximumFrameRate)).contains(framesPerSecond) else {
      throw .invalidFrameRate(Double(framesPerSecond))
    }
    guard let first = canvases.first else { throw .invalidAnimation("there are no frames") }
    guard times.count == canvases.count else {
      throw .invalidAnimation("\(canvases.count) frames need as many times, not \(times.count)")
    }
    guard times.first == 0 else {
      throw .invalidAnimation("the first frame shows at 0 s, not \(times.first ?? 0) s")
    }
    guard canvases.allSatisfy({ $0.size == first.size && $0.scale == first.scale }) else {
      throw .invalidAnimation("every frame must have the first frame's size and scale")
    }
    delays = try FrameDelay.delays(
      forFrameTimes: times, framesPerSecond: framesPerSecond, plays: plays)
    self.pictures = pictures
    self.times = times
    self.framesPerSecond = framesPerSecond
    self.plays = plays
    self.notice = notice
  }

  /// This plan with every frame dimmed by `factor` (``DrawList/dimmed(by:)``), at the same
  /// times: the animation at reduced luminance. With reduced motion it is the picture an
  /// Always-On display shows.
  ///
  /// ```swift
  /// let still = try RingTransition(from: morning, to: evening, reducedMotion: true)
  /// let alwaysOn = try FramePlan(still, scene: scene, framesPerSecond: 60)
  ///   .dimmed(by: DrawList.alwaysOnFactor)
  /// ```
  ///
  /// - Complexity: O(frames × path elements): every frame's draw list is built now.
  public func dimmed(by factor: Double) -> FramePlan {
    FramePlan(timing: self, pictures: .drawLists(drawLists.map { $0.dimmed(by: factor) }))
  }

  /// `pictures` at the times, delays and plays of `timing`, which has as many frames.
  private init(timing: FramePlan, pictures: Pictures) {
    self.pictures = pictures
    times = timing.times
    delays = timing.delays
    framesPerSecond = timing.framesPerSecond
    plays = timing.plays
    notice = timing.notice
  }

  /// How many frames there are: at least one.
  public var frameCount: Int { times.count }

  /// How long one play lasts, in seconds: the last frame's time (0 for a single frame).
  public var duration: Double { times[times.count - 1] }

  /// Whether the animation starts over after its last frame.
  public var repeats: Bool { plays != 1 }

  /// What frame `index` shows, made now for a transition's frame: call it where the frame is
  /// drawn (on the worker that draws it), and once per frame.
  ///
  /// ```swift
  /// for index in 0..<plan.frameCount {
  ///   let pixels = try CairoRenderer().image(plan.drawList(at: index))
  /// }
  /// ```
  ///
  /// - Precondition: 0 ≤ `index` < ``frameCount``.
  /// - Complexity: O(path elements) for a transition's frame, O(1) for a draw list given.
  public func drawList(at index: Int) -> DrawList {
    switch pictures {
    case .scenes(let scenes): scenes[index].drawList()
    case .drawLists(let drawLists): drawLists[index]
    }
  }

  /// Frame `index`: its draw list (``drawList(at:)``), time and delay.
  ///
  /// - Precondition: 0 ≤ `index` < ``frameCount``.
  public func frame(at index: Int) -> Frame {
    Frame(time: times[index], delay: delays[index], drawList: drawList(at: index))
  }

  /// The frames, in order: at least one, all of one canvas size and scale. Builds every frame's
  /// draw list; a renderer that draws one frame at a time asks ``drawList(at:)`` instead.
  ///
  /// - Complexity: O(frames × path elements).
  public var frames: [Frame] {
    zip(drawLists, zip(times, delays)).map { Frame(time: $1.0, delay: $1.1, drawList: $0) }
  }

  /// The frames' draw lists, in order (every one built, as ``frames``).
  public var drawLists: [DrawList] {
    switch pictures {
    case .scenes(let scenes): scenes.map { $0.drawList() }
    case .drawLists(let drawLists): drawLists
    }
  }

  /// The last frame's draw list: the end state, what a still of the animation shows.
  public var finalDrawList: DrawList { drawList(at: frameCount - 1) }
}
