import ActivityRings
import ActivityRingsHealth
import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings import`: reads the Activity summaries of an Apple Health export (`export.zip`,
/// `export.xml`, or an ActivitySummary CSV) and prints one line per day, as JSON or CSV.
///
/// ```sh
/// $ rings import export.zip --since 2016-04-14
/// {"activeEnergyBurned":700.698,…,"dateComponents":"2016-04-14","isPaused":false,"moveMode":"activeEnergy"}
/// $ rings import export.zip --format csv > days.csv
/// ```
///
/// Warnings (a value that is not a number, a day without a date, a file cut short…) go to
/// standard error as `rings: warning: …`, one line each; the days that could be read are printed
/// all the same, and the exit status is 0.
package struct ImportCommand: ParsableCommand {
  /// The subcommand's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Print the daily Activity summaries of an Apple Health export as JSON lines or CSV.",
    discussion: """
      EXPORT is the export.zip the Health app writes (Export All Health Data), the export.xml \
      inside it, or an ActivitySummary CSV; - reads it from standard input, and a pipe, a \
      FIFO, /dev/stdin or <(…) work too. What it is, and which file of a zip holds the \
      export, is told from the content, not the name. The file is read in chunks, so memory \
      stays small however large it is; a zip on standard input is first copied to a \
      temporary file (its directory is at its end), which is gone however the run ends.

      Each day is printed once, oldest first, with the export's attribute names: JSON lines \
      (keys sorted; moveMode is inferred: move time when its goal is positive and the energy \
      goal is 0), or \
      CSV with the header dateComponents,activeEnergyBurned,... in the export's order.

      A value that cannot be read (not a number, negative, an unknown unit) is left out of its \
      day, which is kept; a summary without a valid day, a malformed tag, or a file cut short \
      is reported as a warning on standard error. A progress bar shows on standard error when \
      it is a terminal. Exit status: 0 when the export was read (even with warnings), 64 for a \
      bad argument, a missing file or a file that is not an export, 1 when the file cannot be \
      read or the zip is corrupt.


      """ + OutputHelp.rule(extensions: ".jsonl, .json, .csv", otherwise: "JSON lines") + """


        Examples:
          rings import export.zip
          rings import export.zip -o days.csv
        unzip -p export.zip apple_health_export/export.xml | rings import -
        cat export.zip | rings import - --format csv
          rings import export.zip --since 2024-01-01 --until 2024-12-31 --format csv > 2024.csv
          rings import apple_health_export/export.xml | grep 2024-05
        """
  )

  @Argument(
    help: ArgumentHelp(
      "The export: export.zip, export.xml or a CSV; - for standard input.", valueName: "EXPORT"),
    completion: .file())
  var export: String

  @OptionGroup var bounds: DayBoundsOptions

  @Option(
    help: ArgumentHelp(
      "The output format: json (JSON lines) or csv. Without it, -o's extension; without both, json.",
      valueName: "FORMAT"))
  var format: ImportFormat?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write (.jsonl, .json or .csv), or - for standard output (the default).",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  /// Creates the command (argument-parser does this).
  package init() {}

  /// Reads the export and prints its days, then its warnings.
  package func run() throws {
    let (sinceDay, untilDay) = try bounds.days()
    let formats = ImportFormat.allCases
    let target = try OutputTarget(
      format: format?.rawValue, output: output, formats: formats.map(\.outputFormat),
      terminalFormat: ImportFormat.json.outputFormat,
      standardOutputIsTerminal: TerminalInfo.current(environment: [:]).isTerminal)
    let chosen = formats.first { $0.outputFormat == target.format } ?? .json
    let result = try ExportSource.read(export, since: sinceDay, until: untilDay)
    try target.destination.write(try Self.render(result.summaries, as: chosen))
    ExportSource.reportWarnings(of: result)
    if let empty = ExportSource.emptiness(
      of: result, named: export, since: sinceDay, until: untilDay)
    {
      StandardError.warning(empty)
    }
  }

  /// The summaries as the chosen format's text (UTF-8), one line per day: all of it, so a
  /// day that cannot be written fails the command before anything is written.
  ///
  /// - Complexity: O(days); one buffer, written once.
  package static func render(_ summaries: [ActivitySummary], as format: ImportFormat)
    throws(CLIError) -> [UInt8]
  {
    var bytes: [UInt8] = []
    switch format {
    case .csv:
      bytes.reserveCapacity((summaries.count + 1) * 80)
      bytes += ActivitySummaryCSV.header.utf8
      bytes.append(0x0A)  // a newline
      for summary in summaries {
        bytes += ActivitySummaryCSV.row(for: summary).utf8
        bytes.append(0x0A)
      }
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      bytes.reserveCapacity(summaries.count * 300)
      for summary in summaries {
        // The same text JSONEncoder writes, written directly; JSONEncoder for what it rejects.
        if !SummaryJSONLine.append(summary, to: &bytes) {
          do {
            bytes.append(contentsOf: try encoder.encode(summary))
          } catch {
            throw .runtime("cannot write \(summary.day?.description ?? "a day") as JSON: \(error)")
          }
        }
        bytes.append(0x0A)
      }
    }
    return bytes
  }
}
