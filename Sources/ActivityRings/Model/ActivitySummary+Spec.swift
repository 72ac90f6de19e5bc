extension ActivitySummary {
  /// Reads an inline summary spec, as `rings --summary` takes it:
  /// `move=350/500,exercise=20/30,stand=8/12`.
  ///
  /// ```swift
  /// let summary = try ActivitySummary(spec: "move=350/500,stand=8/12,date=2026-11-20")
  /// summary.appleStandHours  // 8
  /// ```
  ///
  /// Keys (any case, each once): `move` (kilocalories), `movetime` (minutes, move-time mode),
  /// `exercise` (minutes) and `stand` (hours), each `VALUE/GOAL` (see ``ValueGoal``); `date`
  /// (`YYYY-MM-DD`), `unit` (`kcal`, `Cal` or `kJ`) and `paused` (`true` or `false`). Entries
  /// are separated by commas; spaces around keys and values are ignored.
  ///
  /// - Throws: ``SummarySpecError`` naming the entry at fault.
  public init(spec: String) throws(SummarySpecError) {
    var summary = ActivitySummary()
    var seen: Set<String> = []
    for entry in spec.split(separator: ",", omittingEmptySubsequences: true) {
      let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2 else { throw .notKeyValue(String(entry)) }
      let key = Self.asciiLowercased(pair[0].trimmingCharacters(in: " "))
      let value = String(pair[1].trimmingCharacters(in: " "))
      guard seen.insert(key).inserted else { throw .repeated(key) }
      if let readingKey = ReadingKey(rawValue: key) {
        do {
          summary.set(try ValueGoal(parsing: value), for: readingKey)
        } catch {
          throw .value(key: key, error)
        }
        continue
      }
      switch key {
      case "date":
        do {
          summary.day = try CalendarDay(parsing: value)
        } catch {
          throw .date(error)
        }
      case "unit":
        guard let unit = EnergyUnit(exportName: value) else { throw .unit(value) }
        summary.activeEnergyBurnedUnit = unit
      case "paused":
        guard let paused = Bool(value) else { throw .paused(value) }
        summary.isPaused = paused
      default:
        throw .unknownKey(key)
      }
    }
    if seen.contains("move") && seen.contains("movetime") { throw .bothMoveModes }
    guard !seen.isEmpty else { throw .empty(spec) }
    self = summary
  }

  /// `text` with ASCII capitals made small (no Unicode tables needed).
  private static func asciiLowercased(_ text: Substring) -> String {
    String(
      decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
  }
}
