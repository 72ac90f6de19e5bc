import ActivityRings
import ActivityRingsPNG
import _ActivityRingsPlatform

extension CairoRenderer {
  /// A frame plan as an animated PNG: each frame drawn with Cairo and shown for its delay.
  ///
  /// ```swift
  /// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30)
  /// let apng = try CairoRenderer().renderAnimation(plan)  // 31 frames, 1 s
  /// ```
  ///
  /// Whatever ``Options/format`` says, the animation is a PNG. The first frame is what viewers
  /// without APNG support show. The file plays `FramePlan/plays` times (0: for ever).
  /// ``Options/compression`` and the frames' scale apply as for ``pngData(_:)``.
  /// ``Options/workers`` frames are drawn and compressed at once (one per processor online by
  /// default), with the same bytes for every count; memory holds two frames' pixels per worker,
  /// not all of them (`APNGEncoder/encode(_:workers:drawing:)`). The file's `iTXt` `Title` and
  /// `Description` describe where the animation ends, the picture that stays on screen
  /// (`PNGText.describing(_:)` of the final frame).
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
}
