import ActivityRings
import ActivityRingsHealth
import ActivityRingsRequests
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
      empty tracks for days without data, and no rings for days after today, which have not \
      happened. Weeks start on the day your locale starts them (LC_ALL, LC_TIME or LANG: \
      Sunday for en_US, Monday for en_GB or de_DE; Monday without a locale), or on \
      --week-start WEEKDAY. A week is titled in words ("May 6–12, 2019"). Today (the system's \
      date, or --today DAY), or the day given with --highlight, has its number on a white \
      disc; with --today and --week-start the output depends on nothing but the inputs. A range of more than one month \
      names its months beside the weeks. Text is never below 11 pt, Apple's smallest legible \
      size: a --cell-size too small for the day numbers at 11 pt is refused, naming the \
      smallest that fits.

      Warnings about the export go to standard error, and so does one when the export has \
      no summary in the days shown, naming the days it covers.


      """ + OutputHelp.pictures + """



        Examples:
          rings history export.zip --month 2026-11 -o november.png
          rings history export.xml --week 2026-11-23
          rings history export.zip --month 2026-11 --week-start sunday \\
            -o november.svg
          rings history export.xml --from 2026-10-01 --to 2026-11-30 \\
            --look gradient -o autumn.svg
          rings history export.zip --month 2026-11 --format png > november.png
          unzip -p export.zip apple_health_export/export.xml \\
            | rings history - --week 2026-11-23
        """
  )

  @OptionGroup var export: ExportArgument

  @Option(help: ArgumentHelp("A whole month.", valueName: "YYYY-MM"))
  var month: String?

  @Option(
    help: ArgumentHelp(
      "The week holding this day, from the day weeks start on (--week-start).", valueName: "DAY"))
  var week: String?

  @Option(help: ArgumentHelp("The first day of a range (with --to).", valueName: "DAY"))
  var from: String?

  @Option(help: ArgumentHelp("The last day of a range (with --from).", valueName: "DAY"))
  var to: String?

  @Option(help: ArgumentHelp("The day to highlight (default: today).", valueName: "DAY"))
  var highlight: String?

  @OptionGroup var weeks: WeekOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The side of each day's rings (the default is 44).", valueName: "POINTS"))
  var cellSize: String?

  @OptionGroup var density: ScaleOption

  @OptionGroup var lookOption: LookOption

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, or - for standard output. Without it the calendar prints in the terminal.",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  @OptionGroup(title: "Output") var backend: OutputOptions<Self>

  /// The calendar's fields these options give.
  private var fields: RequestFields {
    var fields = density.fields
    fields.texts.merge(weeks.fields.texts) { $1 }
    fields[.month] = month
    fields[.week] = week
    fields[.from] = from
    fields[.to] = to
    fields[.highlight] = highlight
    fields[.cellSize] = cellSize
    fields[.look] = lookOption.look
    return fields
  }

  /// Reads the export, draws the calendar and writes it.
  func run() throws {
    var still = try StillOutput(backend, output: output)
    let today = try weeks.day()
    let request: HistoryRequest
    do {
      // The range and the cell size are usage errors before the export is read.
      request = try HistoryRequest(fields, today: today, weekStart: weeks.localeWeekStart)
    } catch {
      throw CLIError(error)
    }
    let imported = try export.read(since: request.range.first, until: request.range.last)
    export.warn(
      about: imported, since: request.range.first, until: request.range.last,
      note: "; drawing empty rings")
    let drawList: DrawList
    do {
      drawList = try request.drawList(imported.summaries)
    } catch {
      throw CLIError(error)
    }
    // About five text rows per day's rings, so day numbers and rings both read.
    still.terminal.bounds = CellBounds(
      rows: Int((drawList.size.height / request.cellSide * 5).rounded(.up)))
    try still.write(drawList)
  }
}

extension HistoryCommand: DrawsPictures {
  static var pictureFormats: OutputHelp.Formats { OutputHelp.stills }
  static func formats(of registry: RendererRegistry) -> [OutputFormat] {
    OutputChoice.stillFormats(of: registry)
  }
}
