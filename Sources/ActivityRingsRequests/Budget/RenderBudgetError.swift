import ActivityRings

/// A request for more drawing than ``RenderBudget`` allows, with the numbers.
///
/// ```swift
/// do { try RenderBudget.checkStill(width: 8190, height: 8190) } catch { print(error) }
/// // a picture of 8190 × 8190 pixels is 67,076,100 pixels; the limit is 16,777,216 (4096 × 4096)
/// ```
public enum RenderBudgetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One picture has more pixels than ``RenderBudget/maximumStillPixels``.
  case stillTooLarge(width: Int, height: Int, limit: Int)
  /// An animation's frames × pixels exceed ``RenderBudget/maximumAnimationPixels``.
  case animationTooLarge(frames: Int, width: Int, height: Int, limit: Int)

  /// One line with the request's numbers and the limit.
  public var description: String {
    switch self {
    case .stillTooLarge(let width, let height, let limit):
      "a picture of \(width) × \(height) pixels is "
        + "\(Self.grouped(RenderBudget.product(width, height))) pixels; the limit is "
        + "\(Self.grouped(limit))\(Self.square(limit))"
    case .animationTooLarge(let frames, let width, let height, let limit):
      "\(frames) frame\(frames == 1 ? "" : "s") of \(width) × \(height) pixels are "
        + "\(Self.grouped(RenderBudget.product(RenderBudget.product(frames, width), height))) "
        + "pixels to draw; the limit is \(Self.grouped(limit)) (frames × pixels)"
    }
  }

  /// " (N × N)" when `value` is a square.
  private static func square(_ value: Int) -> String {
    let side = Int(Double(value).squareRoot().rounded())
    return side * side == value ? " (\(side) × \(side))" : ""
  }

  /// `value` with a comma between each three digits.
  package static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
