import Foundation
import Synchronization
import _ActivityRingsPlatform

/// A TCP connection to the server on loopback that sends exactly the bytes it is given: for
/// requests no HTTP client sends (half a request, a body that stops, malformed heads) and for
/// connections that send nothing. Its blocking calls run on a thread of their own, never on the
/// tests' concurrency threads, which an in-process server needs, nor on Dispatch's global
/// queue, which on Linux runs no more blocked work at once than there are cores.
///
/// ```swift
/// let connection = try RawConnection(port: port)
/// try connection.write("GET /rings.png?mo")
/// let reply = await connection.readUntilClosed(seconds: 5)
/// reply.closed                 // true
/// reply.response?.status       // 408
/// ```
public final class RawConnection: @unchecked Sendable {
  private let descriptor: Int32
  private let opened = RawConnection.now()
  private let lastWrite = Mutex(RawConnection.now())

  /// Connects to `127.0.0.1:port`.
  public init(port: Int) throws {
    descriptor = socket(AF_INET, Self.stream, 0)
    guard descriptor >= 0 else { throw Failure(what: "socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw Failure(what: "connect")
    }
    // A server that stops reading fails a write after 10 s rather than holding the test.
    var limit = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit {
    close(descriptor)
  }

  /// Sends `bytes` whole. The time of the last write is taken before its last `send`: the
  /// server cannot have the bytes earlier, so a timeout measured from it is never short (taken
  /// after, it could be late by however long this thread waited to run again).
  public func write(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let started = Self.now()
      let sent = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Self.noSignal)
      }
      guard sent > 0 else { throw Failure(what: "send") }
      offset += sent
      if offset == bytes.count { lastWrite.withLock { $0 = started } }
    }
  }

  /// Sends `text` as UTF-8.
  public func write(_ text: String) throws {
    try write(Array(text.utf8))
  }

  /// Sends `text` after `seconds`, from a thread of its own, and returns at once: the delay is
  /// kept however busy the tests' concurrency threads are.
  public func write(_ text: String, after seconds: Double) {
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: seconds)
      try? self.write(text)
    }
  }

  /// What came back.
  public struct Reply: Sendable {
    /// Every byte received.
    public var bytes: [UInt8]
    /// Whether the server closed the connection (an end or a reset) before the time ran out.
    public var closed: Bool
    /// Seconds from the connection's opening until the end (or the time ran out): at least
    /// the server's time for a connection that sent nothing.
    public var sinceOpened: Double
    /// Seconds from the last byte sent until the end: at least the server's time for what
    /// was sent.
    public var sinceLastWrite: Double
    /// The first HTTP response in ``bytes``, if one came whole.
    public var response: RawResponse? { RawResponse(bytes) }
  }

  /// Reads until the server closes the connection or `seconds` pass.
  public func readUntilClosed(seconds: Double) async -> Reply {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: self.blockingRead(seconds: seconds))
      }
    }
  }

  /// Reads until `count` bytes came, the server closes, or `seconds` pass.
  public func read(atLeast count: Int, seconds: Double) async -> Reply {
    await read(seconds: seconds) { $0.count >= count }
  }

  /// Reads until a whole response came, the server closes, or `seconds` pass.
  public func readResponse(seconds: Double) async -> Reply {
    await read(seconds: seconds) { RawResponse($0) != nil }
  }

  private func read(seconds: Double, until enough: @escaping @Sendable ([UInt8]) -> Bool) async
    -> Reply
  {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: self.blockingRead(seconds: seconds, until: enough))
      }
    }
  }

  private func blockingRead(seconds: Double, until enough: ([UInt8]) -> Bool = { _ in false })
    -> Reply
  {
    let start = Self.now()
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    func reply(closed: Bool) -> Reply {
      let end = Self.now()
      return Reply(
        bytes: bytes, closed: closed, sinceOpened: end - opened,
        sinceLastWrite: end - lastWrite.withLock { $0 })
    }
    while !enough(bytes) {
      let left = seconds - (Self.now() - start)
      guard left > 0 else { return reply(closed: false) }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
      let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard received > 0 else { return reply(closed: true) }
      bytes += buffer[..<received]
    }
    return reply(closed: false)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static let stream = streamSocketType
  /// A write to a connection the server closed fails instead of raising SIGPIPE.
  private static let noSignal = sendWithoutSignal

  /// A socket call that failed.
  public struct Failure: Error, CustomStringConvertible {
    /// The call.
    public var what: String
    /// The call and the system's reason.
    public var description: String { "\(what) failed: \(String(cString: strerror(errno)))" }
  }
}
