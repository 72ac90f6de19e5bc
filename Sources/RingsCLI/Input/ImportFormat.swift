import ActivityRings
import ArgumentParser

/// `rings import --format` values.
///
/// ```sh
/// rings import export.zip --format csv > days.csv
/// ```
package enum ImportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// One JSON object per line, with the export's attribute names as keys.
  case json
  /// A header line with the export's attribute names, then one line per day.
  case csv

  /// The format as the output rule sees it: `json` (also `.jsonl`) and `csv`.
  package var outputFormat: OutputFormat {
    switch self {
    case .json:
      OutputFormat(
        name: "json", fileExtension: "jsonl", mediaType: "application/jsonl", isText: true)
    case .csv: OutputFormat(name: "csv", fileExtension: "csv", mediaType: "text/csv", isText: true)
    }
  }
}
