/// Why a ``RingScene`` cannot be drawn.
///
/// ```swift
/// do { _ = try CanvasSize(side: 0) } catch { print(error) }
/// // canvas size 0.0×0.0 points is invalid: both sides must be finite and greater than 0
/// ```
public enum SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A side is zero, negative, NaN or infinite.
  case invalidSize(width: Double, height: Double)
  /// The scale is not 1, 2 or 3.
  case unsupportedScale(Int)
  /// The canvas is larger than ``CanvasSize/maximumPixelSide`` pixels on a side at its scale.
  case tooLarge(pixels: Int, limit: Int)
  /// A summary value is invalid.
  case invalidValue(ValidationError)
  /// The label's text would be smaller than ``LabelBlock/minimumFontSize`` wherever it goes,
  /// even with the name shortened; `smallestCanvas` is the smallest canvas of the same shape
  /// that fits it.
  case labelDoesNotFit(smallestCanvas: CanvasSize)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "canvas size \(width)×\(height) points is invalid: both sides must be finite and greater than 0"
    case .unsupportedScale(let factor): "scale \(factor) is not supported: use 1, 2 or 3"
    case .tooLarge(let pixels, let limit):
      "canvas is \(pixels) pixels on a side: the limit is \(limit)"
    case .invalidValue(let error): error.description
    case .labelDoesNotFit(let canvas):
      "the label does not fit at 11 pt, Apple's smallest legible text: the smallest canvas "
        + "that fits it is \(Self.points(canvas.width))×\(Self.points(canvas.height)) points"
    }
  }

  private static func points(_ value: Double) -> String {
    // Rounded up, so the size named always fits.
    DecimalFormat(maximumFractionDigits: 2).string((value * 100).rounded(.up) / 100)
  }
}
