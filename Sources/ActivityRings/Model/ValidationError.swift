/// A value that cannot be drawn: negative, NaN or infinite. It names the field at fault.
///
/// ```swift
/// do {
///   try ActivitySummary(activeEnergyBurned: -5, activeEnergyBurnedGoal: 500).validate()
/// } catch {
///   print(error)  // activeEnergyBurned is -5.0: it must not be negative
/// }
/// ```
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the value.
  public enum Problem: String, Sendable, Hashable {
    /// The value is below zero.
    case negative
    /// The value is NaN.
    case notANumber
    /// The value is positive or negative infinity.
    case infinite
  }

  /// The field at fault, named as in the Apple Health export (`activeEnergyBurned`, …) or as
  /// the ring (`move`, `exercise`, `stand`) for per-ring progress.
  public var field: String
  /// The rejected value.
  public var value: Double
  /// What is wrong with it.
  public var problem: Problem

  /// Creates the error for `value` in `field`.
  public init(field: String, value: Double, problem: Problem) {
    self.field = field
    self.value = value
    self.problem = problem
  }

  /// Checks one value: nil (no data) and finite non-negative numbers pass.
  ///
  /// - Throws: ``ValidationError`` naming `field`.
  public static func check(_ value: Double?, field: String) throws(ValidationError) {
    guard let value else { return }
    if value.isNaN { throw ValidationError(field: field, value: value, problem: .notANumber) }
    if value.isInfinite { throw ValidationError(field: field, value: value, problem: .infinite) }
    if value < 0 { throw ValidationError(field: field, value: value, problem: .negative) }
  }

  /// Two errors are equal when they name the same field and problem and the same value, where
  /// NaN equals NaN (so an error about a NaN can be compared with itself).
  public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
    lhs.field == rhs.field && lhs.problem == rhs.problem
      && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
  }

  /// Hashes the field, the problem, and the value (all NaNs alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(field)
    hasher.combine(problem)
    if value.isNaN { hasher.combine(true) } else { hasher.combine(value) }
  }

  /// One line naming the field, the value and the problem.
  public var description: String {
    switch problem {
    case .negative: "\(field) is \(value): it must not be negative"
    case .notANumber: "\(field) is not a number"
    case .infinite: "\(field) is \(value): it must be a finite number"
    }
  }
}
