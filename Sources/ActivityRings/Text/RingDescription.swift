/// What a picture of rings says in words, made once per scene and written into every format:
/// SVG `<title>`/`<desc>`, PNG and APNG text chunks, PDF metadata, the terminal caption and
/// `rings describe`.
///
/// The sentence is worded like Apple's accessibility values for the rings:
///
/// ```swift
/// let description = try RingScene(summary: today).ringDescription
/// description.sentence
/// // "Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent.
/// //  Stand: 8 of 12 hours, 67 percent."
/// description.title     // "Activity rings"
/// ```
///
/// With a label the person's name comes first, and with a summary's day its date ("Ana, Thursday
/// 13 August 2026. Move: …"); the title says the same ("Ana's activity rings, Thursday 13 August
/// 2026"). Values and percentages are whole numbers, as in the Activity app, rounded down where
/// rounding to the nearest would show a ring short of its goal as reaching it ("499 of 500
/// calories, 99 percent" for 499.9 of 500; see ``Ring/shownValue``); energy reads
/// "calories" (kilocalories, as Apple names them) or "kilojoules", move time and Exercise
/// "minutes", Stand "hours" — and Stand is "Roll" for wheelchair users. A ring without data says
/// "no data", a value without a goal (a goal of 0) says "no goal", a scene made from bare
/// progress says only the percentage, and a paused day ends "Rings paused."
public struct RingDescription: Sendable, Hashable {
  /// What one ring says.
  public struct Ring: Sendable, Hashable {
    /// What the ring shows.
    public enum State: String, Sendable, Hashable, CaseIterable {
      /// A value and a goal above 0: "350 of 500 calories, 70 percent".
      case progress
      /// A value with no goal (absent or 0): "90 calories, no goal".
      case noGoal
      /// No value: "no data".
      case noData
      /// A bare progress value, no summary behind it: "70 percent".
      case percentOnly
    }

    /// Which ring.
    public var kind: RingKind
    /// The ring's spoken name: "Move", "Exercise", "Stand", or "Roll" for wheelchair users.
    public var name: String
    /// What it shows.
    public var state: State
    /// The value, as recorded (nil without data or for bare progress).
    public var value: Double?
    /// The goal, as recorded (nil when absent).
    public var goal: Double?
    /// The spoken unit: "calories", "kilojoules", "minutes" or "hours"; nil for bare progress.
    public var unit: String?
    /// Value ÷ goal × 100, nil without a goal above 0; past 100 for a ring past its goal.
    public var percent: Double?
    /// The ring's phrase in the sentence, without the name: "350 of 500 calories, 70 percent".
    public var phrase: String

    /// The value as the phrase says it: a whole number, rounded to the nearest, but never
    /// shown as reaching a goal it has not reached (499.9 of 500 is "499"); nil without one.
    public var shownValue: String? {
      guard let value else { return nil }
      guard state == .progress, let goal else { return ProgressText.number(value) }
      return ProgressText.amounts(value: value, goal: goal).value
    }

    /// The goal as the phrase says it ("500"); nil without a goal above 0.
    public var shownGoal: String? {
      guard state == .progress, let value, let goal else { return nil }
      return ProgressText.amounts(value: value, goal: goal).goal
    }

    /// The percentage as the phrase says it: a whole number, never 100 for a ring short of
    /// its goal ("99"), and "more than 1e+308" past what a number holds; nil without one.
    public var shownPercent: String? {
      guard let percent else { return nil }
      let reached =
        if let value, let goal { value >= goal } else { percent >= 100 }
      return ProgressText.percent(percent, reached: reached)
    }
  }

  /// The person's name from the label, as given (nil without one).
  public var name: String?
  /// The day the rings are for, when the summary says.
  public var day: CalendarDay?
  /// Whether the day is paused.
  public var isPaused: Bool
  /// Each drawn ring, outermost first.
  public var rings: [Ring]

  /// A short title: "Activity rings", "Ana's activity rings", "Activity rings, Thursday 13
  /// August 2026".
  public var title: String {
    var title = name.map { "\($0)'s activity rings" } ?? "Activity rings"
    if let day { title += ", \(day.spokenText)" }
    return title
  }

  /// The whole description: who and when, then each ring, then "Rings paused." on a paused day.
  public var sentence: String {
    var parts: [String] = []
    switch (name, day) {
    case (let name?, let day?): parts.append("\(name), \(day.spokenText).")
    case (let name?, nil): parts.append("\(name).")
    case (nil, let day?): parts.append("\(day.spokenText).")
    case (nil, nil): break
    }
    parts += rings.map { "\($0.name): \($0.phrase)." }
    if isPaused { parts.append("Rings paused.") }
    return parts.joined(separator: " ")
  }

  /// The description of a day's rings without drawing them: what a scene of `summary` with
  /// `label` says.
  ///
  /// - Throws: ``SceneError/invalidValue(_:)`` when a summary value is negative, NaN or
  ///   infinite.
  public init(summary: ActivitySummary?, style: RingStyle = .automatic, label: RingLabel? = nil)
    throws(SceneError)
  {
    let scene = try RingScene(summary: summary, style: style)
    self.init(
      scene: scene, name: label?.name.map(LabelBlock.singleLine),
      usesWheelchair: label?.usesWheelchair == true)
  }

  /// The description of `scene`, with `name` (the label's name as given) when it has one.
  init(scene: RingScene, name: String?, usesWheelchair: Bool) {
    self.name = name.flatMap { $0.isEmpty ? nil : $0 }
    day = scene.summary?.day
    isPaused = scene.summary?.isPaused == true
    let wheelchair = usesWheelchair
    rings = scene.rings.map { kind in
      Self.ring(kind, in: scene, name: kind == .stand && wheelchair ? "Roll" : kind.name)
    }
  }

  private static func ring(_ kind: RingKind, in scene: RingScene, name: String) -> Ring {
    var ring: Ring
    if let summary = scene.summary {
      let reading = summary.reading(of: kind)
      let unit = kind.spokenUnit(
        moveMode: summary.effectiveMoveMode, energyUnit: summary.effectiveEnergyUnit)
      switch (reading.value, reading.goal) {
      case (let value?, let goal?) where goal > 0:
        ring = Ring(
          kind: kind, name: name, state: .progress, value: value, goal: goal, unit: unit,
          percent: value / goal * 100, phrase: "")
      case (let value?, let goal):
        ring = Ring(
          kind: kind, name: name, state: .noGoal, value: value, goal: goal, unit: unit,
          percent: nil, phrase: "")
      case (nil, let goal):
        ring = Ring(
          kind: kind, name: name, state: .noData, value: nil, goal: goal, unit: unit,
          percent: nil, phrase: "")
      }
    } else if let progress = scene.progress[kind] {
      ring = Ring(
        kind: kind, name: name, state: .percentOnly, value: nil, goal: nil, unit: nil,
        percent: progress * 100, phrase: "")
    } else {
      ring = Ring(
        kind: kind, name: name, state: .noData, value: nil, goal: nil, unit: nil, percent: nil,
        phrase: "")
    }
    ring.phrase = phrase(of: ring)
    return ring
  }

  /// "350 of 500 calories, 70 percent", "90 calories, no goal", "70 percent" or "no data".
  private static func phrase(of ring: Ring) -> String {
    let percent = ring.shownPercent.map { "\($0) percent" } ?? ""
    switch ring.state {
    case .progress:
      return "\(ring.shownValue ?? "") of \(ring.shownGoal ?? "") \(ring.unit ?? ""), \(percent)"
    case .noGoal:
      let value = ring.shownValue ?? ""
      let unit = ring.unit ?? ""
      // Compared as bytes: String's == would bring Unicode's normalization tables (30 KB)
      // into a WebAssembly build, for a string that is ASCII digits.
      let amount = value.utf8.elementsEqual("1".utf8) ? singular(unit) : unit
      return "\(value) \(amount), no goal"
    case .percentOnly: return percent
    case .noData: return "no data"
    }
  }

  /// The unit without its plural "s" (the units are English words in ASCII).
  private static func singular(_ unit: String) -> String {
    unit.utf8.last == UInt8(ascii: "s")
      ? String(decoding: unit.utf8.dropLast(), as: UTF8.self) : unit
  }
}
