/// The pixel density of a rendering: 1×, 2× or 3× pixels per point, as Apple's asset scales.
///
/// ```swift
/// let scale = try RenderScale(2)
/// scale.factor  // 2
/// ```
public enum RenderScale: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// One pixel per point.
  case x1 = 1
  /// Two pixels per point (`@2x`).
  case x2 = 2
  /// Three pixels per point (`@3x`).
  case x3 = 3

  /// Creates a scale from 1, 2 or 3.
  ///
  /// - Throws: ``SceneError/unsupportedScale(_:)`` for any other number.
  public init(_ factor: Int) throws(SceneError) {
    guard let scale = RenderScale(rawValue: factor) else { throw .unsupportedScale(factor) }
    self = scale
  }

  /// Pixels per point.
  public var factor: Int { rawValue }

  /// The asset-name suffix: `@1x`, `@2x` or `@3x`.
  public var description: String { "@\(rawValue)x" }
}

#if !hasFeature(Embedded)
  extension RenderScale: Codable {}
#endif
