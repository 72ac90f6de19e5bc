/// How a transition's progress moves through its duration.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.5)  // 0.5
/// TimingCurve.easeIn.value(at: 0.25)    // 0.093…: slow start
/// ```
///
/// Every curve maps 0 to 0 and 1 to 1 exactly and never decreases in between, so rings never
/// move backwards during a transition. The eased curves are the CSS `cubic-bezier` definitions,
/// which lets an animated SVG use the very same timing (see ``cubicBezierControlPoints``).
public enum TimingCurve: String, Sendable, Hashable, CaseIterable {
  /// Constant speed.
  case linear
  /// Slow start: CSS `ease-in`, cubic-bezier(0.42, 0, 1, 1).
  case easeIn
  /// Slow end: CSS `ease-out`, cubic-bezier(0, 0, 0.58, 1).
  case easeOut
  /// Slow start and end: CSS `ease-in-out`, cubic-bezier(0.42, 0, 0.58, 1).
  case easeInOut
  /// A critically damped spring, scaled so that it settles exactly at the end of the duration:
  /// fast start, long gentle approach, no overshoot.
  case spring

  /// The CSS cubic-bezier control points (x1, y1, x2, y2) of the eased and linear curves; nil
  /// for ``spring``, which is not a cubic Bézier.
  public var cubicBezierControlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .spring: nil
    }
  }

  /// The eased fraction for a time fraction; inputs outside 0…1 are clamped.
  ///
  /// - Complexity: O(1); cubic curves are solved by 60 steps of bisection, to about 1e-15.
  public func value(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    switch self {
    case .linear:
      return fraction
    case .spring:
      // x(u) = 1 − (1 + ωu)e^(−ωu), normalised so that x(1) = 1. Its derivative ω²u·e^(−ωu) is
      // never negative, so the curve is monotone.
      let stiffness = TimingCurve.springStiffness
      func raw(_ u: Double) -> Double { 1 - (1 + stiffness * u) * PortableMath.exp(-stiffness * u) }
      return min(1, raw(fraction) / raw(1))
    case .easeIn, .easeOut, .easeInOut:
      guard let points = cubicBezierControlPoints else { return fraction }
      return TimingCurve.solveCubicBezier(
        x: fraction, x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
    }
  }

  /// ω for the spring, in units of 1/duration: at ω = 10 the unnormalised spring is within
  /// 0.05% of rest at the end of the duration.
  static let springStiffness = 10.0

  /// y for the given x on the CSS cubic Bézier from (0,0) to (1,1). With x1 and x2 in 0…1, x is
  /// increasing in the curve parameter, so bisection finds the parameter.
  static func solveCubicBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double
  {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}

#if !hasFeature(Embedded)
  extension TimingCurve: Codable {}
#endif
