/// The size of a drawing in points (1/72 inch at 1×; a pixel at 1× scale).
///
/// ```swift
/// let tile = try CanvasSize(width: 160, height: 160)
/// ```
public struct CanvasSize: Sendable, Hashable {
  /// Width in points, > 0.
  public let width: Double
  /// Height in points, > 0.
  public let height: Double

  /// The largest side we draw, in pixels at any scale: big enough for print, small enough that a
  /// mistyped size cannot ask for gigabytes.
  public static let maximumPixelSide = 8192.0

  /// Creates a canvas size.
  ///
  /// - Throws: ``SceneError/invalidSize(width:height:)`` unless both sides are finite and > 0.
  public init(width: Double, height: Double) throws(SceneError) {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
  }

  /// A square canvas.
  ///
  /// - Throws: ``SceneError/invalidSize(width:height:)`` unless `side` is finite and > 0.
  public init(side: Double) throws(SceneError) {
    try self.init(width: side, height: side)
  }

  /// The shorter side: the diameter available to the rings.
  public var shortSide: Double { min(width, height) }

  /// The size in whole pixels at a scale: points × scale rounded to the nearest pixel, at
  /// least 1 (36.67 pt @3x is 110 px; every renderer and export uses this size).
  ///
  /// Sides too large for an `Int` saturate at `Int.max` instead of trapping; ``RingScene``
  /// rejects anything above ``maximumPixelSide`` anyway.
  public func pixels(at scale: RenderScale) -> (width: Int, height: Int) {
    let factor = Double(scale.factor)
    return (Self.wholePixels(width * factor), Self.wholePixels(height * factor))
  }

  private static func wholePixels(_ side: Double) -> Int {
    let rounded = side.rounded()
    // 2^63 is the first Double that does not fit an Int.
    guard rounded < 9_223_372_036_854_775_808.0 else { return Int.max }
    return max(1, Int(rounded))
  }
}

#if !hasFeature(Embedded)
  extension CanvasSize: Codable {
    private enum CodingKeys: String, CodingKey { case width, height }

    /// Decodes `{"width": 160, "height": 160}`, checking the sides as ``init(width:height:)`` does.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      try self.init(
        width: container.decode(Double.self, forKey: .width),
        height: container.decode(Double.self, forKey: .height))
    }
  }
#endif
