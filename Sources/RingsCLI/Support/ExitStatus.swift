import ArgumentParser

/// The ends of a `rings` run: how a thrown error becomes one line on standard error and an exit
/// code (64 for usage errors, 1 for failures), and how help and version requests print normally.
///
/// ```swift
/// do { try command.run() } catch { ExitStatus.exit(for: error, command: RingsCommand.self) }
/// ```
public enum ExitStatus {
  /// Prints the error (one line, `rings: ` prefix) or the requested help, and exits.
  ///
  /// ```swift
  /// ExitStatus.exit(for: CLIError.usage("bad"), command: RingsCommand.self)  // exits 64
  /// ```
  public static func exit(for error: any Error, command: any ParsableCommand.Type) -> Never {
    if let error = error as? CLIError {
      StandardError.writeLine("rings: \(error.message)")
      command.exit(withError: ExitCode(error.exitCode))
    }
    let code = command.exitCode(for: error)
    if code == .success {
      // --help, --version and friends print their full text.
      command.exit(withError: error)
    }
    let message = command.message(for: error)
    let firstLine = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
    let cleaned = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
    StandardError.writeLine("rings: \(cleaned) (see 'rings --help')")
    // Argument-parser reports its own usage errors as 64 already; keep its code.
    command.exit(withError: ExitCode(code.rawValue == 0 ? 1 : code.rawValue))
  }
}
