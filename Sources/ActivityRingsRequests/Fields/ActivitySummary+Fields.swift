import ActivityRings

extension ActivitySummary {
  /// The fields that give a day's values, besides ``RequestField/summary``.
  public static let valueFields: [RequestField] = [
    .move, .moveTime, .exercise, .stand, .date, .unit, .paused,
  ]

  /// The day's values `fields` give: each ring as `VALUE/GOAL` (`move`, `move-time`,
  /// `exercise`, `stand`) with `date`, `unit` and `paused`, or the same as one inline spec
  /// (`summary`: `move=350/500,exercise=20/30,stand=8/12`, `ActivitySummary.init(spec:)`).
  ///
  /// ```swift
  /// let day = try ActivitySummary(fields: RequestFields([.move: "350/500", .paused: "true"]))
  /// day.isPaused  // true
  /// ```
  ///
  /// - Throws: ``RequestError`` naming the field at fault: no values at all, a spec beside
  ///   ring values, both Move modes, a malformed value.
  public init(fields: RequestFields) throws(RequestError) {
    if let spec = fields[.summary] {
      guard !fields.hasAny(of: Self.valueFields) else {
        throw RequestError(.summary) { name in
          "give \(name(.summary)) or the ring values (\(name(.move)), \(name(.exercise)), "
            + "\(name(.stand))…), not both"
        }
      }
      self = try Self(spec: spec, field: .summary)
      return
    }
    guard fields.hasAny(of: [.move, .moveTime, .exercise, .stand]) else {
      throw RequestError(.move) { name in
        "no values: give \(name(.move)) 350/500, \(name(.exercise)) 20/30 and \(name(.stand)) "
          + "8/12 (VALUE/GOAL), or \(name(.summary)) with a spec such as "
          + "move=350/500,exercise=20/30,stand=8/12"
      }
    }
    if fields[.move] != nil, fields[.moveTime] != nil {
      throw RequestError(.moveTime) { name in
        "\(name(.move)) and \(name(.moveTime)) are two Move modes: give one"
      }
    }
    var summary = ActivitySummary()
    let rings: [(RequestField, ReadingKey)] = [
      (.move, .move), (.moveTime, .moveTime), (.exercise, .exercise), (.stand, .stand),
    ]
    for (field, key) in rings {
      guard let text = fields[field] else { continue }
      do {
        summary.set(try ValueGoal(parsing: text), for: key)
      } catch {
        throw RequestError(field) { name in error.message(naming: name(field)) }
      }
    }
    summary.day = try fields.day(.date)
    if let text = fields[.unit] {
      guard let unit = EnergyUnit(exportName: RequestFields.trimmed(text)) else {
        throw RequestError(.unit) { name in
          "\(name(.unit)) \(QuotedText.quoted(text)) is not kcal, Cal or kJ"
        }
      }
      summary.activeEnergyBurnedUnit = unit
    }
    summary.isPaused = try fields.flag(.paused) ?? false
    self = summary
  }

  /// The inline spec `spec`, given as `field` (`summary`, or an animation's `from` and `to`).
  ///
  /// - Throws: ``RequestError`` naming `field`: "from: summary spec key 'steps' is unknown…".
  public init(spec: String, field: RequestField) throws(RequestError) {
    do {
      self = try ActivitySummary(spec: spec)
    } catch {
      throw RequestError(field) { name in "\(name(field)): \(error.description)" }
    }
  }
}
