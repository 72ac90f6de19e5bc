/// What libwebp reported when it failed: the operation and libwebp's own code or words.
package struct WebPFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being done: "encoding a 160×160 picture".
  package let operation: String
  /// libwebp's reason, as it gives it (an error code's name, or its message).
  package let reason: String

  package init(_ operation: String, _ reason: String) {
    self.operation = operation
    self.reason = reason
  }

  package var description: String { "libwebp failed \(operation): \(reason)" }
}
