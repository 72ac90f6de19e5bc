/// The `Decoder` ``JSONValueDecoder`` hands a type: one value of the document and its path.
/// Every error it throws is a `DecodingError` whose description is a rule in the user's terms
/// ("expected a whole number"), which ``JSONDecodingError`` turns into a message.
struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let object = value.object else {
      throw mismatch(Key.self, value.isNull ? "expected an object, not null" : "expected an object")
    }
    return KeyedDecodingContainer(ObjectContainer<Key>(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let array = value.array else {
      throw mismatch(
        [JSONValue].self, value.isNull ? "expected a list, not null" : "expected a list")
    }
    return ArrayContainer(array: array, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ScalarContainer(decoder: self)
  }

  /// Decodes `type` from `value` at `path`: the one place a nested value is decoded, where a
  /// type's own error about the value becomes its rule (`expected 1, 2 or 3` for a scale) and
  /// any other error gets the value's path.
  static func decode<T: Decodable>(
    _ type: T.Type, from value: JSONValue, at path: [any CodingKey]
  ) throws -> T {
    do {
      let decoder = ValueDecoder(value: value, codingPath: path)
      if let reserving = T.self as? any ReservingDecodable.Type,
        let decoded = try reserving.decodeReserving(from: decoder) as? T
      {
        return decoded
      }
      return try T(from: decoder)
    } catch let error as DecodingError {
      guard error.codingPath.count == path.count, let rule = DecodingRule.rule(for: T.self) else {
        throw error
      }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path, debugDescription: rule, underlyingError: DecodingRule.Broken()))
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path, debugDescription: String(describing: error), underlyingError: error))
    }
  }

  // MARK: - Scalars

  /// A type mismatch here, `expected` saying what the value must be.
  func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    let context = DecodingError.Context(codingPath: codingPath, debugDescription: expected)
    return value.isNull
      ? .valueNotFound(type, context) : .typeMismatch(type, context)
  }

  func decodeBool() throws -> Bool {
    guard let bool = value.bool else { throw mismatch(Bool.self, "expected true or false") }
    return bool
  }

  func decodeString() throws -> String {
    guard let string = value.string else { throw mismatch(String.self, "expected text") }
    return string
  }

  func decodeDouble() throws -> Double {
    guard let number = value.number else { throw mismatch(Double.self, "expected a number") }
    return number
  }

  func decodeFloat() throws -> Float {
    let number = try decodeDouble()
    guard Float(number).isFinite else {
      throw mismatch(
        Float.self,
        "expected a number from \(-Float.greatestFiniteMagnitude) to \(Float.greatestFiniteMagnitude)"
      )
    }
    return Float(number)
  }

  /// A whole number: exact from its digits, or from a number such as `2.0` or `2e3` that is
  /// whole.
  func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    guard let literal = value.numberLiteral, let number = value.number else {
      throw mismatch(T.self, "expected a whole number")
    }
    if let exact = T(literal) { return exact }
    if let whole = T(exactly: number) { return whole }
    let isWhole = number == number.rounded(.towardZero)
    throw mismatch(
      T.self, isWhole ? DecodingRule.wholeNumber(in: T.self) : "expected a whole number")
  }
}

extension DecodingError {
  /// The path of the value the error is about.
  var codingPath: [any CodingKey] {
    switch self {
    case .keyNotFound(let key, let context): context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      context.codingPath
    @unknown default: []
    }
  }
}
