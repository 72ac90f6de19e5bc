/// Where a preset's size comes from in Apple's Human Interface Guidelines: the table, its row
/// and, for tables with one column per presentation, the column.
///
/// ```swift
/// let source = try ExportPreset.named("live-activity-compact").source
/// source?.description
/// // "Live Activities › Specifications › iOS dimensions: row 393x852, column Compact leading"
/// ```
///
/// The tables are those of the HIG's Live Activities page as revised on December 16, 2025 (its
/// change log's latest entry), its Widgets page (whose latest entry, January 17, 2025, corrected
/// the watchOS dimensions) and its Complications page, at ``url``.
public struct HIGSource: Sendable, Hashable, CustomStringConvertible {
  /// The table, by the page's headings: "Live Activities › Specifications › iOS dimensions".
  public let table: String
  /// The row, as the table's first column writes it: "393x852", "45mm", "240x78".
  public let row: String
  /// The column, as the table's header writes it, for tables with a column per presentation
  /// ("Compact leading", "Lock Screen"); nil for tables of one size per row.
  public let column: String?
  /// The page and section, on developer.apple.com.
  public let url: String

  /// Creates a source.
  public init(table: String, row: String, column: String?, url: String) {
    self.table = table
    self.row = row
    self.column = column
    self.url = url
  }

  /// The table, row and column in one line.
  public var description: String {
    "\(table): row \(row)" + (column.map { ", column \($0)" } ?? "")
  }

  static let guidelines = "https://developer.apple.com/design/human-interface-guidelines/"
  static let page = guidelines + "live-activities"

  /// A row and column of the HIG's iOS dimensions table.
  static func iOS(row: String, column: String) -> HIGSource {
    HIGSource(
      table: "Live Activities › Specifications › iOS dimensions", row: row, column: column,
      url: page + "#iOS-dimensions")
  }

  /// A row of the HIG's iPadOS dimensions table (its one column: Lock Screen).
  static func iPadOS(row: String) -> HIGSource {
    HIGSource(
      table: "Live Activities › Specifications › iPadOS dimensions", row: row,
      column: "Lock Screen", url: page + "#iPadOS-dimensions")
  }

  /// A row of the HIG's watchOS dimensions table (the Smart Stack, as for watchOS widgets).
  static func watchOS(row: String) -> HIGSource {
    HIGSource(
      table: "Live Activities › Specifications › watchOS dimensions", row: row, column: nil,
      url: page + "#watchOS-dimensions")
  }

  /// A row of the HIG's CarPlay dimensions table.
  static func carPlay(row: String) -> HIGSource {
    HIGSource(
      table: "Live Activities › Specifications › CarPlay dimensions", row: row, column: nil,
      url: page + "#CarPlay-dimensions")
  }

  /// A row and column of the HIG's Widgets › iOS dimensions table: Home Screen (Small, Medium,
  /// Large) and Lock Screen (Circular, Rectangular, Inline) sizes per screen size.
  static func iOSWidget(row: String, column: String) -> HIGSource {
    HIGSource(
      table: "Widgets › Specifications › iOS dimensions", row: row, column: column,
      url: guidelines + "widgets#iOS-dimensions")
  }

  /// A row and column of the HIG's Widgets › iPadOS dimensions table (Small, Medium, Large,
  /// Extra large, as the widget's canvas on the Home Screen).
  static func iPadOSWidget(row: String, column: String) -> HIGSource {
    HIGSource(
      table: "Widgets › Specifications › iPadOS dimensions", row: row, column: column,
      url: guidelines + "widgets#iPadOS-dimensions")
  }

  /// A row and column of one of the HIG's complication tables (Circular, Corner, Rectangular,
  /// Inline), whose rows are watch sizes.
  static func complication(family: String, row: String, column: String) -> HIGSource {
    HIGSource(
      table: "Complications › Specifications › \(family)", row: row, column: column,
      url: guidelines + "complications#\(family)")
  }
}
