import ArgumentParser
import RingsServer

/// `rings-server sign`: prints a signed path and query of stored days.
struct SignCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sign",
    abstract: "Print a URL of stored days that works without a token.",
    discussion: """
      For places that show a picture by URL but cannot send a header: an <img> in an e-mail, \
      a Home Assistant camera, a Grafana panel. Put the server's address before the line:

        rings-server sign --data ~/rings --expires 30d '/today.png?size=64&scale=2'

      Any change to the path, the query or the expiry, or a time past it, answers 401. Delete \
      DIR/signing-key and restart the server to withdraw every URL signed before.
      """)

  @Option(
    help: ArgumentHelp("The server's data folder, which holds the signing key.", valueName: "DIR"),
    completion: .directory)
  var data: String

  @Option(
    help: ArgumentHelp(
      "How long the URL works: 30s, 15m, 1h, 30d (default: until the key changes).",
      valueName: "DURATION"))
  var expires: String?

  @Argument(help: ArgumentHelp("The path and query to sign, such as /today.png?size=64."))
  var path: String

  func run() throws {
    do throws(ServerSetupError) {
      let lifetime = try expires.map(SignedURL.seconds(parsing:))
      ServerCommand.say(try SignedURL.make(path, folder: data, lifetime: lifetime))
    } catch {
      throw ServerCommand.fail(error)
    }
  }
}
