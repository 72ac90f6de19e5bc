import ActivityRings

extension RegisteredRenderer {
  /// The GIF backend under the name `gif`: still and animated GIF drawn with Cairo
  /// (``GIFRenderer``), animations at most ``GIFEncoder/maximumFramesPerSecond`` frames per
  /// second.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.gif)
  /// let gif = try registry.renderer(writing: .gif, animated: true).renderAnimation(plan, as: .gif)
  /// ```
  public static var gif: RegisteredRenderer {
    RegisteredRenderer(
      name: "gif", summary: "GIF stills and animations (256 colours a frame) drawn with Cairo",
      stillFormats: [.gif], animatedFormats: [.gif]
    ) { _, _ in
      GIFRenderer()
    }
  }
}
