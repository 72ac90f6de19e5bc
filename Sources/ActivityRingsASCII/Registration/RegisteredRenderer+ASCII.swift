import ActivityRings

extension RegisteredRenderer {
  /// The terminal renderer, named `ascii`: `OutputFormat/text` (the default) writes plain 7-bit
  /// ASCII, `OutputFormat/ansi` 24-bit colour half blocks and `OutputFormat/ansi256` half
  /// blocks in the 256-colour palette; each with a caption, on a grid fitted to the canvas or to
  /// `RenderOptions/cellBounds`. An animation in any of them is every frame, separated by form
  /// feeds.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.ascii)
  /// let bytes = try registry.renderer(writing: .ansi).render(drawList, as: .ansi)
  /// ```
  public static var ascii: RegisteredRenderer {
    RegisteredRenderer(
      name: "ascii",
      summary: "terminal text: plain ASCII or ANSI colour half blocks",
      stillFormats: [.text, .ansi, .ansi256], animatedFormats: [.text, .ansi, .ansi256]
    ) { drawList, format, options in
      Array(ASCIIRenderer(format, options: options, drawList: drawList).render(drawList).utf8)
    } animate: { plan, format, options in
      let renderer = ASCIIRenderer(format, options: options, drawList: plan.finalDrawList)
      return Array(plan.drawLists.map(renderer.render).joined(separator: "\u{0C}").utf8)
    }
  }
}

extension ASCIIRenderer {
  /// The renderer for a registry format: plain ASCII for text, half blocks for the ANSI
  /// formats; on a grid within `options.cellBounds` when given.
  init(_ format: OutputFormat, options: RenderOptions, drawList: DrawList) {
    switch format {
    case .ansi: self.init(mode: .halfBlocks, color: .trueColor)
    case .ansi256: self.init(mode: .halfBlocks, color: .ansi256)
    default: self.init(mode: .ascii, color: .none)
    }
    if let bounds = options.cellBounds {
      grid = CellGrid.fitting(drawList.size, within: bounds)
    }
  }
}
