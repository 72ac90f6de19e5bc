import ActivityRingsRequests

/// The server's OpenAPI 3.0 document, served at `GET /openapi.json`: every route of
/// ``ServedRoute/all(renderers:)``, its query's parameters by the request layer's names, words
/// and choices (``RequestField/help``, ``RequestField/choices``), who may ask, and the one-line
/// JSON problem every refusal answers with.
///
/// ```swift
/// let bytes = try JSONDocument.bytes(of: OpenAPIDocument(routes: ServedRoute.all(renderers: r)))
/// ```
struct OpenAPIDocument: Encodable, Sendable {
  let openapi = "3.0.3"
  let info: Info
  let paths: [String: [String: Operation]]
  let components = Components()

  /// The document of `routes`.
  init(routes: [ServedRoute]) {
    info = Info()
    var paths: [String: [String: Operation]] = [:]
    for route in routes {
      paths[route.path, default: [:]][route.method.lowercased()] = Operation(route)
    }
    self.paths = paths
  }

  struct Info: Encodable, Sendable {
    let title = "rings-server"
    let version = ServerVersion.current
    let description =
      "Activity rings by URL, and a person's days in SQLite. Pictures of values in the URL are "
      + "open; reads of stored days need a bearer token (the read or the write token) or a URL "
      + "signed by `rings-server sign`; writes need the write token."
  }

  struct Operation: Encodable, Sendable {
    let summary: String
    let operationId: String
    let parameters: [Parameter]
    let requestBody: RequestBody?
    let responses: [String: Response]
    let security: [[String: [String]]]

    init(_ route: ServedRoute) {
      summary = route.summary
      operationId = Self.identifier(route)
      var parameters: [Parameter] = []
      if route.path.contains("{file}") {
        let name = (route.path.hasPrefix("/months") ? RequestField.month : .date).pattern ?? ""
        let extensions = ServerRenderers.stillExtensions.joined(separator: "|")
        parameters.append(
          Parameter(
            name: "file", in: "path", required: true,
            description: "the day or month and the picture's extension, such as 2024-05-01.png",
            schema: Schema(
              type: "string", pattern: name.dropLast() + "\\.(\(extensions))$")))
      }
      for field in route.fields {
        parameters.append(
          Parameter(
            name: field.rawValue, in: "query", required: false, description: field.help,
            schema: Schema(type: "string", pattern: field.pattern, enumeration: field.choices)))
      }
      if route.access == .storedRead {
        parameters.append(
          Parameter(
            name: "expires", in: "query", required: false,
            description: "a signed URL's expiry, seconds since 1970 (UTC)",
            schema: Schema(type: "string", pattern: "^[0-9]+$")))
      }
      self.parameters = parameters
      requestBody =
        route.consumes.isEmpty
        ? nil
        : RequestBody(
          content: Dictionary(
            uniqueKeysWithValues: route.consumes.map { ($0, MediaType(schema: .body($0))) }))
      var responses = [
        "200": Response(
          description: "the answer",
          content: Dictionary(
            uniqueKeysWithValues: route.produces.map { ($0, MediaType(schema: .body($0))) })),
        "default": Response(
          description: "a refusal or a failure, in one line of JSON",
          content: ["application/json": MediaType(schema: .problem)]),
      ]
      if route.method == "GET" {
        responses["304"] = Response(
          description: "not modified since the tag given in If-None-Match", content: nil)
      }
      self.responses = responses
      switch route.access {
      case .open: security = []
      case .storedRead: security = [["bearerToken": []], ["signedURL": []]]
      case .write: security = [["bearerToken": []]]
      }
    }

    /// `getRingsPng`, `getDaysFile`, `postHealthAutoExport`.
    static func identifier(_ route: ServedRoute) -> String {
      var words = [route.method.lowercased()]
      for part in route.path.split(whereSeparator: { "/.-{}".contains($0) }) {
        words.append(part.prefix(1).uppercased() + part.dropFirst())
      }
      return words.joined()
    }
  }

  struct Parameter: Encodable, Sendable {
    let name: String
    let `in`: String
    let required: Bool
    let description: String
    let schema: Schema
  }

  struct RequestBody: Encodable, Sendable {
    let required = true
    let content: [String: MediaType]
  }

  struct Response: Encodable, Sendable {
    let description: String
    let content: [String: MediaType]?
  }

  struct MediaType: Encodable, Sendable {
    let schema: Schema
  }

  /// A schema: a string (maybe of choices), bytes, an object, or a reference.
  struct Schema: Encodable, Sendable {
    var type: String? = nil
    var format: String? = nil
    var pattern: String? = nil
    var enumeration: [String]? = nil
    var reference: String? = nil
    var properties: [String: Schema]? = nil
    var required: [String]? = nil

    enum CodingKeys: String, CodingKey {
      case type, format, pattern, properties, required
      case enumeration = "enum"
      case reference = "$ref"
    }

    /// The problem's schema, by reference.
    static let problem = Schema(reference: "#/components/schemas/Problem")

    /// A body of `mediaType`: an object for JSON, text for text, bytes for the rest.
    static func body(_ mediaType: String) -> Schema {
      if mediaType == "application/json" { return Schema(type: "object") }
      if mediaType.hasPrefix("text/") || mediaType == "image/svg+xml" {
        return Schema(type: "string")
      }
      return Schema(type: "string", format: "binary")
    }
  }

  struct Components: Encodable, Sendable {
    let securitySchemes = [
      "bearerToken": SecurityScheme(
        type: "http", scheme: "bearer", name: nil, in: nil,
        description: "the write token (RINGS_SERVER_TOKEN), or for reads the read token "
          + "(RINGS_SERVER_READ_TOKEN)"),
      "signedURL": SecurityScheme(
        type: "apiKey", scheme: nil, name: "signature", in: "query",
        description: "a URL signed by rings-server sign: its signature last, after any expires"),
    ]
    let schemas = [
      "Problem": Schema(
        type: "object",
        properties: [
          "error": Schema(type: "string"),
          "parameter": Schema(type: "string"),
        ],
        required: ["error"])
    ]
  }

  struct SecurityScheme: Encodable, Sendable {
    let type: String
    let scheme: String?
    let name: String?
    let `in`: String?
    let description: String
  }
}
