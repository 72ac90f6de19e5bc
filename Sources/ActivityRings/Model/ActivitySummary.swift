/// One person's activity for one calendar day, mirroring HealthKit's `HKActivitySummary` and the
/// Apple Health export's `<ActivitySummary>` element.
///
/// ```swift
/// let today = ActivitySummary(
///   day: try CalendarDay(parsing: "2026-08-13"),
///   activeEnergyBurned: 350, activeEnergyBurnedGoal: 500,
///   appleExerciseTime: 20, appleExerciseTimeGoal: 30,
///   appleStandHours: 8, appleStandHoursGoal: 12)
/// try today.progress(of: .move)  // 0.7
/// ```
///
/// Every value is optional: `nil` means "no data" (the ring shows an empty track), which is not
/// the same as zero (the ring shows a dot at 12 o'clock). Property names are the export's
/// attribute names, which are also the JSON keys (see ``ActivitySummary/CodingKeys``).
public struct ActivitySummary: Sendable, Hashable {
  /// The day this summary covers (the export's `dateComponents`).
  public var day: CalendarDay?
  /// Active energy burned, in ``activeEnergyBurnedUnit``.
  public var activeEnergyBurned: Double?
  /// The Move goal for active energy, in ``activeEnergyBurnedUnit``.
  public var activeEnergyBurnedGoal: Double?
  /// The unit of the two energy values; kilocalories when absent.
  public var activeEnergyBurnedUnit: EnergyUnit?
  /// Move time in minutes (move-time mode).
  public var appleMoveTime: Double?
  /// The Move goal in minutes (move-time mode).
  public var appleMoveTimeGoal: Double?
  /// Exercise minutes.
  public var appleExerciseTime: Double?
  /// The Exercise goal in minutes.
  public var appleExerciseTimeGoal: Double?
  /// Stand hours (Roll hours for wheelchair users).
  public var appleStandHours: Double?
  /// The Stand goal in hours.
  public var appleStandHoursGoal: Double?
  /// What the Move ring measures; when nil it is inferred (see ``effectiveMoveMode``).
  public var moveMode: MoveMode?
  /// Whether the person paused their rings for this day. Paused days still carry values.
  public var isPaused: Bool

  /// Creates a summary; every value defaults to "no data".
  public init(
    day: CalendarDay? = nil,
    activeEnergyBurned: Double? = nil,
    activeEnergyBurnedGoal: Double? = nil,
    activeEnergyBurnedUnit: EnergyUnit? = nil,
    appleMoveTime: Double? = nil,
    appleMoveTimeGoal: Double? = nil,
    appleExerciseTime: Double? = nil,
    appleExerciseTimeGoal: Double? = nil,
    appleStandHours: Double? = nil,
    appleStandHoursGoal: Double? = nil,
    moveMode: MoveMode? = nil,
    isPaused: Bool = false
  ) {
    self.day = day
    self.activeEnergyBurned = activeEnergyBurned
    self.activeEnergyBurnedGoal = activeEnergyBurnedGoal
    self.activeEnergyBurnedUnit = activeEnergyBurnedUnit
    self.appleMoveTime = appleMoveTime
    self.appleMoveTimeGoal = appleMoveTimeGoal
    self.appleExerciseTime = appleExerciseTime
    self.appleExerciseTimeGoal = appleExerciseTimeGoal
    self.appleStandHours = appleStandHours
    self.appleStandHoursGoal = appleStandHoursGoal
    self.moveMode = moveMode
    self.isPaused = isPaused
  }

  /// The move mode in force: ``moveMode`` when set, otherwise inferred from the goals with
  /// ``MoveMode/inferred(energyGoal:moveTimeGoal:)``.
  public var effectiveMoveMode: MoveMode {
    moveMode ?? .inferred(energyGoal: activeEnergyBurnedGoal, moveTimeGoal: appleMoveTimeGoal)
  }

  /// The energy unit in force: ``activeEnergyBurnedUnit``, or kilocalories when absent.
  public var effectiveEnergyUnit: EnergyUnit { activeEnergyBurnedUnit ?? .kilocalories }

  /// The value and goal that a ring shows, with the export names of their fields.
  public func reading(of kind: RingKind) -> RingReading {
    switch kind {
    case .move where effectiveMoveMode == .appleMoveTime:
      RingReading(
        kind: kind, value: appleMoveTime, goal: appleMoveTimeGoal,
        valueField: "appleMoveTime", goalField: "appleMoveTimeGoal")
    case .move:
      RingReading(
        kind: kind, value: activeEnergyBurned, goal: activeEnergyBurnedGoal,
        valueField: "activeEnergyBurned", goalField: "activeEnergyBurnedGoal")
    case .exercise:
      RingReading(
        kind: kind, value: appleExerciseTime, goal: appleExerciseTimeGoal,
        valueField: "appleExerciseTime", goalField: "appleExerciseTimeGoal")
    case .stand:
      RingReading(
        kind: kind, value: appleStandHours, goal: appleStandHoursGoal,
        valueField: "appleStandHours", goalField: "appleStandHoursGoal")
    }
  }

  /// A ring's progress: value ÷ goal, where 1 is a closed ring and 2.5 is two and a half laps.
  ///
  /// ```swift
  /// let summary = ActivitySummary(appleStandHours: 8, appleStandHoursGoal: 12)
  /// try summary.progress(of: .stand)     // 0.666…
  /// try summary.progress(of: .exercise)  // nil: no data
  /// ```
  ///
  /// - Returns: `nil` when the value or the goal is absent (no data: an empty track), and also
  ///   when the goal is 0. A goal of 0 is what Health records before a goal was ever set; Apple
  ///   shows an empty ring then, so we do too, rather than divide by zero. Otherwise a finite
  ///   number ≥ 0.
  /// - Throws: ``ValidationError`` naming the field when the value or goal is negative, NaN or
  ///   infinite.
  public func progress(of kind: RingKind) throws(ValidationError) -> Double? {
    try reading(of: kind).progress()
  }

  /// Checks every numeric field: each must be absent, or finite and not negative.
  ///
  /// - Throws: ``ValidationError`` naming the first field at fault, in export attribute order.
  public func validate() throws(ValidationError) {
    try ValidationError.check(activeEnergyBurned, field: "activeEnergyBurned")
    try ValidationError.check(activeEnergyBurnedGoal, field: "activeEnergyBurnedGoal")
    try ValidationError.check(appleMoveTime, field: "appleMoveTime")
    try ValidationError.check(appleMoveTimeGoal, field: "appleMoveTimeGoal")
    try ValidationError.check(appleExerciseTime, field: "appleExerciseTime")
    try ValidationError.check(appleExerciseTimeGoal, field: "appleExerciseTimeGoal")
    try ValidationError.check(appleStandHours, field: "appleStandHours")
    try ValidationError.check(appleStandHoursGoal, field: "appleStandHoursGoal")
  }

  /// Whether the summary has any Exercise or Stand data: false for a phone without a watch,
  /// which shows only the Move ring.
  public var hasWatchRings: Bool {
    [appleExerciseTime, appleExerciseTimeGoal, appleStandHours, appleStandHoursGoal]
      .contains { $0 != nil }
  }
}
