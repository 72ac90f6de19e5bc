#if !hasFeature(Embedded)
  extension ActivitySummary: Codable {
    /// The JSON keys: the Apple Health export's attribute names, plus `moveMode` and `isPaused`.
    ///
    /// ```json
    /// {"dateComponents": "2016-04-14", "activeEnergyBurned": 700.698,
    ///  "activeEnergyBurnedGoal": 680, "activeEnergyBurnedUnit": "kcal",
    ///  "appleExerciseTime": 89, "appleExerciseTimeGoal": 30,
    ///  "appleStandHours": 16, "appleStandHoursGoal": 12}
    /// ```
    public enum CodingKeys: String, CodingKey, CaseIterable {
      /// The day, `YYYY-MM-DD`.
      case dateComponents
      /// ``ActivitySummary/activeEnergyBurned``.
      case activeEnergyBurned
      /// ``ActivitySummary/activeEnergyBurnedGoal``.
      case activeEnergyBurnedGoal
      /// ``ActivitySummary/activeEnergyBurnedUnit``: `kcal`, `Cal` or `kJ`.
      case activeEnergyBurnedUnit
      /// ``ActivitySummary/appleMoveTime``.
      case appleMoveTime
      /// ``ActivitySummary/appleMoveTimeGoal``.
      case appleMoveTimeGoal
      /// ``ActivitySummary/appleExerciseTime``.
      case appleExerciseTime
      /// ``ActivitySummary/appleExerciseTimeGoal``.
      case appleExerciseTimeGoal
      /// ``ActivitySummary/appleStandHours``.
      case appleStandHours
      /// ``ActivitySummary/appleStandHoursGoal``.
      case appleStandHoursGoal
      /// ``ActivitySummary/moveMode``: `activeEnergy` or `appleMoveTime`.
      case moveMode
      /// ``ActivitySummary/isPaused``.
      case isPaused
    }

    /// The iOS 13 spellings of the move-time attributes, accepted when decoding.
    private enum LegacyKeys: String, CodingKey {
      case appleMoveMinutes, appleMoveMinutesGoal
    }

    /// Decodes a summary from JSON that uses the export's attribute names. Numbers may be JSON
    /// numbers or numeric strings (as in the XML export); the energy unit may be `kcal`, `Cal` or
    /// `kJ`; every key is optional. Values are validated as they are read.
    ///
    /// ```swift
    /// let json = #"{"appleStandHours": "8", "appleStandHoursGoal": 12}"#
    /// let summary = try JSONDecoder().decode(ActivitySummary.self, from: Data(json.utf8))
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the key, for malformed days, unknown units,
    ///   non-numeric text, and negative, NaN or infinite numbers.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let legacy = try decoder.container(keyedBy: LegacyKeys.self)

      func number(_ key: CodingKeys) throws -> Double? {
        try Self.decodeNumber(container, key)
      }

      if let text = try container.decodeIfPresent(String.self, forKey: .dateComponents) {
        do {
          day = try CalendarDay(parsing: text)
        } catch {
          throw DecodingError.dataCorruptedError(
            forKey: .dateComponents, in: container, debugDescription: error.description)
        }
      } else {
        day = nil
      }
      activeEnergyBurned = try number(.activeEnergyBurned)
      activeEnergyBurnedGoal = try number(.activeEnergyBurnedGoal)
      if let unitName = try container.decodeIfPresent(String.self, forKey: .activeEnergyBurnedUnit)
      {
        guard let unit = EnergyUnit(exportName: unitName) else {
          throw DecodingError.dataCorruptedError(
            forKey: .activeEnergyBurnedUnit, in: container,
            debugDescription: "unknown energy unit '\(unitName)' (expected kcal, Cal or kJ)")
        }
        activeEnergyBurnedUnit = unit
      } else {
        activeEnergyBurnedUnit = nil
      }
      appleMoveTime = try number(.appleMoveTime) ?? Self.decodeNumber(legacy, .appleMoveMinutes)
      appleMoveTimeGoal =
        try number(.appleMoveTimeGoal) ?? Self.decodeNumber(legacy, .appleMoveMinutesGoal)
      appleExerciseTime = try number(.appleExerciseTime)
      appleExerciseTimeGoal = try number(.appleExerciseTimeGoal)
      appleStandHours = try number(.appleStandHours)
      appleStandHoursGoal = try number(.appleStandHoursGoal)
      moveMode = try container.decodeIfPresent(MoveMode.self, forKey: .moveMode)
      isPaused = try container.decodeIfPresent(Bool.self, forKey: .isPaused) ?? false
    }

    /// Encodes the summary with the export's attribute names, numbers as JSON numbers, absent
    /// values left out, and `moveMode` always written (inferred when it was not set).
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(ActivitySummary(appleStandHours: 8))
    /// // {"appleStandHours":8,"isPaused":false,"moveMode":"activeEnergy"}
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(day?.description, forKey: .dateComponents)
      try container.encodeIfPresent(activeEnergyBurned, forKey: .activeEnergyBurned)
      try container.encodeIfPresent(activeEnergyBurnedGoal, forKey: .activeEnergyBurnedGoal)
      try container.encodeIfPresent(activeEnergyBurnedUnit?.symbol, forKey: .activeEnergyBurnedUnit)
      try container.encodeIfPresent(appleMoveTime, forKey: .appleMoveTime)
      try container.encodeIfPresent(appleMoveTimeGoal, forKey: .appleMoveTimeGoal)
      try container.encodeIfPresent(appleExerciseTime, forKey: .appleExerciseTime)
      try container.encodeIfPresent(appleExerciseTimeGoal, forKey: .appleExerciseTimeGoal)
      try container.encodeIfPresent(appleStandHours, forKey: .appleStandHours)
      try container.encodeIfPresent(appleStandHoursGoal, forKey: .appleStandHoursGoal)
      try container.encode(effectiveMoveMode, forKey: .moveMode)
      try container.encode(isPaused, forKey: .isPaused)
    }

    /// Reads a number stored either as a JSON number or as numeric text, then validates it.
    private static func decodeNumber<Key: CodingKey>(
      _ container: KeyedDecodingContainer<Key>, _ key: Key
    ) throws -> Double? {
      guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
      let value: Double
      if let number = try? container.decode(Double.self, forKey: key) {
        value = number
      } else {
        let text = try container.decode(String.self, forKey: key)
        guard let parsed = Double(text.trimmingSpaces) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container,
            debugDescription: "\(key.stringValue) is '\(text)', not a number")
        }
        value = parsed
      }
      do {
        try ValidationError.check(value, field: key.stringValue)
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: error.description)
      }
      return value
    }
  }

  extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: Substring {
      let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
      guard let first = firstIndex(where: { !isSpace($0) }),
        let last = lastIndex(where: { !isSpace($0) })
      else { return "" }
      return self[first...last]
    }
  }
#endif
