import ActivityRings
import ActivityRingsHealth
import ActivityRingsJSON
import ActivityRingsRequests
import ArgumentParser

/// `rings import`: reads the Activity summaries of an Apple Health export (`export.zip`,
/// `export.xml`, or an ActivitySummary CSV) and prints one line per day, as JSON Lines or CSV,
/// or one JSON document.
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
struct ImportCommand: ParsableCommand, WritesDocument {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Print the daily Activity summaries of an Apple Health export as JSON Lines, JSON or CSV.",
    discussion: """
      EXPORT is the export.zip the Health app writes (Export All Health Data), the export.xml \
      inside it, or an ActivitySummary CSV; - reads it from standard input, and a pipe, a \
      FIFO, /dev/stdin or <(…) work too. What it is, and which file of a zip holds the \
      export, is told from the content, not the name. The file is read in chunks, so memory \
      stays small however large it is; a zip on standard input is first copied to a \
      temporary file (its directory is at its end), which is gone however the run ends.

      Each day is printed once, oldest first, with the export's attribute names: jsonl is JSON \
      Lines, one object per line (keys sorted; moveMode is inferred: move time when its goal \
      is positive and the energy goal is 0); json is one JSON document, an array of the same \
      objects, one per line; csv has the header dateComponents,activeEnergyBurned,... in the \
      export's order.

      A value that cannot be read (not a number, negative, an unknown unit) is left out of its \
      day, which is kept; a summary without a valid day, a malformed tag, or a file cut short \
      is reported as a warning on standard error. A progress bar shows on standard error when \
      it is a terminal. Exit status: 0 when the export was read (even with warnings), 64 for a \
      bad argument, a missing file or a file that is not an export, 1 when the file cannot be \
      read or the zip is corrupt.


      """ + OutputHelp.rule(for: Self.formats, otherwise: "JSON Lines") + """


        Examples:
          rings import export.zip
          rings import export.zip -o days.csv
          rings import export.zip -o days.json
          unzip -p export.zip apple_health_export/export.xml | rings import -
          cat export.zip | rings import - --format csv
          rings import export.zip --since 2024-01-01 --until 2024-12-31 \\
            --format csv > 2024.csv
          rings import apple_health_export/export.xml | grep 2024-05
        """
  )

  /// JSON Lines (the default), one JSON document, or CSV.
  static let formats = OutputHelp.Formats(formats: [.jsonl, .json, .csv])

  @OptionGroup var export: ExportArgument

  @OptionGroup var bounds: DayBoundsOptions

  @OptionGroup var document: DocumentOutputOptions<Self>

  /// Reads the export and prints its days, then its warnings.
  func run() throws {
    let (sinceDay, untilDay) = try bounds.days()
    let target = try document.target()
    let result = try export.read(since: sinceDay, until: untilDay)
    // All of it in one buffer, so a day that cannot be written fails before anything is.
    let bytes: [UInt8]
    do {
      switch target.format {
      case .csv?: bytes = ActivitySummaryCSV.document(result.summaries)
      case .json?: bytes = try SummaryJSONLines.document(result.summaries)
      default: bytes = try SummaryJSONLines.lines(result.summaries)
      }
    } catch {
      throw CLIError.runtime(error.description)
    }
    try target.destination.write(bytes)
    export.warn(about: result, since: sinceDay, until: untilDay)
  }
}
