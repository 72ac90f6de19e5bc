import ActivityRings

extension RegisteredRenderer {
  /// The terminal renderer, named `ascii`: `OutputFormat/text` (the default) writes plain 7-bit
  /// ASCII, `OutputFormat/ansi` 24-bit colour half blocks and `OutputFormat/ansi256` half
  /// blocks in the 256-colour palette; each with a caption, on a grid fitted to the canvas or to
  /// `RenderOptions/cellBounds`. An animation in any of them is every frame, separated by form
  /// feeds (``ASCIIRenderer/renderAnimation(_:)``).
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.ascii)
  /// let bytes = try registry.renderer(writing: .ansi).render(drawList, as: .ansi)
  /// ```
  public static var ascii: RegisteredRenderer {
    let formats: [OutputFormat] = [.text, .ansi, .ansi256]
    return RegisteredRenderer(
      name: "ascii",
      summary: "terminal text: plain ASCII or ANSI colour half blocks",
      stillFormats: formats, animatedFormats: formats
    ) { format, options in
      switch format {
      case .text:
        ASCIIRenderer(cellBounds: options.cellBounds, mode: .ascii, color: .none)
      case .ansi:
        ASCIIRenderer(cellBounds: options.cellBounds, mode: .halfBlocks, color: .trueColor)
      case .ansi256:
        ASCIIRenderer(cellBounds: options.cellBounds, mode: .halfBlocks, color: .ansi256)
      default:
        // The registry asks only for the formats listed above.
        throw RendererRegistryError.unsupportedFormat(
          renderer: "ascii", format: format.name, supported: formats.map(\.name))
      }
    }
  }
}
