/// What fills a ``DrawItem``.
///
/// ```swift
/// let move = Paint.solid(RingKind.move.color)
/// let veil = Paint.solid(.black, opacity: 0.5)
/// ```
public enum Paint: Sendable, Hashable, Codable {
  /// One sRGB colour at an opacity (0…1, 1 = opaque).
  case solid(RGBColor, opacity: Double = 1)

  /// The colour of a solid paint.
  ///
  /// ```swift
  /// Paint.solid(RingKind.stand.color).color  // RGBColor(red: 0, green: 255, blue: 246)
  /// ```
  public var color: RGBColor {
    switch self {
    case .solid(let color, _): color
    }
  }

  /// The opacity of a solid paint, 0…1.
  ///
  /// ```swift
  /// Paint.solid(.black).opacity  // 1
  /// ```
  public var opacity: Double {
    switch self {
    case .solid(_, let opacity): opacity
    }
  }
}
