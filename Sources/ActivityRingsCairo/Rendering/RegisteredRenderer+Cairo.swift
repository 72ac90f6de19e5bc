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
    let formats = CairoRenderer.Format.allCases
    return RegisteredRenderer(
      name: "cairo", summary: "PNG raster and PDF vector output drawn with Cairo",
      stillFormats: formats.map(\.outputFormat), animatedFormats: [.png]
    ) { format, _ in
      // The registry asks only for the formats listed above.
      guard let written = formats.first(where: { $0.outputFormat == format }) else {
        throw RendererRegistryError.unsupportedFormat(
          renderer: "cairo", format: format.name, supported: formats.map(\.rawValue))
      }
      var renderer = CairoRenderer(options: options)
      renderer.options.format = written
      return renderer
    }
  }
}
