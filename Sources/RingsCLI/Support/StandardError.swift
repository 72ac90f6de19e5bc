import ActivityRings
import ActivityRingsFiles

/// Writes diagnostics to standard error, unbuffered.
enum StandardError {
  /// Writes `text` and a newline. Control characters in `text` are escaped (see
  /// `QuotedText` in the core), so the line stays one line and nothing in it can steer the
  /// terminal.
  static func writeLine(_ text: String) {
    write(QuotedText.line(text) + "\n")
  }

  /// Writes `rings: warning: ` and `text` as one line.
  static func warning(_ text: String) {
    writeLine("rings: warning: " + text)
  }

  /// Writes `text` as is.
  static func write(_ text: String) {
    // Nowhere is left to report a failure to write a diagnostic.
    try? StandardOutput.write(
      Array(text.utf8), to: StandardDescriptor.error, describing: "standard error")
  }
}
