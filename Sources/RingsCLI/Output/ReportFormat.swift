import ActivityRings
import ArgumentParser
import Foundation

/// How `rings validate` prints its report: one line per rule, or JSON.
///
/// ```sh
/// rings validate --move 350/500 --format json
/// ```
package enum ReportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// `✓ outer-margin: outer margin 8 pt ≥ gap 2 pt`, one line per rule.
  case text
  /// An array of `{"measured": …, "passed": …, "rule": …}` objects, keys sorted.
  case json

  /// The format as the output rule sees it: `text` (`.txt`) and `json`.
  package var outputFormat: OutputFormat {
    switch self {
    case .text:
      OutputFormat(name: "text", fileExtension: "txt", mediaType: "text/plain", isText: true)
    case .json:
      OutputFormat(
        name: "json", fileExtension: "json", mediaType: "application/json", isText: true)
    }
  }

  /// The report in this format, ending in a newline.
  ///
  /// ```swift
  /// try ReportFormat.json.string(for: report)
  /// // [
  /// //   {
  /// //     "measured" : "canvas #000000",
  /// //     "passed" : true,
  /// //     "rule" : "black-background"
  /// //   },
  /// //   …
  /// ```
  ///
  /// - Throws: a runtime ``CLIError`` if the JSON cannot be encoded (it always can).
  package func string(for report: GuidelineReport) throws(CLIError) -> String {
    switch self {
    case .text:
      return report.text + "\n"
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      do {
        return String(decoding: try encoder.encode(report.results), as: UTF8.self) + "\n"
      } catch {
        throw .runtime("cannot encode the report as JSON: \(error)")
      }
    }
  }
}
