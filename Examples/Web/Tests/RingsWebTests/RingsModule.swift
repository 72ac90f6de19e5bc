import Foundation
import WasmKit

/// Examples/Web's rings.wasm, built from the current sources and instantiated in WasmKit, called
/// the way Examples/Web/rings.js calls it: numbers in, then the byte count the call returns and
/// the bytes at `rings_output()` in the module's memory (a negative count: a message instead).
///
/// ```swift
/// let rings = try RingsModule()
/// let svg = try rings.svg(Day(move: .init(350, 500)))  // the SVG's UTF-8 bytes
/// ```
struct RingsModule {
  /// What a call returned: the SVG's bytes, or the module's one-line message.
  enum Output: Equatable {
    case svg([UInt8])
    case message(String)

    /// Where this output departs from the SVG bytes `expected`, with the text around it; nil
    /// when it is exactly those bytes.
    func difference(from expected: [UInt8]) -> String? {
      switch self {
      case .message(let message):
        return "the module refused the input: \(message)"
      case .svg(let actual) where actual == expected:
        return nil
      case .svg(let actual):
        let offset = zip(actual, expected).prefix { $0 == $1 }.count
        let context = { (bytes: [UInt8]) in
          String(
            decoding: bytes[max(0, offset - 40)..<min(bytes.count, offset + 40)], as: UTF8.self)
        }
        return """
          \(actual.count) bytes, expected \(expected.count); first difference at byte \(offset):
            module: …\(context(actual))…
            native: …\(context(expected))…
          """
      }
    }
  }

  /// A call the module answered in a way rings.js could not read.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The repository's root folder (this file is Examples/Web/Tests/RingsWebTests/…).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The module's bytes, built once per test run by Examples/Web/build (the script the browser
  /// test and the page's users run), or why the build failed.
  static let bytes = Result<[UInt8], any Error> { try build() }

  /// Whether Examples/Web/build optimised the module with wasm-opt (Debian's binaryen), as it
  /// does when wasm-opt is on the PATH.
  static var isOptimised: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { folder in
      FileManager.default.isExecutableFile(atPath: "\(folder)/wasm-opt")
    }
  }

  private let instance: Instance
  private let memory: Memory

  /// Instantiates the module in a new store, with no imports (the module has none).
  init() throws {
    let module = try parseWasm(bytes: try Self.bytes.get())
    instance = try module.instantiate(store: Store(engine: Engine()))
    guard let memory = instance.exports[memory: "memory"] else {
      throw Failure(description: "rings.wasm exports no memory")
    }
    self.memory = memory
  }

  /// `rings.svg(day, {moveTime, size, scale})` in rings.js.
  func svg(_ day: Day, moveTime: Bool = false, size: Double = 160, scale: Int32 = 1) throws
    -> Output
  {
    try call("rings_svg", day.arguments.map(Self.number) + picture(moveTime, size, scale))
  }

  /// `rings.transitionSVG(from, to, time, {duration, curve})` in rings.js; `curve` is an index
  /// into `TimingCurve.allCases`.
  func transitionSVG(
    from start: Day, to end: Day, time: Double, duration: Double = 1, curve: Int32 = 3
  ) throws -> Output {
    let days = (start.arguments + end.arguments).map(Self.number)
    return try call(
      "rings_transition_svg",
      days + picture(false, 160, 1) + [
        .f64(duration.bitPattern), .i32(UInt32(bitPattern: curve)),
        .f64(time.bitPattern),
      ])
  }

  /// A number the module takes as an f64.
  private static func number(_ value: Double) -> Value { .f64(value.bitPattern) }

  /// The picture's arguments: move-time mode, size in points, scale.
  private func picture(_ moveTime: Bool, _ size: Double, _ scale: Int32) -> [Value] {
    [.i32(moveTime ? 1 : 0), .f64(size.bitPattern), .i32(UInt32(bitPattern: scale))]
  }

  /// Calls an export that writes into the output buffer and reads what it wrote.
  private func call(_ name: String, _ arguments: [Value]) throws -> Output {
    guard let function = instance.exports[function: name],
      let output = instance.exports[function: "rings_output"]
    else {
      throw Failure(description: "rings.wasm does not export \(name) and rings_output")
    }
    guard case .i32(let result)? = try function.invoke(arguments).first,
      case .i32(let address)? = try output.invoke().first
    else {
      throw Failure(description: "\(name) or rings_output did not return an i32")
    }
    let count = Int32(bitPattern: result)
    let length = Int(count.magnitude)
    guard Int(address) + length <= memory.byteCount else {
      throw Failure(description: "\(length) bytes at \(address) are outside the module's memory")
    }
    let bytes = memory.withUnsafeBufferPointer(offset: UInt(address), count: length) {
      [UInt8]($0)
    }
    return count < 0 ? .message(String(decoding: bytes, as: UTF8.self)) : .svg(bytes)
  }

  /// Runs Examples/Web/build into a temporary folder and returns the rings.wasm it wrote.
  private static func build() throws -> [UInt8] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-web-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", root.appendingPathComponent("Examples/Web/build").path, folder.path,
    ]
    let log = Pipe()
    process.standardOutput = log
    process.standardError = log
    try process.run()
    let output = log.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "Examples/Web/build failed:\n\(String(decoding: output, as: UTF8.self))")
    }
    return [UInt8](try Data(contentsOf: folder.appendingPathComponent("rings.wasm")))
  }
}
