/// Why ``JSONReader`` could not read its input, and where: one line in our words, with the line
/// and column (both from 1, columns counted in characters) of the byte where reading stopped.
///
/// ```swift
/// do { _ = try JSONReader.parse(Array("{ not json".utf8)) } catch {
///   error.description  // "expected a key in double quotes at line 1, column 3, found 'n'"
/// }
/// ```
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, without the place: "expected a value, found '}'", "number 1e400 is too
  /// large"… Input quoted in it is escaped.
  package var problem: String
  /// The offset in bytes from the start of the input, from 0.
  package var offset: Int
  /// The line, from 1.
  package var line: Int
  /// The column in characters (Unicode scalars) from the start of the line, from 1.
  package var column: Int
  /// What the input holds there instead, if it says more than the problem: "found 'not'",
  /// "found the end".
  package var found: String?
  /// How to write it instead, if the problem alone does not say: "\\u takes four hexadecimal
  /// digits".
  package var hint: String?

  /// The problem and its place in one line: `expected a value at line 2, column 7, found '}'`,
  /// `invalid escape '\q' in text at line 1, column 8: use \", \\, …`.
  package var description: String {
    "\(problem) at line \(line), column \(column)" + (found.map { ", " + $0 } ?? "")
      + (hint.map { ": " + $0 } ?? "")
  }
}

extension JSONSyntaxError {
  /// An error at `offset` in `bytes`, its line and column counted from the start.
  ///
  /// - Complexity: O(`offset`): only a failure pays for the counting.
  init(
    _ problem: String, at offset: Int, in bytes: [UInt8], found: String? = nil,
    hint: String? = nil
  ) {
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
    self.init(
      problem: problem, offset: offset, line: line, column: column, found: found, hint: hint)
  }
}
