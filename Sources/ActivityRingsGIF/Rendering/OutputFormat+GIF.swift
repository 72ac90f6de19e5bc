import ActivityRings

extension OutputFormat {
  /// Graphics Interchange Format (GIF89a): a still, or an animation that plays wherever
  /// images do, including where animated PNG does not.
  ///
  /// ```swift
  /// let gif = try registry.renderer(writing: .gif, animated: true).renderAnimation(plan, as: .gif)
  /// ```
  public static var gif: OutputFormat {
    OutputFormat(
      name: "gif", fileExtension: "gif", mediaType: "image/gif", isText: false, imageKind: .raster)
  }
}
