import Hummingbird

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Who may do what: anyone may ask for pictures of values in the URL; reads of anything stored
/// (days, weeks, months, today, the report, the statistics) need the read or the write token,
/// or a URL the server signed, unless the server was started with `--public-reads`; writes need
/// the write token, and the read token is refused there.
///
/// ```swift
/// try server.access.authorizeRead(request)   // before a stored day is read
/// try server.access.authorizeWrite(request)  // before an import's body is read
/// ```
struct ServerAccess: Sendable {
  /// The write token, which reads too.
  let write: BearerToken
  /// The read token, when there is one.
  let read: BearerToken?
  /// The signer of URLs.
  let signer: URLSigner
  /// Whether reads of stored days need nothing (`--public-reads`).
  let publicReads: Bool
  /// Now, in seconds since 1970, for expiries.
  let now: @Sendable () -> Date

  /// Refuses a read of stored days without a token or a valid signed URL (401).
  ///
  /// - Throws: a 401 ``RequestProblem`` saying what is missing or wrong.
  func authorizeRead(_ request: Request) throws(RequestProblem) {
    let seconds = Int64(now().timeIntervalSince1970.rounded(.down))
    if let header = request.headers[.authorization] {
      guard write.authorizes(header) || read?.authorizes(header) == true else {
        throw .unauthorized("the token does not match the server's read or write token")
      }
      return
    }
    switch signer.verify(path: request.uri.path, query: request.uri.query, now: seconds) {
    case .valid: return
    case .invalid(let reason): throw .unauthorized(reason)
    case .unsigned:
      guard publicReads else {
        throw .unauthorized(
          "stored days are private: send Authorization: Bearer TOKEN (the read or the write "
            + "token), or use a URL signed with rings-server sign")
      }
    }
  }

  /// Refuses a write without the write token (401), or with the read token (403).
  ///
  /// - Throws: a 401 or 403 ``RequestProblem``.
  func authorizeWrite(_ request: Request) throws(RequestProblem) {
    guard let header = request.headers[.authorization] else {
      throw .unauthorized(
        "this write needs the server's token: send Authorization: Bearer TOKEN (the token is "
          + "RINGS_SERVER_TOKEN, or the file token in the data folder)")
    }
    if read?.authorizes(header) == true {
      throw RequestProblem(
        status: .forbidden, message: "the read token cannot write: use the write token",
        parameter: nil)
    }
    guard write.authorizes(header) else {
      throw .unauthorized("the token does not match the server's")
    }
  }
}
