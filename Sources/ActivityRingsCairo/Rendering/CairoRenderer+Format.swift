import ActivityRings

extension CairoRenderer {
  /// The file formats a ``CairoRenderer`` writes.
  ///
  /// ```swift
  /// CairoRenderer.Format.pdf.outputFormat.mediaType  // "application/pdf"
  /// ```
  public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
    /// A raster PNG at the draw list's scale.
    case png
    /// A vector PDF page in points.
    case pdf

    /// The matching registry format.
    public var outputFormat: OutputFormat {
      switch self {
      case .png: .png
      case .pdf: .pdf
      }
    }
  }
}
