extension DrawList {
  /// This drawing as `mode` shows it (``RenderingMode/color(_:of:tint:)`` for every shape's and
  /// every line's colour, each of its ring), opacities, shapes and the background kept. A
  /// scene's drawing is already in its ``RingOptions/mode``; this is for draw lists made
  /// otherwise.
  ///
  /// ```swift
  /// let night = still.rendered(in: .night)   // red only
  /// ```
  ///
  /// - Complexity: O(items + texts).
  public func rendered(in mode: RenderingMode, tint: RGBColor = RenderingMode.defaultTint)
    -> DrawList
  {
    guard mode != .fullColor else { return self }
    return recolored { color, ring in mode.color(color, of: ring, tint: tint) }
  }

  /// This drawing with every shape's and line's colour replaced by `transform` of it and its
  /// ring; opacities, shapes and the background kept.
  func recolored(_ transform: (RGBColor, RingKind?) -> RGBColor) -> DrawList {
    var recolored = self
    recolored.items = items.map { item in
      var item = item
      item.paint = item.paint.recolored { transform($0, item.role.ring) }
      return item
    }
    recolored.texts = texts.map { text in
      var text = text
      text.color = transform(text.color, text.ring)
      return text
    }
    return recolored
  }
}
