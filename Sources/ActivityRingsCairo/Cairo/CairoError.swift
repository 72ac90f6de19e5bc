import _CairoWrapper

/// A Cairo call that did not succeed: which operation, and Cairo's own words for its status.
///
/// ```swift
/// do {
///   let png = try CairoRenderer().pngData(drawList)
/// } catch let error as CairoError {
///   print(error)  // cairo: creating an image surface failed: invalid value …
/// }
/// ```
public struct CairoError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being done.
  public let operation: String
  /// Cairo's status code (the raw value of `cairo_status_t`).
  public let code: Int
  /// Cairo's description of the status (`cairo_status_to_string`).
  public let reason: String

  /// The error for a failure the Cairo wrapper reported.
  init(_ failure: CairoFailure) {
    operation = failure.operation
    code = failure.code
    reason = failure.reason
  }

  /// One line: `cairo: <operation> failed: <reason>`.
  public var description: String { "cairo: \(operation) failed: \(reason)" }
}
