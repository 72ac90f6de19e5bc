import ActivityRings
import ArgumentParser

/// `--from-export EXPORT --date DAY`: one day's values from an Apple Health export, instead of
/// the values on the command line (`rings render`, `rings describe`), or the day an animation
/// ends on (`rings animate`).
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

  /// Whether `--from-export` or `--date` is given.
  var isGiven: Bool { fromExport != nil || date != nil }

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
    guard isGiven else { return try values.load() }
    let (export, day) = try exportAndDay()
    guard values.isEmpty else {
      throw .usage("give the values either with --from-export or with --move/--summary, not both")
    }
    return try summary(of: day, in: export, whenMissing: consequence)
  }

  /// That day's summary from `--from-export`; nil (empty rings) when the export has no summary
  /// for the day, with a warning ending in `consequence`.
  ///
  /// - Throws: a usage ``CLIError`` for `--date` without `--from-export` or the other way round;
  ///   the export's errors.
  func summary(whenMissing consequence: String) throws(CLIError) -> ActivitySummary? {
    let (export, day) = try exportAndDay()
    return try summary(of: day, in: export, whenMissing: consequence)
  }

  /// The export and the day, both given.
  private func exportAndDay() throws(CLIError) -> (export: String, day: CalendarDay) {
    guard let fromExport else { throw .usage("--date goes with --from-export EXPORT") }
    guard let date else { throw .usage("--from-export needs --date DAY (YYYY-MM-DD)") }
    return (fromExport, try CalendarDay(option: "--date", date))
  }

  private func summary(of day: CalendarDay, in export: String, whenMissing consequence: String)
    throws(CLIError) -> ActivitySummary?
  {
    let imported = try ExportSource.read(export, since: day, until: day)
    // Read for that day alone: no summary of it is an empty import, which the warning names.
    ExportSource.warn(
      about: imported, named: export, since: day, until: day, note: "; \(consequence)")
    return imported.summaries.first { $0.day == day }
  }
}
