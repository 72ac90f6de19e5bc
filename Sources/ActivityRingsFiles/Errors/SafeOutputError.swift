import ActivityRings

/// Why a file could not be written safely, as one line in the user's terms: what could not be
/// done, the path as it was given, and the reason, never an error code or a type name.
///
/// ```swift
/// do {
///   try AtomicFileWriter.write(bytes, to: "locked.png")
/// } catch {
///   print(error)  // cannot write 'locked.png': it is read-only (mode 444)
/// }
/// ```
///
/// Paths are quoted with their control characters escaped, so a message stays one line
/// whatever a file's name holds. Whatever the error, the destination is as it was and no
/// temporary file is left behind.
public struct SafeOutputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The one-line message, such as `cannot write 'out/today.png': the disk is full`.
  public let message: String

  /// An error with this message, kept on one line.
  init(_ message: String) {
    self.message = QuotedText.line(message)
  }

  /// `cannot write <what>: <reason>`.
  static func cannotWrite(_ what: String, _ reason: String) -> SafeOutputError {
    SafeOutputError("cannot write \(what): \(reason)")
  }

  /// The message.
  public var description: String { message }
}
