/// Makes arbitrary text safe inside XML 1.0 character data and attribute values.
///
/// `&`, `<`, `>`, `"` and `'` become entity references. Characters XML 1.0 forbids outright
/// (C0 controls other than tab, line feed and carriage return; U+FFFE and U+FFFF) become U+FFFD,
/// so that any title still gives a well-formed document. (Lone surrogates, also forbidden,
/// cannot occur in a Swift `String`.) The same escaping serves HTML text and attribute values,
/// for pages that inline our SVG.
///
/// ```swift
/// XMLEscaping.text("Ana & Bo <3")  // "Ana &amp; Bo &lt;3"
/// ```
public enum XMLEscaping {
  /// `text` escaped for use between tags or inside a double- or single-quoted attribute.
  public static func text(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          escaped += "\u{FFFD}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }
}
