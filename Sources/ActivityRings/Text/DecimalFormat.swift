/// Formats numbers as short decimal text, the same on every platform and run: no locale, no
/// exponent for ordinary magnitudes, trailing zeros trimmed.
///
/// ```swift
/// DecimalFormat(maximumFractionDigits: 1).string(700.698)  // "700.7"
/// DecimalFormat(maximumFractionDigits: 3).string(-0.0004)  // "0"
/// ```
///
/// Used for accessibility text and by text backends (SVG coordinates) that need byte-identical
/// output. Rounding is half away from zero on the decimal value.
public struct DecimalFormat: Sendable, Hashable {
  /// The most digits after the decimal point, 0…9.
  public let maximumFractionDigits: Int

  /// Creates a format; digits are clamped to 0…9.
  public init(maximumFractionDigits: Int) {
    self.maximumFractionDigits = min(max(maximumFractionDigits, 0), 9)
  }

  /// The text for `value`. NaN and infinities print as `nan`, `inf` and `-inf`; magnitudes of
  /// 10¹⁵ and above fall back to Swift's shortest representation.
  ///
  /// - Complexity: O(number of digits), no allocation beyond the result.
  public func string(_ value: Double) -> String {
    var text = ""
    append(value, to: &text)
    return text
  }

  /// Appends the text ``string(_:)`` gives for `value` to `text`, without making a string of
  /// its own: what writers building one long text (SVG path data) call for each number.
  ///
  /// - Complexity: O(number of digits); no allocation beyond `text` growing.
  package func append(_ value: Double, to text: inout String) {
    guard value.isFinite else {
      text += value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      return
    }
    guard abs(value) < 1e15 else {
      text += String(value)
      return
    }
    var power: Int64 = 1
    for _ in 0..<maximumFractionDigits { power *= 10 }
    let scaled = (abs(value) * Double(power)).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else {
      text += String(value)
      return
    }
    let units = Int64(scaled)
    if units == 0 {
      text += "0"
      return
    }
    let whole = units / power
    var fraction = units % power
    if value < 0 { text += "-" }
    text += String(whole)
    guard fraction != 0 else { return }
    var digits = maximumFractionDigits
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "."
    for _ in 0..<(digits - fractionText.utf8.count) { text += "0" }
    text += fractionText
  }
}
