import ActivityRings
import ActivityRingsHealth
import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `rings history`: a calendar of small rings from an Apple Health export, like the Fitness
/// app's history.
///
/// ```sh
/// $ rings history export.zip --month 2026-11 -o november.png
/// $ rings history export.xml --week 2026-11-23                    # in the terminal
/// $ rings history export.xml --from 2026-10-01 --to 2026-11-30 -o autumn.svg
/// ```
package struct HistoryCommand: ParsableCommand {
  /// The subcommand's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "Draw a calendar of a month, a week or a range of days from a Health export.",
    discussion: """
      One cell per day with its number above that day's rings: three rings for days with \
      Exercise or Stand data, Move alone for days with only Move (a history can mix both), \
      empty tracks for days without data. Weeks start on Monday. Today (the system's date, or \
      --today DAY), or the day given with --highlight, has its number on a white disc; with \
      --today the output depends on nothing but the inputs.

      Warnings about the export go to standard error, and so does one when the export has \
      no summary in the days shown, naming the days it covers.


      """ + OutputHelp.pictures + """



        Examples:
          rings history export.zip --month 2026-11 -o november.png
          rings history export.xml --week 2026-11-23
          rings history export.xml --from 2026-10-01 --to 2026-11-30 --look gradient -o autumn.svg
          rings history export.zip --month 2026-11 --format png > november.png
        unzip -p export.zip apple_health_export/export.xml | rings history - --week 2026-11-23
        """
  )

  @Argument(
    help: ArgumentHelp(
      "The Health export: export.zip, export.xml or a CSV; - for standard input.",
      valueName: "EXPORT"),
    completion: .file())
  var export: String

  @Option(help: ArgumentHelp("A whole month.", valueName: "YYYY-MM"))
  var month: String?

  @Option(help: ArgumentHelp("The Monday-to-Sunday week holding this day.", valueName: "DAY"))
  var week: String?

  @Option(help: ArgumentHelp("The first day of a range (with --to).", valueName: "DAY"))
  var from: String?

  @Option(help: ArgumentHelp("The last day of a range (with --from).", valueName: "DAY"))
  var to: String?

  @Option(help: ArgumentHelp("The day to highlight (default: today).", valueName: "DAY"))
  var highlight: String?

  @Option(
    help: ArgumentHelp(
      "Today's date (default: the system's, in its time zone); pins the output for tests and scripts.",
      valueName: "DAY"))
  var today: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The side of each day's rings.", valueName: "POINTS"))
  var cellSize: Double = 44

  @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 1

  @Option(
    help:
      "gradient (the default: Apple's look, deeper at the start, lighter at the tip) or flat (each ring in its HIG colour)."
  )
  var look: LookChoice = .gradient

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, or - for standard output. Without it the calendar prints in the terminal.",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  @OptionGroup(title: "Output") var backend: BackendOptions

  /// Creates the command (argument-parser does this).
  package init() {}

  /// Reads the export, draws the calendar and writes it.
  package func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let terminal = TerminalInfo.current(environment: environment)
    let registry = try RendererCatalog.standard()
    let target = try backend.target(output: output, registry: registry, terminal: terminal)
    let range = try dayRange()
    let renderScale: RenderScale
    do {
      renderScale = try RenderScale(scale)
    } catch {
      throw CLIError.usage("--scale \(scale) is not supported: use 1, 2 or 3")
    }
    let highlighted =
      try highlight.map { (text) throws(CLIError) in try CalendarDay(option: "--highlight", text) }
      ?? today.map { (text) throws(CLIError) in try CalendarDay(option: "--today", text) }
      ?? Self.systemToday()
    let imported = try ExportSource.read(export, since: range.first, until: range.last)
    ExportSource.reportWarnings(of: imported)
    if let empty = ExportSource.emptiness(
      of: imported, named: export, since: range.first, until: range.last)
    {
      StandardError.warning(empty + "; drawing empty rings")
    }
    let calendar: HistoryCalendar
    do {
      calendar = try HistoryCalendar(
        summaries: imported.summaries, from: range.first, through: range.last,
        highlighted: highlighted, title: range.title, cellSide: cellSize, scale: renderScale,
        look: look.ringLook)
    } catch {
      throw CLIError.usage(error.description)
    }
    let drawList: DrawList
    do {
      drawList = try calendar.drawList()
    } catch {
      throw CLIError.usage(error.description)
    }
    let pixels = drawList.size.pixels(at: drawList.scale)
    do {
      try RenderBudget.checkStill(width: pixels.width, height: pixels.height)
    } catch {
      throw CLIError.usage(
        "--cell-size \(DecimalFormat(maximumFractionDigits: 2).string(cellSize)) at --scale \(scale): \(error.description)"
      )
    }
    guard let format = target.format else {
      var rings = TerminalRings(color: backend.color, terminal: terminal, environment: environment)
      // About five text rows per day's rings, so day numbers and rings both read.
      rings.bounds = CellBounds(rows: Int((drawList.size.height / cellSize * 5).rounded(.up)))
      try target.destination.write(Array(try rings.render(drawList, registry: registry).utf8))
      return
    }
    try backend.write(drawList, as: format, to: target.destination, registry: registry)
  }

  /// The days to show and the calendar's title.
  func dayRange() throws(CLIError) -> (first: CalendarDay, last: CalendarDay, title: String?) {
    let given = [month != nil, week != nil, from != nil || to != nil].filter { $0 }.count
    guard given == 1 else {
      throw .usage("give one of --month YYYY-MM, --week DAY, or --from DAY --to DAY")
    }
    if let month {
      let parts = month.split(separator: "-")
      guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
        let year = Int(parts[0]), let number = Int(parts[1])
      else {
        throw .usage("--month \(QuotedText.quoted(month)) is not YYYY-MM (for example 2026-11)")
      }
      do {
        let calendar = try HistoryCalendar.month(year, number, summaries: [])
        return (calendar.first, calendar.last, calendar.title)
      } catch {
        throw .usage("--month \(QuotedText.quoted(month)): \(error.description)")
      }
    }
    if let week {
      let day = try CalendarDay(option: "--week", week)
      do {
        let monday = try day.adding(days: 1 - day.weekday)
        return (monday, try monday.adding(days: 6), "Week of \(monday)")
      } catch {
        throw .usage("--week \(QuotedText.quoted(week)): \(error.description)")
      }
    }
    guard let from, let to else { throw .usage("--from and --to go together") }
    let first = try CalendarDay(option: "--from", from)
    let last = try CalendarDay(option: "--to", to)
    guard first <= last else { throw .usage("--to \(to) is before --from \(from)") }
    return (first, last, nil)
  }

  /// Today in the local time zone (`TZ`, else `/etc/localtime`), from the C library:
  /// FoundationEssentials alone knows no time zone but GMT.
  static func systemToday() -> CalendarDay? {
    var now = time(nil)
    var local = tm()
    guard localtime_r(&now, &local) != nil else { return nil }
    return try? CalendarDay(
      year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
  }
}
