/// A place in a JSON document: the byte offset, and the line and column a text editor shows.
///
/// ```swift
/// let value = try JSONReader.parse(Array("{\n  \"name\": \"today\"\n}".utf8))
/// value["name"]?.location  // line 2, column 11
/// ```
public struct JSONLocation: Sendable, Hashable, CustomStringConvertible {
  /// The offset in bytes from the start of the document, from 0.
  public var offset: Int
  /// The line, from 1.
  public var line: Int
  /// The column in characters (Unicode scalars) from the start of the line, from 1.
  public var column: Int

  /// Creates a location from its parts.
  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// The location of `offset` in `bytes`, its line and column counted from the start.
  ///
  /// - Complexity: O(`offset`): only what needs a place pays for the counting.
  init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Not a UTF-8 continuation byte: a new character (or a byte that is not UTF-8).
        column += 1
      }
    }
    self.init(offset: offset, line: line, column: column)
  }

  /// `line 2, column 11`.
  public var description: String { "line \(line), column \(column)" }
}
