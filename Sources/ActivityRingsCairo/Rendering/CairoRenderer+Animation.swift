import ActivityRings

extension CairoRenderer {
  /// A transition as an animated PNG: one frame for each of the transition's frame times, each
  /// showing `scene` with the rings at that moment, shown until the next frame's time.
  ///
  /// ```swift
  /// let transition = try RingTransition(from: morning, to: evening, duration: 1)
  /// let scene = try RingScene(summary: evening, size: CanvasSize(side: 160), scale: .x2)
  /// let apng = try CairoRenderer().apngData(transition, scene: scene, framesPerSecond: 30)
  /// try Data(apng).write(to: URL(fileURLWithPath: "rings.png"))  // 31 frames, 1 s
  /// ```
  ///
  /// Frames fall at `RingTransition/frameTimes(framesPerSecond:)`: the first shows the
  /// transition's start, and is what viewers without APNG support show; the last shows its end.
  /// Delays come from ``FrameDelay/delays(forFrameTimes:framesPerSecond:plays:)``: they add up
  /// to exactly the duration, and the last frame gets 0 when the animation plays once (it ends
  /// there) or one frame interval when it repeats. With reduced motion the file has one frame,
  /// the end state. ``Options/compression`` and the scene's scale apply as for ``pngData(_:)``.
  ///
  /// Frames are drawn and encoded one at a time, so memory holds two frames, not all of them.
  /// The file is RGB while every frame drawn is opaque (a black background); the first frame
  /// with transparent pixels starts it again as RGBA.
  ///
  /// - Parameters:
  ///   - transition: the values to animate between, and the duration and curve.
  ///   - scene: everything else about the picture (size, scale, style, options); its own
  ///     progress is replaced in each frame.
  ///   - framesPerSecond: 1 to 240; browsers show frames of 10 ms or less for 100 ms, so use at
  ///     most 100 for the web.
  ///   - plays: 1 plays once and stops on the end state; 0 repeats for ever.
  /// - Throws: `TransitionError/invalidFrameRate(_:)`, ``PNGError`` (e.g. a negative `plays`),
  ///   or ``CairoError``.
  /// - Complexity: O(frames × pixels).
  public func apngData(
    _ transition: RingTransition, scene: RingScene, framesPerSecond: Int, plays: Int = 1
  ) throws -> [UInt8] {
    try apngData(
      transition, from: scene.showing(transition.from), to: scene.showing(transition.to),
      framesPerSecond: framesPerSecond, plays: plays)
  }

  /// An animated PNG from one scene to another: each frame is
  /// `RingTransition/scene(at:from:to:)`, so the first frame is exactly `start` and the last
  /// exactly `end` (with their labels, paused marks and descriptions).
  ///
  /// ```swift
  /// let apng = try CairoRenderer().apngData(
  ///   transition, from: yesterday, to: today, framesPerSecond: 60)
  /// ```
  ///
  /// - Throws: as ``apngData(_:scene:framesPerSecond:plays:)``.
  /// - Complexity: O(frames × pixels); one frame is held in memory at a time.
  public func apngData(
    _ transition: RingTransition, from start: RingScene, to end: RingScene,
    framesPerSecond: Int, plays: Int = 1
  ) throws -> [UInt8] {
    let times = try transition.frameTimes(framesPerSecond: Double(framesPerSecond))
    let delays = try FrameDelay.delays(
      forFrameTimes: times, framesPerSecond: framesPerSecond, plays: plays)
    // The file describes where the animation ends: the picture that stays on screen.
    let encoder = APNGEncoder(
      compression: options.compression, scale: end.scale, plays: plays,
      texts: PNGText.describing(end.drawList()))
    var opaque = true
    drawing: while true {
      var writer = try APNGFrameWriter(encoder: encoder, frameCount: times.count, opaque: opaque)
      for (time, delay) in zip(times, delays) {
        let frame = try image(transition.scene(at: time, from: start, to: end).drawList())
        if opaque, !PNGEncoder.isOpaque(frame) {
          opaque = false
          continue drawing
        }
        try writer.append(frame, delay: delay)
      }
      return try writer.finish()
    }
  }

  /// Each frame of a transition as a still PNG file: the frames
  /// ``apngData(_:scene:framesPerSecond:plays:)`` animates, for tools that take numbered
  /// images.
  ///
  /// ```swift
  /// let frames = try CairoRenderer().pngFrames(transition, scene: scene, framesPerSecond: 30)
  /// for (index, png) in frames.enumerated() {
  ///   try Data(png).write(to: URL(fileURLWithPath: String(format: "frame-%03d.png", index)))
  /// }
  /// ```
  ///
  /// - Throws: `TransitionError/invalidFrameRate(_:)`, ``CairoError`` or ``PNGError``.
  /// - Complexity: O(frames × pixels).
  public func pngFrames(_ transition: RingTransition, scene: RingScene, framesPerSecond: Int)
    throws -> [[UInt8]]
  {
    try pngFrames(
      transition, from: scene.showing(transition.from), to: scene.showing(transition.to),
      framesPerSecond: framesPerSecond)
  }

  /// One PNG per frame from one scene to another (see
  /// ``apngData(_:from:to:framesPerSecond:plays:)``).
  ///
  /// ```swift
  /// let stills = try CairoRenderer().pngFrames(
  ///   transition, from: yesterday, to: today, framesPerSecond: 30)
  /// ```
  ///
  /// - Throws: `TransitionError/invalidFrameRate(_:)`, ``CairoError`` or ``PNGError``.
  public func pngFrames(
    _ transition: RingTransition, from start: RingScene, to end: RingScene, framesPerSecond: Int
  ) throws -> [[UInt8]] {
    try transition.frameTimes(framesPerSecond: Double(framesPerSecond)).map { time in
      try pngData(transition.scene(at: time, from: start, to: end).drawList())
    }
  }
}
