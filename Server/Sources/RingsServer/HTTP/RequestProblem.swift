import ActivityRingsRequests
import Hummingbird

/// Why a request gets no picture or no write: a status and one line for the client, as a JSON
/// object on one line: `{"error":"size must be greater than 0 (got -3)","parameter":"size"}`.
///
/// ```swift
/// throw RequestProblem.badParameter("scale", "scale 4 is not supported: use 1, 2 or 3")
/// ```
///
/// Every error the server answers is one: a route's, Hummingbird's (``ProblemMiddleware``), and
/// those answered below the router, for a request that is not HTTP the server reads or a client
/// too slow to wait for (``ConnectionGuard``).
struct RequestProblem: HTTPResponseError, Sendable, Equatable, CustomStringConvertible {
  /// The HTTP status: 400, 401, 403, 404, 405, 408, 413, 414, 431, 500, 501, 503 or 505.
  var status: HTTPResponse.Status
  /// What went wrong, in the client's terms.
  var message: String
  /// The query parameter, path part or body field at fault, when there is one.
  var parameter: String?
  /// Seconds after which the same request may be answered, sent as `Retry-After` (a 503).
  var retryAfter: Int? = nil
  /// The methods the path takes, sent as `Allow` (a 405).
  var allow: String? = nil

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

  /// A 405 for a path served with other methods than `method`, those being `allowed`.
  static func methodNotAllowed(_ method: String, path: String, allowed: [String])
    -> RequestProblem
  {
    RequestProblem(
      status: .methodNotAllowed,
      message: "\(QueryParameters.echo(path)) does not take \(method): use "
        + allowed.joined(separator: " or "),
      parameter: nil, allow: allowed.joined(separator: ", "))
  }

  /// A 500 for a failure of the server's own (the store, the disk).
  static func internalFailure(_ message: String) -> RequestProblem {
    RequestProblem(status: .internalServerError, message: message, parameter: nil)
  }

  /// A 503 with `Retry-After`: the server is doing as much of `what` as it takes at once.
  static func busy(_ what: String, retryAfter: Int) -> RequestProblem {
    RequestProblem(
      status: .serviceUnavailable,
      message: "the server is busy with as many \(what) as it works on at once: ask again in "
        + "\(retryAfter) s",
      parameter: nil, retryAfter: retryAfter)
  }

  /// The response, when a route throws the problem.
  func response(from request: Request, context: some RequestContext) -> Response { response }

  /// The answer's head: the status, JSON, `no-store`, a Bearer challenge for 401, `Allow` for
  /// 405 and `Retry-After` for 503.
  var head: HTTPResponse {
    var fields = JSONLine.headerFields
    if status == .unauthorized {
      fields[.wwwAuthenticate] = "Bearer realm=\"rings-server\""
    }
    if let retryAfter {
      fields[.retryAfter] = String(retryAfter)
    }
    if let allow {
      fields[.allow] = allow
    }
    return HTTPResponse(status: status, headerFields: fields)
  }

  /// The answer's body, the JSON line.
  var body: [UInt8] {
    struct Line: Encodable {
      var error: String
      var parameter: String?
    }
    return JSONLine.bytes(of: Line(error: message, parameter: parameter))
  }

  /// The response: ``head`` and ``body``.
  var response: Response {
    Response(
      status: status, headers: head.headerFields,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}

// In an extension, so that the struct keeps its memberwise initializer.
extension RequestProblem {
  /// A 400 for a request the request layer refused, naming its field as a parameter: the
  /// reason `rings` gives for the same value, with the parameter's name where the tool names
  /// its option.
  init(_ error: RequestError) {
    self.init(status: .badRequest, message: error.description, parameter: error.field?.rawValue)
  }

  /// A 400 for a picture the request layer refused (see ``init(_:)-(RequestError)``).
  init(_ error: SceneRequestError) {
    self.init(RequestError(error))
  }
}
