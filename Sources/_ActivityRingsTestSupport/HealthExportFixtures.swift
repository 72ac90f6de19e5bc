import Foundation

/// The package's own Apple Health exports for the tests, in
/// `Tests/ActivityRingsHealthTests/Fixtures/`: the one place the suites find them. Each is
/// small and made up, and reproduces one thing real exports do that an importer must survive.
/// The XML files are written by hand; ``summaries`` and ``localisedName`` are written by
/// `Scripts/generate-health-fixtures` (which `--check`s that they are what it writes).
///
/// ```swift
/// let result = try HealthExportReader().read(contentsOf: HealthExportFixtures.withoutHeader)
/// result.summaries.count  // 2
/// ```
public enum HealthExportFixtures {
  /// The package's root folder (this file is in `Sources/_ActivityRingsTestSupport/`).
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of fixtures.
  public static let folder = packageRoot.appendingPathComponent(
    "Tests/ActivityRingsHealthTests/Fixtures")

  /// A fixture by file name.
  public static func url(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// A trimmed export with neither an XML declaration nor a DTD: `<HealthData>` first, then
  /// records with children, a workout with a route, and two summaries (2021-03-01 and 02).
  public static let withoutHeader = url("export-without-header.xml")

  /// An export with the 2016 header: the XML declaration and a DTD (HealthKit Export Version 3)
  /// declaring `#REQUIRED` and `#IMPLIED` attributes, which crash Foundation's `XMLParser` on
  /// Linux; locale en_GB; records, then two summaries (2016-05-09 and 10), then a workout.
  public static let header2016 = url("export-2016-header.xml")

  /// Attributes spread over several lines in alphabetical order, so `dateComponents` comes last,
  /// before a spaced ` />`; a day with a Move goal of 0 (2017-08-29) and one above its goals
  /// (2017-08-31); `&#160;` and `&#8217;` in other elements' attributes.
  public static let severalLines = url("export-several-lines.xml")

  /// A phone-only export (no Apple Watch): a DTD, records and sleep, no `ActivitySummary`.
  public static let phoneOnly = url("export-phone-only.xml")

  /// An export of 2023 (HealthKit Export Version 13) from a phone set to English in France:
  /// locale `en_FR`, times with a decimal comma in heart-rate variability lists (`09:14:03,25`),
  /// no `<Me>` although its DTD requires one, and three summaries in the newer form (`Cal`,
  /// `appleMoveTime`), 2023-05-10 to 12.
  public static let localisedEnFR = url("export-en_FR.xml")

  /// ``localisedEnFR`` as iOS 16.0 and 16.1 wrote it: the DTD's last `<!ATTLIST` lost its `>`,
  /// so strict XML parsers reject the whole file. Otherwise the same bytes.
  public static let brokenDTD = url("export-broken-dtd.xml")

  /// The ways a day is written: `dateComponents` first, in the middle, and last on its own line;
  /// the all-zero epoch artefacts dated 1969-12-30 and 31; a day with only its date
  /// (2020-01-04); a gap (2020-01-05); and a day in Move time with the iOS 13 names
  /// `appleMoveMinutes` and `appleMoveMinutesGoal` (2020-01-06).
  public static let dateComponents = url("export-date-components.xml")

  /// Numeric character references in other elements' attributes (`&#160;`, `&#xA0;`, `&#8217;`,
  /// and `&#34;&#62;` and `&#60;ActivitySummary` in a metadata value), before two summaries
  /// (2022-03-14 and 15).
  public static let numericEntities = url("export-numeric-entities.xml")

  /// An export cut short inside its fourth summary, as an interrupted copy leaves it: three
  /// whole days (2022-07-01 to 03), no `</HealthData>`, no final newline.
  public static let truncated = url("export-truncated.xml")

  /// An `export.zip` whose export is named `apple_health_export/导出.xml`, as a phone set to
  /// Chinese names it, after a clinical document (`export_cda.xml`): it holds ``localisedEnFR``.
  public static let localisedName = url("export-localised-name.zip")

  /// An ActivitySummary table as a third-party app exports it: the export's attribute names
  /// without the Move time columns, the unit and the Exercise figures quoted, LF line ends. 560
  /// days: two all-zero epoch rows (1969-12-30 and 31), then 558 days from 2022-11-14 to
  /// 2024-06-14 with a Move goal of 0 the first week, goals that change, days up to about five
  /// times the goal, and missing days and weeks.
  public static let summaries = url("summaries.csv")
}
