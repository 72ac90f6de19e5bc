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
    /// How many frames of an animation (``CairoRenderer/renderAnimation(_:)``) are drawn and
    /// compressed at once; nil (the default) is one per processor online, 1 draws them one
    /// after the other. The bytes are the same for every count.
    public var workers: Int?

    /// Creates options; the defaults write quickly compressed PNG, PDFs dated 1970-01-01, and
    /// draw an animation's frames on every processor.
    public init(
      format: Format = .png, compression: PNGCompression = .fast,
      pdfCreationDate: Int64 = 0, workers: Int? = nil
    ) {
      self.format = format
      self.compression = compression
      self.pdfCreationDate = pdfCreationDate
      self.workers = workers
    }
  }
}
