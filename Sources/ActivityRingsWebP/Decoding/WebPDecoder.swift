import ActivityRings
import _WebPWrapper

/// Reads WebP files back with libwebp: a still's pixels, an animation's frames and timing, and
/// the description a file carries. What tests and snapshot strategies compare.
///
/// ```swift
/// let image = try WebPDecoder().decode(bytes)
/// let animation = try WebPDecoder().decodeAnimation(bytes)
/// animation.frames.count
/// WebPDecoder().description(in: bytes)?.description  // "Move: 350 of 500 calories, …"
/// ```
public struct WebPDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// The picture (an animation's first frame), as non-premultiplied RGBA.
  ///
  /// - Throws: ``WebPError`` for bytes that are not a WebP picture.
  public func decode(_ bytes: [UInt8]) throws(WebPError) -> RGBAImage {
    do {
      return try WebPStill.decode(bytes)
    } catch {
      throw WebPError(error.description)
    }
  }

  /// Every frame of a file (one for a still), as the whole canvas, with the time each is shown.
  ///
  /// - Throws: ``WebPError`` for bytes that are not a WebP file.
  public func decodeAnimation(_ bytes: [UInt8]) throws(WebPError) -> WebPAnimation {
    do {
      let read = try WebPAnimationReader(bytes)
      var start = 0
      let frames = read.frames.map { frame in
        defer { start = frame.endsAt }
        return WebPAnimation.Frame(image: frame.image, milliseconds: frame.endsAt - start)
      }
      return WebPAnimation(frames: frames, loops: read.loops)
    } catch {
      throw WebPError(error.description)
    }
  }

  /// The title and description in a file's `XMP ` chunk; nil when it has none.
  public func description(in bytes: [UInt8]) -> WebPDescription? {
    WebPChunk.payload("XMP ", in: bytes).flatMap(WebPDescription.init(xmp:))
  }
}
