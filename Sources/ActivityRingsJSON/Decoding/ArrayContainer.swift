/// An unkeyed container over a JSON array, reading its elements in order.
struct ArrayContainer: UnkeyedDecodingContainer {
  let array: JSONArray
  let codingPath: [any CodingKey]
  private var position: JSONArray.Index
  private(set) var currentIndex = 0

  init(array: JSONArray, codingPath: [any CodingKey]) {
    self.array = array
    self.codingPath = codingPath
    position = array.startIndex
  }

  /// The number of elements, counted when asked for.
  var count: Int? { array.count }

  var isAtEnd: Bool { position == array.endIndex }

  /// The path of the element read next.
  private var elementPath: [any CodingKey] { codingPath + [ElementKey(currentIndex)] }

  /// The element read next, the container moved past it.
  private mutating func next() throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.keyNotFound(
        ElementKey(currentIndex),
        DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
    }
    let value = array[position]
    position = array.index(after: position)
    currentIndex += 1
    return value
  }

  /// A decoder for the element read next, the container moved past it.
  private mutating func nextDecoder() throws -> ValueDecoder {
    let path = elementPath
    return ValueDecoder(value: try next(), codingPath: path)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, array[position].isNull else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try nextDecoder().decodeBool() }

  mutating func decode(_ type: String.Type) throws -> String { try nextDecoder().decodeString() }

  mutating func decode(_ type: Double.Type) throws -> Double { try nextDecoder().decodeDouble() }

  mutating func decode(_ type: Float.Type) throws -> Float { try nextDecoder().decodeFloat() }

  mutating func decode(_ type: Int.Type) throws -> Int { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: Int8.Type) throws -> Int8 { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: Int16.Type) throws -> Int16 { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: Int32.Type) throws -> Int32 { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: Int64.Type) throws -> Int64 { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: UInt.Type) throws -> UInt { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try nextDecoder().decodeInteger(type) }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try nextDecoder().decodeInteger(type)
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try nextDecoder().decodeInteger(type)
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try nextDecoder().decodeInteger(type)
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let path = elementPath
    return try ValueDecoder.decode(type, from: try next(), at: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try nextDecoder().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try nextDecoder().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try nextDecoder()
  }
}

/// The key of an element of a list in a coding path: its position, from 0.
struct ElementKey: CodingKey {
  let intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
