/// Text that is not a colour of the form `#rrggbb`.
///
/// ```swift
/// do { _ = try RGBColor(hex: "red") } catch { print(error) }
/// // 'red' is not a colour of the form #rrggbb
/// ```
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text that could not be read.
  public var text: String

  /// Creates the error for `text`.
  public init(text: String) {
    self.text = text
  }

  /// One line naming the text.
  public var description: String { "'\(text)' is not a colour of the form #rrggbb" }
}
