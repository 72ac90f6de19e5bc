/// Bounds that keep hostile or broken input harmless: memory stays flat and every limit that is
/// reached is reported, as a warning or an error.
///
/// ```swift
/// var limits = HealthImportLimits()
/// limits.maximumExportBytes = 8 << 30   // refuse zip entries that inflate past 8 GiB
/// let reader = HealthExportReader(limits: limits)
/// ```
public struct HealthImportLimits: Sendable, Hashable {
  /// The longest `<ActivitySummary …>` tag kept, in bytes; a longer one is skipped with a
  /// warning. Real tags are about 300 bytes. Default 64 KiB.
  public var maximumTagBytes: Int
  /// The most bytes of XML read from a zip entry (real exports reach a few GiB); past it the
  /// import stops with ``HealthImportError/sizeLimitExceeded(path:entry:limit:)``. This caps
  /// zip bombs. Default 64 GiB.
  public var maximumExportBytes: Int64
  /// The most warnings kept; the rest are counted in one last warning. Default 1,000.
  public var maximumWarnings: Int
  /// The most distinct days kept; later new days are skipped and counted in one warning.
  /// Default 1,000,000 (over 2,700 years).
  public var maximumDays: Int

  /// Creates limits; the defaults suit every real export.
  ///
  /// ```swift
  /// let strict = HealthImportLimits(maximumTagBytes: 4096)
  /// ```
  public init(
    maximumTagBytes: Int = 64 << 10,
    maximumExportBytes: Int64 = 64 << 30,
    maximumWarnings: Int = 1_000,
    maximumDays: Int = 1_000_000
  ) {
    self.maximumTagBytes = max(maximumTagBytes, 16)
    self.maximumExportBytes = max(maximumExportBytes, 0)
    self.maximumWarnings = max(maximumWarnings, 0)
    self.maximumDays = max(maximumDays, 0)
  }
}
