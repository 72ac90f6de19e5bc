import ActivityRings

extension RegisteredRenderer {
  /// The Cairo backend under the name `cairo`: PNG (default) and PDF stills, and animated PNG
  /// (``CairoRenderer/renderAnimation(_:)``).
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
    @Sendable func renderer(for format: OutputFormat) throws -> CairoRenderer {
      // The registry passes only the formats listed below; any other is refused, never drawn
      // as another.
      guard
        let cairoFormat = CairoRenderer.Format.allCases.first(where: { $0.outputFormat == format })
      else {
        throw RendererRegistryError.unsupportedFormat(
          renderer: "cairo", format: format.name,
          supported: CairoRenderer.Format.allCases.map(\.outputFormat.name))
      }
      var renderer = CairoRenderer(options: options)
      renderer.options.format = cairoFormat
      return renderer
    }
    return RegisteredRenderer(
      name: "cairo", summary: "PNG raster and PDF vector output drawn with Cairo",
      stillFormats: CairoRenderer.Format.allCases.map(\.outputFormat), animatedFormats: [.png]
    ) { drawList, format, _ in
      try renderer(for: format).render(drawList)
    } animate: { plan, format, _ in
      try renderer(for: format).renderAnimation(plan)
    }
  }
}
