/// The members of a JSON object, in document order: a collection of keys and ``JSONValue``s
/// read in place. A key written more than once appears each time; the subscript by key finds
/// its last value, as most readers do.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"a": 1, "b": [2]}"#.utf8))
/// for member in value.object ?? JSONObject.empty { print(member.key, member.value.kind) }
/// value.object?["b"]?.kind  // .array
/// ```
///
/// Stepping from one member to the next is O(1), however much the value holds; keys are
/// decoded when read.
public struct JSONObject: Collection, Sendable {
  /// A position in the object.
  public struct Index: Comparable, Sendable {
    /// The entry of the member's key.
    let entry: Int

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.entry < rhs.entry }
  }

  let tape: JSONTape
  /// The object's own entry.
  let index: Int

  init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }

  /// An object without members, for `?? JSONObject.empty`.
  public static var empty: JSONObject {
    JSONObject(
      tape: JSONTape(
        bytes: Array("{}".utf8), entries: [JSONTape.containerFlag | JSONTape.objectFlag]),
      index: 0)
  }

  /// The position of the first member.
  public var startIndex: Index { Index(entry: index + 1) }

  /// The position after the last member.
  public var endIndex: Index { Index(entry: index + 1 + tape.size(index)) }

  /// The position after `position`.
  public func index(after position: Index) -> Index {
    Index(entry: tape.next(after: position.entry + 1))
  }

  /// The member at `position`: its key, escapes decoded, and its value.
  public subscript(position: Index) -> (key: String, value: JSONValue) {
    (key(at: position), JSONValue(tape: tape, index: position.entry + 1))
  }

  /// The key of the member at `position`.
  public func key(at position: Index) -> String {
    JSONText.string(tape.bytes, at: tape.offset(position.entry)) ?? ""
  }

  /// Whether the key of the member at `position` is `name`, without decoding it unless it
  /// holds an escape.
  func key(at position: Index, is name: String) -> Bool {
    JSONText.string(tape.bytes, at: tape.offset(position.entry), equals: name)
  }

  /// The value of the last member named `key`; nil when there is none.
  ///
  /// - Complexity: O(the members).
  public subscript(key: String) -> JSONValue? {
    var found: JSONValue?
    var position = startIndex
    while position < endIndex {
      if self.key(at: position, is: key) {
        found = JSONValue(tape: tape, index: position.entry + 1)
      }
      position = index(after: position)
    }
    return found
  }

  /// The keys, in document order, each as often as it is written.
  public var keys: [String] { indices.map { key(at: $0) } }
}
