/// What ``JSONReader`` keeps of a document: its bytes, and one 32-bit entry per value in document
/// order (a "tape"), so that a value costs at most 4 bytes beside its text however it is
/// written — `1,` is 2 bytes of text and 4 of tape.
///
/// An entry is either a scalar (string, number, `true`, `false`, `null`): the offset of its first
/// byte, whose kind that byte tells; or an array or object: a flag, whether it is an object, and
/// how many entries its contents take, so that it is stepped over in one move. An object's
/// contents alternate keys (strings) and values. Strings and numbers stay text until they are
/// asked for.
///
/// ```swift
/// // [1, {"a": true}]
/// // entries: array(size 4), 1 (offset 1), object(size 2), "a" (offset 5), true (offset 10)
/// ```
final class JSONTape: Sendable {
  /// The document as read, UTF-8.
  let bytes: [UInt8]
  /// One entry per value (and key), in document order.
  let entries: [UInt32]

  /// Set on the entry of an array or object.
  static let containerFlag: UInt32 = 1 << 31
  /// Set, with ``containerFlag``, on the entry of an object.
  static let objectFlag: UInt32 = 1 << 30
  /// The bits of a container's entry that count the entries of its contents.
  static let sizeMask: UInt32 = (1 << 30) - 1

  init(bytes: [UInt8], entries: [UInt32]) {
    self.bytes = bytes
    self.entries = entries
  }

  /// Whether the entry at `index` is an array or object.
  func isContainer(_ index: Int) -> Bool {
    entries[index] & Self.containerFlag != 0
  }

  /// The byte offset of the scalar at `index`.
  func offset(_ index: Int) -> Int {
    Int(entries[index])
  }

  /// The number of entries the contents of the container at `index` take.
  func size(_ index: Int) -> Int {
    Int(entries[index] & Self.sizeMask)
  }

  /// The index of the entry after the value at `index` and all it contains.
  func next(after index: Int) -> Int {
    isContainer(index) ? index + 1 + size(index) : index + 1
  }
}
