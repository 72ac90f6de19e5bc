import ActivityRings
import CWebP

/// Still pictures to and from WebP with libwebp: one call each, every C object released
/// before it returns.
package enum WebPStill {
  /// `image` as a WebP bitstream (a `VP8L` lossless or `VP8` lossy image in a RIFF file).
  ///
  /// - Throws: ``WebPFailure`` when libwebp cannot encode it.
  package static func encode(_ image: RGBAImage, settings: WebPSettings) throws(WebPFailure)
    -> [UInt8]
  {
    var picture = try PictureBuffer(image)
    defer { WebPPictureFree(&picture.picture) }
    var config = try settings.config()
    var writer = WebPMemoryWriter()
    WebPMemoryWriterInit(&writer)
    defer { WebPMemoryWriterClear(&writer) }
    picture.picture.writer = WebPMemoryWrite
    let succeeded = withUnsafeMutablePointer(to: &writer) { writer in
      picture.picture.custom_ptr = UnsafeMutableRawPointer(writer)
      return WebPEncode(&config, &picture.picture) != 0
    }
    guard succeeded, let bytes = writer.mem else {
      throw WebPFailure(
        "encoding a \(image.width)×\(image.height) picture",
        encodingError(picture.picture.error_code))
    }
    return Array(UnsafeBufferPointer(start: bytes, count: writer.size))
  }

  /// The picture of a WebP file (its first frame, for an animation), as non-premultiplied RGBA.
  ///
  /// - Throws: ``WebPFailure`` when the bytes are not a WebP picture libwebp can decode.
  package static func decode(_ bytes: [UInt8]) throws(WebPFailure) -> RGBAImage {
    var width: Int32 = 0
    var height: Int32 = 0
    let decoded = bytes.withUnsafeBufferPointer { buffer in
      WebPDecodeRGBA(buffer.baseAddress, buffer.count, &width, &height)
    }
    guard let decoded else {
      throw WebPFailure("decoding \(bytes.count) bytes", "not a WebP picture")
    }
    defer { WebPFree(decoded) }
    let count = Int(width) * Int(height) * 4
    let pixels = Array(UnsafeBufferPointer(start: decoded, count: count))
    guard let image = RGBAImage(width: Int(width), height: Int(height), bytes: pixels) else {
      throw WebPFailure("decoding \(bytes.count) bytes", "a picture of \(width)×\(height) pixels")
    }
    return image
  }

  /// The name of libwebp's encoding error.
  static func encodingError(_ code: WebPEncodingError) -> String {
    switch code {
    case VP8_ENC_OK: "no error reported"
    case VP8_ENC_ERROR_OUT_OF_MEMORY: "out of memory"
    case VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: "out of memory for the bitstream"
    case VP8_ENC_ERROR_NULL_PARAMETER: "a parameter is missing"
    case VP8_ENC_ERROR_INVALID_CONFIGURATION: "invalid configuration"
    case VP8_ENC_ERROR_BAD_DIMENSION: "the picture's dimensions are too large (16383 at most)"
    case VP8_ENC_ERROR_PARTITION0_OVERFLOW, VP8_ENC_ERROR_PARTITION_OVERFLOW:
      "a partition is too large"
    case VP8_ENC_ERROR_BAD_WRITE: "writing failed"
    case VP8_ENC_ERROR_FILE_TOO_BIG: "the file would be larger than 4 GiB"
    case VP8_ENC_ERROR_USER_ABORT: "aborted"
    default: "error \(code.rawValue)"
    }
  }
}
