import ActivityRings

#if !hasFeature(Embedded)
  extension RegisteredRenderer {
    /// The SVG backend for a `RendererRegistry`: named `svg`, writes `OutputFormat/svg` as
    /// UTF-8 bytes with ``SVGRenderer``'s default options.
    ///
    /// ```swift
    /// var registry = RendererRegistry()
    /// try registry.register(.svg)
    /// let bytes = try registry.renderer(named: "svg").render(scene.drawList())
    /// ```
    public static var svg: RegisteredRenderer {
      RegisteredRenderer(
        name: "svg", summary: "SVG 1.1 vector text, scalable, with title and description",
        formats: [.svg]
      ) { drawList, _ in
        Array(try SVGRenderer().render(drawList).utf8)
      }
    }
  }
#endif
