import ActivityRings

extension RegisteredRenderer {
  /// The WebP backend under the name `webp`: still and animated WebP drawn with Cairo
  /// (``WebPRenderer``), lossless.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.webp)
  /// let still = try registry.renderer(writing: .webp).render(drawList, as: .webp)
  /// ```
  public static var webp: RegisteredRenderer {
    RegisteredRenderer(
      name: "webp", summary: "WebP stills and animations (lossless) drawn with Cairo",
      stillFormats: [.webp], animatedFormats: [.webp]
    ) { _, _ in
      WebPRenderer()
    }
  }
}
