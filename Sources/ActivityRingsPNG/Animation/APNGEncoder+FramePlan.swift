import ActivityRings

extension APNGEncoder {
  /// A frame plan as an animated PNG, each frame rasterised by `draw` and shown for its delay;
  /// the file plays `FramePlan/plays` times (this encoder's ``plays`` is not used). What a
  /// raster backend calls to write APNG.
  ///
  /// ```swift
  /// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30)
  /// let apng = try APNGEncoder(scale: scene.scale).encode(plan) { try myRasterizer.image($0) }
  /// ```
  ///
  /// Frames are drawn and encoded one at a time, so memory holds two frames' pixels, not all
  /// of them. The file is RGB while every frame drawn is opaque; the first frame with
  /// transparent pixels starts it again as RGBA, so such a plan is drawn up to twice.
  ///
  /// - Throws: ``PNGError`` as ``encode(frames:delays:)`` does, or what `draw` throws.
  /// - Complexity: O(frames × pixels), plus the drawing.
  public func encode(_ plan: FramePlan, drawing draw: (DrawList) throws -> RGBAImage) throws
    -> [UInt8]
  {
    var encoder = self
    encoder.plays = plan.plays
    var opaque = true
    drawing: while true {
      var writer = try APNGFrameWriter(
        encoder: encoder, frameCount: plan.frameCount, opaque: opaque)
      for index in 0..<plan.frameCount {
        let pixels = try draw(plan.drawList(at: index))
        if opaque, !PNGEncoder.isOpaque(pixels) {
          opaque = false
          continue drawing
        }
        try writer.append(pixels, delay: plan.delays[index])
      }
      return try writer.finish()
    }
  }
}
