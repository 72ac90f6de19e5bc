import ActivityRings

extension RequestField {
  /// What the field asks for, in a few words: for documents that list a front door's fields,
  /// such as rings-server's OpenAPI document (the tool's `--help` words its options itself).
  ///
  /// ```swift
  /// RequestField.size.help  // "the side of the rings' square in points; for text, COLUMNSxROWS cells"
  /// ```
  public var help: String {
    switch self {
    case .move: "Move in kilocalories, VALUE/GOAL (350/500)"
    case .moveTime: "Move in minutes (move-time mode), VALUE/GOAL"
    case .exercise: "Exercise in minutes, VALUE/GOAL"
    case .stand: "Stand in hours, VALUE/GOAL"
    case .summary: "the day as one inline spec, move=350/500,exercise=20/30,stand=8/12"
    case .date: "the summary's day, YYYY-MM-DD"
    case .unit: "the Move ring's energy unit: kcal, Cal or kJ"
    case .paused: "whether the rings are paused"
    case .size: "the side of the rings' square in points; for text, COLUMNSxROWS cells"
    case .scale: "pixels per point: 1, 2 or 3"
    case .width: "the picture's width in pixels, instead of size"
    case .height: "the picture's height in pixels, instead of size"
    case .style: "which rings"
    case .background: "what lies behind the rings"
    case .look: "Apple's gradient or the HIG's flat colours"
    case .glyphs: "whether each ring shows its symbol at 12 o'clock"
    case .label: "whose rings these are: a name shown beside or below them"
    case .labelPosition: "where the label goes"
    case .wheelchair: "whether the Stand ring reads Roll"
    case .mode: "how the system shows the rings in a place"
    case .tint: "the colour of mode accented, #rrggbb"
    case .alwaysOn: "true is mode always-on"
    case .from: "where an animation starts (an inline spec), or a range's first day"
    case .to: "where an animation ends (an inline spec), or a range's last day"
    case .duration: "an animation's length in seconds, at most 2"
    case .curve: "the animation's timing curve"
    case .fps: "frames per second"
    case .loop: "whether the animation repeats for ever"
    case .reduceMotion: "whether only the final frame is drawn"
    case .month: "a whole month, YYYY-MM"
    case .week: "the week holding this day, YYYY-MM-DD"
    case .weekStart: "the day weeks start on"
    case .cellSize: "the side of each day's rings in a calendar, in points"
    case .highlight: "the day drawn highlighted, YYYY-MM-DD"
    case .year: "a whole year, YYYY"
    case .since: "the first day read, YYYY-MM-DD"
    case .until: "the last day read, YYYY-MM-DD"
    case .preset: "export presets by name, comma-separated"
    case .assetCatalog: "whether an export is an Xcode asset catalog"
    case .catalogName: "the asset catalog's name, without .xcassets"
    case .format: "the output format's name"
    case .output: "where the output goes"
    case .renderer: "the renderer's registered name"
    }
  }

  /// The values a field of choices takes, as typed; nil for a field of another kind.
  ///
  /// ```swift
  /// RequestField.look.choices  // ["gradient", "flat"]
  /// RequestField.loop.choices  // ["true", "false"]
  /// ```
  public var choices: [String]? {
    switch self {
    case .style: RingStyle.typedNames
    case .background: RingBackground.typedNames
    case .look: RingLook.typedNames
    case .labelPosition: RingLabel.Placement.typedNames
    case .mode: RenderingMode.typedNames
    case .curve: TimingCurve.typedNames
    case .weekStart: Weekday.typedNames
    case .unit: ["kcal", "Cal", "kJ"]
    case .scale: ["1", "2", "3"]
    case .paused, .glyphs, .wheelchair, .alwaysOn, .loop, .reduceMotion, .assetCatalog:
      ["true", "false"]
    default: nil
    }
  }

  /// The shape of a value the field may take, as an ECMAScript regular expression, for
  /// documents that describe a front door's fields (rings-server's OpenAPI document); nil for a
  /// field of choices (``choices``) or of free text. It is the value's syntax, not its limits: a
  /// value of this shape may still be refused, with the reason (a day that does not exist, a
  /// size past the pixel budget, two fields that exclude each other).
  ///
  /// ```swift
  /// RequestField.month.pattern  // "^(…)-(0[1-9]|1[0-2])$", the years 0001 to 9999 first
  /// RequestField.look.pattern   // nil: its choices are RequestField.look.choices
  /// ```
  public var pattern: String? {
    let number = "[0-9]+(\\.[0-9]+)?"
    let whole = "[1-9][0-9]*"
    let ring = "(move|exercise|stand)=\(number)/\(number)"
    // 0001 to 9999, the calendar's years.
    let year = "([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])"
    switch self {
    case .move, .moveTime, .exercise, .stand: return "^\(number)/\(number)$"
    case .date, .since, .until, .highlight, .week:
      return "^\(year)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"
    case .month: return "^\(year)-(0[1-9]|1[0-2])$"
    case .year: return "^\(year)$"
    case .size: return "^\(whole)(x\(whole))?$"
    case .width, .height, .cellSize, .fps: return "^\(whole)$"
    case .tint: return "^#?[0-9a-fA-F]{6}$"
    case .duration: return "^\(number)$"
    case .summary, .from, .to: return "^\(ring)(,\(ring))*$"
    default: return nil
    }
  }
}
