/// The elements of a JSON array, in order: a collection of ``JSONValue``s read in place.
///
/// ```swift
/// let value = try JSONReader.parse(Array("[2, 3]".utf8))
/// for element in value.array ?? JSONArray.empty { print(element.number ?? 0) }
/// value.array?.count  // 2
/// ```
///
/// Stepping from one element to the next is O(1), however much the element holds; `count`
/// walks the elements.
public struct JSONArray: Collection, Sendable {
  /// A position in the array.
  public struct Index: Comparable, Sendable {
    let entry: Int

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.entry < rhs.entry }
  }

  let tape: JSONTape
  /// The array's own entry.
  let index: Int

  init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }

  /// An array without elements, for `?? JSONArray.empty`.
  public static var empty: JSONArray {
    JSONArray(tape: JSONTape(bytes: Array("[]".utf8), entries: [JSONTape.containerFlag]), index: 0)
  }

  /// The position of the first element.
  public var startIndex: Index { Index(entry: index + 1) }

  /// The position after the last element.
  public var endIndex: Index { Index(entry: index + 1 + tape.size(index)) }

  /// The position after `position`.
  public func index(after position: Index) -> Index {
    Index(entry: tape.next(after: position.entry))
  }

  /// The element at `position`.
  public subscript(position: Index) -> JSONValue {
    JSONValue(tape: tape, index: position.entry)
  }
}
