import ActivityRings
import ActivityRingsReport
import ActivityRingsRequests
import ActivityRingsTerminal
import ArgumentParser

/// `rings report`: a year-in-rings page from an Apple Health export — one self-contained HTML
/// file with twelve month calendars of rings per year, close rates, streaks and awards.
///
/// ```sh
/// $ rings report export.zip -o report.html
/// $ rings report export.zip --year 2025 -o 2025.html
/// $ rings report export.zip --since 2017-01-01 -o since-2017.html
/// ```
struct ReportCommand: ParsableCommand {
  /// The subcommand's name and help.
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a year-in-rings HTML page from a Health export.",
    discussion: """
      EXPORT is read as by 'rings import' (export.zip, export.xml or a CSV; - for standard \
      input). The page has a section per year with data within --since/--until (or only \
      --year's, which is --since YYYY-01-01 --until YYYY-12-31): close rates by \
      month as bars, streaks, awards and records (as 'rings stats' computes them), and twelve \
      month calendars of rings in Apple's look, each day labelled with its date and what its \
      rings say, with its values on hover and focus. Arrow keys move between days. An overview \
      of all years comes first, and a year switcher.

      The file is self-contained: no network, no other file. The rings are inline SVG drawn by \
      the SVG backend, what repeats among days defined once; the style and a small script are \
      inline, and the page reads without the script (every year shows, and Tab goes through the \
      days). A page shows at most \(ReportPage.maximumYears) years. Weeks start on the day \
      your locale starts them, or on --week-start; today (the system's date, or --today) is \
      marked, and the days after it show no rings.

      Output: the page goes to -o PATH (.html or .htm); without -o, or with -o -, to standard \
      output, for a pipe or a redirect (> file). HTML is not printed to a terminal: give -o, or \
      redirect. \(OutputHelp.files)

      Examples:
        rings report export.zip -o report.html
        rings report export.zip --year 2025 -o 2025.html
        rings report export.zip --since 2017-01-01 -o report.html
        cat export.zip | rings report - > report.html
      """
  )

  @OptionGroup var export: ExportArgument

  @OptionGroup var bounds: DayBoundsOptions

  @OptionGroup var weeks: WeekOptions

  @Option(
    help: ArgumentHelp(
      "Only this year, even without data (--since YYYY-01-01 --until YYYY-12-31).",
      valueName: "YYYY"))
  var year: String?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The HTML file to write, or - for standard output.", valueName: "PATH"),
    completion: .file())
  var output: String?

  /// The page's format.
  static let html = OutputFormat(
    name: "html", fileExtension: "html", mediaType: "text/html", isText: true)
  /// `.htm` names the same format.
  static let htm = OutputFormat(
    name: "htm", fileExtension: "htm", mediaType: "text/html", isText: true)

  /// Reads the export, builds the page and writes it.
  func run() throws {
    var fields = bounds.fields
    fields.texts.merge(weeks.fields.texts) { $1 }
    fields[.year] = year
    let today = try weeks.day()
    let request: ReportRequest
    do {
      request = try ReportRequest(fields, today: today, weekStart: weeks.localeWeekStart)
    } catch {
      throw CLIError(error)
    }
    let terminal = TerminalInfo.current()
    let target = try OutputTarget(
      format: nil, output: output, formats: [Self.html, Self.htm], standardOutput: Self.html,
      takesFormat: false)
    if output == nil, terminal.isTerminal {
      throw CLIError.usage(
        "the report is an HTML page: write it with -o report.html, or redirect standard output "
          + "(> report.html)")
    }
    let options = request.options
    let imported = try export.read(since: options.since, until: options.until)
    export.warn(
      about: imported, since: options.since, until: options.until,
      note: request.year.map { "; the page shows \($0) empty" } ?? "")
    // Days before Apple Watch, named in a warning, are left out unless --since asks for them.
    let page = ReportPage(
      summaries: ActivitySummary.fromFirstWatchDay(imported.summaries, since: options.since),
      options: options)
    let bytes: [UInt8]
    do {
      bytes = try page.utf8()
    } catch .nothingToShow {
      throw CLIError.usage(
        "no Activity summary to show: give --year YYYY for an empty year, other days with "
          + "--since/--until, or another export")
    } catch .tooManyYears(let count, let first, let last) {
      throw CLIError.usage(
        "the export has days in \(count) years (\(first) to \(last)); a report shows at most "
          + "\(ReportPage.maximumYears): choose them with --since/--until, or one with --year")
    } catch {
      throw CLIError.runtime(error.description)
    }
    try target.destination.write(bytes)
  }
}
