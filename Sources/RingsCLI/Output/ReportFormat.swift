import ActivityRings
import ArgumentParser

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

  /// Where a text-or-JSON command writes and in which of the two formats, by the one output
  /// rule: `--format`, else `-o`'s extension, else text.
  ///
  /// ```swift
  /// let (target, chosen) = try ReportFormat.target(format: nil, output: "report.json")
  /// chosen  // .json
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for a format or extension other than text and JSON, or a
  ///   mismatch between them.
  package static func target(format: ReportFormat?, output: String?) throws(CLIError)
    -> (target: OutputTarget, format: ReportFormat)
  {
    let target = try OutputTarget(
      format: format?.rawValue, output: output,
      formats: allCases.map(\.outputFormat),
      terminalFormat: ReportFormat.text.outputFormat,
      standardOutputIsTerminal: TerminalInfo.current(environment: [:]).isTerminal)
    return (target, allCases.first { $0.outputFormat == target.format } ?? .text)
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
      return try JSONDocument.text(of: report.results, naming: "the report")
    }
  }
}
