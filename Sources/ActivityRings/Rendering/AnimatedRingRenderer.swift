/// A renderer that also writes a whole animation as one output: an animated SVG, an animated
/// PNG, a GIF, terminal frames. It draws a ``FramePlan``: the frames' draw lists, their exact
/// delays and how often the animation plays, with the 2 s cap and reduced motion already
/// applied.
///
/// ```swift
/// struct RoleListRenderer: AnimatedRingRenderer {
///   func render(_ drawList: DrawList) -> String {
///     drawList.items.map(\.role.description).joined(separator: "\n")
///   }
///
///   func renderAnimation(_ plan: FramePlan) -> String {
///     (0..<plan.frameCount).map { render(plan.drawList(at: $0)) }.joined(separator: "\n\n")
///   }
/// }
/// let text = try RoleListRenderer().renderAnimation(
///   FramePlan(transition, scene: scene, framesPerSecond: 30))
/// ```
///
/// A ``RegisteredRenderer`` made from a conforming renderer animates the formats it lists as
/// animated, so a backend gets `rings animate` and
/// ``RegisteredRenderer/renderAnimation(_:as:options:)`` by conforming. Like ``RingRenderer``,
/// a value without global or mutable state that reports problems by throwing.
public protocol AnimatedRingRenderer: RingRenderer {
  /// The fastest frame rate the animation plays at, for a format that has one (GIF's delays
  /// are whole hundredths of a second: 50); nil, the default, takes any plan.
  var maximumFramesPerSecond: Int? { get }

  /// Writes every frame of `plan` (``FramePlan/drawList(at:)``) shown for its delay, played
  /// ``FramePlan/plays`` times.
  ///
  /// - Complexity: O(frames × the cost of one frame); hold as few frames at once as the
  ///   format allows.
  func renderAnimation(_ plan: FramePlan) throws(Failure) -> Output
}

extension AnimatedRingRenderer {
  /// No limit: the animation plays any plan's frame rate.
  public var maximumFramesPerSecond: Int? { nil }
}
