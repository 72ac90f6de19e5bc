import ActivityRings
import ActivityRingsHealth
import ActivityRingsTerminal
import ArgumentParser

/// `rings history`: a calendar of small rings from an Apple Health export, like the Fitness
/// app's history.
///
/// ```sh
/// $ rings history export.zip --month 2026-11 -o november.png
/// $ rings history export.xml --week 2026-11-23                    # in the terminal
/// $ rings history export.xml --from 2026-10-01 --to 2026-11-30 -o autumn.svg
/// ```
struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "Draw a calendar of a month, a week or a range of days from a Health export.",
    discussion: """
      One cell per day with its number above that day's rings: three rings for days with \
      Exercise or Stand data, Move alone for days with only Move (a history can mix both), \
      empty tracks for days without data. Weeks start on Monday. Today (the system's date, or \
      --today DAY), or the day given with --highlight, has its number on a white disc; with \
      --today the output depends on nothing but the inputs. A range of more than one month \
      names its months beside the weeks. Text is never below 11 pt, Apple's smallest legible \
      size: a --cell-size too small for the day numbers at 11 pt is refused, naming the \
      smallest that fits.

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

  @OptionGroup var export: ExportArgument

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

  @OptionGroup var density: ScaleOption

  @Option(
    help:
      "gradient (the default: Apple's look, deeper at the start, lighter at the tip) or flat (each ring in its HIG colour)."
  )
  var look: RingLook = .gradient

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, or - for standard output. Without it the calendar prints in the terminal.",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  @OptionGroup(title: "Output") var backend: OutputOptions

  /// Reads the export, draws the calendar and writes it.
  func run() throws {
    var still = try StillOutput(backend, output: output)
    let range: HistoryRange
    do {
      range = try HistoryRange(month: month, week: week, from: from, to: to)
    } catch {
      throw CLIError(error)
    }
    let renderScale = try density.renderScale()
    do {
      // A usage error before the export is read.
      try HistoryCalendar.check(cellSide: cellSize)
    } catch {
      throw CLIError.usage("--cell-size \(Self.points(cellSize)): \(error)")
    }
    let highlighted =
      try highlight.map { (text) throws(CLIError) in try CalendarDay(option: "--highlight", text) }
      ?? today.map { (text) throws(CLIError) in try CalendarDay(option: "--today", text) }
      ?? CalendarDay.systemToday()
    let imported = try export.read(since: range.first, until: range.last)
    export.warn(
      about: imported, since: range.first, until: range.last, note: "; drawing empty rings")
    let drawList: DrawList
    do {
      drawList = try HistoryCalendar(
        summaries: imported.summaries, from: range.first, through: range.last,
        highlighted: highlighted, title: range.title, cellSide: cellSize, scale: renderScale,
        look: look
      ).drawList()
      try RenderBudget.check(size: drawList.size, scale: drawList.scale)
    } catch let error as HistoryError {
      throw CLIError.usage(error.description)
    } catch {
      throw CLIError.usage(
        "--cell-size \(Self.points(cellSize)) at --scale \(density.scale): \(error)")
    }
    // About five text rows per day's rings, so day numbers and rings both read.
    still.terminal.bounds = CellBounds(
      rows: Int((drawList.size.height / cellSize * 5).rounded(.up)))
    try still.write(drawList)
  }

  private static func points(_ value: Double) -> String {
    DecimalFormat(maximumFractionDigits: 2).string(value)
  }
}
