/// A label block beside or below the rings that says whose rings they are and what they show:
/// the person's name, then one line per ring in that ring's colour ("Move 350/500 CAL",
/// "Exercise 20/30 MIN", "Stand 8/12 HRS").
///
/// ```swift
/// var options = RingOptions()
/// options.label = RingLabel(name: "Ana", placement: .beside)
/// let scene = try RingScene(summary: today, size: CanvasSize(width: 352, height: 160),
///                           options: options)
/// ```
///
/// The rings keep a square of the canvas (its height when beside, its width when below) and
/// the text fills the rest. Move-time days read "MIN" on the Move line; with ``usesWheelchair``
/// the Stand line reads "Roll", as Apple's apps do for wheelchair users.
public struct RingLabel: Sendable, Hashable {
  /// Where the label block goes.
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    /// To the right of the rings (the Fitness app's summary style).
    case beside
    /// Under the rings.
    case below
  }

  /// Whose rings these are; nil leaves the name line out.
  public var name: String?
  /// Where the block goes.
  public var placement: Placement
  /// Whether the Stand ring is called Roll.
  public var usesWheelchair: Bool

  /// Creates a label.
  public init(name: String? = nil, placement: Placement = .beside, usesWheelchair: Bool = false) {
    self.name = name
    self.placement = placement
    self.usesWheelchair = usesWheelchair
  }
}

#if !hasFeature(Embedded)
  extension RingLabel: Codable {}
  extension RingLabel.Placement: Codable {}
#endif
