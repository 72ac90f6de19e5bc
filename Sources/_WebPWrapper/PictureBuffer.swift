import ActivityRings
import CWebP

/// A `WebPPicture` holding a copy of an image's pixels in libwebp's own buffer, which its user
/// frees with `WebPPictureFree`.
struct PictureBuffer {
  var picture = WebPPicture()

  /// Copies `image` into a new picture.
  ///
  /// - Throws: ``WebPFailure`` when libwebp cannot take it (too large, out of memory).
  init(_ image: RGBAImage) throws(WebPFailure) {
    guard WebPPictureInit(&picture) != 0 else {
      throw WebPFailure("preparing a picture", "libwebp's headers and library disagree")
    }
    picture.use_argb = 1
    picture.width = Int32(image.width)
    picture.height = Int32(image.height)
    let imported = image.bytes.withUnsafeBufferPointer { pixels in
      WebPPictureImportRGBA(&picture, pixels.baseAddress, Int32(image.width * 4)) != 0
    }
    guard imported else {
      let error = WebPStill.encodingError(picture.error_code)
      WebPPictureFree(&picture)
      throw WebPFailure("reading a \(image.width)×\(image.height) picture", error)
    }
  }
}
