/// How long `rings-server` waits for a client, so that one that sends nothing, half a request
/// or half a body, or stops reading its answer, gives its connection back.
///
/// ```swift
/// var configuration = ServerConfiguration(dataFolder: "/var/lib/rings")
/// configuration.timeouts.keepAlive = .seconds(60)
/// ```
///
/// A client that had sent part of a request when its time ran out gets a 408 (the server's
/// one-line JSON) before the connection closes; an idle connection is closed without a word.
/// Time the server spends on its own (drawing, a heavy answer waiting its turn, the client's
/// body held back while an import is written) never counts against the client.
public struct ConnectionTimeouts: Sendable, Hashable {
  /// A request's head (request line and header fields) must arrive whole within this time of
  /// the connection's opening, for its first request, or of the request's first byte on a
  /// kept-alive connection: 10 s. A client that sends one header line at a time gets no more.
  public var head: Duration = .seconds(10)
  /// While a body is read, each ``bodyProgressBytes`` of it must come within this much time of
  /// the server waiting for them: 10 s. A body that stops, or trickles, is cut off.
  public var body: Duration = .seconds(10)
  /// What a body must bring in each ``body`` of waiting: 1 KiB (100 bytes a second).
  public var bodyProgressBytes = 1024
  /// How long a kept-alive connection waits for its next request, after an answer: 30 s.
  public var keepAlive: Duration = .seconds(30)
  /// How long an answer waits for a client that does not read it: 30 s.
  public var send: Duration = .seconds(30)
  /// How long, after an error answer, what the client still sends is read and dropped before
  /// the connection closes, so that the client reads the answer rather than a reset: 2 s.
  public var linger: Duration = .seconds(2)

  /// The defaults above.
  public init() {}
}
