import ActivityRings
import CWebP

/// An animated (or still) WebP decoded with libwebp's animation decoder: every frame as the
/// whole canvas, with the time it is shown from.
package struct WebPAnimationReader: Sendable {
  /// The canvas's frames, in order, each with the time in milliseconds at which it ends (as
  /// libwebp gives it).
  package var frames: [(image: RGBAImage, endsAt: Int)]
  /// How many times it plays; 0 for ever.
  package var loops: Int

  /// Decodes `bytes`.
  ///
  /// - Throws: ``WebPFailure`` when they are not a WebP file libwebp can decode.
  package init(_ bytes: [UInt8]) throws(WebPFailure) {
    let result: Result<(frames: [(RGBAImage, Int)], loops: Int), WebPFailure> =
      bytes.withUnsafeBufferPointer { file in
        var data = WebPData(bytes: file.baseAddress, size: file.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
          return .failure(WebPFailure("decoding", "libwebp's headers and library disagree"))
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        guard let decoder = WebPAnimDecoderNew(&data, &options) else {
          return .failure(WebPFailure("decoding \(file.count) bytes", "not a WebP file"))
        }
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
          return .failure(WebPFailure("decoding", "no animation information"))
        }
        let width = Int(info.canvas_width)
        let height = Int(info.canvas_height)
        var frames: [(RGBAImage, Int)] = []
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
          var buffer: UnsafeMutablePointer<UInt8>?
          var timestamp: Int32 = 0
          guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else {
            return .failure(WebPFailure("decoding frame \(frames.count)", "a corrupt frame"))
          }
          let pixels = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
          guard let image = RGBAImage(width: width, height: height, bytes: pixels) else {
            return .failure(WebPFailure("decoding", "a canvas of \(width)×\(height) pixels"))
          }
          frames.append((image, Int(timestamp)))
        }
        return .success((frames, Int(info.loop_count)))
      }
    let decoded = try result.get()
    frames = decoded.frames.map { (image: $0.0, endsAt: $0.1) }
    loops = decoded.loops
  }
}
