/// One line of label text in a draw list. Backends set it in a sans-serif font at `fontSize`
/// points with its baseline starting at `origin`; fonts differ between backends, so text is
/// the one part of a picture whose pixels may legitimately differ.
///
/// ```swift
/// let line = DrawText(
///   ring: .move, text: "Move 350/500 CAL", origin: Point(x: 170, y: 60), fontSize: 16,
///   weight: .bold, color: RingKind.move.color)
/// ```
public struct DrawText: Sendable, Hashable {
  /// How heavy the text is.
  public enum Weight: String, Sendable, Hashable, CaseIterable {
    /// Regular weight.
    case regular
    /// Bold.
    case bold
  }

  /// The ring the line describes; nil for the name line.
  public var ring: RingKind?
  /// The text: one line, no control characters.
  public var text: String
  /// The start of the baseline, in points.
  public var origin: Point
  /// The font size (em height), in points.
  public var fontSize: Double
  /// The weight.
  public var weight: Weight
  /// The colour: the ring's for its line, white for the name.
  public var color: RGBColor

  /// Creates a line of text.
  public init(
    ring: RingKind?, text: String, origin: Point, fontSize: Double, weight: Weight,
    color: RGBColor
  ) {
    self.ring = ring
    self.text = text
    self.origin = origin
    self.fontSize = fontSize
    self.weight = weight
    self.color = color
  }

  /// The box the line is expected to fill, from the core's estimate of text width
  /// (``LabelBlock/averageAdvance`` em per character), the ascent (0.8 em) and descent
  /// (0.25 em). Layout and the guideline checker use it; real fonts come close.
  public var estimatedBounds: LayoutRect {
    LayoutRect(
      x: origin.x, y: origin.y - 0.8 * fontSize,
      width: Double(text.count) * LabelBlock.averageAdvance * fontSize, height: 1.05 * fontSize)
  }
}

#if !hasFeature(Embedded)
  extension DrawText: Codable {}
  extension DrawText.Weight: Codable {}
#endif
