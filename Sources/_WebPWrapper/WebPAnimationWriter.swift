import ActivityRings
import CWebP

/// An animated WebP written frame by frame with libwebp's animation encoder, which keeps only
/// what changes from frame to frame; the encoder is released when this object goes.
///
/// ```swift
/// let writer = try WebPAnimationWriter(width: 160, height: 160, loops: 0, settings: .init())
/// try writer.add(first, at: 0)
/// try writer.add(last, at: 500)
/// let bytes = try writer.finish(at: 1000)
/// ```
package final class WebPAnimationWriter {
  private let encoder: OpaquePointer
  private let width: Int
  private let height: Int
  private var config: WebPConfig

  /// Starts an animation of `width` × `height` pixels that plays `loops` times (0: for ever).
  ///
  /// - Throws: ``WebPFailure`` when libwebp cannot start one (a side above 16383 pixels).
  package init(width: Int, height: Int, loops: Int, settings: WebPSettings) throws(WebPFailure) {
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw WebPFailure("starting an animation", "libwebp's headers and library disagree")
    }
    options.anim_params.loop_count = Int32(clamping: loops)
    options.anim_params.bgcolor = 0
    // Lossless frames only, as the settings say (no mixing of lossy and lossless).
    options.allow_mixed = 0
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw WebPFailure(
        "starting a \(width)×\(height) animation", "the picture is too large (16383 at most)")
    }
    self.encoder = encoder
    self.width = width
    self.height = height
    config = try settings.config()
  }

  deinit {
    WebPAnimEncoderDelete(encoder)
  }

  /// Adds `image`, shown from `milliseconds` after the start until the next frame's time.
  ///
  /// - Throws: ``WebPFailure`` for an image of another size, or libwebp's error.
  package func add(_ image: RGBAImage, at milliseconds: Int) throws(WebPFailure) {
    guard image.width == width, image.height == height else {
      throw WebPFailure(
        "adding a frame",
        "a frame of \(image.width)×\(image.height) pixels in a "
          + "\(width)×\(height) animation")
    }
    var picture = try PictureBuffer(image)
    defer { WebPPictureFree(&picture.picture) }
    guard WebPAnimEncoderAdd(encoder, &picture.picture, Int32(clamping: milliseconds), &config) != 0
    else {
      throw WebPFailure("adding a frame at \(milliseconds) ms", lastError)
    }
  }

  /// The file, the last frame shown until `milliseconds` after the start.
  ///
  /// - Throws: ``WebPFailure`` when libwebp cannot assemble it.
  package func finish(at milliseconds: Int) throws(WebPFailure) -> [UInt8] {
    guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: milliseconds), nil) != 0 else {
      throw WebPFailure("ending the animation at \(milliseconds) ms", lastError)
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw WebPFailure("assembling the animation", lastError)
    }
    return Array(UnsafeBufferPointer(start: bytes, count: data.size))
  }

  /// The encoder's last error message.
  private var lastError: String {
    WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
  }
}
