import ActivityRings
import ActivityRingsPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// as for ``pngData(_:)``. ``Options/workers`` frames are drawn and compressed at once (one
  /// per processor online by default), with the same bytes for every count; memory holds two
  /// frames' pixels per worker, not all of them (`APNGEncoder/encode(_:workers:drawing:)`).
  /// The file's `iTXt`
  /// `Title` and `Description` describe where the animation ends, the picture that stays on
  /// screen (`PNGText.describing(_:)` of the final frame).
  ///
  /// - Throws: `PNGError` or ``CairoError``.
  /// - Complexity: O(frames × pixels), shared by the workers.
  public func renderAnimation(_ plan: FramePlan) throws -> [UInt8] {
    try APNGEncoder(
      compression: options.compression, scale: plan.finalDrawList.scale,
      texts: PNGText.describing(plan.finalDrawList)
    )
    .encode(plan, workers: options.workers ?? Self.processorsOnline) { try image($0) }
  }

  /// The processors online, as `sysconf(_SC_NPROCESSORS_ONLN)` counts them; at least 1.
  static var processorsOnline: Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
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
