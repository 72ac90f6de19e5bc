import Foundation

/// Writes diagnostics to standard error, unbuffered.
///
/// ```swift
/// StandardError.writeLine("rings: warning: duration clamped to 2 s")
/// ```
public enum StandardError {
  /// Writes `text` and a newline.
  ///
  /// ```swift
  /// StandardError.writeLine("done")
  /// ```
  public static func writeLine(_ text: String) {
    write(text + "\n")
  }

  /// Writes `text` as is.
  ///
  /// ```swift
  /// StandardError.write("\r42%")
  /// ```
  public static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
