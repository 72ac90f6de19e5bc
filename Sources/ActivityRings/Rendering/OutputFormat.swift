/// A kind of file or stream a registered renderer can produce.
///
/// ```swift
/// let png = OutputFormat(
///   name: "png", fileExtension: "png", mediaType: "image/png", isText: false, imageKind: .raster)
/// ```
///
/// ``imageKind`` says how a picture format relates to scale, which is what `rings export` needs
/// to name its files without knowing the backend: a raster image is written once per scale, a
/// vector image whose size is given in pixels (SVG) once per scale, and a page measured in points
/// (PDF) once. Formats that are not image files (terminal text, JSON) have none.
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
  /// The short name used to ask for it (`png`, `svg`, `ansi`…).
  public var name: String
  /// The file-name extension, without the dot.
  public var fileExtension: String
  /// The IANA media type.
  public var mediaType: String
  /// Whether the bytes are UTF-8 text.
  public var isText: Bool
  /// How the picture relates to scale, or nil when the format is not an image file (terminal
  /// text, data).
  public var imageKind: ImageKind?

  /// Creates a format description; `imageKind` is nil for formats that are not image files.
  public init(
    name: String, fileExtension: String, mediaType: String, isText: Bool,
    imageKind: ImageKind? = nil
  ) {
    self.name = name
    self.fileExtension = fileExtension
    self.mediaType = mediaType
    self.isText = isText
    self.imageKind = imageKind
  }

  /// The format's name.
  public var description: String { name }

  /// Scalable Vector Graphics text.
  public static var svg: OutputFormat {
    OutputFormat(
      name: "svg", fileExtension: "svg", mediaType: "image/svg+xml", isText: true,
      imageKind: .vector)
  }

  /// Portable Network Graphics.
  public static var png: OutputFormat {
    OutputFormat(
      name: "png", fileExtension: "png", mediaType: "image/png", isText: false, imageKind: .raster)
  }

  /// Portable Document Format (vector).
  public static var pdf: OutputFormat {
    OutputFormat(
      name: "pdf", fileExtension: "pdf", mediaType: "application/pdf", isText: false,
      imageKind: .page)
  }

  /// Plain 7-bit text without escape sequences.
  public static var text: OutputFormat {
    OutputFormat(name: "txt", fileExtension: "txt", mediaType: "text/plain", isText: true)
  }

  /// Text with ANSI colour escape sequences, for terminals.
  public static var ansi: OutputFormat {
    OutputFormat(name: "ansi", fileExtension: "ans", mediaType: "text/plain", isText: true)
  }

  /// Text with 256-colour ANSI escape sequences (the xterm palette), for terminals without
  /// 24-bit colour.
  public static var ansi256: OutputFormat {
    OutputFormat(name: "ansi256", fileExtension: "ans", mediaType: "text/plain", isText: true)
  }
}

#if !hasFeature(Embedded)
  extension OutputFormat: Codable {}
#endif
