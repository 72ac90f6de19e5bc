import Foundation

/// Runs the `rings` tool and collects its exit status, standard output and standard error.
enum RingsRun {
  /// A finished run.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `tool` with `arguments` in `folder` (so relative paths in the manifest are read
  /// against the package root). The two outputs go to files in `scratch`, read once the run is
  /// over, so that neither can fill a pipe while the other is read.
  static func run(_ tool: URL, _ arguments: [String], in folder: URL, scratch: URL) throws
    -> Result
  {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let output = scratch.appendingPathComponent("rings-output.txt")
    let errors = scratch.appendingPathComponent("rings-errors.txt")
    for file in [output, errors] {
      guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
      }
    }
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: errors)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: output), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errors), as: UTF8.self))
  }
}
