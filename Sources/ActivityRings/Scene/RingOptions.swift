/// How a scene is drawn, beyond its data and size.
///
/// ```swift
/// var options = RingOptions()
/// options.background = .circle
/// let scene = try RingScene(summary: summary, options: options)
/// ```
public struct RingOptions: Sendable, Hashable, Codable {
  /// The black canvas or a black enclosing circle; ``RingBackground/black`` by default.
  public var background: RingBackground

  /// Creates options; the defaults draw the rings on a black canvas.
  ///
  /// ```swift
  /// let enclosed = RingOptions(background: .circle)
  /// ```
  public init(background: RingBackground = .black) {
    self.background = background
  }
}
