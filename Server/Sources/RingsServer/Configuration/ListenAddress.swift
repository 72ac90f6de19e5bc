import ActivityRings
import ActivityRingsFiles
import NIOCore
import _ActivityRingsPlatform

/// The address `rings-server` listens on, checked when the server is made, before the data
/// folder, the token or the database, so that a `--host` that is no address of this machine or
/// a port in use is one line in the server's words and exit status 64, and no token is made.
///
/// ```swift
/// try ListenAddress.check(host: "127.0.0.1", port: 8080)
/// ```
///
/// The check binds a socket to the address and closes it; the server binds again when it runs,
/// and ``problem(binding:host:port:)`` puts what that bind may still meet (another program
/// taking the port in between) in the same words.
enum ListenAddress {
  /// Checks that `host` is an address of this machine, or a name of one, and that `port` on
  /// it is free.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` naming `--host` or `--port`.
  static func check(host: String, port: Int) throws(ServerSetupError) {
    let address: SocketAddress
    do {
      address = try SocketAddress.makeAddressResolvingHost(host, port: port)
    } catch {
      throw .usage(
        "--host \(QuotedText.quoted(host)) is not an address or a name of this machine (for example "
          + "127.0.0.1, ::1, or 0.0.0.0 for every interface)")
    }
    let stream = streamSocketType
    let descriptor = socket(Int32(address.protocol.rawValue), stream, 0)
    guard descriptor >= 0 else {
      throw .runtime("cannot make a socket: \(SystemReason.text(forCode: errno))")
    }
    defer { close(descriptor) }
    // As the server binds: with SO_REUSEADDR, so that a port whose last connections linger in
    // TIME_WAIT counts as free.
    var one: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    let bound = address.withSockAddr { pointer, size in
      bind(descriptor, pointer, socklen_t(size))
    }
    guard bound == 0 else {
      throw problem(errno: errno, host: host, port: port)
    }
  }

  /// What binding to `host:port` when the server runs met, in the words of
  /// ``check(host:port:)``; nil for an error that is not about the address.
  static func problem(binding error: any Error, host: String, port: Int) -> ServerSetupError? {
    if error is SocketAddressError {
      return .usage("--host \(QuotedText.quoted(host)) is not an address or a name of this machine")
    }
    guard let error = error as? IOError,
      [EADDRINUSE, EADDRNOTAVAIL, EACCES].contains(error.errnoCode)
    else { return nil }
    return problem(errno: error.errnoCode, host: host, port: port)
  }

  /// The line for a bind that failed with `code`.
  private static func problem(errno code: Int32, host: String, port: Int) -> ServerSetupError {
    switch code {
    case EADDRINUSE:
      .usage(
        "--port \(port): \(host):\(port) is in use (another rings-server, or another "
          + "program): choose another port, or 0 for any free one")
    case EADDRNOTAVAIL:
      .usage(
        "--host \(QuotedText.quoted(host)) is not an address of this machine: use one of its "
          + "addresses, 127.0.0.1, or 0.0.0.0 for every interface")
    case EACCES:
      .usage(
        "--port \(port): listening below 1024 needs privileges: choose 1024 or more (and "
          + "put a reverse proxy in front)")
    default:
      .runtime("cannot listen on \(host):\(port): \(SystemReason.text(forCode: code))")
    }
  }
}
