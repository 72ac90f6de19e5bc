import ActivityRings
import ActivityRingsHealth
import ArgumentParser

/// The `EXPORT` argument of `import`, `stats`, `report` and `history`, and its reading: the
/// days of `since…until`, then the import's warnings, and one more when no day was found.
struct ExportArgument: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "The export: export.zip, export.xml or a CSV; - for standard input.", valueName: "EXPORT"),
    completion: .file())
  var path: String

  /// The export's summaries of `since…until` (see `ExportSource.read(_:since:until:)`).
  func read(since: CalendarDay?, until: CalendarDay?) throws(CLIError) -> HealthImport {
    try ExportSource.read(path, since: since, until: until)
  }

  /// Prints the import's warnings, then one when it found no day, ending in `note`.
  func warn(
    about imported: HealthImport, since: CalendarDay?, until: CalendarDay?, note: String = ""
  ) {
    ExportSource.warn(about: imported, named: path, since: since, until: until, note: note)
  }
}
