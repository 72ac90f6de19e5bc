import ActivityRingsRequests

/// One route the server serves, as its OpenAPI document lists it: the method, the path (with
/// `{file}` for a path's part), who may ask, and the query's parameters.
/// ``all(renderers:)`` is the list;
/// the routes' registrations and the document are checked against each other by a test.
struct ServedRoute: Sendable, Hashable {
  /// Who may ask.
  enum Access: Sendable, Hashable {
    /// Anyone: pictures of values in the URL, the health check, the document.
    case open
    /// A read of stored days: a read or write token, or a signed URL (or anyone with
    /// `--public-reads`).
    case storedRead
    /// A write: the write token.
    case write
  }

  /// `GET` or `POST` (`HEAD` is answered for every `GET`).
  let method: String
  /// The path, `{file}` for a part of it.
  let path: String
  /// One line.
  let summary: String
  /// Who may ask.
  let access: Access
  /// The query's parameters, by the request layer's names.
  let fields: [RequestField]
  /// The media types of a 200's body.
  let produces: [String]
  /// The media types of a request's body; empty for none.
  let consumes: [String]

  init(
    _ method: String, _ path: String, _ summary: String, access: Access,
    fields: [RequestField] = [], produces: [String],
    consumes: [String] = []
  ) {
    self.method = method
    self.path = path
    self.summary = summary
    self.access = access
    self.fields = fields
    self.produces = produces
    self.consumes = consumes
  }

  /// Whether `path` (without its query) is this route's: `{file}` stands for one part of it.
  func matches(_ path: String) -> Bool {
    let pattern = self.path.split(separator: "/", omittingEmptySubsequences: false)
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard pattern.count == parts.count else { return false }
    return zip(pattern, parts).allSatisfy { expected, part in
      expected == "{file}" ? !part.isEmpty : expected == part
    }
  }

  /// Every route, in the README's order, the media types as `renderers` write them.
  static func all(renderers: ServerRenderers) -> [ServedRoute] {
    func mediaType(_ fileExtension: String) -> String {
      renderers.stillFormat(forExtension: fileExtension)?.mediaType
        ?? renderers.animation(forExtension: fileExtension)?.format.mediaType
        ?? "application/octet-stream"
    }
    var routes: [ServedRoute] = []
    for fileExtension in ServerRenderers.stillExtensions {
      routes.append(
        ServedRoute(
          "GET", "/rings.\(fileExtension)",
          "Rings of the values in the URL, as rings render draws them", access: .open,
          fields: RingQuery.day + RingQuery.picture, produces: [mediaType(fileExtension)]))
    }
    for fileExtension in ServerRenderers.animationExtensions {
      routes.append(
        ServedRoute(
          "GET", "/transition.\(fileExtension)",
          "An animation from one day's rings to another's, as rings animate draws it",
          access: .open, fields: RingQuery.transition + RingQuery.picture,
          produces: [mediaType(fileExtension)]))
    }
    let pictures = ServerRenderers.stillExtensions.map(mediaType)
    routes.append(
      ServedRoute(
        "GET", "/days/{file}", "A stored day: file is YYYY-MM-DD and an extension",
        access: .storedRead, fields: RingQuery.picture, produces: pictures))
    for fileExtension in ServerRenderers.stillExtensions {
      routes.append(
        ServedRoute(
          "GET", "/today.\(fileExtension)", "Today, in the server's time zone",
          access: .storedRead, fields: RingQuery.picture, produces: [mediaType(fileExtension)]))
    }
    routes.append(
      ServedRoute(
        "GET", "/weeks/{file}",
        "The week holding a day: file is YYYY-MM-DD and an extension", access: .storedRead,
        fields: RingQuery.calendar, produces: pictures))
    routes.append(
      ServedRoute(
        "GET", "/months/{file}", "A month: file is YYYY-MM and an extension",
        access: .storedRead, fields: RingQuery.calendar, produces: pictures))
    routes.append(
      ServedRoute(
        "GET", "/report.html", "The year-in-rings page of the stored days", access: .storedRead,
        fields: ReportRequest.fields, produces: ["text/html"]))
    routes.append(
      ServedRoute(
        "GET", "/stats.json", "Streaks, awards, records and close rates of the stored days",
        access: .storedRead, fields: [.since, .until], produces: ["application/json"]))
    routes.append(
      ServedRoute(
        "POST", "/imports", "Imports an Apple Health export.zip, export.xml or summary CSV",
        access: .write, produces: ["application/json"],
        consumes: ["application/zip", "application/xml", "text/csv", "application/octet-stream"]
      ))
    routes.append(
      ServedRoute(
        "POST", "/health-auto-export", "Imports Health Auto Export's REST automation JSON",
        access: .write, produces: ["application/json"], consumes: ["application/json"]))
    routes.append(
      ServedRoute(
        "GET", "/healthz", "Whether the server answers and its database reads",
        access: .open, produces: ["application/json"]))
    routes.append(
      ServedRoute(
        "GET", "/openapi.json", "This document", access: .open, produces: ["application/json"]))
    return routes
  }
}
