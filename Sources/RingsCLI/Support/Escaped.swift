/// Text from outside the program (an argument, a file name, a value read from a file) made safe
/// to show in a one-line message: every character that could end the line, move the cursor or
/// steer the terminal is written as a Swift-style escape (`\n`, `\r`, `\t`, `\u{1B}`…), so a
/// message stays one line and nothing from a file reaches the terminal raw.
///
/// ```swift
/// Escaped.quoted("350/500\n")        // "'350/500\\n'"
/// Escaped.quoted("\u{1B}]0;PWNED")   // "'\\u{1B}]0;PWNED'"
/// ```
///
/// Escaped: the C0 and C1 control characters and DEL, the line and paragraph separators, the
/// bidirectional controls (which reorder what follows them on screen), and the noncharacters
/// U+FFFE and U+FFFF. Everything else, accents and emoji included, is shown as it is.
enum Escaped {
  /// `text` between single quotes, escaped; a backslash in it is doubled, so the quoted text
  /// reads back unambiguously.
  static func quoted(_ text: some StringProtocol) -> String {
    "'" + escaping(text, backslashes: true) + "'"
  }

  /// `text` with only the unsafe characters escaped (backslashes kept as they are): for a whole
  /// message whose quoted parts are already escaped.
  static func line(_ text: some StringProtocol) -> String {
    escaping(text, backslashes: false)
  }

  /// Whether a character must be escaped.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
    case 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  private static func escaping(_ text: some StringProtocol, backslashes: Bool) -> String {
    guard text.unicodeScalars.contains(where: { isUnsafe($0) || (backslashes && $0 == "\\") })
    else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      case "\\" where backslashes: result += "\\\\"
      case _ where isUnsafe(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
