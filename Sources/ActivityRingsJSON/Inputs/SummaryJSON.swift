import ActivityRings

/// A day's summary read from JSON with the Health export's attribute names (what `rings
/// --summary FILE` reads): an object, or a list of one (what `rings import --since D --until D
/// -o day.json` writes). Parsed once and decoded by `ActivitySummary`'s own `Codable`
/// conformance, with every problem told in one line of our words: empty, not JSON, not an
/// object, a list of another number of days, no key a summary has (naming the unknown keys and
/// the accepted ones), or a value of the wrong kind. Keys it does not know beside known ones are kept in ``ignoredKeys``, for a
/// warning, never dropped silently.
///
/// ```swift
/// let read = try SummaryJSON(reading: Array(#"{"appleStandHours": 8, "mood": "good"}"#.utf8))
/// read.summary.appleStandHours                  // 8
/// read.ignoredKeys                              // ["mood"]
/// read.ignoredKeysWarning(naming: "'day.json'")
/// // "the summary JSON in 'day.json': ignored unknown key 'mood'"
/// ```
public struct SummaryJSON: Sendable {
  /// The keys a summary may have: the export's attribute names, and two older names for
  /// move time.
  public static let acceptedKeys: [String] =
    shownKeys + ["appleMoveMinutes", "appleMoveMinutesGoal"]

  /// The keys messages list: the export's attribute names.
  public static let shownKeys = ActivitySummary.CodingKeys.allCases.map(\.stringValue)

  /// The keys whose values are numbers (or numbers in strings, as the export writes them).
  static let numberKeys: Set<String> = [
    "activeEnergyBurned", "activeEnergyBurnedGoal", "appleMoveTime", "appleMoveTimeGoal",
    "appleExerciseTime", "appleExerciseTimeGoal", "appleStandHours", "appleStandHoursGoal",
    "appleMoveMinutes", "appleMoveMinutesGoal",
  ]

  /// The summary.
  public var summary: ActivitySummary
  /// The keys beside known ones that no summary has, sorted; their values were not read.
  public var ignoredKeys: [String]

  /// Reads a summary.
  ///
  /// - Parameter bytes: the summary, UTF-8 JSON.
  /// - Throws: ``SummaryJSONError`` for anything but an object (or a list of one object) with at
  ///   least one known key and values of the right kinds.
  public init(reading bytes: [UInt8]) throws(SummaryJSONError) {
    var root = try JSONReader.input(bytes, failing: SummaryJSONError.self)
    if let list = root.array {
      // What `rings import --since D --until D -o day.json` writes: a list of that one day.
      guard list.count == 1, let only = list.first else {
        let days = list.compactMap { $0["dateComponents"]?.string }
        throw .notOneDay(count: list.count, first: days.first, last: days.last)
      }
      root = only
    }
    guard let object = root.object else { throw .notAnObject(found: root.kind) }
    let keys = Set(object.keys)
    let unknown = keys.filter { !Self.acceptedKeys.contains($0) }.sorted()
    guard keys.contains(where: Self.acceptedKeys.contains) else {
      throw .noKnownKey(unknown: unknown)
    }
    do {
      summary = try JSONValueDecoder().decode(ActivitySummary.self, from: root)
    } catch {
      throw .invalid(Self.describe(error))
    }
    ignoredKeys = unknown
  }

  /// The warning for ``ignoredKeys``, naming the input (`'day.json'`, "standard input"); nil
  /// when there are none.
  public func ignoredKeysWarning(naming source: String) -> String? {
    guard !ignoredKeys.isEmpty else { return nil }
    let shown = ignoredKeys.map { QuotedText.quoted($0) }.joined(separator: ", ")
    return "the summary JSON in \(source): ignored unknown key"
      + "\(ignoredKeys.count == 1 ? "" : "s") \(shown)"
  }

  /// A decoding error in our words: the key, what it holds, what it should hold.
  private static func describe(_ error: JSONDecodingError) -> String {
    guard let key = error.path.first else { return "it is not what a summary holds" }
    let value = error.found ?? "missing"
    if case .invalid(let reason) = error.problem,
      numberKeys.contains(key) || ["dateComponents", "activeEnergyBurnedUnit"].contains(key)
    {
      return QuotedText.line(reason)
    }
    switch key {
    case _ where numberKeys.contains(key):
      return "\(key) is \(value): expected a number (8, 8.5 or \"8\")"
    case "dateComponents":
      return "dateComponents is \(value): expected a day such as \"2024-05-01\""
    case "activeEnergyBurnedUnit":
      return "activeEnergyBurnedUnit is \(value): expected \"kcal\", \"Cal\" or \"kJ\""
    case "moveMode", "isPaused":
      return error.description
    default:
      return "\(key) is \(value), which a summary cannot hold"
    }
  }
}
