import ActivityRings
import Hummingbird

/// The pictures of stored days, each the bytes the `rings` tool makes from the same days:
///
/// ```text
/// GET /days/2024-05-01.png   a day, as rings render --from-export … --date 2024-05-01
/// GET /today.png             today in the server's time zone
/// GET /weeks/2024-05-06.svg  the Monday-to-Sunday week holding that day, as rings history --week
/// GET /months/2024-05.svg    a month, as rings history --month
/// ```
///
/// Each takes `.svg`, `.png`, `.gif` or `.txt`; days take `rings render`'s picture options,
/// calendars `rings history`'s (`cell-size`, `scale`, `look`, `highlight`, today by default).
/// Responses carry an `ETag` that changes with the stored days and `Cache-Control: no-cache`,
/// so a dashboard polling a URL gets a 304 until the days change.
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
          try RingQuery.day(file.name, parameter: "day")
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
      return try await calendar(request, fileExtension: file.fileExtension) {
        (calendar) throws(RequestProblem) in
        try calendar.week(holding: RingQuery.day(file.name, parameter: "day"))
      }
    }
    router.get("months/:file") { request, context in
      let file = try Self.file(context.parameters.get("file"))
      return try await calendar(request, fileExtension: file.fileExtension) {
        (_) throws(RequestProblem) in
        try Self.month(file.name)
      }
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
    let day = try day()
    let generation = store.generation
    return try await server.responder.respond(
      to: request, fastKey: "url|\(store.identity)|\(generation)|\(day)|" + request.uri.string,
      cacheControl: PictureResponder.revalidate
    ) {
      var query = try QueryParameters(request.uri.query)
      let picture = try RingQuery.Picture(&query)
      try query.finish(known: RingQuery.Picture.names)
      let snapshot = try await store.snapshot(from: day, through: day)
      let summary = snapshot.summaries(goals: server.configuration.goals).first
      let scene = try picture.scene(for: summary)
      return .still(
        key:
          "day|\(store.identity)|\(generation)|\(format.name)|\(day)|\(String(reflecting: picture))",
        format: format, pixels: scene.size.pixels(at: scene.scale), renderers: renderers
      ) { scene.drawn(as: format).drawList() }
    }
  }

  private func calendar(
    _ request: Request, fileExtension: Substring,
    range: (RingQuery.Calendar) throws(RequestProblem) -> (CalendarDay, CalendarDay, String)
  ) async throws -> Response {
    let (store, renderers) = (server.store, server.renderers)
    guard let format = renderers.stillFormat(forExtension: fileExtension) else {
      throw RequestProblem.notFound(request.uri.path)
    }
    let today = try server.clock.today()
    let generation = store.generation
    return try await server.responder.respond(
      to: request, fastKey: "url|\(store.identity)|\(generation)|\(today)|" + request.uri.string,
      cacheControl: PictureResponder.revalidate
    ) {
      var query = try QueryParameters(request.uri.query)
      let calendar = try RingQuery.Calendar(&query, today: today)
      try query.finish(known: RingQuery.Calendar.names)
      let (first, last, title) = try range(calendar)
      let snapshot = try await store.snapshot(from: first, through: last)
      let drawList = try calendar.drawList(
        snapshot.summaries(goals: server.configuration.goals), from: first, through: last,
        title: title)
      return .still(
        key:
          "calendar|\(store.identity)|\(generation)|\(format.name)|\(first)|\(last)|\(title)|\(String(reflecting: calendar))",
        format: format, pixels: drawList.size.pixels(at: drawList.scale), renderers: renderers
      ) { drawList }
    }
  }

  /// `2024-05-01.png` as its name and extension.
  private static func file(_ text: String?) throws(RequestProblem) -> (
    name: Substring, fileExtension: Substring
  ) {
    guard let text, let dot = text.lastIndex(of: ".") else {
      throw .badParameter(
        "day",
        "the file name \(QueryParameters.echo(text ?? "")) needs an extension: .svg, .png, .gif or .txt"
      )
    }
    return (text[..<dot], text[text.index(after: dot)...])
  }

  /// `2024-05` as the month's first and last days and its title, as `rings history --month`.
  private static func month(_ text: Substring) throws(RequestProblem) -> (
    CalendarDay, CalendarDay, String
  ) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      let year = Int(parts[0]), let number = Int(parts[1])
    else {
      throw .badParameter(
        "month", "the month \(QueryParameters.echo(text)) is not YYYY-MM (for example 2024-05)")
    }
    do {
      let calendar = try HistoryCalendar.month(year, number, summaries: [])
      return (calendar.first, calendar.last, calendar.title ?? "")
    } catch {
      throw .badParameter("month", "the month \(QueryParameters.echo(text)): \(error)")
    }
  }
}
