import ActivityRings

/// A calendar of days as a person asks for it — a month, a week or a range, the day weeks
/// start on, the cells' size, the scale, the look and the day highlighted — read and checked once for `rings history`,
/// the server's `/weeks/…` and `/months/…`, and any program.
///
/// ```swift
/// let request = try HistoryRequest(
///   RequestFields([.month: "2026-11", .cellSize: "36"]), today: CalendarDay.systemToday())
/// let drawList = try request.drawList(summaries)   // within RenderBudget
/// ```
///
/// The range and the cell size are checked when the request is made, before any day is read;
/// the calendar's size against ``RenderBudget`` when it is drawn.
public struct HistoryRequest: Sendable, Hashable {
  /// The fields a calendar is read from.
  public static let fields: [RequestField] = [
    .month, .week, .from, .to, .weekStart, .cellSize, .scale, .look, .highlight,
  ]

  /// The days shown, and the calendar's title.
  public var range: HistoryRange
  /// The side of each day's rings in points.
  public var cellSide: Double
  /// Pixels per point.
  public var scale: RenderScale
  /// Gradient or flat.
  public var look: RingLook
  /// The day on a white disc, if any.
  public var highlighted: CalendarDay?
  /// The day each week row starts on.
  public var firstWeekday: Weekday
  /// The day it is: the days after it show no rings.
  public var today: CalendarDay?

  /// The calendar `fields` ask for: one of `month`, `week` or `from` and `to`; `week-start`
  /// (`weekStart` by default: the tool passes its locale's, `Weekday.firstOfWeek(locale:)`);
  /// `cell-size` (44 points by default), `scale`, `look` and `highlight`, which defaults to
  /// `today`. The days after `today` have not happened and show no rings.
  ///
  /// - Throws: ``RequestError`` naming the field at fault: the range, a week start that is not
  ///   a day's name, a cell size that is no number or too small for the day numbers at 11 pt,
  ///   a scale other than 1, 2 or 3, a look or highlight that does not read.
  public init(_ fields: RequestFields, today: CalendarDay?, weekStart: Weekday = .monday)
    throws(RequestError)
  {
    firstWeekday = try fields.choice(.weekStart) ?? weekStart
    self.today = today
    do {
      range = try HistoryRange(
        month: fields[.month], week: fields[.week], from: fields[.from], to: fields[.to],
        weekStartingOn: firstWeekday)
    } catch {
      throw RequestError(error)
    }
    let side = try fields.number(.cellSize, must: "a number of points greater than 0") ?? 44
    do {
      try HistoryCalendar.check(cellSide: side)
    } catch {
      throw RequestError(.cellSize) { name in
        "\(name(.cellSize)) \(Self.points(side)): \(error.description)"
      }
    }
    cellSide = side
    scale = try SceneRequest(fields).renderScale()
    look = try fields.choice(.look) ?? .default
    highlighted = try fields.day(.highlight) ?? today
  }

  /// The calendar of `summaries` (those outside the range are left out), within
  /// ``RenderBudget``.
  ///
  /// - Throws: ``RequestError`` naming `cell-size` for a calendar too large to draw (more than
  ///   `CanvasSize.maximumPixelSide` a side, or past ``RenderBudget``).
  public func drawList(_ summaries: [ActivitySummary]) throws(RequestError) -> DrawList {
    do {
      let drawList = try HistoryCalendar(
        summaries: summaries, from: range.first, through: range.last, highlighted: highlighted,
        title: range.title, cellSide: cellSide, scale: scale, look: look,
        firstWeekday: firstWeekday, today: today
      ).drawList()
      try RenderBudget.check(size: drawList.size, scale: drawList.scale)
      return drawList
    } catch HistoryError.invalidScene(.invalidValue(let error)) {
      // A day's values, not a field: as the picture of that day would say.
      throw RequestError(nil) { _ in error.description }
    } catch {
      throw RequestError(.cellSize) { name in
        "\(name(.cellSize)) \(Self.points(cellSide)) at \(name(.scale)) \(scale.factor): \(error)"
      }
    }
  }

  private static func points(_ value: Double) -> String {
    DecimalFormat(maximumFractionDigits: 2).string(value)
  }
}
