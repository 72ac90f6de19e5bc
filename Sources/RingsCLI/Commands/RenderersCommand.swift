import ActivityRings
import ArgumentParser

/// `rings renderers`: lists the registered backends and what they write.
///
/// ```sh
/// $ rings renderers
/// ascii  txt, ansi  terminal text: plain ASCII or 24-bit colour half-blocks
/// cairo  png, pdf   raster PNG and vector PDF through Cairo
/// svg    svg        SVG 1.1 text
/// ```
public struct RenderersCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "renderers",
    abstract: "List the renderer backends and the formats they write.",
    discussion: "Choose one with 'rings render --renderer NAME'."
  )

  /// Creates the command (argument-parser does this).
  public init() {}

  /// Prints one line per renderer: name, formats, summary.
  public func run() throws {
    let renderers = try RendererCatalog.standard().renderers
    let nameWidth = renderers.map(\.name.count).max() ?? 0
    let formats = renderers.map { $0.formats.map(\.name).joined(separator: ", ") }
    let formatWidth = formats.map(\.count).max() ?? 0
    for (renderer, format) in zip(renderers, formats) {
      let name = renderer.name.padding(to: nameWidth)
      print("\(name)  \(format.padding(to: formatWidth))  \(renderer.summary)")
    }
  }
}

extension String {
  /// The text padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
