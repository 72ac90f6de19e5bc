/// A name that names nothing known: a format, a renderer, a style, a preset… with the names
/// there are and, when one is near, the one that was probably meant (``NameSuggestion``).
///
/// ```swift
/// let error = UnknownNameError(name: "sqaure-64", known: ["square-32", "square-64"])
/// error.suggestion   // "square-64"
/// error.description  // "'sqaure-64' is not one of square-32, square-64: did you mean 'square-64'?"
/// ```
public struct UnknownNameError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name as typed.
  public var name: String
  /// The names there are.
  public var known: [String]

  /// Creates the error.
  public init(name: String, known: [String]) {
    self.name = name
    self.known = known
  }

  /// The known name nearest to ``name``, or nil when none is near.
  public var suggestion: String? { NameSuggestion.nearest(to: name, among: known) }

  /// `: did you mean 'x'?` when there is a suggestion, else the empty string: for a message of
  /// the caller's own wording.
  public var didYouMean: String {
    suggestion.map { ": did you mean '\($0)'?" } ?? ""
  }

  /// One line: the name, the known names, and the suggestion.
  public var description: String {
    "\(QuotedText.quoted(name)) is not one of \(known.joined(separator: ", "))\(didYouMean)"
  }
}
