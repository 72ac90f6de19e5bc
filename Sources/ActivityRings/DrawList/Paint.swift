/// What fills a ``DrawItem``.
///
/// ```swift
/// let move = Paint.solid(RingKind.move.color)
/// let veil = Paint.solid(.black, opacity: 0.5)
/// ```
public enum Paint: Sendable, Hashable {
  /// One sRGB colour at an opacity (0…1, 1 = opaque).
  case solid(RGBColor, opacity: Double = 1)

  /// A colour that changes over the item: opaque pieces, each in one colour, painted in order
  /// (a later piece over an earlier one) into a layer of their own, through which the item's
  /// path is then filled. The item's outline is antialiased once, as with a solid paint, and
  /// the pieces' own edges never reach it where they lie outside the path; where no piece lies,
  /// nothing is painted.
  ///
  /// This is how the gradient look (``RingGradient``) colours a ring: pieces of annulus a little
  /// wider than the ring, overlapping their successors, so that inside the ring every point is
  /// covered and the colour steps only between pieces. Drawing the pieces as items of their own
  /// would antialias every piece's ends where they cross the ring's edges, twice over where two
  /// meet, which on a ring a few pixels wide changes its ink by several percent.
  ///
  /// ```swift
  /// let center = Point(x: 80, y: 80)
  /// let paint = Paint.pieces([
  ///   PaintPiece(
  ///     path: .sector(center: center, innerRadius: 40, outerRadius: 80, from: 0, to: 3.3),
  ///     color: RingKind.move.gradientStartColor),
  ///   PaintPiece(
  ///     path: .sector(center: center, innerRadius: 40, outerRadius: 80, from: 3.1, to: 6.3),
  ///     color: RingKind.move.gradientTipColor),
  /// ])
  /// ```
  ///
  /// A backend draws it as a group (Cairo), a `<pattern>` (SVG) or by compositing the pieces'
  /// coverage into a layer first (the terminal's sampler).
  case pieces([PaintPiece])

  /// The colour of a solid paint; for pieces, the first piece's colour (black for none): what
  /// a drawing that can only show one colour per shape shows.
  public var color: RGBColor {
    switch self {
    case .solid(let color, _): color
    case .pieces(let pieces): pieces.first?.color ?? .black
    }
  }

  /// The opacity of a solid paint, 0…1; pieces are opaque (1).
  public var opacity: Double {
    switch self {
    case .solid(_, let opacity): opacity
    case .pieces: 1
    }
  }

  /// Every colour the paint shows: one for a solid paint, each piece's in order for pieces.
  public var colors: [RGBColor] {
    switch self {
    case .solid(let color, _): [color]
    case .pieces(let pieces): pieces.map { $0.color }
    }
  }

  /// The same paint with every colour replaced by `transform` of it; opacities and shapes kept.
  ///
  /// ```swift
  /// let dim = paint.recolored { $0.dimmed(by: 0.6) }
  /// ```
  public func recolored(_ transform: (RGBColor) -> RGBColor) -> Paint {
    switch self {
    case .solid(let color, let opacity):
      return .solid(transform(color), opacity: opacity)
    case .pieces(let pieces):
      return .pieces(pieces.map { PaintPiece(path: $0.path, color: transform($0.color)) })
    }
  }

  /// The same paint with its pieces' points moved by `transform` (see ``DrawPath/mapped(_:)``),
  /// as an item's path is moved; a solid paint is unchanged.
  public func mapped(_ transform: (Point) -> Point) -> Paint {
    switch self {
    case .solid: return self
    case .pieces(let pieces):
      return .pieces(pieces.map { PaintPiece(path: $0.path.mapped(transform), color: $0.color) })
    }
  }
}

#if !hasFeature(Embedded)
  extension Paint: Codable {
    private enum CodingKeys: String, CodingKey { case solid, pieces }
    private enum SolidKeys: String, CodingKey { case color, opacity }

    /// Decodes `{"solid": {"color": "#fa114f", "opacity": 1}}` or
    /// `{"pieces": [{"path": "M 80 10 …", "color": "#e0184f"}, …]}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if container.contains(.pieces) {
        self = .pieces(try container.decode([PaintPiece].self, forKey: .pieces))
        return
      }
      let solid = try container.nestedContainer(keyedBy: SolidKeys.self, forKey: .solid)
      let opacity = try solid.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
      guard (0...1).contains(opacity) else {
        throw DecodingError.dataCorruptedError(
          forKey: .opacity, in: solid, debugDescription: "opacity \(opacity) is outside 0…1")
      }
      self = .solid(try solid.decode(RGBColor.self, forKey: .color), opacity: opacity)
    }

    /// Encodes `{"solid": {"color": "#fa114f", "opacity": 1}}` or `{"pieces": […]}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .solid(let color, let opacity):
        var solid = container.nestedContainer(keyedBy: SolidKeys.self, forKey: .solid)
        try solid.encode(color, forKey: .color)
        try solid.encode(opacity, forKey: .opacity)
      case .pieces(let pieces):
        try container.encode(pieces, forKey: .pieces)
      }
    }
  }
#endif
