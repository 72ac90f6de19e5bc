import ActivityRingsSafeOutput

/// Where a command's bytes go: a file (written safely, see ``AtomicFileWriter``) or standard
/// output (written as they are, byte for byte).
///
/// ```swift
/// let destination = OutputDestination(option: "-")   // .standardOutput
/// try destination.write(pngBytes)
/// ```
package enum OutputDestination: Sendable, Hashable {
  /// Standard output: no `-o`, or `-o -`.
  case standardOutput
  /// A path given with `-o`.
  case file(String)

  /// The destination `-o` names: nil or `-` is standard output.
  init(option: String?) {
    guard let option, option != "-" else {
      self = .standardOutput
      return
    }
    self = .file(option)
  }

  /// Writes `bytes` there, exactly.
  ///
  /// - Throws: a runtime ``CLIError`` naming the destination and the reason; a usage one when
  ///   the file is one of the run's inputs (see ``OpenedInputs``).
  package func write(_ bytes: [UInt8]) throws(CLIError) {
    if case .file(let path) = self {
      try OpenedInputs.check(output: path)
    }
    do {
      switch self {
      case .standardOutput: try StandardOutput.write(bytes)
      case .file(let path): try AtomicFileWriter.write(bytes, to: path)
      }
    } catch {
      throw CLIError(error)
    }
  }
}
