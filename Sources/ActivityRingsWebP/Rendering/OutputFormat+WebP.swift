import ActivityRings

extension OutputFormat {
  /// WebP: a still or an animation, lossless by default, which web pages and chat apps prefer
  /// to PNG, APNG and GIF for its size.
  ///
  /// ```swift
  /// let webp = try registry.renderer(writing: .webp, animated: true).renderAnimation(plan, as: .webp)
  /// ```
  public static var webp: OutputFormat {
    OutputFormat(
      name: "webp", fileExtension: "webp", mediaType: "image/webp", isText: false,
      imageKind: .raster)
  }
}
