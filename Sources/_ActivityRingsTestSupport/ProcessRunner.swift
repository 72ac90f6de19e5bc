import Foundation

/// Runs a program and waits for it: the one way the test suites start processes (the `rings`
/// tool, pngcheck, ffprobe, xmllint, chromium, script).
///
/// ```swift
/// let result = try ProcessRunner.run("/usr/bin/env", ["true"])
/// result.status  // 0
/// ```
public enum ProcessRunner {
  /// What a finished process left behind.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, as bytes.
    public var standardOutput: Data
    /// Standard error, as text.
    public var standardError: String
    /// Standard output as UTF-8 text.
    public var text: String { String(decoding: standardOutput, as: UTF8.self) }

    /// Creates a result.
    public init(status: Int32, standardOutput: Data, standardError: String) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
    }
  }

  /// Runs `executable` with `arguments` and waits: `input` on standard input (then closed),
  /// the test's environment with `environment` laid over it and `removing` taken out, in
  /// `directory` when given.
  ///
  /// - Throws: when the program cannot start.
  public static func run(
    _ executable: URL, _ arguments: [String], input: Data? = nil,
    environment: [String: String] = [:], removing: [String] = [], in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    for name in removing { merged.removeValue(forKey: name) }
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    let inputPipe = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = inputPipe
    try process.run()
    if let input { inputPipe.fileHandleForWriting.write(input) }
    try inputPipe.fileHandleForWriting.close()
    // Standard error is read on its own thread and standard output here, so neither pipe can
    // fill up and block the child.
    let errors = ErrorCollector(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: outData,
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// The id of a process that has just ended (`/bin/true`), which names no process now, unless
  /// the system reuses it meanwhile (rarely): for files named after a dead writer.
  ///
  /// - Throws: when `/bin/true` cannot start.
  public static func endedProcessID() throws -> Int32 {
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    return finished.processIdentifier
  }

  /// Runs `executable` (a path) as ``run(_:_:input:environment:removing:in:)`` does.
  ///
  /// - Throws: when the program cannot start.
  public static func run(
    _ executable: String, _ arguments: [String], input: Data? = nil,
    environment: [String: String] = [:], removing: [String] = [], in directory: URL? = nil
  ) throws -> Result {
    try run(
      URL(fileURLWithPath: executable), arguments, input: input, environment: environment,
      removing: removing, in: directory)
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything read, once the pipe has closed.
  func wait() -> Data {
    done.wait()
    return data
  }
}
