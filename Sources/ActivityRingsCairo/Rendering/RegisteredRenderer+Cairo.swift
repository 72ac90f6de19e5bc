import ActivityRings

extension RegisteredRenderer {
  /// The Cairo backend under the name `cairo`: PNG (default) and PDF.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.cairo)
  /// let pdf = try registry.renderer(named: "cairo").render(drawList, as: .pdf)
  /// ```
  public static var cairo: RegisteredRenderer {
    RegisteredRenderer(
      name: "cairo", summary: "PNG raster and PDF vector output drawn with Cairo",
      formats: CairoRenderer.Format.allCases.map(\.outputFormat)
    ) { drawList, format in
      let chosen = CairoRenderer.Format.allCases.first { $0.outputFormat == format } ?? .png
      return try CairoRenderer(options: .init(format: chosen)).render(drawList)
    }
  }
}
