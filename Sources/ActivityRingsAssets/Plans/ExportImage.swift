import ActivityRings

/// One image `rings export` renders: a preset at a scale in a format, and the file it goes to.
///
/// ```swift
/// let image = ExportImage(
///   preset: try ExportPreset.named("square-64"), scale: .x2, format: .png,
///   path: "out/square-64@2x.png")
/// image.fileName  // "square-64@2x.png"
/// ```
public struct ExportImage: Sendable, Hashable {
  /// The canvas size.
  public let preset: ExportPreset
  /// Pixels per point (vector images are drawn at 1×: their size is in points).
  public let scale: RenderScale
  /// PNG, SVG or PDF.
  public let format: OutputFormat
  /// Where the file goes.
  public let path: String

  /// Creates an image description.
  public init(preset: ExportPreset, scale: RenderScale, format: OutputFormat, path: String) {
    self.preset = preset
    self.scale = scale
    self.format = format
    self.path = path
  }

  /// The last part of ``path``: what the progress bar shows.
  public var fileName: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
