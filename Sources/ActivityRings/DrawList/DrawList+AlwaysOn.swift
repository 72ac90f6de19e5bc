extension DrawList {
  /// How much an Always-On picture keeps of each colour channel: 0.6.
  ///
  /// The HIG asks Live Activities to stay legible on the Always-On display at reduced
  /// luminance but gives no number, so this is our choice. 0.6 of each sRGB channel is about a
  /// third of each colour's luminance (0.32); the rings keep their hues, and the dimmest text,
  /// Move's red, keeps a contrast of 2.4:1 on black (5.3:1 at full brightness; Exercise and
  /// Stand keep 6:1). 0.5 would leave Move's text at 1.9:1. Apple Watch's Always-On face
  /// likewise keeps the rings' hues and lowers their brightness; Apple publishes no factor for
  /// it either, and we have no measurement of one, so compare by eye.
  public static let alwaysOnFactor = 0.6

  /// This drawing with every colour multiplied by `factor` (0…1, clamped; black stays black),
  /// opacities kept: the same picture at reduced luminance.
  ///
  /// ```swift
  /// let still = scene.drawList()
  /// let alwaysOn = still.dimmed(by: DrawList.alwaysOnFactor)   // #fa114f → #960a2f
  /// ```
  ///
  /// - Complexity: O(items + texts).
  public func dimmed(by factor: Double) -> DrawList {
    recolored { color, _ in color.dimmed(by: factor) }
  }
}
