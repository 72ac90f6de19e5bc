import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings stats --format json`: every figure of ``ActivityStatistics`` as one object. Days are
/// `YYYY-MM-DD`; what is not there is `null` (a rate where no day counts, a streak that never
/// ran, a gap when every day has data), never 0.
///
/// ```json
/// {"span": {"first": "2026-05-30", "last": "2026-07-05", "days": 37, "daysWithData": 36, …},
///  "streaks": [{"target": "move", "longest": {"first": "2026-06-01", "last": "2026-07-01",
///               "length": 31}, "current": {…}}, …],
///  "perfectWeeks": {"move": ["2026-06-01", …], …}, "perfectMoveMonths": ["2026-06"],
///  "records": [{"measure": "activeEnergy", "day": "2026-07-03", "value": 1500, "unit": "kcal",
///               "kilocalories": 1500}, …],
///  "goals": [{"ring": "move", "goal": 400, "unit": "kcal", "first": …, "last": …, "days": 14}, …],
///  "total": {…}, "years": [{…}], "months": [{"period": "2026-06", "move": {"closed": 30,
///            "counted": 30, "rate": 1}, …}]}
/// ```
struct StatisticsJSON: Encodable {
  struct Range: Encodable {
    let first: String
    let last: String
    let days: Int
  }

  struct Span: Encodable {
    let first: String
    let last: String
    let days: Int
    let daysWithData: Int
    let daysWithoutData: Int
    let pausedDays: Int
  }

  struct StreakJSON: Encodable {
    let first: String
    let last: String
    let length: Int
  }

  struct Streaks: Encodable {
    let target: String
    let longest: OrNull<StreakJSON>
    let current: OrNull<StreakJSON>
  }

  struct Count: Encodable {
    let closed: Int
    let counted: Int
    let rate: OrNull<Double>
  }

  struct Period: Encodable {
    let period: String
    let kind: String
    let first: String
    let last: String
    let days: Int
    let daysWithData: Int
    let daysWithoutData: Int
    let pausedDays: Int
    let move: Count
    let exercise: Count
    let stand: Count
    let all: Count
    let doubleMoveDays: Int
    let tripleMoveDays: Int

    init(_ period: PeriodStatistics) {
      self.period = period.name
      kind = period.kind.rawValue
      first = period.first.description
      last = period.last.description
      days = period.days
      daysWithData = period.daysWithData
      daysWithoutData = period.daysWithoutData
      pausedDays = period.pausedDays
      func count(_ target: RingTarget) -> Count {
        let count = period.count(of: target)
        return Count(closed: count.closed, counted: count.counted, rate: OrNull(count.rate))
      }
      move = count(.move)
      exercise = count(.exercise)
      stand = count(.stand)
      all = count(.all)
      doubleMoveDays = period.doubleMoveDays
      tripleMoveDays = period.tripleMoveDays
    }
  }

  struct Record: Encodable {
    let measure: String
    let day: String
    let value: Double
    let unit: String
    let kilocalories: Double?
  }

  struct Goal: Encodable {
    let ring: String
    let goal: Double
    let unit: String
    let first: String
    let last: String
    let days: Int
  }

  let span: OrNull<Span>
  let longestGap: OrNull<Range>
  let streaks: [Streaks]
  let perfectWeeks: [String: [String]]
  let perfectMoveMonths: [String]
  let records: [Record]
  let goals: [Goal]
  let total: OrNull<Period>
  let years: [Period]
  let months: [Period]

  init(_ statistics: ActivityStatistics) {
    if let range = statistics.span, let total = statistics.total {
      span = OrNull(
        Span(
          first: range.first.description, last: range.last.description, days: total.days,
          daysWithData: total.daysWithData, daysWithoutData: total.daysWithoutData,
          pausedDays: total.pausedDays))
    } else {
      span = OrNull(nil)
    }
    longestGap = OrNull(
      statistics.longestGap.map {
        Range(first: $0.first.description, last: $0.last.description, days: $0.days)
      })
    func json(_ streak: Streak?) -> StreakJSON? {
      streak.map {
        StreakJSON(first: $0.first.description, last: $0.last.description, length: $0.length)
      }
    }
    streaks = statistics.streaks.map {
      Streaks(
        target: $0.target.rawValue, longest: OrNull(json($0.longest)),
        current: OrNull(json($0.current)))
    }
    perfectWeeks = Dictionary(
      uniqueKeysWithValues: RingTarget.allCases.map { target in
        (target.rawValue, statistics.perfectWeeks(of: target).map(\.description))
      })
    perfectMoveMonths = statistics.perfectMoveMonths.map { String($0.description.prefix(7)) }
    records = statistics.records.map { record in
      Record(
        measure: record.measure.rawValue, day: record.day.description, value: record.value,
        unit: record.unit,
        kilocalories: record.measure == .activeEnergy ? record.comparable : nil)
    }
    goals = statistics.goalPeriods.map { period in
      Goal(
        ring: period.ring.rawValue, goal: period.goal, unit: period.unit,
        first: period.first.description, last: period.last.description, days: period.days)
    }
    total = OrNull(statistics.total.map(Period.init))
    years = statistics.years.map(Period.init)
    months = statistics.months.map(Period.init)
  }

  /// The JSON text, pretty-printed with sorted keys, ending in a newline.
  ///
  /// - Throws: a runtime ``CLIError`` if it cannot be encoded (it always can: every number is
  ///   finite).
  static func text(of statistics: ActivityStatistics) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(StatisticsJSON(statistics)), as: UTF8.self) + "\n"
    } catch {
      throw .runtime("cannot encode the statistics as JSON: \(error)")
    }
  }
}
