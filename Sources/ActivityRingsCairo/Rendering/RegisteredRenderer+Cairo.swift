import ActivityRings

extension RegisteredRenderer {
  /// The Cairo backend under the name `cairo`: PNG (default) and PDF.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.cairo)
  /// let pdf = try registry.renderer(named: "cairo").render(drawList, as: .pdf)
  /// ```
  public static var cairo: RegisteredRenderer { cairo(options: CairoRenderer.Options()) }

  /// The Cairo backend with options other than the defaults (the format is the one asked for
  /// at each render).
  ///
  /// ```swift
  /// try registry.register(.cairo(options: .init(pdfCreationDate: 1_700_000_000)))
  /// ```
  public static func cairo(options: CairoRenderer.Options) -> RegisteredRenderer {
    RegisteredRenderer(
      name: "cairo", summary: "PNG raster and PDF vector output drawn with Cairo",
      formats: CairoRenderer.Format.allCases.map(\.outputFormat)
    ) { drawList, format in
      var renderer = CairoRenderer(options: options)
      renderer.options.format =
        CairoRenderer.Format.allCases.first { $0.outputFormat == format } ?? .png
      return try renderer.render(drawList)
    }
  }
}
