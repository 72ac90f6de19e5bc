import Foundation
import _ActivityRingsTestSupport

/// A curl run that the test does not wait for: an upload to kill the server under, or one of
/// many at once.
final class BackgroundCurl: @unchecked Sendable {
  let process = Process()

  /// Starts curl with `arguments` (after `--silent --output /dev/null`).
  init(_ arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: try InstalledTool.named("curl").path)
    process.arguments = ["--silent", "--output", "/dev/null", "--max-time", "300"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// POSTs `file` to `url` with the server's token.
  static func upload(_ file: URL, to url: String) throws -> BackgroundCurl {
    try BackgroundCurl([
      "--header", "Authorization: Bearer \(ServerProcess.token)", "--data-binary", "@" + file.path,
      url,
    ])
  }

  /// Waits for it to end; its exit status.
  @discardableResult func wait() -> Int32 {
    process.waitUntilExit()
    return process.terminationStatus
  }
}
