import ActivityRings
import ArgumentParser

/// `--from-export EXPORT --date DAY`: one day's values from an Apple Health export, instead of
/// the values on the command line (`rings render`, `rings describe`).
///
/// ```sh
/// rings render --from-export export.zip --date 2026-11-20 --label Ana -o friday.png
/// rings describe --from-export export.zip --date 2026-11-20
/// ```
struct ExportDayOptions: ParsableArguments {
  /// The export to read the day from.
  @Option(
    help: ArgumentHelp(
      "Take the day's values from an Apple Health export (export.zip, export.xml or CSV; - for standard input); needs --date.",
      valueName: "EXPORT"),
    completion: .file())
  var fromExport: String?

  /// The day to take.
  @Option(help: ArgumentHelp("The day to take from --from-export.", valueName: "DAY"))
  var date: String?

  /// The values from the flags or `--summary`, or that day's summary from `--from-export`; nil
  /// (empty rings) when the export has no summary for the day, with a warning ending in
  /// `consequence`.
  ///
  /// - Throws: a usage ``CLIError`` for `--date` without `--from-export` or the other way round,
  ///   or both values and an export; the export's errors.
  func summary(
    or values: SummaryOptions, whenMissing consequence: String = "drawing empty rings"
  )
    throws(CLIError) -> ActivitySummary?
  {
    guard let fromExport else {
      if date != nil { throw .usage("--date goes with --from-export EXPORT") }
      return try values.load()
    }
    guard let date else { throw .usage("--from-export needs --date DAY (YYYY-MM-DD)") }
    guard values.isEmpty else {
      throw .usage("give the values either with --from-export or with --move/--summary, not both")
    }
    let day = try CalendarDay(option: "--date", date)
    let imported = try ExportSource.read(fromExport, since: day, until: day)
    // Read for that day alone: no summary of it is an empty import, which the warning names.
    ExportSource.warn(
      about: imported, named: fromExport, since: day, until: day, note: "; \(consequence)")
    return imported.summaries.first { $0.day == day }
  }
}
