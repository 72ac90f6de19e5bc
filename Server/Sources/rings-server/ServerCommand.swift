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
/// ```
@main
struct ServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rings-server",
    abstract: "Serve Activity rings by URL, and keep a person's days in SQLite.",
    discussion: """
      Pictures: /rings.png?move=350/500&exercise=20/30&stand=8/12 (also .svg .gif .txt), \
      /transition.png?from=move=400/500&to=move=1250/500, /days/2024-05-01.png, /today.png, \
      /weeks/2024-05-06.svg, /months/2024-05.svg. Writes, with the token as \
      'Authorization: Bearer TOKEN': POST /imports (an export.zip, export.xml or CSV) and \
      POST /health-auto-export (Health Auto Export's JSON).

      The token is RINGS_SERVER_TOKEN, else DIR/token, generated on first start (mode 600) and \
      printed once.
      """,
    version: ServerVersion.current)

  @Option(
    help: ArgumentHelp(
      "The folder of the database and the token; created when missing.", valueName: "DIR"),
    completion: .directory)
  var data: String

  @Option(help: "The address to listen on (loopback by default; 0.0.0.0 for every interface).")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 for any free one.")
  var port = 8080

  @Option(
    help: ArgumentHelp(
      "The time zone of /today.png and of today in calendars (default: the system's).",
      valueName: "TZ"))
  var timeZone: String?

  @Option(
    help: ArgumentHelp(
      "The goals of days no imported summary gives goals to (kcal, minutes, hours).",
      valueName: "move=500,exercise=30,stand=12"))
  var goals: String?

  /// Runs the server with its arguments read losslessly (`PathEncoding.commandLineArguments`):
  /// `CommandLine.arguments` would have turned a name that is not UTF-8 into another one.
  static func main() async {
    await main(Array(PathEncoding.commandLineArguments.dropFirst()))
  }

  func run() async throws {
    var configuration = ServerConfiguration(dataFolder: data)
    configuration.host = host
    configuration.port = port
    do {
      if let timeZone {
        guard let zone = TimeZone(identifier: timeZone) else {
          throw ServerSetupError.usage(
            "--time-zone '\(timeZone)' is not a time zone (for example Europe/Paris or UTC)")
        }
        configuration.timeZone = zone
      }
      if let goals {
        configuration.goals = try DefaultGoals(parsing: goals)
      }
      let server = try RingsHTTPServer(
        configuration: configuration, environment: ProcessInfo.processInfo.environment)
      // Unbuffered, so that a pipe (a service manager's log, a test) gets each line at once.
      if let notice = server.tokenNotice {
        FileHandle.standardOutput.write(Data((notice + "\n").utf8))
      }
      let host = self.host
      try await server.run { port in
        FileHandle.standardOutput.write(
          Data("rings-server: listening on http://\(host):\(port)\n".utf8))
      }
    } catch let error as ServerSetupError {
      FileHandle.standardError.write(Data("rings-server: error: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    } catch {
      // Anything else that stops the server, in its words rather than the framework's.
      FileHandle.standardError.write(
        Data("rings-server: error: the server stopped: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
