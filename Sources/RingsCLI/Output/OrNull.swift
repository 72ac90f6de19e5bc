/// A JSON value that is written as `null` when absent, where a synthesized `Encodable` would
/// leave an optional's key out: "no data" stays visible in the output.
///
/// ```swift
/// struct Count: Encodable { let rate: OrNull<Double> }
/// // {"rate": null}
/// ```
struct OrNull<Value: Encodable>: Encodable {
  /// The value, or nil for `null`.
  let value: Value?

  init(_ value: Value?) {
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value {
      try container.encode(value)
    } else {
      try container.encodeNil()
    }
  }
}
