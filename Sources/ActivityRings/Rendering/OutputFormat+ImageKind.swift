extension OutputFormat {
  /// How an image format relates to the scale it is drawn at: what decides whether an export
  /// writes one file per scale or one file in all.
  ///
  /// ```swift
  /// let name: String? =
  ///   switch format.imageKind {
  ///   case .raster, .vector: "square-64@2x.\(format.fileExtension)"  // one file per scale
  ///   case .page: "square-64.\(format.fileExtension)"  // one file, measured in points
  ///   case nil: nil  // not an image file
  ///   }
  /// ```
  public enum ImageKind: Sendable, Hashable, CaseIterable {
    /// Pixels (PNG, GIF): drawn once per scale.
    case raster
    /// Shapes on a canvas whose size is given in pixels (SVG): it scales without loss, but its
    /// `width` and `height` differ by scale.
    case vector
    /// Shapes on a page measured in points (PDF): the same file at every scale.
    case page
  }
}

#if !hasFeature(Embedded)
  extension OutputFormat.ImageKind: Codable {}
#endif
