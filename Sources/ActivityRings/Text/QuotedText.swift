/// Text from outside the program (an argument, a value in an export, a zip entry's name) made
/// safe to quote in a one-line message, for the import's warnings and the `rings` tool's
/// messages alike: every character that could end the line, move the cursor or
/// steer a terminal is written as a Swift-style escape (`\n`, `\r`, `\t`, `\u{1B}`…), and a
/// backslash is doubled, so the quoted text reads back unambiguously.
///
/// ```swift
/// QuotedText.quoted("2024-02-30")         // "'2024-02-30'"
/// QuotedText.quoted("\u{1B}]0;PWNED\n")   // "'\\u{1B}]0;PWNED\\n'"
/// ```
///
/// Escaped: the C0 and C1 control characters and DEL, the line and paragraph separators, the
/// bidirectional controls (which reorder what follows them on screen), the invisible ones that
/// hide or join what is around them (U+200B, U+2060…U+2064, U+FEFF), and the noncharacters
/// U+FFFE and U+FFFF. A byte of a path that is not UTF-8 (see ``PathEncoding``) is shown as
/// `\x80`. Everything else, accents and emoji included (with their joiner U+200D), is kept as
/// it is.
///
/// Public for programs that report on text from outside in the same way: `rings-server` quotes
/// query values in its 400 responses with it and refuses a label holding an unsafe character,
/// as `rings` does.
public enum QuotedText {
  /// `text` between single quotes, escaped.
  ///
  /// - Complexity: O(`text.utf8.count`).
  public static func quoted(_ text: some StringProtocol) -> String {
    "'" + escaped(text) + "'"
  }

  /// `text` between single quotes, escaped, and cut after `maximumLength` characters (Unicode
  /// scalars) when it is longer: then `…` and its whole length follow the closing quote, so a
  /// message about a long value stays short.
  ///
  /// ```swift
  /// QuotedText.quoted(String(repeating: "ab", count: 50), maximumLength: 6)
  /// // "'ababab'… (100 characters)"
  /// ```
  ///
  /// - Complexity: O(`text.utf8.count`).
  public static func quoted(_ text: some StringProtocol, maximumLength: Int) -> String {
    let scalars = text.unicodeScalars
    guard
      let cut = scalars.index(
        scalars.startIndex, offsetBy: max(maximumLength, 0), limitedBy: scalars.endIndex),
      cut != scalars.endIndex
    else { return quoted(text) }
    var head = ""
    head.unicodeScalars.append(contentsOf: scalars[..<cut])
    return quoted(head) + "… (\(scalars.count) characters)"
  }

  /// `text` escaped, without quotes.
  ///
  /// - Complexity: O(`text.utf8.count`).
  public static func escaped(_ text: some StringProtocol) -> String {
    escaping(text, backslashes: true)
  }

  /// `text` with only the unsafe characters escaped, backslashes kept as they are: for a whole
  /// message whose quoted parts are already escaped.
  ///
  /// - Complexity: O(`text.utf8.count`).
  public static func line(_ text: some StringProtocol) -> String {
    escaping(text, backslashes: false)
  }

  private static func escaping(_ text: some StringProtocol, backslashes: Bool) -> String {
    guard text.unicodeScalars.contains(where: { isUnsafe($0) || (backslashes && $0 == "\\") })
    else {
      return String(text)
    }
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
        if let byte = PathEncoding.escapedByte(scalar) {
          result += "\\x" + String(byte, radix: 16, uppercase: true)
        } else {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a character must be escaped.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x200B, 0x2060...0x2064, 0xFEFF: true
    case 0xFFFE, 0xFFFF: true
    case PathEncoding.escapeBase + 0x80...PathEncoding.escapeBase + 0xFF: true
    default: false
    }
  }
}
