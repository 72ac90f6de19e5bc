import ActivityRings
import ActivityRingsJSON
import Foundation
import Testing

/// Summaries' JSON lines are written directly, not through `JSONEncoder`: they must be the
/// bytes `JSONEncoder` writes, for every shape of summary, and read back by `SummaryJSON`.
@Suite struct SummaryJSONLinesTests {
  static let numbers: [Double?] = [
    nil, 0, -0.0, 1, 30, 0.1, 700.698, 2.5e-7, 1e16, 123_456_789.125, 5e-324,
    1.797_693_134_862_315_7e308, 9_007_199_254_740_993, 1e-5,
  ]

  /// Summaries covering every optional field absent and present, every unit and move mode.
  static var summaries: [ActivitySummary] {
    let units: [EnergyUnit?] = [nil] + EnergyUnit.allCases
    let modes: [MoveMode?] = [nil] + MoveMode.allCases
    // A fixed pseudo-random walk through the numbers (a 64-bit linear congruential sequence).
    var state: UInt64 = 42
    func number() -> Double? {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return numbers[Int(state >> 33) % numbers.count]
    }
    return (0..<600).map { index in
      ActivitySummary(
        day: index % 7 == 0
          ? nil
          : try? CalendarDay(
            year: 1 + index * 13 % 9999, month: 1 + index % 12, day: 1 + index % 28),
        activeEnergyBurned: number(), activeEnergyBurnedGoal: number(),
        activeEnergyBurnedUnit: units[index % units.count], appleMoveTime: number(),
        appleMoveTimeGoal: number(), appleExerciseTime: number(),
        appleExerciseTimeGoal: number(), appleStandHours: number(),
        appleStandHoursGoal: number(), moveMode: modes[index / 5 % modes.count],
        isPaused: index % 3 == 0)
    }
  }

  @Test func jsonLinesAreWhatJSONEncoderWrites() throws {
    let summaries = Self.summaries
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let expected = try summaries.map {
      String(decoding: try encoder.encode($0), as: UTF8.self) + "\n"
    }.joined()
    #expect(try SummaryJSONLines.lines(summaries) == Array(expected.utf8))
    #expect(
      try SummaryJSONLines.lines([ActivitySummary()])
        == Array((#"{"isPaused":false,"moveMode":"activeEnergy"}"# + "\n").utf8))
  }

  /// `import --format json` writes one document: an array JSONDecoder reads back whole.
  @Test func theDocumentIsOneArrayOfTheSameObjects() throws {
    let summaries = Array(Self.summaries.prefix(40))
    let document = try SummaryJSONLines.document(summaries)
    let decoded = try JSONDecoder().decode([ActivitySummary].self, from: Data(document))
    let lines = try summaries.map { try SummaryJSONLines.lines([$0]) }
    #expect(decoded.count == summaries.count)
    #expect(
      String(decoding: document, as: UTF8.self)
        == "[\n"
        + lines.map { String(decoding: $0.dropLast(), as: UTF8.self) }
        .joined(separator: ",\n") + "\n]\n")
    #expect(try SummaryJSONLines.document([]) == Array("[]\n".utf8))
  }

  @Test func aNumberJSONCannotHoldIsAnErrorInWords() throws {
    let day = try CalendarDay(parsing: "2024-05-01")
    let error = #expect(throws: SummaryJSONWriteError.self) {
      try SummaryJSONLines.document([ActivitySummary(day: day, appleExerciseTime: -.infinity)])
    }
    #expect(
      error?.description
        == "cannot write 2024-05-01 as JSON: appleExerciseTime is -inf, which JSON cannot hold")
  }
}
