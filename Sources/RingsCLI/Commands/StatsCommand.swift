import ActivityRings
import ActivityRingsJSON
import ActivityRingsTerminal
import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings stats`: the figures the Fitness app shows and the awards it gives, from an Apple
/// Health export — close rates per month and year, streaks, perfect weeks and months, records,
/// double and triple Move days, goals over time, and the days without data.
///
/// ```sh
/// $ rings stats export.zip
/// Activity from 2017-10-28 to 2019-01-02: 432 days, …
/// $ rings stats export.zip --since 2024-01-01 --format json | jq '.streaks'
/// $ rings stats export.zip -o months.csv
/// ```
struct StatsCommand: ParsableCommand, WritesDocument {
  /// The subcommand's name and help.
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Print streaks, awards, records and close rates from a Health export.",
    discussion: """
      EXPORT is read as by 'rings import' (export.zip, export.xml or a CSV; - for standard \
      input). The statistics span the days from the first to the last summary within \
      --since/--until. A day without a summary is counted as a day without data, never as \
      zeros, and is left out of every close rate.

      How each figure is counted (goals of 0, paused days, streaks, perfect weeks, records) \
      is stated in the article "Streaks, awards and statistics", linked from the README's \
      Documentation table. Apple's export does not record paused days, so none is paused here.

      text prints aligned tables, in the ring colours when standard output is a terminal \
      (--color always or never overrides; NO_COLOR is honoured); json prints every figure; csv \
      prints a row for the whole span and one per year and month.


      """ + OutputHelp.rule(for: Self.formats, otherwise: "txt") + """


        Examples:
          rings stats export.zip
          rings stats export.zip --since 2024-01-01 --until 2024-12-31
          rings stats export.zip --format json | jq '.streaks[0].longest'
          rings stats export.zip -o months.csv
          cat export.zip | rings stats - --format csv
        """
  )

  @OptionGroup var export: ExportArgument

  @OptionGroup var bounds: DayBoundsOptions

  /// Tables (the default), every figure as JSON, or rows as CSV.
  static let formats = OutputHelp.Formats(formats: [.text, .json, .csv])

  @OptionGroup var document: DocumentOutputOptions<Self>

  @Option(help: ColorOption.help, completion: .list(ColorOption.names))
  var color = "auto"

  /// Reads the export, computes the statistics and writes them.
  func run() throws {
    let (since, until) = try bounds.days()
    let coloring = try ColorOption.choice(color)
    let environment = ProcessInfo.processInfo.environment
    let terminal = TerminalInfo.current(environment: environment)
    let target = try document.target()
    let imported = try export.read(since: since, until: until)
    export.warn(about: imported, since: since, until: until)
    // Days before Apple Watch, named in a warning, are left out unless --since asks for them.
    let statistics = ActivityStatistics(
      summaries: ActivitySummary.fromFirstWatchDay(imported.summaries, since: since), from: since,
      through: until)
    let text: String
    switch target.format {
    case .json?: text = try JSONDocument.text(of: statistics)
    case .csv?: text = statistics.csv
    default:
      let isTerminal = target.destination == .standardOutput && terminal.isTerminal
      let colors = coloring.colorDepth(environment: environment, isTerminal: isTerminal)
      text = statistics.text(coloring: colors.colored)
    }
    try target.destination.write(Array(text.utf8))
  }
}
