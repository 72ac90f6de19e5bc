import ActivityRings
import ActivityRingsPNG

extension CairoRenderer {
  /// A frame plan as an animated PNG: each frame drawn with Cairo and shown for its delay.
  ///
  /// ```swift
  /// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30)
  /// let apng = try CairoRenderer().renderAnimation(plan)  // 31 frames, 1 s
  /// ```
  ///
  /// The first frame is what viewers without APNG support show. The file plays
  /// `FramePlan/plays` times (0: for ever). ``Options/compression`` and the frames' scale apply
  /// as for ``pngData(_:)``. Frames are drawn and encoded one at a time, so memory holds two
  /// frames' pixels, not all of them (`APNGEncoder/encode(_:drawing:)`). The file's `iTXt`
  /// `Title` and `Description` describe where the animation ends, the picture that stays on
  /// screen (`PNGText.describing(_:)` of the final frame).
  ///
  /// - Throws: `PNGError` or ``CairoError``.
  /// - Complexity: O(frames × pixels).
  public func renderAnimation(_ plan: FramePlan) throws -> [UInt8] {
    try APNGEncoder(
      compression: options.compression, scale: plan.finalDrawList.scale,
      texts: PNGText.describing(plan.finalDrawList)
    )
    .encode(plan) { try image($0) }
  }

  /// A transition as an animated PNG.
  @available(
    *, deprecated,
    message:
      "use renderAnimation(FramePlan(transition, scene: scene, framesPerSecond: rate, plays: plays))"
  )
  public func apngData(
    _ transition: RingTransition, scene: RingScene, framesPerSecond: Int, plays: Int = 1
  ) throws -> [UInt8] {
    try renderAnimation(
      FramePlan(transition, scene: scene, framesPerSecond: framesPerSecond, plays: plays))
  }

  /// An animated PNG from one scene to another.
  @available(
    *, deprecated,
    message:
      "use renderAnimation(FramePlan(transition, from: start, to: end, framesPerSecond: rate, plays: plays))"
  )
  public func apngData(
    _ transition: RingTransition, from start: RingScene, to end: RingScene,
    framesPerSecond: Int, plays: Int = 1
  ) throws -> [UInt8] {
    try renderAnimation(
      FramePlan(
        transition, from: start, to: end, framesPerSecond: framesPerSecond, plays: plays))
  }

  /// Each frame of a transition as a still PNG file.
  @available(
    *, deprecated,
    message: "use FramePlan(transition, scene: scene, framesPerSecond: rate).drawLists.map(pngData)"
  )
  public func pngFrames(_ transition: RingTransition, scene: RingScene, framesPerSecond: Int)
    throws -> [[UInt8]]
  {
    try FramePlan(transition, scene: scene, framesPerSecond: framesPerSecond).drawLists.map(
      pngData)
  }

  /// One PNG per frame from one scene to another.
  @available(
    *, deprecated,
    message:
      "use FramePlan(transition, from: start, to: end, framesPerSecond: rate).drawLists.map(pngData)"
  )
  public func pngFrames(
    _ transition: RingTransition, from start: RingScene, to end: RingScene, framesPerSecond: Int
  ) throws -> [[UInt8]] {
    try FramePlan(transition, from: start, to: end, framesPerSecond: framesPerSecond).drawLists
      .map(pngData)
  }
}
