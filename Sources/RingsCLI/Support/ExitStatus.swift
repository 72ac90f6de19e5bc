import ActivityRings
import ActivityRingsFiles
import ActivityRingsJSON
import ArgumentParser

/// The ends of a `rings` run: how a thrown error becomes one line on standard error and an exit
/// code (64 for usage errors, 1 for failures), and how help and version requests print normally.
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
    // argument-parser's own usage errors, in its words (`message(for:)`: without "Error: "
    // and the usage), with a pointer to the help of the command that was typed.
    let typed = PathEncoding.commandLineArguments.dropFirst().first
    let subcommand = ArgumentSuggestion.subcommandNames.first { $0 == typed }
    let help = ["rings", subcommand, "--help"].compactMap { $0 }.joined(separator: " ")
    StandardError.writeLine("rings: \(command.message(for: error)) (see '\(help)')")
    // Argument-parser reports its own usage errors as 64 already; keep its code.
    command.exit(withError: ExitCode(code.rawValue == 0 ? 1 : code.rawValue))
  }
}
