import ActivityRings

/// Writes frames of the same size as an animated PNG (APNG): a PNG whose default image is the
/// first frame, so viewers without APNG support show that, and browsers, ffmpeg and image
/// viewers play the whole animation.
///
/// ```swift
/// let times = try transition.frameTimes(framesPerSecond: 30)
/// let frames = try times.map { time in
///   try CairoRenderer().image(scene.showing(transition.progress(at: time)).drawList())
/// }
/// let delays = try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 30)
/// let apng = try APNGEncoder(scale: scene.scale).encode(frames: frames, delays: delays)
/// try Data(apng).write(to: URL(fileURLWithPath: "rings.png"))
/// ```
///
/// The file holds, in order: the signature, `IHDR` (8-bit RGB when every pixel of every frame
/// is opaque, else RGBA), `pHYs` (the scale, as ``PNGEncoder`` writes it), `acTL` (the number of
/// frames and of plays), the first frame as `fcTL` and `IDAT`, each further frame as `fcTL` and
/// `fdAT`, and `IEND`. `fcTL` and `fdAT` chunks share one sequence number, counting from 0 in file
/// order, as the APNG specification requires. Frames are compressed exactly as ``PNGEncoder``
/// compresses a still image, with the same ``compression`` choice.
///
/// Every frame is drawn with dispose `NONE` and blend `SOURCE`: it replaces the pixels of its
/// region and leaves the canvas as it is for the next frame. Frames after the first carry only
/// the smallest rectangle that differs from the frame before (one pixel when nothing changed),
/// which makes ring animations, where most of the canvas stays black, several times smaller.
///
/// - Complexity: O(frames × width × height).
public struct APNGEncoder: Sendable, Hashable {
  /// Speed against size, as for ``PNGEncoder/compression``.
  ///
  /// ```swift
  /// var encoder = APNGEncoder()
  /// encoder.compression = .maximum
  /// ```
  public var compression: PNGCompression
  /// The pixel density recorded in `pHYs`: 72 dpi × scale.
  ///
  /// ```swift
  /// APNGEncoder(scale: .x2).scale.factor  // 2
  /// ```
  public var scale: RenderScale
  /// How many times the animation plays: 1 (the default) plays it once and stops on the last
  /// frame, 0 repeats it for ever.
  ///
  /// ```swift
  /// let looping = APNGEncoder(plays: 0)
  /// ```
  public var plays: Int
  /// Whether frames after the first carry only the region that changed (true) or the whole
  /// canvas; the pixels shown are the same either way.
  var cropsFrames = true

  /// Creates an encoder.
  ///
  /// ```swift
  /// let encoder = APNGEncoder(compression: .maximum, scale: .x2, plays: 0)
  /// ```
  public init(compression: PNGCompression = .fast, scale: RenderScale = .x1, plays: Int = 1) {
    self.compression = compression
    self.scale = scale
    self.plays = plays
  }

  /// Encodes `frames`, each shown for its delay.
  ///
  /// ```swift
  /// let half = FrameDelay(numerator: 1, denominator: 2)
  /// let blink = try APNGEncoder(plays: 0).encode(frames: [on, off], delays: [half, half])
  /// ```
  ///
  /// - Throws: ``PNGError/invalidAnimation(_:)`` without frames, for a count of delays other
  ///   than one per frame, for frames of different sizes, or for ``plays`` below 0 or above
  ///   2³¹ − 1; ``PNGError/invalidImage(_:)`` for frames without pixels;
  ///   ``PNGError/compression(_:)`` if zlib fails.
  public func encode(frames: [RGBAImage], delays: [FrameDelay]) throws(PNGError) -> [UInt8] {
    guard let first = frames.first else { throw .invalidAnimation("there are no frames") }
    guard delays.count == frames.count else {
      throw .invalidAnimation("\(frames.count) frames need as many delays, not \(delays.count)")
    }
    guard plays >= 0, plays <= Int(Int32.max) else {
      throw .invalidAnimation("plays is \(plays), not 0 (for ever) to 2^31 − 1")
    }
    try PNGEncoder.checkSize(of: first)
    for (index, frame) in frames.enumerated()
    where frame.width != first.width || frame.height != first.height {
      throw .invalidAnimation(
        "frame \(index) is \(frame.width)×\(frame.height) pixels, frame 0 is "
          + "\(first.width)×\(first.height); all frames must have the same size")
    }
    let opaque = frames.allSatisfy(PNGEncoder.isOpaque)
    let still = PNGEncoder(compression: compression, scale: scale)
    var writer = PNGChunkWriter()
    still.appendHeader(to: &writer, width: first.width, height: first.height, opaque: opaque)
    var animation: [UInt8] = []
    animation.appendBigEndian(UInt32(frames.count))
    animation.appendBigEndian(UInt32(plays))
    writer.append(.animationControl, animation)

    var sequence: UInt32 = 0
    var previous: RGBAImage?
    for (frame, delay) in zip(frames, delays) {
      var region = PixelRegion(frame)
      if cropsFrames, let previous {
        // An unchanged frame still needs a region of at least one pixel.
        region =
          PixelRegion.changed(from: previous, to: frame)
          ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
      }
      writer.append(.frameControl, Self.frameControl(sequence, region: region, delay: delay))
      sequence += 1
      let data = try still.imageData(frame, region: region, opaque: opaque)
      for piece in PNGEncoder.imageDataPieces(data) {
        if previous == nil {
          writer.append(.imageData, Array(piece))
        } else {
          var chunk: [UInt8] = []
          chunk.reserveCapacity(piece.count + 4)
          chunk.appendBigEndian(sequence)
          chunk += piece
          writer.append(.frameData, chunk)
          sequence += 1
        }
      }
      previous = frame
    }
    writer.append(.end, [])
    return writer.bytes
  }

  /// The 26 bytes of an `fcTL` chunk: sequence number, region, delay, dispose op 0 (`NONE`:
  /// the frame stays as drawn) and blend op 0 (`SOURCE`: its pixels, alpha included, replace
  /// the region's).
  private static func frameControl(_ sequence: UInt32, region: PixelRegion, delay: FrameDelay)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(26)
    bytes.appendBigEndian(sequence)
    for value in [region.width, region.height, region.x, region.y] {
      bytes.appendBigEndian(UInt32(value))
    }
    for value in [delay.numerator, delay.denominator] {
      bytes += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
    bytes += [0, 0]
    return bytes
  }
}
