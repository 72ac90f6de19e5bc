import ActivityRings
import ActivityRingsPNG

extension CairoRenderer {
  /// What a ``CairoRenderer`` produces from ``CairoRenderer/render(_:)``.
  ///
  /// ```swift
  /// let options = CairoRenderer.Options(format: .png, compression: .maximum)
  /// ```
  public struct Options: Sendable, Hashable {
    /// The output format of ``CairoRenderer/render(_:)``.
    public var format: Format
    /// How PNG output is compressed; `PNGCompression.fast` by default.
    public var compression: PNGCompression
    /// The creation date a PDF records, in seconds since 1970-01-01 00:00:00 UTC; 0 (that very
    /// moment) by default, so the same drawing gives the same bytes on every run, in every time
    /// zone. A tool that honours `SOURCE_DATE_EPOCH` passes it here.
    public var pdfCreationDate: Int64

    /// Creates options; the defaults write quickly compressed PNG, and PDFs dated 1970-01-01.
    public init(
      format: Format = .png, compression: PNGCompression = .fast,
      pdfCreationDate: Int64 = 0
    ) {
      self.format = format
      self.compression = compression
      self.pdfCreationDate = pdfCreationDate
    }
  }
}
