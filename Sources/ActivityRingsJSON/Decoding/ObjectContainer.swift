/// A keyed container over a JSON object. A key is found by walking the members, comparing
/// their text in place (the last of a key written twice wins); ``allKeys``, asked for by types
/// that read every member (dictionaries), also indexes the keys once, so that reading them all
/// stays linear.
struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]
  /// The keys' last values, made by ``allKeys``.
  private let index = KeyIndex()

  init(object: JSONObject, codingPath: [any CodingKey]) {
    self.object = object
    self.codingPath = codingPath
  }

  /// Set once, when a type asks for every key.
  private final class KeyIndex {
    var values: [String: JSONValue]?
  }

  var allKeys: [Key] {
    var values: [String: JSONValue] = [:]
    var keys: [Key] = []
    for (name, value) in object {
      if values.updateValue(value, forKey: name) == nil, let key = Key(stringValue: name) {
        keys.append(key)
      }
    }
    index.values = values
    return keys
  }

  func contains(_ key: Key) -> Bool {
    value(for: key) != nil
  }

  /// The value under `key`, or nil.
  private func value(for key: Key) -> JSONValue? {
    if let values = index.values { return values[key.stringValue] }
    return object[key.stringValue]
  }

  /// The value under `key`, or a `keyNotFound` error.
  private func require(_ key: Key) throws -> JSONValue {
    guard let value = value(for: key) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
    }
    return value
  }

  private func decoder(for key: Key) throws -> ValueDecoder {
    ValueDecoder(value: try require(key), codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try require(key).isNull
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder(for: key).decodeBool()
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(for: key).decodeString()
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(for: key).decodeDouble()
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder(for: key).decodeFloat()
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(for: key).decodeInteger(type)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try ValueDecoder.decode(type, from: try require(key), at: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    try superDecoder(forKey: SuperKey.super)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try superDecoder(forKey: key as any CodingKey)
  }

  private func superDecoder(forKey key: any CodingKey) throws -> any Decoder {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
    }
    return ValueDecoder(value: value, codingPath: codingPath + [key])
  }

  /// The key `superDecoder()` reads, as Foundation's decoder does.
  private enum SuperKey: String, CodingKey {
    case `super`
  }
}
