import Foundation
import _ActivityRingsPlatform

/// Headless Chromium driven through the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// JSON messages ending in a NUL byte, written to the browser's descriptor 3 and read from its
/// descriptor 4), for checks that must wait for a page's promises, which `--dump-dom` does
/// not: it dumps at the `load` event.
///
/// The two descriptors are named pipes in the run's profile folder, opened by a shell that
/// then becomes Chromium. The browser is killed after `timeout` seconds whatever happens.
struct DevToolsPipe {
  private let process: Process
  private let toBrowser: FileHandle
  private let fromBrowser: FileHandle
  private var buffer = Data()
  private var nextIdentifier = 1

  /// Starts `chromium` with `arguments` (the profile, headless flags) in `folder`.
  init(chromium: String, arguments: [String], folder: URL, timeout: Double) throws {
    let input = folder.appendingPathComponent("devtools-in").path
    let output = folder.appendingPathComponent("devtools-out").path
    guard mkfifo(input, 0o600) == 0, mkfifo(output, 0o600) == 0 else {
      throw HeadlessChromium.ChromiumError("cannot make the DevTools pipes in \(folder.path)")
    }
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", #"exec "$0" "$@" 3<"$DEVTOOLS_IN" 4>"$DEVTOOLS_OUT""#, chromium]
      + arguments + ["--remote-debugging-pipe", "about:blank"]
    var environment = ProcessInfo.processInfo.environment
    environment["DEVTOOLS_IN"] = input
    environment["DEVTOOLS_OUT"] = output
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let running = process
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if running.isRunning { running.terminate() }
    }
    // The shell opens its descriptor 3 (the input) first, then 4; each open waits for ours.
    guard let toBrowser = FileHandle(forWritingAtPath: input),
      let fromBrowser = FileHandle(forReadingAtPath: output)
    else {
      process.terminate()
      throw HeadlessChromium.ChromiumError("cannot open the DevTools pipes")
    }
    self.toBrowser = toBrowser
    self.fromBrowser = fromBrowser
  }

  /// Sends a command (to a page when `session` is given) and returns its `result`.
  mutating func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil)
    throws -> [String: Any]
  {
    let identifier = nextIdentifier
    nextIdentifier += 1
    var message: [String: Any] = ["id": identifier, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    try toBrowser.write(contentsOf: JSONSerialization.data(withJSONObject: message) + [0])
    while true {
      let reply = try readMessage()
      guard reply["id"] as? Int == identifier else { continue }
      if let error = reply["error"] {
        throw HeadlessChromium.ChromiumError("\(method) failed: \(error)")
      }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  /// Closes the browser and waits for it to exit.
  mutating func close() {
    _ = try? send("Browser.close")
    process.waitUntilExit()
  }

  private mutating func readMessage() throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let message = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[(end + 1)...])
        return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
      }
      // availableData returns what has arrived (read(upToCount:) waits for the whole count).
      let more = fromBrowser.availableData
      guard !more.isEmpty else {
        throw HeadlessChromium.ChromiumError("chromium closed the DevTools pipe (timed out?)")
      }
      buffer += more
    }
  }
}
