import ActivityRings
import ArgumentParser

/// `rings stats --format` values.
///
/// ```sh
/// rings stats export.zip --format csv > months.csv
/// ```
package enum StatsFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Aligned tables for people, coloured in a terminal.
  case text
  /// Every figure as one JSON object.
  case json
  /// One row per month and per year, for spreadsheets and scripts.
  case csv

  /// The format as the output rule sees it: `text` (`.txt`), `json` and `csv`.
  package var outputFormat: OutputFormat {
    switch self {
    case .text:
      OutputFormat(name: "text", fileExtension: "txt", mediaType: "text/plain", isText: true)
    case .json:
      OutputFormat(
        name: "json", fileExtension: "json", mediaType: "application/json", isText: true)
    case .csv: OutputFormat(name: "csv", fileExtension: "csv", mediaType: "text/csv", isText: true)
    }
  }
}
