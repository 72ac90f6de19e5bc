/// What fills a ``DrawItem``.
///
/// ```swift
/// let move = Paint.solid(RingKind.move.color)
/// let veil = Paint.solid(.black, opacity: 0.5)
/// ```
public enum Paint: Sendable, Hashable {
  /// One sRGB colour at an opacity (0…1, 1 = opaque).
  case solid(RGBColor, opacity: Double = 1)

  /// The colour of a solid paint.
  public var color: RGBColor {
    switch self {
    case .solid(let color, _): color
    }
  }

  /// The opacity of a solid paint, 0…1.
  public var opacity: Double {
    switch self {
    case .solid(_, let opacity): opacity
    }
  }
}

#if !hasFeature(Embedded)
  extension Paint: Codable {
    private enum CodingKeys: String, CodingKey { case solid }
    private enum SolidKeys: String, CodingKey { case color, opacity }

    /// Decodes `{"solid": {"color": "#fa114f", "opacity": 1}}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let solid = try container.nestedContainer(keyedBy: SolidKeys.self, forKey: .solid)
      let opacity = try solid.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
      guard (0...1).contains(opacity) else {
        throw DecodingError.dataCorruptedError(
          forKey: .opacity, in: solid, debugDescription: "opacity \(opacity) is outside 0…1")
      }
      self = .solid(try solid.decode(RGBColor.self, forKey: .color), opacity: opacity)
    }

    /// Encodes `{"solid": {"color": "#fa114f", "opacity": 1}}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .solid(let color, let opacity):
        var solid = container.nestedContainer(keyedBy: SolidKeys.self, forKey: .solid)
        try solid.encode(color, forKey: .color)
        try solid.encode(opacity, forKey: .opacity)
      }
    }
  }
#endif
