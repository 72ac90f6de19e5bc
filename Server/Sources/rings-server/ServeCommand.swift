import ActivityRings
import ArgumentParser
import Foundation
import RingsServer

/// `rings-server serve` (the default): listens until SIGINT or SIGTERM.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve rings and the stored days (the default).",
    discussion: """
      Open to anyone: /rings.png?move=350/500&exercise=20/30&stand=8/12 (also .svg .webp .gif \
      .txt), /transition.png?from=move=400/500&to=move=1250/500 (also .webp .gif .svg), \
      /healthz, /openapi.json.

      Private: the stored days, /days/2024-05-01.png, /today.png, /weeks/2024-05-06.svg, \
      /months/2024-05.svg, /report.html, /stats.json. Ask with 'Authorization: Bearer TOKEN' \
      (the read or the write token), or with a URL made by 'rings-server sign'.

      Writes, with the write token: POST /imports (an export.zip, export.xml or CSV) and POST \
      /health-auto-export (Health Auto Export's JSON).

      The write token is RINGS_SERVER_TOKEN, else DIR/token, generated on first start (mode \
      600; the server names the file and never prints the token). The read token is \
      RINGS_SERVER_READ_TOKEN. One line per request goes to standard output.
      """)

  @Option(
    help: ArgumentHelp(
      "The folder of the database, the token and the signing key; created when missing.",
      valueName: "DIR"),
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

  @Flag(help: "Let anyone who reaches the server read the stored days, without a token.")
  var publicReads = false

  @Flag(help: "Write no line per request.")
  var quiet = false

  func run() async throws {
    var configuration = ServerConfiguration(dataFolder: data)
    configuration.host = host
    configuration.port = port
    configuration.publicReads = publicReads
    if !quiet {
      configuration.accessLog = { line in ServerCommand.say(line) }
    }
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
      server.notices.forEach(ServerCommand.say)
      let host = self.host
      try await server.run { port in
        ServerCommand.say("rings-server: listening on http://\(host):\(port)")
      }
    } catch let error as ServerSetupError {
      throw ServerCommand.fail(error)
    } catch {
      // Anything else that stops the server, in its words rather than the framework's.
      FileHandle.standardError.write(
        Data("rings-server: error: the server stopped: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
