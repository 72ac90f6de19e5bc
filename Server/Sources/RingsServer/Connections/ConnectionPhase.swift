/// Where a connection is in its requests, as ``ConnectionGuard`` follows it: what it waits for,
/// and so which of ``ConnectionTimeouts`` applies and whether it may be closed for a new
/// connection at the limit.
enum ConnectionPhase: Sendable, Hashable {
  /// No request in progress and none begun: a new connection, or a kept-alive one after its
  /// answers.
  case idle
  /// A request's first bytes came, its head is not whole yet.
  case readingHead
  /// A request's head came, its body is being read.
  case readingBody
  /// Every request read is being answered (the server's work, or the client reading it).
  case answering
  /// An error answer was sent; the connection closes.
  case closing

  /// The order in which connections are closed for a new one at the limit, lowest first: those
  /// closing anyway, then those that sent nothing or half a head, then those sending a body;
  /// never one being answered (nil).
  var evictionRank: Int? {
    switch self {
    case .closing: 0
    case .idle, .readingHead: 1
    case .readingBody: 2
    case .answering: nil
    }
  }
}
