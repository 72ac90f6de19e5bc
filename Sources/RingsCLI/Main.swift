/// Runs `rings`: parses the command line, runs the command, and turns any error into one line
/// on standard error and a sysexits exit code.
@main
enum Main {
  static func main() {
    do {
      try ArgumentSuggestion.checkSubcommand(CommandLine.arguments.dropFirst())
      var command = try RingsCommand.parseAsRoot()
      try command.run()
    } catch {
      ExitStatus.exit(for: error, command: RingsCommand.self)
    }
  }
}
