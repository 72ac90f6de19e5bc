import Foundation

/// A command-line program the tests run when it is installed (`pngcheck`, `ffprobe`): optional
/// on developer machines, so a test without it prints a notice and checks nothing more.
struct InstalledTool {
  /// The executable.
  let path: String

  /// The program called `name` on `PATH` or in `/usr/bin`; nil when it is not installed.
  init?(_ name: String) {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .map(String.init)
    guard
      let path = (folders + ["/usr/bin", "/usr/local/bin"]).map({ "\($0)/\(name)" }).first(
        where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      print("\(name) is not installed; skipping its check")
      return nil
    }
    self.path = path
  }

  /// Runs the program and waits: its exit status, and standard output and error together.
  func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
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
  static func withFiles<Result>(
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
