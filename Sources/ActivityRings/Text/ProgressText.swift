/// A ring's numbers as people read them — whole numbers, as in the Activity app — without ever
/// showing a ring that has not reached its goal as if it had: where rounding to the nearest
/// would reach the goal, the value and the percentage are rounded down instead. The sentence of
/// ``RingDescription``, the picture labels and `rings report`'s tooltips all write them so.
///
/// ```swift
/// ProgressText.amounts(value: 499.9, goal: 500)         // ("499", "500"), not "500 of 500"
/// ProgressText.amounts(value: 350.6, goal: 500)         // ("351", "500")
/// ProgressText.percent(99.98, reached: false)           // "99", not "100"
/// ProgressText.amounts(value: 3, goal: 1e-320)         // ("3", "1e-320"), not "3 of 0"
/// ProgressText.percent(.infinity, reached: true)        // "more than 1e+308"
/// ```
enum ProgressText {
  private static let whole = DecimalFormat(maximumFractionDigits: 0)

  /// A number whole, rounded to the nearest.
  static func number(_ value: Double) -> String { whole.string(value) }

  /// `value` and `goal` as whole numbers, rounded to the nearest — except that a value below
  /// its goal is never shown as reaching it: it is rounded down where rounding to the nearest
  /// would reach the goal as shown (499.9 of 500 is "499"), and where even that would, both
  /// carry as many decimals as it takes, up to 9 (500.2 of 500.3 is "500.2" of "500.3").
  static func amounts(value: Double, goal: Double) -> (value: String, goal: String) {
    guard value < goal, value.isFinite, goal.isFinite else {
      return (nonzero(value), nonzero(goal))
    }
    var scale = 1.0
    for digits in 0...9 {
      let format = DecimalFormat(maximumFractionDigits: digits)
      let shownGoal = (goal * scale).rounded() / scale
      if (value * scale).rounded() / scale < shownGoal {
        return (format.string(value), format.string(goal))
      }
      let roundedDown = (value * scale).rounded(.down) / scale
      if roundedDown < shownGoal { return (format.string(roundedDown), format.string(goal)) }
      scale *= 10
    }
    let format = DecimalFormat(maximumFractionDigits: 9)
    return (format.string(value), format.string(goal))
  }

  /// `value` whole, unless it is not zero and would read as "0": then with the digits it takes,
  /// up to 9, or in Swift's shortest form past that (a goal of 1e-320 is not a goal of "0").
  private static func nonzero(_ value: Double) -> String {
    let text = whole.string(value)
    // Compared as bytes: String's == would bring Unicode's normalization tables (about 44 KB)
    // into a WebAssembly build.
    guard value != 0, value.isFinite, text.utf8.elementsEqual("0".utf8) else { return text }
    let finer = DecimalFormat(maximumFractionDigits: 9).string(value)
    return finer.utf8.elementsEqual("0".utf8) ? String(value) : finer
  }

  /// A percentage as a whole number: rounded to the nearest, or down when the goal is not
  /// `reached` and the nearest would be 100 (99.98% of a ring not closed is "99"); "more than
  /// 1e+308" for one too large for a number (a goal near zero).
  static func percent(_ percent: Double, reached: Bool) -> String {
    guard percent.isFinite else { return "more than 1e+308" }
    if !reached, percent.rounded() >= 100 { return whole.string(min(percent.rounded(.down), 99)) }
    return whole.string(percent)
  }
}
