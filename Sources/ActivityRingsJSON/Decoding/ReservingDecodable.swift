/// Types whose decoding ``ValueDecoder`` does itself, to use memory better than their own
/// conformance: an array's elements are counted first and stored once, where `Array`'s own
/// `init(from:)` grows its storage as it goes, which briefly holds two copies of a large list.
protocol ReservingDecodable {
  /// Decodes the value from a decoder over a JSON value.
  static func decodeReserving(from decoder: ValueDecoder) throws -> Self
}

extension Array: ReservingDecodable where Element: Decodable {
  static func decodeReserving(from decoder: ValueDecoder) throws -> Array {
    var container = try decoder.unkeyedContainer()
    var elements: [Element] = []
    elements.reserveCapacity(container.count ?? 0)
    while !container.isAtEnd {
      elements.append(try container.decode(Element.self))
    }
    return elements
  }
}
