import ActivityRings

extension DrawList {
  /// The same picture `factor` times larger, at 1× scale: every point of its shapes and their
  /// paints multiplied by `factor` (text is left out of the comparisons that use it).
  public func enlarged(by factor: Double) -> DrawList {
    var copy = self
    // A canvas of a valid draw list, made larger by a factor the tests choose.
    copy.size = try! CanvasSize(width: size.width * factor, height: size.height * factor)
    copy.scale = .x1
    copy.items = items.map { $0.mapped { Point(x: $0.x * factor, y: $0.y * factor) } }
    return copy
  }
}
