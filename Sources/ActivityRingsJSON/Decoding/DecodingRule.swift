/// The rule a value breaks, in the user's terms, for the types whose own errors would name a
/// Swift type: enumerations read from their raw values (`expected 1, 2 or 3`,
/// `expected "nonZero" or "evenOdd"`) and ranges.
enum DecodingRule {
  /// Marks a `DecodingError` whose description is one of these rules.
  struct Broken: Error {}

  /// What a value of `type` must be, when the type has a rule; nil otherwise.
  static func rule<T>(for type: T.Type) -> String? {
    if let cases = type as? any (CaseIterable & RawRepresentable).Type {
      return "expected " + listing(cases)
    }
    if type is any RangeExpression.Type {
      return "expected a range written [start, end], start at most end"
    }
    return nil
  }

  /// The raw values of every case: `1, 2 or 3`, `"move", "exercise" or "stand"`.
  private static func listing<C: CaseIterable & RawRepresentable>(_ type: C.Type) -> String {
    let values = C.allCases.map { value in
      if let text = value.rawValue as? String { return "\"\(text)\"" }
      return "\(value.rawValue)"
    }
    guard values.count > 1, let last = values.last else { return values.first ?? "nothing" }
    return values.dropLast().joined(separator: ", ") + " or " + last
  }

  /// "expected a whole number from 0 to 255": for a whole number outside the type's range.
  static func wholeNumber<T: FixedWidthInteger>(in type: T.Type) -> String {
    "expected a whole number from \(T.min) to \(T.max)"
  }
}
