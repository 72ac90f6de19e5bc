import ActivityRings

/// Why ``JSONValueDecoder`` could not decode a type from a JSON value, in the user's terms: the
/// field (its path in the document), what it holds, and the rule it breaks; never a Swift type
/// name.
///
/// ```swift
/// do {
///   _ = try JSONValueDecoder().decode(DrawList.self, from: try JSONReader.parse(bytes))
/// } catch {
///   error.description  // "scale is 1.5: expected 1, 2 or 3"
/// }
/// ```
public struct JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the field.
  public enum Problem: Sendable, Hashable {
    /// The field is not there (a key left out, a list too short).
    case missing
    /// The field holds a value of the wrong kind or form; `expected` says what it takes:
    /// "expected a whole number", `expected "nonZero" or "evenOdd"`.
    case mismatch(expected: String)
    /// The decoded type refused the value, and says why: "opacity 1.5 is outside 0…1".
    case invalid(String)
  }

  /// The field's path from the document's top: keys, and positions in lists from 0
  /// (`["items", "3", "fillRule"]`); empty for the whole document.
  public var path: [String]
  /// The field's value as written (see ``JSONValue/shown``); nil when it is missing.
  public var found: String?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error from its parts.
  public init(path: [String], found: String?, problem: Problem) {
    self.path = path
    self.found = found
    self.problem = problem
  }

  /// The path written with dots (`items.3.fillRule`), or "the value" for the whole document.
  public var field: String {
    path.isEmpty ? "the value" : QuotedText.line(path.joined(separator: "."))
  }

  /// One line: `items.3.fillRule is "odd": expected "nonZero" or "evenOdd"`, `title is
  /// missing`, `items.0.paint.solid.opacity: opacity 1.5 is outside 0…1`.
  public var description: String {
    switch problem {
    case .missing: "\(field) is missing"
    case .mismatch(let expected): "\(field) is \(found ?? "missing"): \(expected)"
    case .invalid(let reason): "\(field): \(QuotedText.line(reason))"
    }
  }
}

extension JSONDecodingError {
  /// The error `DecodingError` describes, decoding from `root`.
  init(_ error: DecodingError, root: JSONValue) {
    func names(_ path: [any CodingKey]) -> [String] {
      path.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }
    let path: [String]
    let problem: Problem
    switch error {
    case .keyNotFound(let key, let context):
      path = names(context.codingPath + [key])
      problem = .missing
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      path = names(context.codingPath)
      problem = .mismatch(expected: context.debugDescription)
    case .dataCorrupted(let context):
      path = names(context.codingPath)
      if context.underlyingError is DecodingRule.Broken {
        problem = .mismatch(expected: context.debugDescription)
      } else if context.underlyingError == nil,
        context.debugDescription.hasPrefix("Cannot initialize")
      {
        // The standard library's words for a raw value it does not know, naming a type.
        problem = .mismatch(expected: "not a value this field takes")
      } else {
        problem = .invalid(context.debugDescription)
      }
    @unknown default:
      path = []
      problem = .invalid("the value is not what was expected")
    }
    var value: JSONValue? = root
    for name in path {
      guard let current = value else { break }
      if current.kind == .array, let position = Int(name) {
        value = current.array.flatMap { array in
          array.dropFirst(position).first
        }
      } else {
        value = current[name]
      }
    }
    let found = problem == .missing ? nil : value?.shown
    self.init(path: path, found: found, problem: problem)
  }
}
