import Foundation

/// The built `rings-server`, started as a user starts it, on a free loopback port.
final class ServerProcess: @unchecked Sendable {
  static let token = "end-to-end-token-0123456789"
  /// `Authorization: Bearer` with the write token, which reads too.
  static let authorization = ["Authorization": "Bearer \(token)"]

  let process = Process()
  let folder: URL
  let port: Int
  var base: String { "http://127.0.0.1:\(port)" }

  /// Starts the server on `folder` (a new one by default) and waits until it listens;
  /// `launcher` runs it (`["/usr/bin/prlimit", "--nofile=200"]`), as `exec` would.
  init(folder: URL? = nil, arguments: [String] = [], launcher: [String] = []) throws {
    self.folder = try folder ?? BuiltProducts.temporaryFolder().appendingPathComponent("data")
    let server = BuiltProducts.executable("rings-server")
    let command =
      launcher + [server.path, "--data", self.folder.path, "--port", "0", "--time-zone", "UTC"]
      + arguments
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    var environment = ProcessInfo.processInfo.environment
    environment["RINGS_SERVER_TOKEN"] = Self.token
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The port is in the line "rings-server: listening on http://127.0.0.1:PORT".
    let found = PortReader(output.fileHandleForReading)
    guard let port = found.wait(seconds: 60) else {
      process.terminate()
      throw ServerDidNotStart(output: found.text)
    }
    self.port = port
  }

  /// SIGTERM, and waits.
  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// SIGKILL, and waits: no chance to clean up.
  func kill() {
    if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  struct ServerDidNotStart: Error, CustomStringConvertible {
    var output: String
    var description: String { "rings-server did not start: \(output)" }
  }

  /// Reads standard output on a thread of its own until the listening line.
  private final class PortReader: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?
    private var collected = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        var text = ""
        while true {
          let data = handle.availableData
          if data.isEmpty { break }
          text += String(decoding: data, as: UTF8.self)
          if let range = text.range(of: "listening on http://127.0.0.1:"),
            let end = text[range.upperBound...].firstIndex(of: "\n"),
            let port = Int(text[range.upperBound..<end])
          {
            lock.withLock { self.port = port }
            break
          }
        }
        lock.withLock { collected = text }
        done.signal()
        // Keep draining, so that the server never blocks on a full pipe.
        while !handle.availableData.isEmpty {}
      }
    }

    var text: String { lock.withLock { collected } }

    func wait(seconds: Double) -> Int? {
      guard done.wait(timeout: .now() + seconds) == .success else { return nil }
      return lock.withLock { port }
    }
  }
}
