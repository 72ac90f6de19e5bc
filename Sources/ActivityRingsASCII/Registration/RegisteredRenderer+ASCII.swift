import ActivityRings

extension RegisteredRenderer {
  /// The terminal renderer, named `ascii`: `OutputFormat/text` (the default) writes plain 7-bit
  /// ASCII, `OutputFormat/ansi` writes 24-bit colour half blocks; both on a grid fitted to the
  /// canvas, with a caption.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.ascii)
  /// let bytes = try registry.renderer(named: "ascii").render(drawList, as: .ansi)
  /// ```
  public static var ascii: RegisteredRenderer {
    RegisteredRenderer(
      name: "ascii", summary: "terminal text: plain ASCII or ANSI colour half blocks",
      formats: [.text, .ansi]
    ) { drawList, format in
      let renderer =
        format == .ansi
        ? ASCIIRenderer(mode: .halfBlocks, color: .trueColor)
        : ASCIIRenderer(mode: .ascii, color: .none)
      return Array(renderer.render(drawList).utf8)
    }
  }
}
