import ActivityRings
import ArgumentParser

/// `rings renderers`: lists the registered backends, the formats each writes as a still and
/// as an animation, and what it produces. One line per backend, in columns:
///
/// ```sh
/// $ rings renderers
/// NAME   STILLS              ANIMATIONS          WHAT
/// …
/// svg    svg                 svg                 SVG 1.1 vector text, scalable, with title …
/// ```
struct RenderersCommand: ParsableCommand {
  /// The subcommand's name and help.
  static let configuration = CommandConfiguration(
    commandName: "renderers",
    abstract: "List the renderer backends and the formats they write.",
    discussion: "Choose one with 'rings render --renderer NAME'."
  )

  /// Prints a header, then one line per renderer: name, still formats, animated formats (`-`
  /// for none), summary.
  func run() throws {
    let renderers = try RendererCatalog.standard().renderers
    func list(_ formats: [OutputFormat]) -> String {
      formats.isEmpty ? "-" : formats.map(\.name).joined(separator: ", ")
    }
    let rows =
      [["NAME", "STILLS", "ANIMATIONS", "WHAT"]]
      + renderers.map {
        [$0.name, list($0.stillFormats), list($0.animatedFormats), $0.summary]
      }
    try OutputTarget.Destination.standardOutput.write(Array(TextTable(plainRows: rows).text.utf8))
  }
}
