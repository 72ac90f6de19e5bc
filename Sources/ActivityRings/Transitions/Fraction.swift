/// An exact rational number in lowest terms with a positive denominator: how ``FrameDelay``
/// adds and subtracts frame times without rounding. Sums and differences are exact while
/// numerators and denominators stay below 2³⁰ (their products then fit in `Int`).
///
/// ```swift
/// Fraction(approximating: 1.0 / 3, limit: 1000)  // 1/3
/// Fraction(1, 3) - Fraction(19, 60)              // 1/60
/// ```
struct Fraction: Sendable, Hashable, Comparable {
  /// The numerator, in lowest terms with ``denominator``.
  let numerator: Int
  /// The denominator, always positive.
  let denominator: Int

  /// `numerator / denominator`, reduced.
  ///
  /// - Precondition: `denominator` is positive.
  init(_ numerator: Int, _ denominator: Int) {
    precondition(denominator > 0, "a fraction has a positive denominator")
    let divisor = Self.greatestCommonDivisor(abs(numerator), denominator)
    self.numerator = numerator / divisor
    self.denominator = denominator / divisor
  }

  /// The first continued-fraction convergent of `value` within `tolerance` of it whose
  /// numerator and denominator are both at most `limit`; when there is none, the closest
  /// convergent within the limit (the best approximation with terms that small).
  ///
  /// Times computed as `k / rate` in floating point come back as exactly `k/rate`, and a
  /// duration written as a decimal (0.55) as its fraction (11/20).
  ///
  /// - Precondition: 0 ≤ `value` ≤ `limit`.
  /// - Complexity: O(log `limit`) steps.
  init(approximating value: Double, limit: Int, tolerance: Double = 1e-9) {
    precondition(value >= 0 && value <= Double(limit), "0 ≤ value ≤ limit")
    // Convergents h/k: h(n) = a(n)·h(n−1) + h(n−2), likewise k, from h(−1)/k(−1) = 1/0.
    var (previous, current) = ((numerator: 0, denominator: 1), (numerator: 1, denominator: 0))
    var best = Fraction(Int(value.rounded(.down)), 1)
    var remainder = value
    while true {
      let term = remainder.rounded(.down)
      guard term < Double(limit) else { break }
      let (numerator, overflowA) = Int(term).multipliedReportingOverflow(by: current.numerator)
      let (denominator, overflowB) = Int(term).multipliedReportingOverflow(
        by: current.denominator)
      guard !overflowA, !overflowB else { break }
      let next = (
        numerator: numerator + previous.numerator, denominator: denominator + previous.denominator
      )
      guard next.numerator <= limit, next.denominator <= limit else { break }
      (previous, current) = (current, next)
      best = Fraction(next.numerator, next.denominator)
      let fractionalPart = remainder - term
      if abs(value - best.value) <= tolerance || fractionalPart < 1e-12 { break }
      remainder = 1 / fractionalPart
    }
    self = best
  }

  /// The value as a `Double`.
  var value: Double { Double(numerator) / Double(denominator) }

  /// Whether `left` is the smaller.
  static func < (left: Fraction, right: Fraction) -> Bool {
    (left - right).numerator < 0
  }

  /// The exact difference.
  static func - (left: Fraction, right: Fraction) -> Fraction {
    left + Fraction(-right.numerator, right.denominator)
  }

  /// The exact sum.
  static func + (left: Fraction, right: Fraction) -> Fraction {
    let divisor = greatestCommonDivisor(left.denominator, right.denominator)
    let scale = right.denominator / divisor
    return Fraction(
      left.numerator * scale + right.numerator * (left.denominator / divisor),
      left.denominator * scale)
  }

  private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return max(a, 1)
  }
}
