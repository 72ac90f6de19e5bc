import Foundation
import _ActivityRingsTestSupport

/// Runs the built `rings` executable, as a user would, and captures what it prints.
struct RingsProcess {
  typealias Result = ProcessRunner.Result

  /// The `rings` binary next to the test bundle in the build folder.
  static var executable: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // Swift Testing may run from inside the .xctest bundle on some platforms.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("rings").path),
      folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("rings")
  }

  /// Runs `rings` with `arguments`, `input` on standard input, in `directory`; `NO_COLOR` and
  /// the locale (`LC_ALL`, `LC_TIME`, `LANG`, which choose the day weeks start on) are taken
  /// out of the environment so tests see what they set.
  static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
    in directory: URL? = nil
  ) throws -> Result {
    try ProcessRunner.run(
      executable, arguments, input: input, environment: environment,
      removing: ["NO_COLOR", "LC_ALL", "LC_TIME", "LANG"],
      in: directory)
  }

  /// Runs `rings` with standard output on a pseudo-terminal, as in an interactive shell, and
  /// returns the exit status, what reached the terminal and standard error.
  static func runInTerminal(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    // posix_openpt and friends are not imported into Swift on Linux: the same with ioctls
    // (TIOCSPTLCK to unlock, TIOCGPTN for the number of /dev/pts/N).
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0
    else { throw POSIXError(.ENOTTY) }
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw POSIXError(.ENOTTY) }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    environment["TERM"] = "xterm-256color"
    environment["COLORTERM"] = "truecolor"
    process.environment = environment
    let error = Pipe()
    process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    close(slave)
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      // Reading the master ends with EIO once the child and its copy of the slave are gone.
      let count = read(master, &buffer, buffer.count)
      if count <= 0 { break }
      output.append(contentsOf: buffer[0..<count])
    }
    close(master)
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: output,
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh empty folder for one test's files.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}
