import ArgumentParser

/// `rings import --format` values.
///
/// ```sh
/// rings import export.zip --format csv > days.csv
/// ```
public enum ImportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// One JSON object per line, with the export's attribute names as keys.
  case json
  /// A header line with the export's attribute names, then one line per day.
  case csv
}
