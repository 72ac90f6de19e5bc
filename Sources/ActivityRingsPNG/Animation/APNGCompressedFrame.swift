import ActivityRings

/// One frame of an animated PNG, compressed and ready to be written: the region it replaces
/// and the zlib stream of that region's rows. What a worker of
/// ``APNGEncoder/encode(_:workers:drawing:)`` hands back, so frames are compressed on any
/// core and written in order on one.
///
/// ```swift
/// let frame = try APNGCompressedFrame(pixels, after: previous, index: 1, encoder: encoder, opaque: true)
/// try writer.append(frame, delay: delay)
/// ```
struct APNGCompressedFrame: Sendable {
  /// The frame's size in pixels (the file's size, from the first frame).
  let width: Int
  let height: Int
  /// The rectangle the frame replaces: the whole canvas for the first frame, the smallest
  /// rectangle that differs from the frame before for the others (when the encoder crops).
  let region: PixelRegion
  /// The zlib stream of the region's rows, as `IDAT` or `fdAT` carry it.
  let data: [UInt8]

  /// Compresses `frame`, the frame at `index`, which follows `previous` (nil for the first).
  ///
  /// - Precondition: the frame is opaque when `opaque` is true.
  /// - Throws: ``PNGError/invalidImage(_:)`` for a first frame without pixels or too large,
  ///   ``PNGError/invalidAnimation(_:)`` for a frame whose size differs from the one before,
  ///   ``PNGError/compression(_:)`` if zlib fails.
  /// - Complexity: O(width × height).
  init(
    _ frame: RGBAImage, after previous: RGBAImage?, index: Int, encoder: APNGEncoder,
    opaque: Bool
  ) throws(PNGError) {
    assert(!opaque || PNGEncoder.isOpaque(frame), "an RGB animation takes opaque frames only")
    var region = PixelRegion(frame)
    if let previous {
      guard frame.width == previous.width, frame.height == previous.height else {
        throw .invalidAnimation(
          "frame \(index) is \(frame.width)×\(frame.height) pixels, frame 0 is "
            + "\(previous.width)×\(previous.height); all frames must have the same size")
      }
      if encoder.cropsFrames {
        // An unchanged frame still needs a region of at least one pixel.
        region =
          PixelRegion.changed(from: previous, to: frame)
          ?? PixelRegion(x: 0, y: 0, width: 1, height: 1)
      }
    } else {
      try PNGEncoder.checkSize(of: frame)
    }
    width = frame.width
    height = frame.height
    self.region = region
    data = try PNGEncoder(compression: encoder.compression, scale: encoder.scale)
      .imageData(frame, region: region, opaque: opaque)
  }
}
