extension RingTransition {
  /// The scene to draw at `time` when animating from `start` to `end`: exactly `start` at 0
  /// (unless motion is reduced), exactly `end` from ``duration`` on, and in between `end` with
  /// its rings at ``progress(at:)``. In-between frames keep `end`'s summary, so a label, the
  /// paused mark and the accessibility text show the destination while the rings move.
  ///
  /// ```swift
  /// let transition = try RingTransition(from: before, to: after, duration: 1)
  /// for time in try transition.frameTimes(framesPerSecond: 60) {
  ///   let frame = transition.scene(at: time, from: beforeScene, to: afterScene).drawList()
  /// }
  /// ```
  ///
  /// So the first frame of an animation is what `rings render` draws for the start and the last
  /// frame what it draws for the end.
  public func scene(at time: Double, from start: RingScene, to end: RingScene) -> RingScene {
    if time <= 0, !reducedMotion { return start }
    if time >= duration || reducedMotion { return end }
    var frame = end
    frame.progress = progress(at: time)
    return frame
  }
}
