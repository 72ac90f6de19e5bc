import ActivityRings
import ActivityRingsRequests
import Hummingbird

/// The stateless pictures, whose values are in the URL:
///
/// ```text
/// GET /rings.png?move=350/500&exercise=20/30&stand=8/12&size=64&scale=2   (also .svg .webp .gif .txt)
/// GET /transition.png?from=move=400/500&to=move=1250/500                   (also .webp .gif .svg)
/// ```
///
/// The same URL always gives the same bytes (`rings render` and `rings animate`'s, for the same
/// options), so responses are cached for a year and tagged by their normalised request.
struct ImageRoutes: Sendable {
  /// The server's renderers and responder.
  let server: RingsHTTPServer

  /// Adds the routes.
  func register(on router: Router<BasicRequestContext>) {
    for fileExtension in ServerRenderers.stillExtensions {
      router.get("rings.\(fileExtension)") { request, _ in
        try await rings(request, fileExtension: fileExtension)
      }
    }
    for fileExtension in ServerRenderers.animationExtensions {
      router.get("transition.\(fileExtension)") { request, _ in
        try await transition(request, fileExtension: fileExtension)
      }
    }
  }

  private func rings(_ request: Request, fileExtension: String) async throws -> Response {
    let renderers = server.renderers
    return try await server.responder.respond(
      to: request, fastKey: "url|" + request.uri.string, cacheControl: PictureResponder.forever
    ) { () throws(RequestProblem) in
      guard let format = renderers.stillFormat(forExtension: fileExtension) else {
        throw RequestProblem.notFound(request.uri.path)
      }
      var query = try QueryParameters(request.uri.query)
      let fields = query.fields(RingQuery.day + RingQuery.picture)
      try query.finish(known: RingQuery.day + RingQuery.picture)
      let summary: ActivitySummary
      let picture: SceneRequest
      do throws(RequestError) {
        summary = try ActivitySummary(fields: fields)
        picture = try SceneRequest(fields)
      } catch {
        throw RequestProblem(error)
      }
      let scene: RingScene
      do throws(SceneRequestError) {
        scene = try picture.scene(for: summary, drawnAs: format)
      } catch {
        throw RequestProblem(error)
      }
      return .still(
        key: "rings|\(format.name)|\(String(reflecting: summary))|\(String(reflecting: picture))",
        format: format, pixels: scene.size.pixels(at: scene.scale), renderers: renderers,
        options: picture.renderOptions(for: format)
      ) { scene.drawList() }
    }
  }

  private func transition(_ request: Request, fileExtension: String) async throws -> Response {
    let renderers = server.renderers
    return try await server.responder.respond(
      to: request, fastKey: "url|" + request.uri.string, cacheControl: PictureResponder.forever
    ) { () throws(RequestProblem) in
      guard let choice = renderers.animation(forExtension: fileExtension) else {
        throw RequestProblem.notFound(request.uri.path)
      }
      var query = try QueryParameters(request.uri.query)
      let fields = query.fields(RingQuery.transition + RingQuery.picture)
      try query.finish(known: RingQuery.transition + RingQuery.picture)
      let animation: AnimationRequest
      let plan: FramePlan
      do throws(RequestError) {
        let (start, end) = try AnimationRequest.days(fields)
        animation = try AnimationRequest(
          fields, from: start, to: end, picture: SceneRequest(fields))
        plan = try animation.framePlan(for: choice)
      } catch {
        throw RequestProblem(error)
      }
      return PictureResponder.PicturePlan(
        key: "transition|\(choice.format.name)|\(String(reflecting: animation))",
        mediaType: ServerRenderers.mediaType(of: choice.format), notice: plan.notice,
        isHeavy: true
      ) { () throws(RequestProblem) in
        try renderers.renderAnimation(plan, as: choice.format)
      }
    }
  }
}
