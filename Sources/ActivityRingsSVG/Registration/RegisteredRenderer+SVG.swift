import ActivityRings

#if !hasFeature(Embedded)
  extension RegisteredRenderer {
    /// The SVG backend for a `RendererRegistry`: named `svg`, writes `OutputFormat/svg` as
    /// UTF-8 bytes with ``SVGRenderer``'s default options, as a still or as an animated SVG
    /// (``SVGRenderer/renderAnimation(_:)``).
    ///
    /// ```swift
    /// var registry = RendererRegistry()
    /// try registry.register(.svg)
    /// let bytes = try registry.renderer(writing: .svg).render(scene.drawList())
    /// ```
    public static var svg: RegisteredRenderer {
      RegisteredRenderer(
        name: "svg", summary: "SVG 1.1 vector text, scalable, with title and description",
        stillFormats: [.svg], animatedFormats: [.svg]
      ) { _, _ in
        SVGRenderer()
      }
    }
  }
#endif
