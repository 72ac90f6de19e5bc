import ActivityRings

/// Writes an animated PNG one frame at a time, keeping only the frame before: what
/// ``APNGEncoder`` does with frames it is given, and what
/// ``APNGEncoder/encode(_:drawing:)`` does with frames as it draws them. Frames compressed
/// elsewhere (``APNGCompressedFrame``, by ``APNGEncoder/encode(_:workers:drawing:)``'s
/// workers) are appended in order the same way, so the bytes are the same.
///
/// ```swift
/// var writer = try APNGFrameWriter(encoder: APNGEncoder(), frameCount: 2, opaque: true)
/// try writer.append(first, delay: FrameDelay(numerator: 1, denominator: 30))
/// try writer.append(second, delay: .zero)
/// let apng = try writer.finish()
/// ```
///
/// The colour type is fixed before the first frame: RGB (`opaque`) leaves out alpha, so every
/// frame must then be opaque.
struct APNGFrameWriter {
  /// The settings: compression, scale, plays, cropping.
  let encoder: APNGEncoder
  /// The number of frames `acTL` announces, which ``finish()`` checks.
  let frameCount: Int
  /// RGB (true) or RGBA (false).
  let opaque: Bool
  private var writer = PNGChunkWriter()
  /// The frame appended last as pixels; nil before the first.
  private var previous: RGBAImage?
  private var framesWritten = 0
  /// The next `fcTL` or `fdAT` sequence number.
  private var sequence: UInt32 = 0

  /// Starts an animation of `frameCount` frames.
  ///
  /// - Throws: ``PNGError/invalidAnimation(_:)`` for fewer than one frame, or for the
  ///   encoder's ``APNGEncoder/plays`` below 0 or above 2³¹ − 1.
  init(encoder: APNGEncoder, frameCount: Int, opaque: Bool) throws(PNGError) {
    guard frameCount > 0 else { throw .invalidAnimation("there are no frames") }
    guard frameCount <= Int(Int32.max) else {
      throw .invalidAnimation("\(frameCount) frames is more than 2^31 − 1")
    }
    guard encoder.plays >= 0, encoder.plays <= Int(Int32.max) else {
      throw .invalidAnimation("plays is \(encoder.plays), not 0 (for ever) to 2^31 − 1")
    }
    self.encoder = encoder
    self.frameCount = frameCount
    self.opaque = opaque
  }

  /// Appends the next frame, shown for `delay`: the first as `fcTL` and `IDAT` after the file's
  /// header, the others as `fcTL` and `fdAT` holding the region that changed.
  ///
  /// - Precondition: the frame is opaque when ``opaque`` is true.
  /// - Throws: ``PNGError/invalidImage(_:)`` for a frame without pixels,
  ///   ``PNGError/invalidAnimation(_:)`` for a frame whose size differs from the first's or one
  ///   more than ``frameCount``, ``PNGError/compression(_:)`` if zlib fails.
  mutating func append(_ frame: RGBAImage, delay: FrameDelay) throws(PNGError) {
    try checkRoom()
    let compressed = try APNGCompressedFrame(
      frame, after: previous, index: framesWritten, encoder: encoder, opaque: opaque)
    try append(compressed, delay: delay)
    previous = frame
  }

  /// Appends the next frame, compressed already (by ``APNGCompressedFrame``, after the frame
  /// before this one), shown for `delay`.
  ///
  /// - Throws: ``PNGError/invalidAnimation(_:)`` for one frame more than ``frameCount``.
  mutating func append(_ frame: APNGCompressedFrame, delay: FrameDelay) throws(PNGError) {
    try checkRoom()
    let first = framesWritten == 0
    if first {
      PNGEncoder(compression: encoder.compression, scale: encoder.scale, texts: encoder.texts)
        .appendHeader(to: &writer, width: frame.width, height: frame.height, opaque: opaque)
      var animation: [UInt8] = []
      animation.appendBigEndian(UInt32(frameCount))
      animation.appendBigEndian(UInt32(encoder.plays))
      writer.append(.animationControl, animation)
    }

    writer.append(.frameControl, Self.frameControl(sequence, region: frame.region, delay: delay))
    sequence += 1
    for piece in PNGEncoder.imageDataPieces(frame.data) {
      if first {
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
    framesWritten += 1
  }

  /// Throws when ``frameCount`` frames are written already.
  private func checkRoom() throws(PNGError) {
    guard framesWritten < frameCount else {
      throw .invalidAnimation("frame \(framesWritten) is one more than the \(frameCount) announced")
    }
  }

  /// Ends the file with `IEND` and returns it.
  ///
  /// - Throws: ``PNGError/invalidAnimation(_:)`` when fewer frames than ``frameCount`` were
  ///   appended.
  mutating func finish() throws(PNGError) -> [UInt8] {
    guard framesWritten == frameCount else {
      throw .invalidAnimation("\(framesWritten) of the \(frameCount) frames announced were written")
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
