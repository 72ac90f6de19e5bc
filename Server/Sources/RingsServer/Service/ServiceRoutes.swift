import ActivityRingsJSON
import Hummingbird

/// The routes for whoever runs the server, open to anyone:
///
/// ```text
/// GET /healthz        {"status":"ok"} when the database reads; a 503 problem when it does not
/// GET /openapi.json   the OpenAPI document of every route (OpenAPIDocument)
/// ```
struct ServiceRoutes: Sendable {
  /// The server's store and renderers.
  let server: RingsHTTPServer

  /// Adds the routes.
  func register(on router: Router<BasicRequestContext>) {
    router.get("healthz") { _, _ in try await health() }
    let document = Self.document(renderers: server.renderers)
    router.get("openapi.json") { _, _ in
      var headers = HTTPFields()
      headers[.contentType] = "application/json"
      headers[.cacheControl] = "no-cache"
      return Response(
        status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: document))
      )
    }
  }

  /// The OpenAPI document's bytes.
  static func document(renderers: ServerRenderers) -> [UInt8] {
    do throws(JSONDocumentError) {
      return try JSONDocument.bytes(
        of: OpenAPIDocument(routes: ServedRoute.all(renderers: renderers)))
    } catch {
      // Strings, dictionaries and arrays of them always encode.
      return Array("{\"error\":\"\(error)\"}\n".utf8)
    }
  }

  private func health() async throws -> Response {
    do {
      try await server.store.ping()
    } catch {
      throw RequestProblem(
        status: .serviceUnavailable, message: "the database does not read: \(error)",
        parameter: nil)
    }
    var headers = HTTPFields()
    headers[.contentType] = "application/json"
    headers[.cacheControl] = "no-store"
    return Response(
      status: .ok, headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\"}\n")))
  }
}
