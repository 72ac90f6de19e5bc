/// How a path's inside is decided where its outline crosses itself or nests.
///
/// ```swift
/// DrawItem(role: .enclosure, path: path, paint: .solid(.black), fillRule: .nonZero)
/// ```
///
/// Everything the core draws uses ``nonZero``, the default of SVG and Cairo.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
  /// Inside where the winding number is not zero (SVG `nonzero`, Cairo `WINDING`).
  case nonZero
  /// Inside where an odd number of edges is crossed (SVG `evenodd`, Cairo `EVEN_ODD`).
  case evenOdd
}

#if !hasFeature(Embedded)
  extension FillRule: Codable {}
#endif
