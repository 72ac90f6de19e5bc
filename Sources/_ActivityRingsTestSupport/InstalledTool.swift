import Foundation

/// A command-line program the tests run when it is installed (`pngcheck`, `ffprobe`,
/// `chromium`): optional on developer machines, so a suite that needs one is enabled only when
/// it is there (`.enabled(if: InstalledTool.isInstalled("chromium"), "…")`).
public struct InstalledTool: Sendable {
  /// The executable.
  public let path: String

  /// Whether a program called `name` is on `PATH` or in `/usr/bin`.
  public static func isInstalled(_ name: String) -> Bool { find(name) != nil }

  private static func find(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map(String.init)
    return (folders + ["/usr/bin", "/usr/local/bin"]).map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The program called `name` on `PATH` or in `/usr/bin`; nil when it is not installed.
  public init?(_ name: String) {
    guard let path = Self.find(name) else {
      print("\(name) is not installed; skipping its check")
      return nil
    }
    self.path = path
  }

  /// Runs the program and waits: its exit status, and standard output and error together.
  public func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Writes `files` into a new temporary folder, calls `body` with their paths in order, and
  /// removes the folder.
  public static func withFiles<Result>(
    _ files: [(name: String, bytes: [UInt8])], _ body: ([String]) throws -> Result
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("activity-rings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for file in files {
      let url = folder.appendingPathComponent(file.name)
      try Data(file.bytes).write(to: url)
      paths.append(url.path)
    }
    return try body(paths)
  }
}
