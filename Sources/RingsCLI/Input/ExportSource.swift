import ActivityRings
import ActivityRingsFiles
import ActivityRingsHealth
import ActivityRingsTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads an Apple Health export for a command: with a progress bar on standard error when it
/// is a terminal, and the reader's errors turned into one-line ``CLIError``s.
enum ExportSource {
  /// Reads the summaries from `since` to `until` (both included; nil for no bound). `-` is
  /// standard input; a pipe, a FIFO, `/dev/stdin` and `<(…)` are read as streams.
  ///
  /// - Throws: a usage ``CLIError`` for a missing file or one that is not an export, a runtime
  ///   one for an unreadable file or a corrupt zip.
  static func read(_ path: String, since: CalendarDay?, until: CalendarDay?) throws(CLIError)
    -> HealthImport
  {
    guard !path.isEmpty else {
      throw .usage(
        "the export's path is empty: name export.zip, export.xml or a CSV, or - for standard input")
    }
    let isStandardInput = path == "-"
    var progress = ByteProgress.standardError(
      label: isStandardInput ? "standard input" : URL(fileURLWithPath: path).lastPathComponent)
    defer { progress.finish() }
    let report = { (bytesRead: Int64, totalBytes: Int64?) in
      progress.update(bytesRead: bytesRead, totalBytes: totalBytes)
    }
    // Days after tomorrow here are named in a warning, as days before Apple Watch are.
    var reader = HealthExportReader()
    reader.today = CalendarDay.systemToday()
    do {
      guard isStandardInput else {
        OpenedInputs.record(FileIdentity(path: path), as: "the export \(QuotedText.quoted(path))")
        return try reader.read(
          contentsOf: URL(fileURLWithPath: path), since: since, until: until, progress: report)
      }
      return try reader.read(
        fileDescriptor: StandardDescriptor.input, named: "standard input", since: since,
        until: until,
        progress: report)
    } catch {
      throw cliError(error)
    }
  }

  /// Prints each of the import's warnings as one `rings: warning: …` line on standard error,
  /// then, when it found no summary in `since…until`, one saying so (see
  /// `HealthImport.emptiness(named:since:until:)`), ending in `note`.
  static func warn(
    about imported: HealthImport, named path: String, since: CalendarDay?, until: CalendarDay?,
    note: String = ""
  ) {
    for warning in imported.warnings {
      StandardError.warning(warning.description)
    }
    if let empty = imported.emptiness(
      named: path == "-" ? "standard input" : QuotedText.quoted(path), since: since, until: until)
    {
      StandardError.warning(empty + note)
    }
  }

  /// Usage errors for what the user named wrongly, runtime errors for what went wrong reading.
  static func cliError(_ error: HealthImportError) -> CLIError {
    switch error {
    case .fileNotFound, .folder, .notAnExport, .emptyArchive, .noExportInArchive,
      .searchLimitReached:
      .usage(error.description)
    case .unreadable, .corruptArchive, .unsupportedArchiveEntry, .sizeLimitExceeded:
      .runtime(error.description)
    }
  }
}
