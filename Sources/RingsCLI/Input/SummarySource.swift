import ActivityRings
import ActivityRingsJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a command reads a day's summary from: a JSON file, standard input (`-`), or an inline
/// spec such as `move=350/500,exercise=20/30,stand=8/12`.
///
/// ```swift
/// let summary = try SummarySource(argument: "move=350/500,stand=8/12").load()
/// ```
///
/// The JSON uses the Apple Health export's attribute names (see `ActivitySummary.CodingKeys`).
/// Inline keys: `move` (kilocalories), `movetime` (minutes, move-time mode), `exercise`
/// (minutes), `stand` (hours), each `VALUE/GOAL`; plus `date=YYYY-MM-DD`, `unit=kcal|kJ` and
/// `paused=true|false`.
package enum SummarySource: Sendable, Hashable {
  /// A JSON file.
  case file(String)
  /// JSON on standard input.
  case standardInput
  /// An inline `key=value,…` spec.
  case inline(String)

  /// Classifies a command-line argument: `-` is standard input; text with `=` that is not an
  /// existing file is an inline spec; anything else is a file path.
  ///
  /// ```swift
  /// SummarySource(argument: "-")            // .standardInput
  /// SummarySource(argument: "day.json")     // .file("day.json")
  /// SummarySource(argument: "stand=8/12")   // .inline("stand=8/12")
  /// ```
  package init(argument: String) {
    if argument == "-" {
      self = .standardInput
    } else if argument.contains("=") && !FileManager.default.fileExists(atPath: argument) {
      self = .inline(argument)
    } else {
      self = .file(argument)
    }
  }

  /// Reads and validates the summary.
  ///
  /// - Throws: a usage ``CLIError`` for malformed JSON or specs and invalid values; a runtime
  ///   one when standard input cannot be read.
  package func load() throws(CLIError) -> ActivitySummary {
    switch self {
    case .inline(let spec):
      do {
        return try ActivitySummary(spec: spec)
      } catch {
        throw .usage(error.description)
      }
    case .standardInput:
      let bytes = try InputFile.read("-", what: "summary", limit: InputFile.summaryLimit)
      return try Self.decode(bytes, from: "standard input")
    case .file(let path):
      guard !path.isEmpty else {
        throw .usage(
          "the summary source is empty: give a JSON file, - for standard input, or a spec "
            + "such as move=350/500,stand=8/12")
      }
      let bytes = try InputFile.read(path, what: "summary", limit: InputFile.summaryLimit)
      return try Self.decode(bytes, from: QuotedText.quoted(path))
    }
  }

  /// The summary in `bytes`; keys it ignores are named in a warning.
  private static func decode(_ bytes: [UInt8], from origin: String) throws(CLIError)
    -> ActivitySummary
  {
    do {
      let read = try SummaryJSON(reading: bytes)
      if let warning = read.ignoredKeysWarning(naming: origin) { StandardError.warning(warning) }
      return read.summary
    } catch {
      throw .usage(error.message(naming: origin))
    }
  }
}
