/// The largest request head `rings-server` reads: past these a request is answered with 414
/// (the URL) or 431 (header fields), in the server's one-line JSON, and its connection closed.
///
/// ```swift
/// var configuration = ServerConfiguration(dataFolder: "/var/lib/rings")
/// configuration.headLimits.fieldBytes = 32 << 10
/// ```
///
/// The server's own URLs are a few hundred bytes; the limits leave room for a proxy's headers
/// and a browser's cookies, and bound what a connection that sends a head slowly holds.
public struct RequestHeadLimits: Sendable, Hashable {
  /// The longest URL, and the longest header field (name and value): 16 KiB.
  public var fieldBytes = 16 << 10
  /// The most bytes of URL and header fields together: 64 KiB.
  public var totalBytes = 64 << 10
  /// The most header fields: 100.
  public var fields = 100

  /// The defaults above.
  public init() {}
}
