/// One shape of a ``Paint/pieces(_:)`` paint: where it lies and its colour.
///
/// ```swift
/// let half = PaintPiece(
///   path: .sector(
///     center: Point(x: 80, y: 80), innerRadius: 50, outerRadius: 70, from: 0, to: .pi),
///   color: RingKind.move.gradientStartColor)
/// ```
public struct PaintPiece: Sendable, Hashable {
  /// The piece's outline, in points, filled under the non-zero rule.
  public var path: DrawPath
  /// The piece's colour, opaque.
  public var color: RGBColor

  /// Creates a piece.
  public init(path: DrawPath, color: RGBColor) {
    self.path = path
    self.color = color
  }
}

#if !hasFeature(Embedded)
  extension PaintPiece: Codable {}
#endif
