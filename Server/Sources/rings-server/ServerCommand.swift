import ActivityRings
import ArgumentParser
import Foundation
import RingsServer

/// `rings-server`: Activity rings by URL, and a person's days in SQLite.
///
/// ```sh
/// $ rings-server --data ~/rings
/// $ rings-server --data /var/lib/rings --host 0.0.0.0 --port 8080 --time-zone Europe/Paris \
///     --goals move=600,exercise=30,stand=12
/// $ rings-server sign --data ~/rings --expires 30d '/today.png?size=64'
/// ```
@main
struct ServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rings-server",
    abstract: "Serve Activity rings by URL, and keep a person's days in SQLite.",
    version: ServerVersion.current,
    subcommands: [ServeCommand.self, SignCommand.self],
    defaultSubcommand: ServeCommand.self)

  /// Runs the server with its arguments read losslessly (`PathEncoding.commandLineArguments`):
  /// `CommandLine.arguments` would have turned a name that is not UTF-8 into another one.
  static func main() async {
    await main(Array(PathEncoding.commandLineArguments.dropFirst()))
  }

  /// Writes `line` to standard output unbuffered, so that a pipe (a service manager's log, a
  /// test) gets each line at once.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Prints a setup error in one line and exits with its status.
  static func fail(_ error: ServerSetupError) -> ExitCode {
    FileHandle.standardError.write(Data("rings-server: error: \(error)\n".utf8))
    return ExitCode(error.exitCode)
  }
}
