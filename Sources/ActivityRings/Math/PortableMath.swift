/// The elementary functions the core needs (sine, cosine, tangent, arcsine, two-argument
/// arctangent, exponential), written in plain Swift so that every platform computes the same
/// bits: the C library's `sin` and a browser's `Math.sin` may differ in the last bit, and the
/// core must draw byte-identical SVG on Linux, in WebAssembly and on a microcontroller.
///
/// ```swift
/// PortableMath.sin(.pi / 6)   // 0.49999999999999994
/// ```
///
/// Each function reduces its argument with constants split so that the products are exact
/// (Cody and Waite), then sums a Taylor series short enough to converge to double precision on
/// the reduced range with Horner's rule. Only IEEE 754 operations that every target rounds the
/// same way are used — +, −, ×, ÷ and square root, never a fused multiply-add — so results are
/// bit-for-bit reproducible. Accuracy: within 3 units in the last place of the C library's
/// result for the arguments the core uses (a test checks a million of them), well below what a
/// drawing can show.
enum PortableMath {
  // π/2 in three parts of at most 33 significant bits each, so k × part is exact for |k| < 2^20.
  private static let halfPi1 = 1.5707963267341256
  private static let halfPi2 = 6.077100506303966e-11
  private static let halfPi3 = 2.0222662487959506e-21
  private static let twoOverPi = 0.6366197723675814
  // π/4 and what Double leaves of it.
  private static let quarterPi = 0.7853981633974483
  private static let quarterPiLow = 3.061616997868383e-17
  // ln 2 in two parts, the first with 32 significant bits.
  private static let ln2High = 0.6931471803691238
  private static let ln2Low = 1.9082149292705877e-10
  private static let log2e = 1.4426950408889634

  /// The sine of `x` (radians); NaN for NaN or an infinite `x`.
  static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, reduced) = reduce(x)
    switch quadrant {
    case 0: return sineSeries(reduced)
    case 1: return cosineSeries(reduced)
    case 2: return -sineSeries(reduced)
    default: return -cosineSeries(reduced)
    }
  }

  /// The cosine of `x` (radians); NaN for NaN or an infinite `x`.
  static func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, reduced) = reduce(x)
    switch quadrant {
    case 0: return cosineSeries(reduced)
    case 1: return -sineSeries(reduced)
    case 2: return -cosineSeries(reduced)
    default: return sineSeries(reduced)
    }
  }

  /// The tangent of `x` (radians).
  static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

  /// The angle whose sine is `x`, in −π/2…π/2; NaN outside −1…1.
  static func asin(_ x: Double) -> Double {
    guard x.isFinite, x >= -1, x <= 1 else { return .nan }
    return atan2(y: x, x: ((1 - x) * (1 + x)).squareRoot())
  }

  /// The angle of the point (`x`, `y`) from the positive x axis, in −π…π, as C's `atan2(y, x)`.
  static func atan2(y: Double, x: Double) -> Double {
    guard !x.isNaN, !y.isNaN else { return .nan }
    let pi = 2 * (halfPi1 + halfPi2 + halfPi3)
    if x == 0 && y == 0 { return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y }
    if x.isInfinite || y.isInfinite {
      let quarter = pi / 4
      switch (x.isInfinite, y.isInfinite) {
      case (true, true):
        let angle = x > 0 ? quarter : 3 * quarter
        return y > 0 ? angle : -angle
      case (true, false):
        return x > 0 ? (y.sign == .minus ? -0.0 : 0) : (y.sign == .minus ? -pi : pi)
      default:
        return y > 0 ? pi / 2 : -pi / 2
      }
    }
    // The angle in the first octant, then placed in its quadrant.
    let (ax, ay) = (abs(x), abs(y))
    var angle = ay <= ax ? atan(ay / ax) : pi / 2 - atan(ax / ay)
    if x < 0 { angle = pi - angle }
    return y.sign == .minus ? -angle : angle
  }

  /// e raised to `x`; 0 far below, infinity far above the range of Double.
  static func exp(_ x: Double) -> Double {
    guard !x.isNaN else { return .nan }
    if x > 709.782712893384 { return .infinity }
    if x < -745.1332191019412 { return 0 }
    let k = (x * log2e).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    // e^r by its Taylor series: |r| ≤ ln 2 / 2, 18 terms leave an error far below an ulp.
    var sum = 1.0
    var index = 18.0
    while index >= 1 {
      sum = 1 + r * sum / index
      index -= 1
    }
    return scaled(sum, byPowerOfTwo: Int(k))
  }

  /// `x` reduced to |r| ≤ π/4 and the quadrant (0…3) of the multiple of π/2 taken off.
  private static func reduce(_ x: Double) -> (quadrant: Int, reduced: Double) {
    let k = (x * twoOverPi).rounded()
    let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return ((quadrant + 4) % 4, r)
  }

  /// sin r for |r| ≤ π/4: r − r³/3! + r⁵/5! − … up to r¹⁹/19!.
  private static func sineSeries(_ r: Double) -> Double {
    r * alternatingSeries(r * r, from: 19, downTo: 3)
  }

  /// cos r for |r| ≤ π/4: 1 − r²/2! + r⁴/4! − … up to r²⁰/20!.
  private static func cosineSeries(_ r: Double) -> Double {
    alternatingSeries(r * r, from: 20, downTo: 2)
  }

  /// 1 − s/(l(l−1)) · (1 − s/((l+2)(l+1)) · (… · (1 − s/(h(h−1))))) by Horner's rule, from the
  /// innermost term out, for s = `squared` (r²), l = `lowest` and h = `highest`, in steps of 2:
  /// the sine's series over r (`lowest` 3) and the cosine's (`lowest` 2).
  private static func alternatingSeries(
    _ squared: Double, from highest: Double, downTo lowest: Double
  ) -> Double {
    var sum = 1.0
    var index = highest
    while index >= lowest {
      sum = 1 - squared * sum / (index * (index - 1))
      index -= 2
    }
    return sum
  }

  /// atan t for 0 ≤ t ≤ 1: above tan(π/8), π/4 + atan((t − 1) / (t + 1)); then the series
  /// v − v³/3 + v⁵/5 − … up to v⁴⁷/47 on |v| ≤ tan(π/8) ≈ 0.414.
  private static func atan(_ t: Double) -> Double {
    guard t > 0.41421356237309503 else { return atanSeries(t) }
    return quarterPi + (atanSeries((t - 1) / (t + 1)) + quarterPiLow)
  }

  private static func atanSeries(_ v: Double) -> Double {
    let squared = v * v
    var sum = 0.0
    var index = 47.0
    while index >= 3 {
      sum = 1 / index - squared * sum
      index -= 2
    }
    return v - v * (squared * sum)
  }

  /// `value` × 2^`power`, exact while the result stays normal.
  private static func scaled(_ value: Double, byPowerOfTwo power: Int) -> Double {
    var result = value
    var remaining = power
    // Steps of at most 2^±1000 keep each factor representable.
    while remaining != 0 {
      let step = max(-1000, min(1000, remaining))
      result *= Double(sign: .plus, exponent: step, significand: 1)
      remaining -= step
    }
    return result
  }
}
