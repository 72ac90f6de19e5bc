/// Bounds that keep hostile or broken input harmless: memory stays flat, work stays linear in
/// the bytes read, and every limit that is reached is reported, as a warning or an error. Every
/// limit of the import is here; the README's "Limits and hostile input" table gives the reasons.
///
/// ```swift
/// var limits = HealthImportLimits()
/// limits.maximumExportBytes = 8 << 30   // refuse zip entries that inflate past 8 GiB
/// let reader = HealthExportReader(limits: limits)
/// ```
public struct HealthImportLimits: Sendable, Hashable {
  /// The longest `<ActivitySummary …>` tag (or CSV row) kept, in bytes; a longer one is skipped
  /// with a warning. Real tags are about 300 bytes. Default 64 KiB.
  public var maximumTagBytes: Int
  /// The most bytes of XML read from a zip entry; past it the import stops with
  /// ``HealthImportError/sizeLimitExceeded(path:entry:limit:)``. This caps zip bombs: deflate
  /// inflates at most about 1,032 times, so a ratio guard would not help, and the work is
  /// linear in what is inflated (about 1.5 GB/s for ordinary content, 0.3 GB/s for a file of
  /// nothing but summaries, the slowest case). Real exports reach a few GiB, and the largest
  /// reported tens of GiB. Default 64 GiB.
  public var maximumExportBytes: Int64
  /// The most warnings kept; the rest are counted in one last warning (and cost nothing more:
  /// their text is never made). Default 1,000.
  public var maximumWarnings: Int
  /// The most bytes of warning text kept (each warning's one-line description and its line
  /// break), so that what a tool writes to standard error stays small: a warning quotes at most
  /// 80 characters of a value, and the warnings past this total are counted in the last one,
  /// as those past ``maximumWarnings`` are. Default 256 KiB.
  public var maximumWarningBytes: Int
  /// The most distinct days kept; later new days are skipped and counted in one warning. Each
  /// day kept takes about 250 bytes. Default 100,000 (over 270 years; Apple Health began in
  /// 2014).
  public var maximumDays: Int
  /// The most files of a zip archive whose start is read to find the export XML (the `.xml`
  /// ones first); past them the import stops with
  /// ``HealthImportError/searchLimitReached(path:fileCount:searched:)``. A real export's XML
  /// is the first or second file looked at; each look inflates at most 64 KiB, so this bounds
  /// the search at about 64 MB of inflating whatever the archive holds (100,000 tiny files
  /// that each inflate to 64 KiB took 9 s for 10 MB). Default 1,000.
  public var maximumFilesSearched: Int
  /// The largest central directory read from a zip, in bytes; a larger one is a corrupt
  /// archive. A real export's is well under 1 MiB (46 bytes and a name per file). Default
  /// 16 MiB.
  public var maximumArchiveDirectoryBytes: Int

  /// Creates limits; the defaults suit every real export.
  public init(
    maximumTagBytes: Int = 64 << 10,
    maximumExportBytes: Int64 = 64 << 30,
    maximumWarnings: Int = 1_000,
    maximumWarningBytes: Int = 256 << 10,
    maximumDays: Int = 100_000,
    maximumFilesSearched: Int = 1_000,
    maximumArchiveDirectoryBytes: Int = 16 << 20
  ) {
    self.maximumTagBytes = max(maximumTagBytes, 16)
    self.maximumExportBytes = max(maximumExportBytes, 0)
    self.maximumWarnings = max(maximumWarnings, 0)
    self.maximumWarningBytes = max(maximumWarningBytes, 0)
    self.maximumDays = max(maximumDays, 0)
    self.maximumFilesSearched = max(maximumFilesSearched, 1)
    self.maximumArchiveDirectoryBytes = max(maximumArchiveDirectoryBytes, 0)
  }
}
