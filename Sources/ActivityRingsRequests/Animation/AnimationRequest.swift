import ActivityRings

/// An animation as a person asks for it: from one day's rings to another's, in a picture, with
/// its timing — the one place the timing is read and ruled on, for `rings animate`, the
/// server's `/transition.*` and any program.
///
/// ```swift
/// var fields = RequestFields([.fps: "30", .curve: "spring"])
/// let request = try AnimationRequest(
///   fields, from: morning, to: evening, picture: SceneRequest(fields))
/// let plan = try request.framePlan(for: choice)   // choice: an OutputChoice of an animated format
/// ```
///
/// The rules, each once: the duration is a number of seconds above 0, clamped to 2 by
/// `RingTransition` (its `FramePlan.notice` says so); the frame rate is a whole number from
/// 1 to `RingTransition.maximumFrameRate`, by default ``defaultFramesPerSecond`` or the
/// format's fastest when that is lower (GIF: 50), and never faster than the format plays;
/// `reduce-motion` draws only the final frame, as does the picture's `RenderingMode.alwaysOn`
/// (dimmed by `DrawList.alwaysOnFactor`, as on the Always-On display); then the picture's checks and
/// the frames × pixels budget (``RenderBudget``).
public struct AnimationRequest: Sendable, Hashable {
  /// The fields the timing is read from (the picture's are ``SceneRequest/fields``).
  public static let fields: [RequestField] = [
    .duration, .curve, .fps, .loop, .reduceMotion,
  ]

  /// The frame rate when none is asked for and the format plays it.
  public static let defaultFramesPerSecond = 60

  /// Where it starts.
  public var start: ActivitySummary
  /// Where it ends.
  public var end: ActivitySummary
  /// How each frame is drawn.
  public var picture: SceneRequest
  /// Seconds; above 2 is clamped.
  public var duration: Double
  /// The timing curve.
  public var curve: TimingCurve
  /// Frames per second; nil for the default.
  public var framesPerSecond: Int?
  /// Whether it repeats forever.
  public var loops: Bool
  /// Only the final frame.
  public var reducedMotion: Bool

  /// An animation with these values; the defaults are `rings animate`'s.
  public init(
    from start: ActivitySummary, to end: ActivitySummary, picture: SceneRequest = SceneRequest(),
    duration: Double = 1, curve: TimingCurve = .easeInOut, framesPerSecond: Int? = nil,
    loops: Bool = false, reducedMotion: Bool = false
  ) {
    self.start = start
    self.end = end
    self.picture = picture
    self.duration = duration
    self.curve = curve
    self.framesPerSecond = framesPerSecond
    self.loops = loops
    self.reducedMotion = reducedMotion
  }

  /// The animation `fields` ask for between `start` and `end`, drawn as `picture`.
  ///
  /// - Throws: ``RequestError`` naming the timing field whose text does not read.
  public init(
    _ fields: RequestFields, from start: ActivitySummary, to end: ActivitySummary,
    picture: SceneRequest
  ) throws(RequestError) {
    self.init(from: start, to: end, picture: picture)
    duration =
      try fields.number(.duration, must: "a number of seconds greater than 0") { $0 > 0 } ?? 1
    curve = try fields.choice(.curve) ?? .easeInOut
    framesPerSecond = try fields.whole(.fps, in: 1...Int(RingTransition.maximumFrameRate))
    loops = try fields.flag(.loop) ?? false
    reducedMotion = try fields.flag(.reduceMotion) ?? false
  }

  /// The two days an animation goes between, as inline specs in `from` and `to` (a URL's
  /// `from=move=400/500&to=move=1250/500`; the tool reads its `--from` and `--to` sources,
  /// files too, itself).
  ///
  /// - Throws: ``RequestError`` naming `from` or `to` when it is missing or does not read.
  public static func days(_ fields: RequestFields) throws(RequestError) -> (
    start: ActivitySummary, end: ActivitySummary
  ) {
    func day(_ field: RequestField) throws(RequestError) -> ActivitySummary {
      guard let spec = fields[field] else {
        throw RequestError(field) { name in
          "\(name(field)) is missing: give \(name(.from)) and \(name(.to)) as summaries such as "
            + "move=400/500 and move=1250/500"
        }
      }
      return try ActivitySummary(spec: spec, field: field)
    }
    return (try day(.from), try day(.to))
  }

  /// Whether only the final frame is drawn: with reduced motion, and on the Always-On display
  /// (the picture's ``SceneRequest/mode``).
  public var isStill: Bool { reducedMotion || picture.mode == .alwaysOn }

  /// The frame rate drawn for a format whose fastest is `fastest` (nil: no limit).
  ///
  /// - Throws: ``RequestError`` naming `fps` when the rate asked for is faster than the format
  ///   plays (unless only the final frame is drawn).
  public func framesPerSecond(fastest: Int?, formatName: String) throws(RequestError) -> Int {
    let fps = framesPerSecond ?? min(Self.defaultFramesPerSecond, fastest ?? .max)
    if let fastest, fps > fastest, !isStill {
      throw RequestError(.fps) { name in
        "\(name(.fps)) \(fps) is faster than an animated \(formatName) plays: at most "
          + "\(fastest) frames per second (use \(name(.fps)) \(fastest) or less)"
      }
    }
    return fps
  }

  /// The frames, drawn as `choice`'s format, at the rate its renderer plays when
  /// `choice` writes an animation.
  ///
  /// - Throws: ``RequestError`` naming the field at fault: the frame rate, the duration, the
  ///   picture's checks or the frames × pixels budget.
  public func framePlan(for choice: OutputChoice) throws(RequestError) -> FramePlan {
    let fastest =
      choice.isAnimated ? choice.renderer.maximumFramesPerSecond(animating: choice.format) : nil
    return try framePlan(
      framesPerSecond: framesPerSecond(fastest: fastest, formatName: choice.format.name),
      drawnAs: choice.format)
  }

  /// The frames at `fps`, drawn as `format` when given.
  ///
  /// - Throws: ``RequestError`` as ``framePlan(for:)``.
  public func framePlan(framesPerSecond fps: Int, drawnAs format: OutputFormat?)
    throws(RequestError) -> FramePlan
  {
    let transition: RingTransition
    do {
      transition = try RingTransition(
        from: start, to: end, duration: duration, curve: curve, reducedMotion: isStill)
    } catch {
      throw RequestError(SceneRequestError(.transition(error), of: picture))
    }
    do {
      // Each frame's scene draws in the picture's mode (RingOptions.mode).
      return try picture.framePlan(
        transition, from: start, to: end, framesPerSecond: fps, plays: loops ? 0 : 1,
        drawnAs: format)
    } catch {
      throw RequestError(error)
    }
  }
}
