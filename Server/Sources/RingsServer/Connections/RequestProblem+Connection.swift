import Hummingbird
import NIOHTTP1

/// The problems answered below the router, by ``ConnectionGuard``: a request that is not HTTP the
/// server reads, a client too slow to wait for, a connection past the limit.
extension RequestProblem {
  /// A request NIO's HTTP/1 decoder refused, with the status RFC 9110 gives it: 501 for a
  /// method the server does not know, 505 for a version other than HTTP/1.0 and 1.1, 414 for a
  /// URL past `limits`, 431 for header fields past them, 400 for the rest (a `Content-Length`
  /// that is not a number, given twice, or beside `Transfer-Encoding`; a bad chunk).
  ///
  /// - Parameter requestLineEnded: whether the request line had ended when the head grew past
  ///   `limits`: before, it is the URL that is too long.
  static func malformed(
    _ error: HTTPParserError, requestLineEnded: Bool, limits: RequestHeadLimits
  ) -> RequestProblem {
    switch error {
    case .invalidMethod:
      RequestProblem(
        status: .notImplemented,
        message: "the method is not one this server implements: it answers GET and HEAD, and "
          + "POST for writes",
        parameter: "method")
    case .invalidVersion:
      RequestProblem(
        status: .httpVersionNotSupported,
        message: "the HTTP version is not one this server speaks: send HTTP/1.1 (or 1.0)",
        parameter: "version")
    case .headerOverflow where !requestLineEnded:
      RequestProblem(
        status: .uriTooLong, message: "the URL is longer than \(limits.fieldBytes) bytes",
        parameter: "url")
    case .headerOverflow:
      RequestProblem(
        status: .requestHeaderFieldsTooLarge,
        message: "the header fields are too large: at most \(limits.fields) fields of "
          + "\(limits.fieldBytes) bytes each, \(limits.totalBytes) bytes with the URL",
        parameter: "headers")
    case .invalidContentLength:
      .badParameter("Content-Length", "Content-Length is not a byte count")
    case .unexpectedContentLength:
      .badParameter(
        "Content-Length",
        "Content-Length is given twice, or beside Transfer-Encoding: give one length, or "
          + "chunked alone")
    case .invalidChunkSize:
      .badParameter("body", "a chunk of the body does not start with its size in hexadecimal")
    case .invalidURL, .invalidPath, .invalidQueryString, .invalidFragment, .invalidHost,
      .invalidPort:
      .badParameter("url", "the request's target is not a URL path this server reads")
    case .invalidHeaderToken, .invalidCharactersUsed:
      .badParameter("headers", "a header field has a character HTTP does not allow in it")
    default:
      RequestProblem(
        status: .badRequest, message: "the request is not HTTP/1.1 this server reads (\(error))",
        parameter: nil)
    }
  }

  /// A 408 for a request whose head did not come whole within `timeout`.
  static func headTimedOut(_ timeout: Duration) -> RequestProblem {
    RequestProblem(
      status: .requestTimeout,
      message: "the request's head (its request line and header fields) did not come whole "
        + "within \(seconds(timeout))",
      parameter: nil)
  }

  /// A 408 for a body that stopped: `bytes` of it did not come within `timeout` of waiting.
  static func bodyTimedOut(_ timeout: Duration, bytes: Int) -> RequestProblem {
    RequestProblem(
      status: .requestTimeout,
      message: "the body stopped coming: the server waited \(seconds(timeout)) for \(bytes) "
        + "bytes of it",
      parameter: "body")
  }

  /// A 503 for a connection past the limit of `maximum`, refused because every other is being
  /// answered, or closed, before its request was whole, for a newer one.
  static func connectionLimit(_ maximum: Int, refused: Bool) -> RequestProblem {
    RequestProblem(
      status: .serviceUnavailable,
      message: refused
        ? "the server has as many connections open as it takes (\(maximum)), each being "
          + "answered: ask again in 1 s"
        : "the server has as many connections open as it takes (\(maximum)) and closed this "
          + "one, the longest unfinished, for a newer one: send the request again, whole",
      parameter: nil, retryAfter: 1)
  }

  /// `duration` as people read it: `10 s`, `0.5 s`.
  private static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return "\(seconds) s" }
    return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
  }
}
