import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// `--since DAY` and `--until DAY`: the days of an export a command reads (`rings import`,
/// `rings stats`, `rings report`), both included.
///
/// ```sh
/// rings import export.zip --since 2024-01-01 --until 2024-12-31
/// rings stats export.zip --since 2024-01-01
/// ```
struct DayBoundsOptions: ParsableArguments {
  /// The first day, as typed.
  @Option(help: ArgumentHelp("The first day to read (YYYY-MM-DD).", valueName: "DAY"))
  var since: String?

  /// The last day, as typed.
  @Option(help: ArgumentHelp("The last day to read (YYYY-MM-DD).", valueName: "DAY"))
  var until: String?

  /// The fields these options give.
  var fields: RequestFields {
    var fields = RequestFields([:])
    fields[.since] = since
    fields[.until] = until
    return fields
  }

  /// The two days, nil where not given, read by the request layer (`ReportRequest`).
  ///
  /// - Throws: a usage ``CLIError`` for a day that is not `YYYY-MM-DD` or does not exist, or
  ///   `--until` before `--since`.
  func days() throws(CLIError) -> (since: CalendarDay?, until: CalendarDay?) {
    do {
      let request = try ReportRequest(fields)
      return (request.since, request.until)
    } catch {
      throw CLIError(error)
    }
  }
}
