import ActivityRings

extension SVGRenderer {
  /// One animated SVG document that plays `plan` in a browser with SMIL: each frame is a
  /// `<g>` shown from its time until the next frame's (`<animate attributeName="display"
  /// calcMode="discrete">`), so the picture at time t is exactly the static SVG of the frame
  /// shown at t, with the timing curve already applied by the plan. The background is drawn
  /// once; `<title>` and `<desc>` describe the final frame.
  ///
  /// ```swift
  /// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30)
  /// let svg = try SVGRenderer().renderAnimation(plan)
  /// ```
  ///
  /// Viewers that do not animate (librsvg, image previews) show the final frame: it is the only
  /// group displayed without animation. Played once, the final frame stays; when the plan
  /// repeats, the final frame holds for its delay (one frame interval) and the animation starts
  /// over. Frames show at the plan's exact times (SMIL clocks are not rounded to milliseconds).
  ///
  /// - Throws: the errors of ``render(_:)`` for a frame that cannot be drawn.
  /// - Complexity: O(total path elements of all frames).
  public func renderAnimation(_ plan: FramePlan) throws(SVGRenderError) -> String {
    let hold = plan.repeats ? plan.delays[plan.frameCount - 1].seconds : 0
    return try document(
      frames: plan.drawLists, times: plan.times, duration: plan.duration, hold: hold)
  }

  /// The animated SVG of `frames` shown at `times`.
  ///
  /// - Parameters:
  ///   - frames: the frames, in order; the first sets the canvas size and background.
  ///   - times: each frame's time in seconds: the first 0, increasing, the last ≤ `duration`.
  ///   - duration: the animation's length in seconds (> 0 unless there is a single frame).
  ///   - repeats: whether the animation loops forever; the final frame then holds for the
  ///     last interval between frames.
  /// - Throws: ``SVGRenderError/invalidAnimation(_:)`` for frames and times that do not fit
  ///   those rules, and the errors of ``render(_:)`` for a frame that cannot be drawn.
  @available(*, deprecated, message: "make a FramePlan and call renderAnimation(_:)")
  public func renderAnimation(
    frames: [DrawList], times: [Double], duration: Double, repeats: Bool = false
  ) throws(SVGRenderError) -> String {
    let hold = times.count > 1 ? times[times.count - 1] - times[times.count - 2] : 0
    return try document(
      frames: frames, times: times, duration: duration, hold: repeats ? hold : 0)
  }

  /// The animated document; `hold` > 0 repeats it for ever, holding the last frame that long.
  private func document(frames: [DrawList], times: [Double], duration: Double, hold: Double)
    throws(SVGRenderError) -> String
  {
    guard let first = frames.first, let last = frames.last else {
      throw .invalidAnimation("an animation needs at least one frame")
    }
    guard times.count == frames.count else {
      throw .invalidAnimation("\(frames.count) frames but \(times.count) frame times")
    }
    guard times.first == 0, zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
      throw .invalidAnimation("frame times must start at 0 and increase")
    }
    guard duration.isFinite, let end = times.last, end <= duration,
      frames.count == 1 || duration > 0
    else {
      throw .invalidAnimation("the duration \(duration) s must be finite and cover every frame")
    }
    guard frames.allSatisfy({ $0.size == first.size && $0.scale == first.scale }) else {
      throw .invalidAnimation("every frame must have the first frame's size and scale")
    }
    var text = try documentStart(first, titleAndDescriptionFrom: last)
    if frames.count == 1 {
      text += "<g>\n" + (try shapes(of: last)) + "</g>\n</svg>\n"
      return text
    }
    let repeats = hold > 0
    let cycle = repeats ? duration + hold : duration
    let number = DecimalFormat(maximumFractionDigits: 6)
    let timing =
      "calcMode=\"discrete\" dur=\"\(number.string(cycle))s\""
      + (repeats ? " repeatCount=\"indefinite\"" : " fill=\"freeze\"")
    for (index, frame) in frames.enumerated() {
      let isLast = index == frames.count - 1
      let shownFrom = number.string(times[index] / cycle)
      let keyTimes: String
      let values: String
      switch index {
      case 0:
        keyTimes = "0;\(number.string(times[1] / cycle))"
        values = "inline;none"
      case frames.count - 1:
        keyTimes = "0;\(shownFrom)"
        values = "none;inline"
      default:
        keyTimes = "0;\(shownFrom);\(number.string(times[index + 1] / cycle))"
        values = "none;inline;none"
      }
      text += "<g display=\"\(isLast ? "inline" : "none")\">\n"
      text +=
        "<animate attributeName=\"display\" \(timing) keyTimes=\"\(keyTimes)\" values=\"\(values)\"/>\n"
      text += try shapes(of: frame)
      text += "</g>\n"
    }
    text += "</svg>\n"
    return text
  }
}
