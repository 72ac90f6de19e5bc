import ActivityRings
import ActivityRingsPNG

/// Writes `RGBAImage`s as GIF89a through giflib: a still, or a `FramePlan` as an animated GIF,
/// each frame with a colour table of its own.
///
/// ```swift
/// let still = try GIFEncoder(comment: drawList.accessibilityText).encode(image)
/// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30, plays: 0)
/// let animation = try GIFEncoder().encode(plan) { try CairoRenderer().image($0) }
/// ```
///
/// What a GIF can and cannot keep of our pictures:
///
/// - **Colours**: at most 256 per frame. A frame (or the part of it that changed) with more is
///   reduced by giflib's median cut (`GifQuantizeBuffer`), each table entry then set to the
///   mean of its pixels; without dithering. Measured on the snapshot corpus and 2 s
///   transitions against the same frames as PNG: see the module's documentation for the
///   figures the tests hold it to.
/// - **Transparency**: one entry per frame is transparent; pixels with alpha below 128 take
///   it, the rest are drawn opaque in their own colour. On the default black background every
///   pixel is opaque.
/// - **Timing**: delays are whole hundredths of a second, accumulated so they sum to the
///   duration (see the module's documentation); at most ``maximumFramesPerSecond`` frames per
///   second, since browsers show a frame of 10 ms or less for 100 ms.
/// - **Playing**: an animation that plays once has no loop extension; one that repeats has the
///   NETSCAPE2.0 extension with the number of repeats after the first play (0: for ever), which
///   is how browsers count.
///
/// A value without shared state; each call makes its own giflib encoder.
public struct GIFEncoder: Sendable {
  /// The fastest frame rate a GIF animation plays at: 50 frames per second, delays of 2
  /// hundredths.
  public static let maximumFramesPerSecond = 50

  /// Text written in a comment extension (UTF-8) before the first frame, or nil for none: the
  /// draw list's `accessibilityText`, as PNG's iTXt Description and SVG's `<desc>` carry it.
  public var comment: String?

  /// Creates an encoder.
  public init(comment: String? = nil) {
    self.comment = comment
  }

  /// A still GIF of `image`.
  ///
  /// - Throws: ``GIFError/invalidImage(_:)`` for an empty image or one larger than 65535
  ///   pixels a side; ``GIFError/giflib(_:)`` when giflib fails.
  /// - Complexity: O(pixels).
  public func encode(_ image: RGBAImage) throws(GIFError) -> [UInt8] {
    try Self.checkSize(image)
    let writer = try GiflibWriter(width: image.width, height: image.height)
    if let comment { try writer.putComment(comment) }
    try put(GIFIndexedFrame(image, region: PixelRegion(image)), into: writer, hundredths: 0)
    return try writer.finish()
  }

  /// A frame plan as an animated GIF, each frame rasterised by `draw` and shown for its delay
  /// in hundredths (see ``GIFError/frameRateTooHigh(framesPerSecond:maximum:)`` for the limit).
  ///
  /// ```swift
  /// let gif = try GIFEncoder(comment: plan.finalDrawList.accessibilityText)
  ///   .encode(plan) { try CairoRenderer().image($0) }
  /// ```
  ///
  /// Frames are drawn and encoded one at a time, so memory holds two frames' pixels. While
  /// every frame is opaque, each frame after the first stores only the rectangle that changed
  /// and leaves the rest in place; the first frame with transparent pixels starts the file
  /// again with whole frames, each cleared before the next (so such a plan is drawn up to
  /// twice).
  ///
  /// - Throws: ``GIFError/frameRateTooHigh(framesPerSecond:maximum:)`` for a plan of more than
  ///   one frame above ``maximumFramesPerSecond``, before anything is drawn;
  ///   ``GIFError/tooManyPlays(_:)``; ``GIFError/delayTooLong(seconds:)``;
  ///   ``GIFError/invalidImage(_:)`` for frames that are empty, too large or of different
  ///   sizes; ``GIFError/giflib(_:)``; or what `draw` throws.
  /// - Complexity: O(frames × pixels), plus the drawing.
  public func encode(_ plan: FramePlan, drawing draw: (DrawList) throws -> RGBAImage) throws
    -> [UInt8]
  {
    if plan.frameCount > 1, plan.framesPerSecond > Self.maximumFramesPerSecond {
      throw GIFError.frameRateTooHigh(
        framesPerSecond: plan.framesPerSecond, maximum: Self.maximumFramesPerSecond)
    }
    guard plan.plays <= Int(UInt16.max) + 1 else { throw GIFError.tooManyPlays(plan.plays) }
    let timing = try GIFTiming(plan)
    var opaque = true
    drawing: while true {
      var writer: GiflibWriter?
      var previous: RGBAImage?
      for frame in timing.frames {
        let image = try draw(plan.drawList(at: frame.index))
        if let previous, previous.width != image.width || previous.height != image.height {
          throw GIFError.invalidImage(
            "a frame of \(image.width)×\(image.height) pixels follows one of "
              + "\(previous.width)×\(previous.height)")
        }
        if opaque, !PNGEncoder.isOpaque(image) {
          opaque = false
          if previous != nil { continue drawing }
        }
        let file = try writer ?? start(image, plays: plan.plays)
        writer = file
        // An unchanged frame still needs an image to carry its delay: one pixel, as it was.
        let region =
          opaque
          ? previous.map {
            PixelRegion.changed(from: $0, to: image) ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
          } ?? PixelRegion(image) : PixelRegion(image)
        try put(
          GIFIndexedFrame(image, region: region), into: file, hundredths: frame.hundredths,
          disposal: opaque ? .leave : .clear)
        previous = image
      }
      guard let writer else { throw GIFError.invalidImage("the plan has no frames") }
      return try writer.finish()
    }
  }

  /// A new file the size of `first`, with the loop count and the comment.
  private func start(_ first: RGBAImage, plays: Int) throws(GIFError) -> GiflibWriter {
    try Self.checkSize(first)
    let writer = try GiflibWriter(width: first.width, height: first.height)
    // Browsers play a GIF without the extension once, and one with count n n + 1 times.
    if plays != 1 { try writer.putLoop(count: plays == 0 ? 0 : plays - 1) }
    if let comment { try writer.putComment(comment) }
    return writer
  }

  private func put(
    _ frame: GIFIndexedFrame, into writer: GiflibWriter, hundredths: Int,
    disposal: GiflibWriter.Disposal = .leave
  ) throws(GIFError) {
    try writer.putImage(
      frame.indices, left: frame.region.x, top: frame.region.y, width: frame.region.width,
      height: frame.region.height, colors: frame.colors, transparentIndex: frame.transparentIndex,
      delay: hundredths, disposal: disposal)
  }

  private static func checkSize(_ image: RGBAImage) throws(GIFError) {
    let side = 1...Int(UInt16.max)
    guard side.contains(image.width), side.contains(image.height) else {
      throw .invalidImage(
        "\(image.width)×\(image.height) pixels is not 1 to 65535 pixels a side")
    }
  }
}
