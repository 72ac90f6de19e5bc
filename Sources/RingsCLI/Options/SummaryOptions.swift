import ActivityRings
import ActivityRingsJSON
import ActivityRingsSafeOutput
import ArgumentParser

/// Whose values to draw: ring options, or a summary source — a JSON file, `-` for JSON on
/// standard input, or an inline spec such as `move=350/500,exercise=20/30,stand=8/12`.
///
/// ```sh
/// rings render --move 350/500 --exercise 20/30 --stand 8/12
/// rings render --summary today.json
/// rings render --summary move=350/500,stand=8/12
/// echo '{"appleStandHours": 8, "appleStandHoursGoal": 12}' | rings render --summary -
/// ```
///
/// The JSON has the Apple Health export's attribute names (`SummaryJSON`); the spec's keys are
/// `ActivitySummary(spec:)`'s. `animate --from/--to` read their sources with
/// ``load(source:)``.
struct SummaryOptions: ParsableArguments {
  /// Move in kilocalories.
  @Option(
    name: .customLong("move"), parsing: .unconditional,
    help: ArgumentHelp("Move in kilocalories.", valueName: "VALUE/GOAL"))
  var move: String?

  /// Move in minutes (move-time mode).
  @Option(
    name: .customLong("move-time"), parsing: .unconditional,
    help: ArgumentHelp("Move in minutes (move-time mode).", valueName: "VALUE/GOAL"))
  var moveTime: String?

  /// Exercise in minutes.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Exercise in minutes.", valueName: "VALUE/GOAL"))
  var exercise: String?

  /// Stand in hours.
  @Option(parsing: .unconditional, help: ArgumentHelp("Stand in hours.", valueName: "VALUE/GOAL"))
  var stand: String?

  /// A JSON file, `-` for JSON on standard input, or an inline spec.
  @Option(
    help: ArgumentHelp(
      "A summary: a JSON file with the Health export's attribute names, '-' for JSON on standard input, or an inline spec such as move=350/500,exercise=20/30,stand=8/12 (movetime= for move-time mode).",
      valueName: "SOURCE"),
    completion: .file())
  var summary: String?

  /// The ring options given, each with its key.
  private var readings: [(option: String, key: ActivitySummary.ReadingKey, text: String)] {
    [
      ("--move", .move, move), ("--move-time", .moveTime, moveTime),
      ("--exercise", .exercise, exercise), ("--stand", .stand, stand),
    ]
    .compactMap { option, key, text in text.map { (option, key, $0) } }
  }

  /// Whether any value was given.
  var isEmpty: Bool { readings.isEmpty && summary == nil }

  /// The summary these options describe.
  ///
  /// - Throws: a usage ``CLIError`` when nothing or contradictory values were given, or a value
  ///   is malformed.
  func load() throws(CLIError) -> ActivitySummary {
    if let summary {
      guard readings.isEmpty else {
        throw .usage("give --summary or the ring options (--move, --exercise, …), not both")
      }
      return try Self.load(source: summary)
    }
    guard !readings.isEmpty else {
      throw .usage(
        "no values: give --move 350/500 --exercise 20/30 --stand 8/12, or --summary SOURCE")
    }
    if move != nil && moveTime != nil {
      throw .usage("--move and --move-time are two Move modes: give one")
    }
    var result = ActivitySummary()
    for (option, key, text) in readings {
      do {
        result.set(try ValueGoal(parsing: text), for: key)
      } catch {
        throw .usage(error.message(naming: option))
      }
    }
    return result
  }

  /// The summary a source names: `-` is JSON on standard input; text with `=` that is not an
  /// existing file is an inline spec; anything else is a JSON file. Keys the JSON has beside
  /// known ones are named in a warning.
  ///
  /// - Throws: a usage ``CLIError`` for malformed JSON or specs and invalid values; a runtime
  ///   one when standard input cannot be read.
  static func load(source: String) throws(CLIError) -> ActivitySummary {
    if source.contains("="), source != "-", FileStatus.isFolder(atPath: source) == nil {
      do {
        return try ActivitySummary(spec: source)
      } catch {
        throw .usage(error.description)
      }
    }
    guard !source.isEmpty else {
      throw .usage(
        "the summary source is empty: give a JSON file, - for standard input, or a spec "
          + "such as move=350/500,stand=8/12")
    }
    let bytes = try InputFile.read(source, what: "summary", limit: InputFile.summaryLimit)
    let origin = source == "-" ? "standard input" : QuotedText.quoted(source)
    do {
      let read = try SummaryJSON(reading: bytes)
      if let warning = read.ignoredKeysWarning(naming: origin) { StandardError.warning(warning) }
      return read.summary
    } catch {
      throw .usage(error.message(naming: origin))
    }
  }
}
