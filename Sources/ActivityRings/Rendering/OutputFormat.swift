/// A kind of file or stream a registered renderer can produce.
///
/// ```swift
/// let png = OutputFormat(name: "png", fileExtension: "png", mediaType: "image/png", isText: false)
/// ```
public struct OutputFormat: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The short name used to ask for it (`png`, `svg`, `ansi`…).
  public var name: String
  /// The file-name extension, without the dot.
  public var fileExtension: String
  /// The IANA media type.
  public var mediaType: String
  /// Whether the bytes are UTF-8 text.
  public var isText: Bool

  /// Creates a format description.
  ///
  /// ```swift
  /// let text = OutputFormat(name: "txt", fileExtension: "txt", mediaType: "text/plain", isText: true)
  /// ```
  public init(name: String, fileExtension: String, mediaType: String, isText: Bool) {
    self.name = name
    self.fileExtension = fileExtension
    self.mediaType = mediaType
    self.isText = isText
  }

  /// The format's name.
  ///
  /// ```swift
  /// OutputFormat.svg.description  // "svg"
  /// ```
  public var description: String { name }

  /// Scalable Vector Graphics text.
  ///
  /// ```swift
  /// OutputFormat.svg.mediaType  // "image/svg+xml"
  /// ```
  public static var svg: OutputFormat {
    OutputFormat(name: "svg", fileExtension: "svg", mediaType: "image/svg+xml", isText: true)
  }

  /// Portable Network Graphics.
  ///
  /// ```swift
  /// OutputFormat.png.fileExtension  // "png"
  /// ```
  public static var png: OutputFormat {
    OutputFormat(name: "png", fileExtension: "png", mediaType: "image/png", isText: false)
  }

  /// Portable Document Format (vector).
  ///
  /// ```swift
  /// OutputFormat.pdf.mediaType  // "application/pdf"
  /// ```
  public static var pdf: OutputFormat {
    OutputFormat(name: "pdf", fileExtension: "pdf", mediaType: "application/pdf", isText: false)
  }

  /// Plain 7-bit text without escape sequences.
  ///
  /// ```swift
  /// OutputFormat.text.name  // "txt"
  /// ```
  public static var text: OutputFormat {
    OutputFormat(name: "txt", fileExtension: "txt", mediaType: "text/plain", isText: true)
  }

  /// Text with ANSI colour escape sequences, for terminals.
  ///
  /// ```swift
  /// OutputFormat.ansi.name  // "ansi"
  /// ```
  public static var ansi: OutputFormat {
    OutputFormat(name: "ansi", fileExtension: "ans", mediaType: "text/plain", isText: true)
  }

  /// Text with 256-colour ANSI escape sequences (the xterm palette), for terminals without
  /// 24-bit colour.
  public static var ansi256: OutputFormat {
    OutputFormat(name: "ansi256", fileExtension: "ans", mediaType: "text/plain", isText: true)
  }
}
