import Hummingbird

/// Why a request gets no picture or no write: a status and one line for the client, as a JSON
/// object on one line: `{"error":"size must be greater than 0 (got -3)","parameter":"size"}`.
///
/// ```swift
/// throw RequestProblem.badParameter("scale", "scale 4 is not supported: use 1, 2 or 3")
/// ```
struct RequestProblem: HTTPResponseError, Sendable, Equatable, CustomStringConvertible {
  /// The HTTP status: 400, 401, 404, 413 or 500.
  var status: HTTPResponse.Status
  /// What went wrong, in the client's terms.
  var message: String
  /// The query parameter, path part or body field at fault, when there is one.
  var parameter: String?

  var description: String { message }

  /// A 400 naming `parameter`.
  static func badParameter(_ parameter: String, _ message: String) -> RequestProblem {
    RequestProblem(status: .badRequest, message: message, parameter: parameter)
  }

  /// A 401: a write without the token, or with another.
  static func unauthorized(_ message: String) -> RequestProblem {
    RequestProblem(status: .unauthorized, message: message, parameter: nil)
  }

  /// A 413 for a body over `limit` bytes.
  static func tooLarge(limit: Int64, route: String) -> RequestProblem {
    RequestProblem(
      status: .contentTooLarge,
      message: "the body is larger than \(limit) bytes, the limit for \(route)",
      parameter: "body")
  }

  /// A 404 for a path the server does not serve.
  static func notFound(_ path: String) -> RequestProblem {
    RequestProblem(
      status: .notFound,
      message: "nothing is served at \(QueryParameters.echo(path)): see the server's README for "
        + "its URLs",
      parameter: nil)
  }

  /// A 500 for a failure of the server's own (the store, the disk).
  static func internalFailure(_ message: String) -> RequestProblem {
    RequestProblem(status: .internalServerError, message: message, parameter: nil)
  }

  /// The response, when a route throws the problem.
  func response(from request: Request, context: some RequestContext) -> Response { response }

  /// The response: the JSON line, `no-store`, and a Bearer challenge for 401.
  var response: Response {
    struct Line: Encodable {
      var error: String
      var parameter: String?
    }
    var response = JSONLine.response(Line(error: message, parameter: parameter), status: status)
    if status == .unauthorized {
      response.headers[.wwwAuthenticate] = "Bearer realm=\"rings-server\""
    }
    return response
  }
}
