/// A problem the importer met and worked around: a value it could not read, a day it had to
/// skip, a tag it cut off, a file that ends early. It says where (a line of the XML, or a byte
/// offset) and what was done about it.
///
/// ```swift
/// for warning in result.warnings {
///   print(warning)  // line 98: appleStandHours is 'x', not a number; kept 2016-04-14 without it
/// }
/// ```
public struct HealthImportWarning: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is, for code that wants to react to some of them.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A value is not a number, is negative, or names an unknown unit; the day is kept without it.
    case invalidValue
    /// A summary has no usable `dateComponents`; it is skipped.
    case invalidDay
    /// A day appears more than once; the later summary is kept.
    case duplicateDay
    /// An `ActivitySummary` tag is malformed, has no closing `>`, or is longer than the limit;
    /// it is skipped.
    case malformedTag
    /// The input ends early: inside a tag or comment, or before `</HealthData>`.
    case truncated
    /// The zip entry's data is damaged (a checksum or decompression failure).
    case damagedArchive
    /// Days no Apple Watch can have recorded, before `CalendarDay.firstWatchDay` or after
    /// tomorrow; they are kept, and named in one warning
    /// (``HealthImport/nameUnlikelyDays(after:)``).
    case unlikelyDay
    /// More warnings were met than are kept (see ``HealthImportLimits/maximumWarnings``).
    case tooManyWarnings
    /// More days were met than are kept (see ``HealthImportLimits/maximumDays``).
    case tooManyDays
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The 1-based line of the XML (or CSV) where it was met, when known.
  public var line: Int?
  /// The 0-based byte offset in the XML (or CSV) where it was met, when no line applies.
  public var byteOffset: Int64?
  /// What happened and what was done, one line without a location prefix.
  public var message: String

  /// Creates a warning.
  public init(kind: Kind, line: Int? = nil, byteOffset: Int64? = nil, message: String) {
    self.kind = kind
    self.line = line
    self.byteOffset = byteOffset
    self.message = message
  }

  /// The warning as one line: its location, then its message.
  public var description: String {
    if let line { return "line \(line): \(message)" }
    if let byteOffset { return "byte \(byteOffset): \(message)" }
    return message
  }
}
