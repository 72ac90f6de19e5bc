import ActivityRings
import ActivityRingsRequests
import Hummingbird

/// The pictures of stored days, each the bytes the `rings` tool makes from the same days:
///
/// ```text
/// GET /days/2024-05-01.png   a day, as rings render --from-export … --date 2024-05-01
/// GET /today.png             today in the server's time zone
/// GET /weeks/2024-05-06.svg  the week holding that day, as rings history --week --week-start monday
/// GET /months/2024-05.svg    a month, as rings history --month
/// ```
///
/// Each takes `.svg`, `.png`, `.gif` or `.txt`; days take `rings render`'s picture options,
/// calendars `rings history`'s (`week-start`, Monday by default; `cell-size`, `scale`, `look`,
/// `highlight`, today by default), the days after today without rings.
/// Each needs a token or a signed URL (``ServerAccess/authorizeRead(_:)``), unless reads are
/// public. Responses carry an `ETag` that changes with the stored days and `Cache-Control:
/// private, no-cache`, so a dashboard polling a URL gets a 304 until the days change.
struct DayRoutes: Sendable {
  /// The server's store, goals, clock, renderers and responder.
  let server: RingsHTTPServer

  /// Adds the routes.
  func register(on router: Router<BasicRequestContext>) {
    router.get("days/:file") { request, context in
      let file = try Self.file(context.parameters.get("file"))
      return try await day(
        request,
        on: { () throws(RequestProblem) in
          // The path's day, read as every day is, and named as the path's part: `day`.
          let fields = RequestFields([.date: String(file.name)])
          do throws(RequestError) {
            if let day = try fields.day(.date) { return day }
          } catch {
            throw RequestProblem.badParameter(
              "day", error.message { $0 == .date ? "day" : $0.rawValue })
          }
          throw RequestProblem.notFound(request.uri.path)
        }, fileExtension: file.fileExtension)
    }
    for fileExtension in ServerRenderers.stillExtensions {
      router.get("today.\(fileExtension)") { request, _ in
        try await day(
          request, on: { () throws(RequestProblem) in try server.clock.today() },
          fileExtension: Substring(fileExtension))
      }
    }
    router.get("weeks/:file") { request, context in
      let file = try Self.file(context.parameters.get("file"))
      return try await calendar(request, range: [.week: String(file.name)], file.fileExtension)
    }
    router.get("months/:file") { request, context in
      let file = try Self.file(context.parameters.get("file"), part: "month")
      return try await calendar(request, range: [.month: String(file.name)], file.fileExtension)
    }
  }

  private func day(
    _ request: Request, on day: () throws(RequestProblem) -> CalendarDay,
    fileExtension: Substring
  ) async throws -> Response {
    let (store, renderers) = (server.store, server.renderers)
    guard let format = renderers.stillFormat(forExtension: fileExtension) else {
      throw RequestProblem.notFound(request.uri.path)
    }
    try server.access.authorizeRead(request)
    let day = try day()
    let generation = store.generation
    return try await server.responder.respond(
      to: request, fastKey: "url|\(store.identity)|\(generation)|\(day)|" + request.uri.string,
      cacheControl: PictureResponder.revalidate
    ) {
      var query = try QueryParameters(request.uri.query)
      try query.takeSignature()
      let fields = query.fields(RingQuery.picture)
      try query.finish(known: RingQuery.picture)
      let picture: SceneRequest
      do throws(RequestError) {
        picture = try SceneRequest(fields)
      } catch {
        throw RequestProblem(error)
      }
      let snapshot = try await store.snapshot(from: day, through: day)
      let summary = snapshot.summaries(goals: server.configuration.goals).first
      let scene: RingScene
      do throws(SceneRequestError) {
        scene = try picture.scene(for: summary, drawnAs: format)
      } catch {
        throw RequestProblem(error)
      }
      return .still(
        key:
          "day|\(store.identity)|\(generation)|\(format.name)|\(day)|\(String(reflecting: picture))",
        format: format, pixels: scene.size.pixels(at: scene.scale), renderers: renderers,
        options: picture.renderOptions(for: format)
      ) { scene.drawList() }
    }
  }

  /// A calendar of the days `range` names (a month or a week, from the path), with the query's
  /// calendar fields, as `rings history` draws it.
  private func calendar(
    _ request: Request, range: [RequestField: String], _ fileExtension: Substring
  ) async throws -> Response {
    let (store, renderers) = (server.store, server.renderers)
    guard let format = renderers.stillFormat(forExtension: fileExtension) else {
      throw RequestProblem.notFound(request.uri.path)
    }
    try server.access.authorizeRead(request)
    let today = try server.clock.today()
    let generation = store.generation
    return try await server.responder.respond(
      to: request, fastKey: "url|\(store.identity)|\(generation)|\(today)|" + request.uri.string,
      cacheControl: PictureResponder.revalidate
    ) {
      var query = try QueryParameters(request.uri.query)
      try query.takeSignature()
      var fields = query.fields(RingQuery.calendar)
      try query.finish(known: RingQuery.calendar)
      fields.texts.merge(range) { $1 }
      let calendar: HistoryRequest
      do throws(RequestError) {
        calendar = try HistoryRequest(fields, today: today)
      } catch {
        throw RequestProblem(error)
      }
      let snapshot = try await store.snapshot(
        from: calendar.range.first, through: calendar.range.last)
      let drawList: DrawList
      do throws(RequestError) {
        drawList = try calendar.drawList(snapshot.summaries(goals: server.configuration.goals))
      } catch {
        throw RequestProblem(error)
      }
      return .still(
        key:
          "calendar|\(store.identity)|\(generation)|\(format.name)|\(String(reflecting: calendar))",
        format: format, pixels: drawList.size.pixels(at: drawList.scale), renderers: renderers
      ) { drawList }
    }
  }

  /// `2024-05-01.png` as its name and extension; `part` names the path's part in a refusal.
  private static func file(_ text: String?, part: String = "day") throws(RequestProblem) -> (
    name: Substring, fileExtension: Substring
  ) {
    guard let text, let dot = text.lastIndex(of: ".") else {
      let extensions = ServerRenderers.stillExtensions.map { "." + $0 }
      throw .badParameter(
        part,
        "the file name \(QueryParameters.echo(text ?? "")) needs an extension: "
          + extensions.dropLast().joined(separator: ", ") + " or " + (extensions.last ?? ""))
    }
    return (text[..<dot], text[text.index(after: dot)...])
  }
}
