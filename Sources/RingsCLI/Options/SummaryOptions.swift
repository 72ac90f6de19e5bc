import ActivityRings
import ActivityRingsFiles
import ActivityRingsJSON
import ActivityRingsRequests
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
/// ``load(source:field:)``.
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

  /// The ring values given, as request fields.
  private var ringFields: RequestFields {
    var fields = RequestFields([:])
    fields[.move] = move
    fields[.moveTime] = moveTime
    fields[.exercise] = exercise
    fields[.stand] = stand
    return fields
  }

  /// Whether any value was given.
  var isEmpty: Bool { ringFields.texts.isEmpty && summary == nil }

  /// The summary these options describe, read by the request layer
  /// (`ActivitySummary(fields:)`); a `--summary` file is read here.
  ///
  /// - Throws: a usage ``CLIError`` when nothing or contradictory values were given, or a value
  ///   is malformed.
  func load() throws(CLIError) -> ActivitySummary {
    var fields = ringFields
    if let summary, let source = try Self.file(summary) {
      guard fields.texts.isEmpty else {
        // The same rule, and words, as for an inline spec beside ring values.
        fields[.summary] = summary
        return try Self.summary(fields)
      }
      return try Self.load(file: source)
    }
    fields[.summary] = summary
    return try Self.summary(fields)
  }

  /// The summary a source names for `field` (`--from`, `--to`): `-` is JSON on standard
  /// input; text with `=` that is not an existing file is an inline spec; anything else is a
  /// JSON file. Keys the JSON has beside known ones are named in a warning.
  ///
  /// - Throws: a usage ``CLIError`` for malformed JSON or specs and invalid values; a runtime
  ///   one when standard input cannot be read.
  static func load(source: String, field: RequestField) throws(CLIError) -> ActivitySummary {
    guard let file = try file(source) else {
      do {
        return try ActivitySummary(spec: source, field: field)
      } catch {
        throw CLIError(error)
      }
    }
    return try load(file: file)
  }

  /// The file (or `-`) a summary source names, or nil for an inline spec: text with `=` that
  /// is not an existing file.
  ///
  /// - Throws: a usage ``CLIError`` for an empty source.
  private static func file(_ source: String) throws(CLIError) -> String? {
    if source.contains("="), source != "-", FileStatus.isFolder(atPath: source) == nil {
      return nil
    }
    guard !source.isEmpty else {
      throw .usage(
        "the summary source is empty: give a JSON file, - for standard input, or a spec "
          + "such as move=350/500,stand=8/12")
    }
    return source
  }

  /// The summary the request layer reads from `fields`.
  private static func summary(_ fields: RequestFields) throws(CLIError) -> ActivitySummary {
    do {
      return try ActivitySummary(fields: fields)
    } catch {
      throw CLIError(error)
    }
  }

  /// The JSON summary in `source`, a file or `-`.
  private static func load(file source: String) throws(CLIError) -> ActivitySummary {
    let bytes = try InputArgument.read(source, what: "summary", limit: InputArgument.summaryLimit)
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
