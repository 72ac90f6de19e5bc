#if !hasFeature(Embedded)
  extension ActivityStatistics: Encodable {
    /// The JSON keys: the span's figures, then every figure of the statistics.
    private enum CodingKeys: String, CodingKey {
      case span, longestGap, streaks, perfectWeeks, perfectMoveMonths, records, goals, total
      case years, months
    }

    /// The keys of `span`: its days, and the whole span's counts of days.
    private enum SpanKeys: String, CodingKey {
      case first, last, days, daysWithData, daysWithoutData, pausedDays
    }

    /// Encodes every figure as one object: `rings stats --format json` writes it. Days are
    /// `YYYY-MM-DD`, months `YYYY-MM`; what is not there is `null` (a rate where no day counts,
    /// a streak that never ran, a gap when every day has data, the span when there is no
    /// summary), never 0.
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    /// let json = try encoder.encode(ActivityStatistics(summaries: days))
    /// ```
    ///
    /// ```json
    /// {"span": {"first": "2026-05-30", "last": "2026-07-05", "days": 37, "daysWithData": 36,
    ///           "daysWithoutData": 1, "pausedDays": 0},
    ///  "longestGap": {"first": "2026-07-02", "last": "2026-07-02", "days": 1},
    ///  "streaks": [{"target": "move", "longest": {"first": "2026-06-01", "last": "2026-07-01",
    ///               "length": 31}, "current": {…}}, …],
    ///  "perfectWeeks": {"move": ["2026-06-01", …], "exercise": […], "stand": […], "all": […]},
    ///  "perfectMoveMonths": ["2026-06"],
    ///  "records": [{"measure": "activeEnergy", "day": "2026-07-03", "value": 1500, "unit": "kcal",
    ///               "kilocalories": 1500}, …],
    ///  "goals": [{"ring": "move", "goal": 400, "unit": "kcal", "first": …, "last": …, "days": 14}, …],
    ///  "total": {…}, "years": [{…}], "months": [{"period": "2026-06", "kind": "month", …,
    ///            "move": {"closed": 30, "counted": 30, "rate": 1}, …}]}
    /// ```
    ///
    /// ``streaks`` are ``StreakSummary`` objects, ``records`` ``ActivityRecord``s,
    /// ``goalPeriods`` ``GoalPeriod``s, ``longestGap`` a ``DayRange``, and ``total``, ``years``
    /// and ``months`` ``PeriodStatistics``: each part encodes itself the same way on its own.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      if let span, let total {
        var spanContainer = container.nestedContainer(keyedBy: SpanKeys.self, forKey: .span)
        try spanContainer.encode(span.first.description, forKey: .first)
        try spanContainer.encode(span.last.description, forKey: .last)
        try spanContainer.encode(total.days, forKey: .days)
        try spanContainer.encode(total.daysWithData, forKey: .daysWithData)
        try spanContainer.encode(total.daysWithoutData, forKey: .daysWithoutData)
        try spanContainer.encode(total.pausedDays, forKey: .pausedDays)
      } else {
        try container.encodeNil(forKey: .span)
      }
      try container.encodeOrNull(longestGap, forKey: .longestGap)
      try container.encode(streaks, forKey: .streaks)
      var weeks: [String: [String]] = [:]
      for target in RingTarget.allCases {
        weeks[target.rawValue] = perfectWeeks(of: target).map(\.description)
      }
      try container.encode(weeks, forKey: .perfectWeeks)
      try container.encode(
        perfectMoveMonths.map { String($0.description.prefix(7)) }, forKey: .perfectMoveMonths)
      try container.encode(records, forKey: .records)
      try container.encode(goalPeriods, forKey: .goals)
      try container.encodeOrNull(total, forKey: .total)
      try container.encode(years, forKey: .years)
      try container.encode(months, forKey: .months)
    }
  }
#endif
