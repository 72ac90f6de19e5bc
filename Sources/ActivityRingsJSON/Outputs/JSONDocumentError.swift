/// A value ``JSONDocument`` could not encode, with `JSONEncoder`'s reason.
///
/// ```swift
/// do { _ = try JSONDocument.text(of: [Double.nan]) } catch {
///   print(error)  // cannot encode the value as JSON: …
/// }
/// ```
public struct JSONDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why `JSONEncoder` refused.
  public var reason: String

  /// Creates the error.
  public init(reason: String) {
    self.reason = reason
  }

  /// One line: `cannot encode the value as JSON: ` and the reason.
  public var description: String { "cannot encode the value as JSON: \(reason)" }
}
