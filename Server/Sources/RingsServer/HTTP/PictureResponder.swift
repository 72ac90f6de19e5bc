import ActivityRings
import Hummingbird

/// Answers a request for a picture: from the cache when the same URL was drawn before, with
/// 304 when the client's `If-None-Match` names the picture's tag, else by drawing it, a heavy
/// picture through ``HeavyWork`` (so a repeated heavy answer comes from the cache, however busy
/// the drawing is).
///
/// ```swift
/// try await responder.respond(to: request, fastKey: request.uri.string, cacheControl: .forever) {
///   let scene = try picture.scene(for: summary)          // 400s come before any 304
///   return PicturePlan(key: "png|…", format: .png) { try renderers.render(scene.drawList(), as: .png) }
/// }
/// ```
struct PictureResponder: Sendable {
  /// `Cache-Control` for URLs whose picture never changes (values in the URL).
  static let forever = "public, max-age=31536000, immutable"
  /// The most pixels drawn in line; larger pictures are ``PicturePlan/isHeavy``.
  static let lightPixels = 1 << 20

  /// `Cache-Control` for URLs of stored days: a browser keeps them but asks again each time (a
  /// 304 is cheap); a shared cache, a proxy's, keeps none of a person's days.
  static let revalidate = "private, no-cache"

  /// Recently drawn pictures.
  let cache: ImageCache
  /// Where heavy pictures are drawn, so many at a time.
  let heavyWork: HeavyWork

  /// What to draw for a request that was not in the cache.
  struct PicturePlan: Sendable {
    /// The normalised request: the same for every URL that asks for the same picture.
    var key: String
    /// `Content-Type`.
    var mediaType: String
    /// See ``RenderedImage/notice``.
    var notice: String? = nil
    /// Whether drawing may take long (an animation, a large picture, a report): it is then done
    /// through ``HeavyWork``, so that the threads answering other requests stay free.
    var isHeavy = false
    /// Draws the picture.
    var draw: @Sendable () throws(RequestProblem) -> [UInt8]
  }

  /// The response for `request`. `fastKey` names the URL as sent (with whatever else the
  /// picture depends on); `plan` reads and checks the request and is called only when that
  /// URL is not cached.
  func respond(
    to request: Request, fastKey: String, cacheControl: String,
    plan: () async throws -> PicturePlan
  ) async throws -> Response {
    let ifNoneMatch = request.headers[.ifNoneMatch]
    if let image = cache.image(for: fastKey) {
      return image.response(ifNoneMatch: ifNoneMatch, cacheControl: cacheControl)
    }
    let plan = try await plan()
    let tag = EntityTag(of: plan.key)
    if let ifNoneMatch, tag.matches(ifNoneMatch: ifNoneMatch) {
      return Response(
        status: .notModified, headers: [.eTag: tag.headerValue, .cacheControl: cacheControl])
    }
    let image: RenderedImage
    if let cached = cache.image(for: plan.key) {
      image = cached
    } else {
      let draw = plan.draw
      let bytes = plan.isHeavy ? try await heavyWork.run(draw) : try draw()
      image = RenderedImage(
        body: ByteBuffer(bytes: bytes), mediaType: plan.mediaType, tag: tag, notice: plan.notice)
      cache.insert(image, for: plan.key)
    }
    cache.insert(image, for: fastKey)
    return image.response(ifNoneMatch: nil, cacheControl: cacheControl)
  }
}

extension PictureResponder {
  /// Whether a picture of `pixels` is drawn on the thread pool.
  static func isHeavy(_ pixels: (width: Int, height: Int)) -> Bool {
    pixels.width * pixels.height > lightPixels
  }
}

extension PictureResponder.PicturePlan {
  /// The plan of a still picture of `pixels`: `drawList()` in `format` by `renderers` with
  /// `options` (terminal text's cells), heavy when it is larger than
  /// ``PictureResponder/lightPixels``.
  ///
  /// ```swift
  /// return .still(key: "rings|png|…", format: .png, pixels: (128, 128), renderers: renderers) {
  ///   scene.drawn(as: .png).drawList()
  /// }
  /// ```
  static func still(
    key: String, format: OutputFormat, pixels: (width: Int, height: Int),
    renderers: ServerRenderers, options: RenderOptions = RenderOptions(),
    drawList: @escaping @Sendable () -> DrawList
  ) -> Self {
    Self(
      key: key, mediaType: ServerRenderers.mediaType(of: format),
      isHeavy: PictureResponder.isHeavy(pixels)
    ) { () throws(RequestProblem) in
      try renderers.render(drawList(), as: format, options: options)
    }
  }
}
