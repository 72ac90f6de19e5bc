import ActivityRings
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The three written forms of ``ActivityStatistics`` on ``StatisticsSample`` (figures worked out
/// in `ActivityStatisticsTests`): JSON through `Encodable`, CSV and text. `rings stats` writes
/// exactly these; its end-to-end tests check the same figures through the tool.
@Suite struct StatisticsOutputTests {
  let statistics = ActivityStatistics(summaries: StatisticsSample.summaries)

  /// `value` as compact JSON with sorted keys.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `statistics` encoded and read back as a JSON object.
  static func object(_ statistics: ActivityStatistics) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(try json(statistics).utf8)) as? [String: Any])
  }

  @Test("JSON: the keys rings stats writes, each part as it encodes on its own")
  func jsonKeys() throws {
    let object = try Self.object(statistics)
    #expect(
      Set(object.keys) == [
        "span", "longestGap", "streaks", "perfectWeeks", "perfectMoveMonths", "records", "goals",
        "total", "years", "months",
      ])
    #expect(
      try Self.json(statistics.streaks(of: .move))
        == #"{"current":{"first":"2026-07-03","last":"2026-07-04","length":2},"#
        + #""longest":{"first":"2026-06-01","last":"2026-07-01","length":31},"target":"move"}"#)
    #expect(
      try Self.json(try #require(statistics.longestGap))
        == #"{"days":1,"first":"2026-07-02","last":"2026-07-02"}"#)
    #expect(
      try Self.json(try #require(statistics.record(of: .activeEnergy)))
        == #"{"day":"2026-07-03","kilocalories":1500,"measure":"activeEnergy","unit":"kcal","value":1500}"#
    )
    // Only active energy has kilocalories.
    #expect(
      try Self.json(try #require(statistics.record(of: .exercise)))
        == #"{"day":"2026-06-12","measure":"exercise","unit":"min","value":95}"#)
    let kilojoules = try #require(statistics.goalPeriods.first { $0.unit == "kJ" })
    #expect(
      try Self.json(kilojoules)
        == #"{"days":1,"first":"2026-06-24","goal":2092,"last":"2026-06-24","ring":"move","unit":"kJ"}"#
    )
    let july = try #require(statistics.months.last)
    #expect(
      try Self.json(july)
        == #"{"all":{"closed":3,"counted":4,"rate":0.75},"days":5,"daysWithData":4,"#
        + #""daysWithoutData":1,"doubleMoveDays":1,"exercise":{"closed":4,"counted":4,"rate":1},"#
        + #""first":"2026-07-01","kind":"month","last":"2026-07-05","move":{"closed":3,"#
        + #""counted":4,"rate":0.75},"pausedDays":0,"period":"2026-07","stand":{"closed":4,"#
        + #""counted":4,"rate":1},"tripleMoveDays":1}"#)
    let span = try #require(object["span"] as? [String: Any])
    #expect(span["first"] as? String == "2026-05-30")
    #expect(span["daysWithoutData"] as? Int == 1)
    #expect(object["perfectMoveMonths"] as? [String] == ["2026-06"])
    let weeks = try #require(object["perfectWeeks"] as? [String: [String]])
    #expect(Set(weeks.keys) == ["move", "exercise", "stand", "all"])
    #expect(weeks["all"] == ["2026-06-01"])
  }

  @Test("JSON: what is not there is null, never 0 or left out")
  func jsonNulls() throws {
    let empty = try Self.object(ActivityStatistics(summaries: []))
    for key in ["span", "longestGap", "total"] {
      #expect(empty[key] is NSNull, "\(key)")
    }
    let streaks = try #require(empty["streaks"] as? [[String: Any]])
    #expect(streaks.count == 4)
    #expect(streaks.allSatisfy { $0["longest"] is NSNull && $0["current"] is NSNull })
    #expect(try Self.json(TargetCount(target: .move)) == #"{"closed":0,"counted":0,"rate":null}"#)
  }

  @Test("CSV: the header, a row for the span, then each year and its months; no rate is empty")
  func csv() {
    let lines = statistics.csv.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 6 + 1)
    #expect(lines.last == "")
    #expect(lines[0] == ActivityStatistics.csvColumns.joined(separator: ","))
    #expect(
      lines[0]
        == "period,kind,first,last,days,daysWithData,daysWithoutData,pausedDays,moveClosed,"
        + "moveCounted,moveRate,exerciseClosed,exerciseCounted,exerciseRate,standClosed,"
        + "standCounted,standRate,allClosed,allCounted,allRate,doubleMoveDays,tripleMoveDays")
    #expect(lines[1].hasPrefix("all,all,2026-05-30,2026-07-05,37,36,1,0,33,35,0.9429,"))
    #expect(lines[2].hasPrefix("2026,year,"))
    #expect(lines[3] == "2026-05,month,2026-05-30,2026-05-31,2,2,0,0,0,1,0,0,2,0,0,2,0,0,1,0,0,0")
    #expect(
      lines[5] == "2026-07,month,2026-07-01,2026-07-05,5,4,1,0,3,4,0.75,4,4,1,4,4,1,3,4,0.75,1,1")
    let none = ActivityStatistics(
      summaries: [ActivitySummary(day: StatisticsSample.day(6, 1), activeEnergyBurned: 100)])
    #expect(
      none.csv.split(separator: "\n")[1]
        == "all,all,2026-06-01,2026-06-01,1,1,0,0,0,0,,0,0,,0,0,,0,0,,0,0")
    #expect(
      ActivityStatistics(summaries: []).csv == ActivityStatistics.csvColumns.joined(separator: ",")
        + "\n")
  }

  @Test("text: aligned tables; colour runs do not move a column")
  func text() {
    let plain = statistics.text()
    #expect(
      plain.hasPrefix(
        "Activity from 2026-05-30 to 2026-07-05: 37 days, 36 with data, 1 without, 0 paused\n  longest without data: 2026-07-02 (1 day)\n\nStreaks"
      ))
    #expect(
      plain.contains(
        "\n  Move       31 days  2026-06-01 to 2026-07-01   2 days  2026-07-03 to 2026-07-04\n"))
    #expect(plain.contains("\n  Move      1500 kcal  2026-07-03\n"))
    #expect(plain.contains("\n  Perfect weeks   Move 4, Exercise 2, Stand 2, All rings 1\n"))
    #expect(plain.hasSuffix("- where none could\n"))
    // Each coloured run wrapped in markers: without them, the plain text; with them, only ring
    // names and figures.
    let marked = statistics.text { text, color in "<\(color.hex)>" + text + "</>" }
    let markers = try? Regex("<#[0-9a-f]{6}>|</>")
    #expect(markers.map { marked.replacing($0, with: "") } == plain)
    #expect(marked.contains("<\(RingKind.move.color.hex)>Move 4</>, "))
    #expect(marked.contains("<\(RingKind.exercise.color.hex)>16 days</>"))
    #expect(!marked.contains("<\(RingKind.move.color.hex)></>"))
    #expect(ActivityStatistics(summaries: []).text() == "No Activity summary in the days read.\n")
  }
}
