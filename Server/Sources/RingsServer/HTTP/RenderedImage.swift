import HTTPTypes
import Hummingbird

/// A picture ready to send: its bytes, media type and tag. Cached by ``ImageCache`` and shared
/// between responses without copying (a `ByteBuffer` is copied on write).
struct RenderedImage: Sendable {
  /// The encoded picture.
  let body: ByteBuffer
  /// `Content-Type`.
  let mediaType: String
  /// `ETag`.
  let tag: EntityTag
  /// What the server changed in the request (a duration clamped to 2 s), sent as
  /// `Rings-Notice`, as `rings` warns on standard error.
  var notice: String?

  /// The response: 304 without a body when `ifNoneMatch` names the tag, else 200 with it.
  func response(ifNoneMatch: String?, cacheControl: String) -> Response {
    var headers: HTTPFields = [.eTag: tag.headerValue, .cacheControl: cacheControl]
    if let ifNoneMatch, tag.matches(ifNoneMatch: ifNoneMatch) {
      return Response(status: .notModified, headers: headers)
    }
    headers[.contentType] = mediaType
    if let notice, let name = RenderedImage.noticeField { headers[name] = notice }
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
  }

  /// `Rings-Notice`.
  static let noticeField = HTTPField.Name("Rings-Notice")
}
