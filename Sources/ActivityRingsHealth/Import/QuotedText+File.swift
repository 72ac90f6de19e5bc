import ActivityRings

extension QuotedText {
  /// The most characters of a file's text that a warning or an error quotes.
  static let maximumFileTextLength = 80

  /// Text from the file being imported (a value, an attribute or column name, a zip entry's
  /// path) quoted for a warning or an error: escaped, and cut after
  /// ``maximumFileTextLength`` characters, so a 64 KiB value makes a short line.
  ///
  /// ```swift
  /// Array("2024-02-30".utf8).withUnsafeBufferPointer { QuotedText.quotedFromFile($0) }
  /// // "'2024-02-30'"
  /// ```
  static func quotedFromFile(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    quotedFromFile(String(decoding: bytes, as: UTF8.self))
  }

  /// A path or name from the file, quoted as ``quotedFromFile(_:)-(UnsafeBufferPointer<UInt8>)``
  /// quotes bytes.
  static func quotedFromFile(_ text: String) -> String {
    quoted(text, maximumLength: maximumFileTextLength)
  }
}
