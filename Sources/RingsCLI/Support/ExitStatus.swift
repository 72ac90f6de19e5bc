import ActivityRingsJSON
import ActivityRingsSafeOutput
import ArgumentParser

/// The ends of a `rings` run: how a thrown error becomes one line on standard error and an exit
/// code (64 for usage errors, 1 for failures), and how help and version requests print normally.
///
/// ```swift
/// do { try command.run() } catch { ExitStatus.exit(for: error, command: RingsCommand.self) }
/// ```
enum ExitStatus {
  /// Prints the error (one line, `rings: ` prefix) or the requested help, and exits.
  static func exit(for error: any Error, command: any ParsableCommand.Type) -> Never {
    if let error = error as? SafeOutputError {
      exit(for: CLIError(error), command: command)
    }
    if let error = error as? JSONDocumentError {
      exit(for: CLIError.runtime(error.description), command: command)
    }
    if let error = error as? CLIError {
      StandardError.writeLine("rings: \(error.message)")
      command.exit(withError: ExitCode(error.exitCode))
    }
    let code = command.exitCode(for: error)
    if code == .success {
      // --help, --version and friends print their full text, and fail as any output does when
      // standard output cannot take it (`> /dev/full`, closed).
      let text = command.fullMessage(for: error)
      do throws(SafeOutputError) {
        if !text.isEmpty { try StandardOutput.write(Array((text + "\n").utf8)) }
      } catch {
        exit(for: error, command: command)
      }
      command.exit()
    }
    let subcommand = command.configuration.subcommands.first { subcommand in
      CommandLine.arguments.dropFirst().first == subcommand._commandName
    }
    let message = ArgumentSuggestion.suggesting(
      reworded(command.message(for: error)), in: subcommand ?? command)
    let help = ["rings", subcommand?._commandName, "--help"].compactMap { $0 }
      .joined(separator: " ")
    StandardError.writeLine("rings: \(message) (see '\(help)')")
    // Argument-parser reports its own usage errors as 64 already; keep its code.
    command.exit(withError: ExitCode(code.rawValue == 0 ? 1 : code.rawValue))
  }

  /// An argument-parser message as ours read: without "Error: " and the usage that follows,
  /// starting in lower case, without a closing full stop, on one line.
  static func reworded(_ message: String) -> String {
    var text = message
    if let usage = text.firstRange(of: "\nUsage: ") { text = String(text[..<usage.lowerBound]) }
    if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
    while let last = text.last, last.isWhitespace || last == "." { text.removeLast() }
    text = text.replacing(". Please provide one of ", with: ": use one of ")
    // "Missing …" becomes "missing …"; an acronym at the start ("URL …") stays.
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true {
      text = first.lowercased() + text.dropFirst()
    }
    return text
  }
}
