/// One filled shape of a ``DrawList``: a path, what fills it, and what it depicts.
///
/// ```swift
/// let dot = DrawItem(
///   role: DrawRole(ring: .move, part: .dot),
///   path: .disc(center: Point(x: 80, y: 16), radius: 8),
///   paint: .solid(RingKind.move.color))
/// ```
public struct DrawItem: Sendable, Hashable {
  /// What the shape depicts.
  public var role: DrawRole
  /// The outline, in points.
  public var path: DrawPath
  /// What fills it.
  public var paint: Paint
  /// How the inside of the outline is decided.
  public var fillRule: FillRule

  /// Creates an item; the fill rule defaults to non-zero.
  public init(role: DrawRole, path: DrawPath, paint: Paint, fillRule: FillRule = .nonZero) {
    self.role = role
    self.path = path
    self.paint = paint
    self.fillRule = fillRule
  }

  /// The same item with every point of its path and of its paint's pieces moved by `transform`
  /// (exact for affine transforms; see ``DrawPath/mapped(_:)``).
  ///
  /// ```swift
  /// let moved = item.mapped { Point(x: $0.x + 44, y: $0.y) }
  /// ```
  public func mapped(_ transform: (Point) -> Point) -> DrawItem {
    DrawItem(
      role: role, path: path.mapped(transform), paint: paint.mapped(transform),
      fillRule: fillRule)
  }
}

#if !hasFeature(Embedded)
  extension DrawItem: Codable {}
#endif
