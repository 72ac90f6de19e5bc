import ActivityRings

/// Why ``JSONReader`` could not read its input, and where: one line in our words, with the line
/// and column (both from 1, columns counted in characters) of the byte where reading stopped.
///
/// ```swift
/// do { _ = try JSONReader.parse(Array("{ not json".utf8)) } catch {
///   error.description  // "expected a key in double quotes at line 1, column 3, found 'not'"
/// }
/// ```
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, without the place: "expected a value, found '}'", "number 1e400 is too
  /// large"… Input quoted in it is escaped.
  public var problem: String
  /// Where reading stopped.
  public var location: JSONLocation
  /// What the input holds there instead, if it says more than the problem: "found 'not'",
  /// "found the end".
  public var found: String?
  /// How to write it instead, if the problem alone does not say: "\\u takes four hexadecimal
  /// digits".
  public var hint: String?

  /// Creates an error from its parts.
  public init(problem: String, location: JSONLocation, found: String? = nil, hint: String? = nil) {
    self.problem = problem
    self.location = location
    self.found = found
    self.hint = hint
  }

  /// The problem and its place in one line: `expected a value at line 2, column 7, found '}'`,
  /// `invalid escape '\q' in text at line 1, column 8: use \", \\, …`.
  public var description: String {
    "\(problem) at \(location)" + (found.map { ", " + $0 } ?? "") + (hint.map { ": " + $0 } ?? "")
  }
}

extension JSONSyntaxError {
  /// An error at `offset` in `bytes`, its line and column counted from the start; any
  /// control character of the input quoted in `problem` is escaped, so the message stays one
  /// line.
  ///
  /// - Complexity: O(`offset`): only a failure pays for the counting.
  init(
    _ problem: String, at offset: Int, in bytes: [UInt8], found: String? = nil,
    hint: String? = nil
  ) {
    self.init(
      problem: QuotedText.line(problem), location: JSONLocation(offset: offset, in: bytes),
      found: found, hint: hint)
  }
}
