import ActivityRings
import ActivityRingsASCII

/// The frames of one `rings animate` run: the two scenes, the transition and its frame times.
///
/// ```swift
/// let clip = try AnimationClip(
///   from: before, to: after, canvas: canvas, duration: 1, curve: .easeInOut,
///   framesPerSecond: 60, reducedMotion: false)
/// clip.times.count  // 61
/// ```
struct AnimationClip {
  let start: RingScene
  let end: RingScene
  let transition: RingTransition
  let times: [Double]

  /// - Throws: a usage ``CLIError`` for invalid values, sizes or timing, or frames × pixels
  ///   above ``RenderBudget/maximumAnimationPixels``.
  init(
    from: ActivitySummary, to: ActivitySummary, canvas: CanvasOptions, duration: Double,
    curve: TimingCurve, framesPerSecond: Int, reducedMotion: Bool
  ) throws(CLIError) {
    do {
      transition = try RingTransition(
        from: from, to: to, duration: duration, curve: curve, reducedMotion: reducedMotion)
      times = try transition.frameTimes(framesPerSecond: Double(framesPerSecond))
    } catch {
      throw .usage(error.description)
    }
    // The whole animation's drawing is checked before any of it is done, then each picture.
    let start = try canvas.unbudgetedScene(for: from)
    let end = try canvas.unbudgetedScene(for: to)
    let pixels = [start, end].map { $0.size.pixels(at: $0.scale) }
    do {
      try RenderBudget.checkAnimation(
        frames: times.count, width: pixels.map(\.width).max() ?? 0,
        height: pixels.map(\.height).max() ?? 0)
    } catch {
      throw .usage("\(error.description): lower --fps, --duration, --size or --scale")
    }
    self.start = try canvas.checkedPicture(start)
    self.end = try canvas.checkedPicture(end)
  }

  /// Every frame's draw list, in order.
  func drawLists() -> [DrawList] {
    times.map { transition.scene(at: $0, from: start, to: end).drawList() }
  }

  /// What the terminal path prints when it cannot play: the final frame, or every frame with
  /// a form feed between frames.
  func terminalText(_ renderer: ASCIIRenderer, allFrames: Bool) -> String {
    guard allFrames else { return renderer.render(end.drawList()) }
    return drawLists().map(renderer.render).joined(separator: "\u{0C}")
  }
}
