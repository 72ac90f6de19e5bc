import ActivityRings

/// Runs `rings`: parses the command line, runs the command, and turns any error into one line
/// on standard error and a sysexits exit code. The arguments are read losslessly
/// (`PathEncoding.commandLineArguments`), so a file name that is not UTF-8 names its own file.
@main
enum Main {
  static func main() {
    let arguments = Array(PathEncoding.commandLineArguments.dropFirst())
    do {
      try ArgumentSuggestion.checkSubcommand(arguments[...])
      var command = try RingsCommand.parseAsRoot(arguments)
      try command.run()
    } catch {
      ExitStatus.exit(for: error, command: RingsCommand.self)
    }
  }
}
