import ActivityRings

/// What a URL's query asks to draw, read as `rings render`, `rings animate` and `rings history`
/// read their options, with the options' names (`size`, `scale`, `look`, `label-position`…) as
/// parameter names and the same defaults, so that a URL gives the tool's bytes.
///
/// ```swift
/// var query = try QueryParameters("move=350/500&exercise=20/30&stand=8/12&size=64&scale=2")
/// let summary = try RingQuery.summary(&query)
/// let picture = try RingQuery.Picture(&query)
/// try query.finish(known: RingQuery.valueNames + RingQuery.Picture.names)
/// let scene = try picture.scene(for: summary)
/// ```
///
/// This file is the server's whole translation from a query to a scene. It stays small so that
/// it can give way to the library's once the `render` options (size, scale, look, label,
/// background, preset → scene) and the inline summary spec are public library API.
enum RingQuery {
  /// The parameters that give a day's values, as `rings render`'s options of the same names.
  static let valueNames = ["move", "move-time", "exercise", "stand"]

  /// The summary of `move=350/500&exercise=20/30&stand=8/12` (or `move-time=20/30` for
  /// move-time mode).
  ///
  /// - Throws: a 400 naming the parameter for a malformed value, none at all, or both Move
  ///   modes.
  static func summary(_ query: inout QueryParameters) throws(RequestProblem) -> ActivitySummary {
    var values: [String: String] = [:]
    for name in valueNames {
      values[name] = query.take(name)
    }
    guard !values.isEmpty else {
      throw .badParameter("move", "no values: give move=350/500&exercise=20/30&stand=8/12")
    }
    return try summary(values, moveTimeName: "move-time")
  }

  /// The summary of an inline spec such as `move=350/500,exercise=20/30,stand=8/12`
  /// (`movetime=` for move-time mode), given as the value of `parameter`.
  ///
  /// - Throws: a 400 naming `parameter` for a malformed spec.
  static func summary(spec: String, parameter: String) throws(RequestProblem) -> ActivitySummary {
    var values: [String: String] = [:]
    for entry in spec.split(separator: ",", omittingEmptySubsequences: true) {
      let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = pair[0].lowercased()
      guard pair.count == 2, ["move", "movetime", "exercise", "stand"].contains(key) else {
        throw .badParameter(
          parameter,
          "\(parameter): \(QueryParameters.echo(entry)) is not move=, movetime=, exercise= or "
            + "stand= with VALUE/GOAL (for example move=350/500,exercise=20/30)")
      }
      guard values.updateValue(String(pair[1]), forKey: key) == nil else {
        throw .badParameter(parameter, "\(parameter) names \(key) twice")
      }
    }
    guard !values.isEmpty else {
      throw .badParameter(parameter, "\(parameter) is empty: give values such as move=350/500")
    }
    do {
      return try summary(values, moveTimeName: "movetime")
    } catch {
      throw .badParameter(parameter, "\(parameter): \(error.message)")
    }
  }

  private static func summary(_ values: [String: String], moveTimeName: String)
    throws(RequestProblem) -> ActivitySummary
  {
    if values["move"] != nil && values[moveTimeName] != nil {
      throw .badParameter(moveTimeName, "move and \(moveTimeName) are two Move modes: give one")
    }
    var summary = ActivitySummary()
    if let text = values["move"] {
      (summary.activeEnergyBurned, summary.activeEnergyBurnedGoal) = try valueGoal(text, "move")
    }
    if let text = values[moveTimeName] {
      (summary.appleMoveTime, summary.appleMoveTimeGoal) = try valueGoal(text, moveTimeName)
      summary.moveMode = .appleMoveTime
    }
    if let text = values["exercise"] {
      (summary.appleExerciseTime, summary.appleExerciseTimeGoal) = try valueGoal(text, "exercise")
    }
    if let text = values["stand"] {
      (summary.appleStandHours, summary.appleStandHoursGoal) = try valueGoal(text, "stand")
    }
    return summary
  }

  /// `VALUE/GOAL`, two finite numbers ≥ 0 with `.` as the decimal separator.
  private static func valueGoal(_ text: String, _ name: String) throws(RequestProblem) -> (
    Double, Double
  ) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .badParameter(
        name, "\(name) \(QueryParameters.echo(text)) is not VALUE/GOAL (for example 350/500)")
    }
    func number(_ part: Substring, _ what: String) throws(RequestProblem) -> Double {
      guard let number = Double(part), part.allSatisfy({ "0123456789.+-eE".contains($0) }) else {
        throw .badParameter(
          name, "\(name) \(QueryParameters.echo(text)): \(what) is not a number")
      }
      guard number.isFinite else {
        throw .badParameter(name, "\(name) \(QueryParameters.echo(text)): \(what) is too large")
      }
      guard number >= 0 else {
        throw .badParameter(
          name, "\(name) \(QueryParameters.echo(text)): \(what) must not be negative")
      }
      return number
    }
    return (try number(parts[0], "the value"), try number(parts[1], "the goal"))
  }

  /// One of `choices` by name, or nil when the parameter is absent.
  private static func choice<Value>(
    _ query: inout QueryParameters, _ name: String, _ choices: KeyValuePairs<String, Value>
  ) throws(RequestProblem) -> Value? {
    guard let text = query.take(name) else { return nil }
    guard let value = choices.first(where: { $0.key == text })?.value else {
      throw .badParameter(
        name,
        "\(name) \(QueryParameters.echo(text)) is not "
          + choices.dropLast().map(\.key).joined(separator: ", ") + " or "
          + (choices.last?.key ?? ""))
    }
    return value
  }

  /// `true` or `false`, or nil when the parameter is absent.
  private static func flag(_ query: inout QueryParameters, _ name: String) throws(RequestProblem)
    -> Bool?
  {
    try choice(&query, name, ["true": true, "false": false])
  }

  /// A number in `range`, or nil when the parameter is absent.
  private static func number(
    _ query: inout QueryParameters, _ name: String, _ requirement: String,
    _ isValid: (Double) -> Bool
  ) throws(RequestProblem) -> Double? {
    guard let text = query.take(name) else { return nil }
    guard let value = Double(text), text.allSatisfy({ "0123456789.+-eE".contains($0) }),
      isValid(value)
    else {
      throw .badParameter(
        name, "\(name) must be \(requirement) (got \(QueryParameters.echo(text)))")
    }
    return value
  }

  /// `scale=1|2|3`, 1 when absent.
  private static func scale(_ query: inout QueryParameters) throws(RequestProblem) -> RenderScale {
    try choice(&query, "scale", ["1": .x1, "2": .x2, "3": .x3]) ?? .x1
  }

  /// `look=gradient|flat`, gradient when absent.
  private static func look(_ query: inout QueryParameters) throws(RequestProblem) -> RingLook {
    try choice(&query, "look", ["gradient": .gradient, "flat": .flat]) ?? .default
  }

  /// A day's picture: `rings render`'s picture options.
  struct Picture: Sendable, Hashable {
    /// The parameters read here.
    static let names = [
      "style", "size", "scale", "look", "background", "glyphs", "label", "label-position",
      "wheelchair",
    ]

    /// Which rings.
    var style = RingStyle.automatic
    /// The side of the rings' square in points.
    var size = 160.0
    /// Pixels per point.
    var scale = RenderScale.x1
    /// Background, look, glyphs and label.
    var options = RingOptions()

    /// Reads the picture options, each defaulting as in `rings render`.
    ///
    /// - Throws: a 400 naming the parameter for a value that is not one of its choices.
    init(_ query: inout QueryParameters) throws(RequestProblem) {
      style =
        try choice(
          &query, "style", ["auto": .automatic, "three": .threeRings, "move-only": .moveOnly])
        ?? .automatic
      size =
        try number(&query, "size", "a number of points greater than 0") {
          $0.isFinite && $0 > 0
        } ?? 160
      scale = try RingQuery.scale(&query)
      options.look = try look(&query)
      options.background =
        try choice(&query, "background", ["black": .black, "circle": .circle]) ?? .black
      options.showsGlyphs = try flag(&query, "glyphs") ?? true
      let name = query.take("label")
      let placement =
        try choice(
          &query, "label-position",
          ["beside": RingLabel.Placement.beside, "below": .below]) ?? .beside
      let wheelchair = try flag(&query, "wheelchair") ?? false
      if let name {
        if let bad = name.unicodeScalars.first(where: QuotedText.isUnsafe) {
          throw .badParameter(
            "label",
            "label \(QueryParameters.echo(name)) holds U+"
              + String(bad.value, radix: 16, uppercase: true)
              + ", a control character or noncharacter that cannot be drawn: remove it")
        }
        options.label = RingLabel(name: name, placement: placement, usesWheelchair: wheelchair)
      }
    }

    /// The scene for `summary` (nil draws empty tracks), within ``RenderBudget``.
    ///
    /// - Throws: a 400 naming `size` for a picture too large or too small for its label.
    func scene(for summary: ActivitySummary?) throws(RequestProblem) -> RingScene {
      try checked(unbudgetedScene(for: summary))
    }

    /// The scene for `summary`, its picture not yet checked against ``RenderBudget``: for an
    /// animation, whose budget is checked first.
    func unbudgetedScene(for summary: ActivitySummary?) throws(RequestProblem) -> RingScene {
      do {
        return try RingScene(
          summary: summary, style: style, ringSide: size, scale: scale, options: options)
      } catch .labelDoesNotFit(let smallest) {
        let fitting = (smallest.shortSide * 100).rounded(.up) / 100
        throw .badParameter(
          "size",
          "size \(sizeText) is too small for the label: its text would be below 11 pt, Apple's "
            + "smallest legible size; the smallest size that fits it is \(Self.text(fitting))")
      } catch .invalidValue(let error) {
        throw .badParameter("values", error.description)
      } catch {
        throw .badParameter("size", "size \(sizeText) at scale \(scale.factor): \(error)")
      }
    }

    /// `scene` when its picture is within ``RenderBudget/maximumStillPixels``.
    func checked(_ scene: RingScene) throws(RequestProblem) -> RingScene {
      let pixels = scene.size.pixels(at: scene.scale)
      do {
        try RenderBudget.checkStill(width: pixels.width, height: pixels.height)
      } catch {
        throw .badParameter("size", "size \(sizeText) at scale \(scale.factor): \(error)")
      }
      return scene
    }

    private var sizeText: String { Self.text(size) }

    private static func text(_ value: Double) -> String {
      DecimalFormat(maximumFractionDigits: 2).string(value)
    }
  }

  /// A calendar of days: `rings history`'s options for a month or a week.
  struct Calendar: Sendable, Hashable {
    /// The parameters read here.
    static let names = ["cell-size", "scale", "look", "highlight"]

    /// The side of each day's rings in points.
    var cellSide = 44.0
    /// Pixels per point.
    var scale = RenderScale.x1
    /// Gradient or flat.
    var look = RingLook.default
    /// The day on a white disc: `highlight`, else today.
    var highlighted: CalendarDay?

    /// Reads the calendar options; `today` is highlighted unless `highlight` names a day.
    ///
    /// - Throws: a 400 naming the parameter for a malformed value.
    init(_ query: inout QueryParameters, today: CalendarDay?) throws(RequestProblem) {
      cellSide =
        try number(&query, "cell-size", "a number of points greater than 0") {
          $0.isFinite && $0 > 0
        } ?? 44
      scale = try RingQuery.scale(&query)
      look = try RingQuery.look(&query)
      highlighted =
        try query.take("highlight").map { (text) throws(RequestProblem) in
          try RingQuery.day(text, parameter: "highlight")
        } ?? today
    }

    /// The Monday-to-Sunday week holding `day`, titled as `rings history --week` titles it.
    func week(holding day: CalendarDay) throws(RequestProblem) -> (CalendarDay, CalendarDay, String)
    {
      do {
        let monday = try day.adding(days: 1 - day.weekday)
        return (monday, try monday.adding(days: 6), "Week of \(monday)")
      } catch {
        throw .badParameter("day", "the week of \(day): \(error)")
      }
    }

    /// The draw list of the days `first` through `last`, within ``RenderBudget``.
    ///
    /// - Throws: a 400 naming `cell-size` for a calendar too large to draw.
    func drawList(
      _ summaries: [ActivitySummary], from first: CalendarDay, through last: CalendarDay,
      title: String
    ) throws(RequestProblem) -> DrawList {
      let drawList: DrawList
      do {
        drawList = try HistoryCalendar(
          summaries: summaries, from: first, through: last, highlighted: highlighted,
          title: title, cellSide: cellSide, scale: scale, look: look
        ).drawList()
      } catch {
        throw .badParameter("cell-size", "\(error)")
      }
      let pixels = drawList.size.pixels(at: drawList.scale)
      do {
        try RenderBudget.checkStill(width: pixels.width, height: pixels.height)
      } catch {
        throw .badParameter(
          "cell-size",
          "cell-size \(DecimalFormat(maximumFractionDigits: 2).string(cellSide)) at scale "
            + "\(scale.factor): \(error)")
      }
      return drawList
    }
  }

  /// An animation between two days: `rings animate`'s timing options.
  struct Animation: Sendable, Hashable {
    /// The parameters read here, besides the picture's.
    static let names = ["from", "to", "duration", "curve", "fps", "loop"]

    /// Where it starts.
    var start: ActivitySummary
    /// Where it ends.
    var end: ActivitySummary
    /// Seconds, clamped to 2 by ``RingTransition``.
    var duration = 1.0
    /// The timing curve.
    var curve = TimingCurve.easeInOut
    /// Frames per second; nil for the format's default.
    var framesPerSecond: Int?
    /// Whether it repeats for ever.
    var loops = false

    /// Reads `from`, `to` and the timing options.
    ///
    /// - Throws: a 400 naming the parameter for a missing or malformed value.
    init(_ query: inout QueryParameters) throws(RequestProblem) {
      guard let from = query.take("from") else {
        throw .badParameter("from", "from is missing: give from=move=400/500&to=move=1250/500")
      }
      guard let to = query.take("to") else {
        throw .badParameter("to", "to is missing: give from=move=400/500&to=move=1250/500")
      }
      start = try RingQuery.summary(spec: from, parameter: "from")
      end = try RingQuery.summary(spec: to, parameter: "to")
      duration =
        try number(&query, "duration", "a number of seconds greater than 0") { $0 > 0 } ?? 1
      curve =
        try choice(
          &query, "curve",
          [
            "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut,
            "ease-in-out": .easeInOut, "spring": .spring,
          ]) ?? .easeInOut
      let maximum = Int(RingTransition.maximumFrameRate)
      framesPerSecond = try number(&query, "fps", "a whole number from 1 to \(maximum)") {
        $0.rounded() == $0 && (1...Double(maximum)).contains($0)
      }.map { Int($0) }
      loops = try flag(&query, "loop") ?? false
    }

    /// The frames from ``start`` to ``end`` in `picture`, at `framesPerSecond` (or the
    /// default: 60, or `fastest` when lower), drawn as `format` (an SVG decides its glyphs as
    /// a vector), within ``RenderBudget``.
    ///
    /// - Throws: a 400 naming the parameter at fault.
    func plan(in picture: Picture, fastest: Int?, drawnAs format: OutputFormat)
      throws(RequestProblem) -> FramePlan
    {
      let fps = framesPerSecond ?? min(60, fastest ?? 60)
      if let fastest, fps > fastest {
        throw .badParameter(
          "fps", "fps \(fps) is faster than this format plays: at most \(fastest)")
      }
      let transition: RingTransition
      let frameCount: Int
      do {
        transition = try RingTransition(from: start, to: end, duration: duration, curve: curve)
        frameCount = try transition.frameTimes(framesPerSecond: Double(fps)).count
      } catch {
        throw .badParameter("duration", "\(error)")
      }
      let first = try picture.unbudgetedScene(for: start).drawn(as: format)
      let last = try picture.unbudgetedScene(for: end).drawn(as: format)
      let pixels = [first, last].map { $0.size.pixels(at: $0.scale) }
      do {
        try RenderBudget.checkAnimation(
          frames: frameCount, width: pixels.map(\.width).max() ?? 0,
          height: pixels.map(\.height).max() ?? 0)
      } catch {
        throw .badParameter("fps", "\(error): lower fps, duration, size or scale")
      }
      do {
        return try FramePlan(
          transition, from: picture.checked(first), to: picture.checked(last),
          framesPerSecond: fps, plays: loops ? 0 : 1)
      } catch let problem as RequestProblem {
        throw problem
      } catch {
        throw .badParameter("to", "\(error)")
      }
    }
  }

  /// A day written `YYYY-MM-DD`.
  ///
  /// - Throws: a 400 naming `parameter` otherwise.
  static func day(_ text: some StringProtocol, parameter: String) throws(RequestProblem)
    -> CalendarDay
  {
    do {
      return try CalendarDay(parsing: text)
    } catch {
      throw .badParameter(parameter, "\(parameter): \(error)")
    }
  }
}
