import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A day's summary read from JSON with the Health export's attribute names, with every problem
/// told in one line of our words: not JSON, not an object, no key this tool knows (exit 64,
/// naming the unknown keys and the accepted ones), or a value of the wrong kind. Keys it does
/// not know beside known ones are named in a warning, never dropped silently.
///
/// ```swift
/// let summary = try SummaryJSON.decode(Data(#"{"appleStandHours": 8}"#.utf8), from: "standard input")
/// ```
enum SummaryJSON {
  /// The keys a summary may have: the export's attribute names, and two older names for
  /// move time.
  static let acceptedKeys: [String] = shownKeys + ["appleMoveMinutes", "appleMoveMinutesGoal"]

  /// The keys messages list: the export's attribute names.
  static let shownKeys = ActivitySummary.CodingKeys.allCases.map(\.stringValue)

  /// The keys whose values are numbers (or numbers in strings, as the export writes them).
  static let numberKeys: Set<String> = [
    "activeEnergyBurned", "activeEnergyBurnedGoal", "appleMoveTime", "appleMoveTimeGoal",
    "appleExerciseTime", "appleExerciseTimeGoal", "appleStandHours", "appleStandHoursGoal",
    "appleMoveMinutes", "appleMoveMinutesGoal",
  ]

  /// Decodes a summary; `origin` names the input in messages ("standard input", `'day.json'`).
  ///
  /// - Parameter warn: receives a warning line for keys that are not known (beside known ones).
  /// - Throws: a usage ``CLIError`` naming the input and the problem.
  static func decode(
    _ data: Data, from origin: String, warn: (String) -> Void = StandardError.warning
  ) throws(CLIError) -> ActivitySummary {
    let prefix = "the summary JSON in \(origin)"
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw .usage("\(prefix) is empty")
    }
    let object: JSONValue
    do {
      object = try JSONReader.parse(Array(data))
    } catch {
      throw .usage("\(prefix) is not JSON: \(error)")
    }
    guard let fields = object.objectFields else {
      throw .usage(
        "\(prefix) must be an object such as {\"appleStandHours\": 8, \"appleStandHoursGoal\": "
          + "12}, not \(object.kind)")
    }
    let unknown = fields.keys.filter { !acceptedKeys.contains($0) }.sorted()
    let shownUnknown = unknown.map { QuotedText.quoted($0) }.joined(separator: ", ")
    guard fields.keys.contains(where: acceptedKeys.contains) else {
      let has = fields.isEmpty ? "has no keys" : "has no key rings knows (\(shownUnknown))"
      throw .usage("\(prefix) \(has): use \(shownKeys.joined(separator: ", "))")
    }
    if !unknown.isEmpty {
      warn("\(prefix): ignored unknown key\(unknown.count == 1 ? "" : "s") \(shownUnknown)")
    }
    do {
      return try JSONDecoder().decode(ActivitySummary.self, from: data)
    } catch let error as DecodingError {
      throw .usage("\(prefix) is invalid: \(describe(error, fields: fields))")
    } catch {
      throw .usage("\(prefix) is invalid")
    }
  }

  /// A decoding error in our words: the key, what it holds, what it should hold.
  private static func describe(_ error: DecodingError, fields: [String: JSONValue]) -> String {
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
      .valueNotFound(_, let found):
      context = found
    @unknown default:
      return "a value is not what a summary holds"
    }
    guard let key = context.codingPath.first?.stringValue else {
      return "it is not what a summary holds"
    }
    let value = fields[key]?.shown ?? "missing"
    switch key {
    case _ where numberKeys.contains(key):
      if case .dataCorrupted = error { return QuotedText.line(context.debugDescription) }
      return "\(key) is \(value): expected a number (8, 8.5 or \"8\")"
    case "moveMode":
      return "moveMode is \(value): expected \"activeEnergy\" or \"appleMoveTime\""
    case "isPaused":
      return "isPaused is \(value): expected true or false"
    case "dateComponents":
      if case .dataCorrupted = error { return QuotedText.line(context.debugDescription) }
      return "dateComponents is \(value): expected a day such as \"2024-05-01\""
    case "activeEnergyBurnedUnit":
      if case .dataCorrupted = error { return QuotedText.line(context.debugDescription) }
      return "activeEnergyBurnedUnit is \(value): expected \"kcal\", \"Cal\" or \"kJ\""
    default:
      return "\(key) is \(value), which a summary cannot hold"
    }
  }
}
