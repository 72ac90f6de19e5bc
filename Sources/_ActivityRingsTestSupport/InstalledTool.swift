import Foundation

/// A command-line program the tests run when it is installed (`pngcheck`, `ffprobe`,
/// `xmllint`, `chromium`): a test that needs one says so with
/// `.enabled(if: InstalledTool.isInstalled("pngcheck"), "…")`, so a machine without it shows
/// the test as skipped, with the reason, rather than passed.
///
/// ```swift
/// @Test(.enabled(if: InstalledTool.isInstalled("pngcheck"), "pngcheck is not installed"))
/// func valid() throws {
///   let result = try InstalledTool.named("pngcheck").run(["-q", path])
/// }
/// ```
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

  /// The program called `name`, in a test enabled only where it is installed.
  ///
  /// - Throws: when it is not installed after all.
  public static func named(_ name: String) throws -> InstalledTool {
    guard let path = find(name) else { throw ToolMissing(name: name) }
    return InstalledTool(path: path)
  }

  /// The program called `name` on `PATH` or in `/usr/bin`; nil when it is not installed.
  public init?(_ name: String) {
    guard let path = Self.find(name) else { return nil }
    self.path = path
  }

  private init(path: String) {
    self.path = path
  }

  /// Runs the program and waits: its exit status, and standard output and then standard error.
  ///
  /// - Throws: when it cannot start.
  public func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try ProcessRunner.run(path, arguments)
    return (result.status, result.text + result.standardError)
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

/// A tool a test needs is not installed.
struct ToolMissing: Error, CustomStringConvertible {
  let name: String
  var description: String { "\(name) is not installed" }
}
