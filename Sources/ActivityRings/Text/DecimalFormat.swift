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
  /// its own for short text.
  ///
  /// - Complexity: O(number of digits).
  package func append(_ value: Double, to text: inout String) {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 text ``string(_:)`` gives for `value` to `bytes`: what writers building
  /// one long document (SVG path data) call for each number.
  ///
  /// - Complexity: O(number of digits); no allocation beyond `bytes` growing.
  package func append(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes.append(contentsOf: (value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")).utf8)
      return
    }
    guard abs(value) < 1e15 else {
      bytes.append(contentsOf: String(value).utf8)
      return
    }
    var power: Int64 = 1
    for _ in 0..<maximumFractionDigits { power *= 10 }
    let scaled = (abs(value) * Double(power)).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e18 else {
      bytes.append(contentsOf: String(value).utf8)
      return
    }
    let units = Int64(scaled)
    if units == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    // At most 1 + 15 + 1 + 9 bytes ("-", the whole part below 10¹⁵, ".", the fraction),
    // written backwards into a scratch buffer and appended at once: the fraction's digits are
    // the lowest `maximumFractionDigits` of `units`, its trailing zeros left off.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var index = buffer.count
      func put(_ byte: UInt8) {
        index -= 1
        buffer[index] = byte
      }
      var rest = UInt64(units)
      var hasFraction = false
      for _ in 0..<maximumFractionDigits {
        let digit = UInt8(rest % 10)
        rest /= 10
        if hasFraction || digit != 0 {
          put(UInt8(ascii: "0") + digit)
          hasFraction = true
        }
      }
      if hasFraction { put(UInt8(ascii: ".")) }
      repeat {
        put(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      if value < 0 { put(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
    }
  }
}
