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
    // A plan has at least one frame, all of one size and scale, at times that start at 0 and
    // increase to its duration.
    let frames = plan.drawLists
    let times = plan.times
    let first = frames[0]
    let last = frames[frames.count - 1]
    // Repeating, the last frame holds for its delay (one frame interval) before the next play.
    let hold = plan.repeats ? plan.delays[plan.frameCount - 1].seconds : 0
    let duration = plan.duration
    var text = try documentStart(first, titleAndDescriptionFrom: last)
    if frames.count == 1 {
      text +=
        "<g>\n" + (try shapes(of: last, patternStem: identifierPrefix + "-p")) + "</g>\n</svg>\n"
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
      text += try shapes(of: frame, patternStem: identifierPrefix + "-f\(index)-p")
      text += "</g>\n"
    }
    text += "</svg>\n"
    return text
  }
}
