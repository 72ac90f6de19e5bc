/// A run of a ``DrawList``'s items that together depict one thing, with words for it: one day of
/// a history calendar, say. The SVG renderer wraps the items in a `<g>` whose `<title>` is
/// ``title``, so a reader of the picture hears each day; raster renderers draw the items as
/// usual.
///
/// ```swift
/// let day = DrawGroup(items: 12..<20, title: "Thursday 13 August 2026. Move: 350 of 500 calories, 70 percent.")
/// ```
public struct DrawGroup: Sendable, Hashable {
  /// The items, by index into ``DrawList/items``.
  public var items: Range<Int>
  /// What they depict, in words.
  public var title: String

  /// Creates a group.
  public init(items: Range<Int>, title: String) {
    self.items = items
    self.title = title
  }
}

#if !hasFeature(Embedded)
  extension DrawGroup: Codable {}
#endif
