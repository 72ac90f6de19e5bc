import ActivityRings
import ActivityRingsJSON
import Testing

/// `--summary` JSON: read once, decoded by ActivitySummary's Codable conformance, unknown keys
/// kept for a warning, every refusal one line naming the key.
@Suite struct SummaryJSONTests {
  static func message(_ text: String) -> String? {
    do {
      _ = try SummaryJSON(reading: Array(text.utf8))
      return nil
    } catch {
      return error.message(naming: "standard input")
    }
  }

  @Test func readsTheExportsNamesAndKeepsUnknownKeysForAWarning() throws {
    let read = try SummaryJSON(
      reading: Array(
        #"{"appleStandHours": "8", "appleStandHoursGoal": 12, "appleMoveMinutes": 20, "zeta": 1, "mood": "ok"}"#
          .utf8))
    #expect(read.summary.appleStandHours == 8)
    #expect(read.summary.appleStandHoursGoal == 12)
    #expect(read.summary.appleMoveTime == 20)
    #expect(read.ignoredKeys == ["mood", "zeta"])
    #expect(
      read.ignoredKeysWarning(naming: "'day.json'")
        == "the summary JSON in 'day.json': ignored unknown keys 'mood', 'zeta'")
    #expect(
      try SummaryJSON(reading: Array("{\"isPaused\": true}".utf8)).ignoredKeysWarning(naming: "x")
        == nil)
  }

  @Test func aListOfOneDayIsThatDay() throws {
    // What `rings import --since D --until D -o day.json` writes.
    let text =
      #"[{"appleStandHours": 8, "appleStandHoursGoal": 12, "dateComponents": "2019-05-06"}]"#
    let read = try SummaryJSON(reading: Array(text.utf8))
    #expect(read.summary.appleStandHours == 8)
    #expect(read.summary.day == (try CalendarDay(year: 2019, month: 5, day: 6)))
  }

  @Test(arguments: [
    ("", "is empty"),
    (
      "[8]",
      #"must be an object such as {"appleStandHours": 8, "appleStandHoursGoal": 12}, not a number"#
    ),
    ("[]", "is an empty list: it must hold one day's summary"),
    (
      #"[{"dateComponents": "2019-05-06"}, {"dateComponents": "2019-05-07"}]"#,
      "holds 2 days (2019-05-06 to 2019-05-07): it must hold one; rings import EXPORT --since DAY "
        + "--until DAY -o day.json writes one"
    ),
    ("[{}, {}, {}]", "holds 3 days: it must hold one"),
    ("{}", "has no keys: use dateComponents, activeEnergyBurned"),
    (#"{"appleStandHour": 8}"#, "has no key rings knows ('appleStandHour'): use dateComponents"),
    (
      #"{"appleStandHours": 8,}"#,
      "is not JSON: expected a key in double quotes at line 1, column 23, found '}'"
    ),
    (
      #"{"appleStandHours": true}"#,
      #"is invalid: appleStandHours is true: expected a number (8, 8.5 or "8")"#
    ),
    (#"{"appleStandHours": "x"}"#, "is invalid: appleStandHours is 'x', not a number"),
    (#"{"appleStandHours": -1}"#, "is invalid: appleStandHours is -1.0: it must not be negative"),
    (
      #"{"moveMode": "sideways"}"#,
      #"is invalid: moveMode is "sideways": expected "activeEnergy" or "appleMoveTime""#
    ),
    (#"{"isPaused": 1}"#, "is invalid: isPaused is 1: expected true or false"),
    (
      #"{"dateComponents": 20240501}"#,
      #"is invalid: dateComponents is 20240501: expected a day such as "2024-05-01""#
    ),
    (
      #"{"activeEnergyBurnedUnit": "kcals"}"#,
      "is invalid: unknown energy unit 'kcals' (expected kcal, Cal or kJ)"
    ),
  ])
  func everyRefusalIsOneLineNamingTheKey(text: String, problem: String) {
    let message = Self.message(text)
    #expect(
      message?.hasPrefix("the summary JSON in standard input " + problem) == true,
      "\(message ?? "nil")")
  }
}
