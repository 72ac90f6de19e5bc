import ActivityRings

extension RegisteredRenderer {
  /// The outside backend for a registry, named `outline`: ``OutlineRenderer`` writes
  /// `OutputFormat/outline` as a still and as an animation.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.outline)
  /// let text = try registry.renderer(writing: .outline).render(drawList, as: .outline)
  /// ```
  public static var outline: RegisteredRenderer {
    RegisteredRenderer(
      name: "outline", summary: "one line per shape: role, colour, opacity, bounds",
      stillFormats: [.outline], animatedFormats: [.outline]
    ) { _, _ in
      OutlineRenderer()
    }
  }
}
