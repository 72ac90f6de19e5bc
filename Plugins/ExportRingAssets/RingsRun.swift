import Foundation

/// Runs the `rings` tool and collects its exit status and standard error.
enum RingsRun {
  /// A finished run.
  struct Result {
    var status: Int32
    var standardError: String
  }

  /// Runs `tool` with `arguments` in `folder` (so relative summary files and output folders are
  /// read against the package root). Standard output is discarded; `rings export` prints
  /// nothing there.
  static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Result {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardError: String(decoding: data, as: UTF8.self))
  }
}
