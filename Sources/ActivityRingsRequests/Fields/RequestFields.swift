import ActivityRings

/// What a front door read, field by field, as text: `--size 64 --scale 2` and
/// `?size=64&scale=2` are both `[.size: "64", .scale: "2"]`. The requests read their fields
/// from here and check them, so that one text gives one value, or one reason, everywhere.
///
/// ```swift
/// var fields = RequestFields([.move: "350/500", .size: "64"])
/// fields[.scale] = "2"
/// let picture = try SceneRequest(fields)   // 64 points at 2x
/// ```
///
/// The readers below are the one way each kind of value is read: numbers with `.` as the
/// decimal separator and spaces around them ignored (as in `VALUE/GOAL`), whole numbers,
/// `true`/`false`, named choices (``NamedChoice``), colours (`#rrggbb`) and days
/// (`YYYY-MM-DD`).
public struct RequestFields: Sendable, Hashable {
  /// Each field's text, as read.
  public var texts: [RequestField: String]

  /// Fields with these texts.
  public init(_ texts: [RequestField: String] = [:]) {
    self.texts = texts
  }

  /// A field's text; nil when it was not given.
  public subscript(field: RequestField) -> String? {
    get { texts[field] }
    set { texts[field] = newValue }
  }

  /// Whether any of `fields` was given.
  public func hasAny(of fields: [RequestField]) -> Bool {
    fields.contains { texts[$0] != nil }
  }

  /// A finite number that `isValid` accepts, or nil when the field is absent.
  ///
  /// - Parameters:
  ///   - field: the field read.
  ///   - requirement: what the field must be, for the message ("a number of points greater
  ///     than 0").
  ///   - isValid: whether a finite number is one the field takes; every one by default.
  /// - Throws: ``RequestError`` naming the field: "size must be a number of points greater
  ///   than 0 (got 'x')".
  public func number(
    _ field: RequestField, must requirement: String, _ isValid: (Double) -> Bool = { _ in true }
  ) throws(RequestError) -> Double? {
    guard let text = texts[field] else { return nil }
    guard let value = Self.number(in: text), isValid(value) else {
      throw RequestError(field) { name in
        "\(name(field)) must be \(requirement) (got \(QuotedText.quoted(text)))"
      }
    }
    return value
  }

  /// A whole number in `range`, or nil when the field is absent.
  ///
  /// - Throws: ``RequestError`` naming the field: "fps must be a whole number from 1 to 240
  ///   (got '2.5')".
  public func whole(_ field: RequestField, in range: ClosedRange<Int>) throws(RequestError)
    -> Int?
  {
    let requirement = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard
      let value = try number(
        field, must: requirement,
        { $0.rounded() == $0 && Double(range.lowerBound) <= $0 && $0 <= Double(range.upperBound) })
    else { return nil }
    return Int(value)
  }

  /// `true` or `false`, or nil when the field is absent.
  ///
  /// - Throws: ``RequestError`` naming the field for any other text.
  public func flag(_ field: RequestField) throws(RequestError) -> Bool? {
    guard let text = texts[field] else { return nil }
    switch Self.trimmed(text) {
    case "true": return true
    case "false": return false
    default:
      throw RequestError(field) { name in
        "\(name(field)) \(QuotedText.quoted(text)) is not true or false"
      }
    }
  }

  /// The choice the field names, or nil when it is absent.
  ///
  /// - Throws: ``RequestError`` naming the field and listing the choices, with the nearest
  ///   one when one is near: "style 'move-onli' is not one of auto, three, move-only: did
  ///   you mean 'move-only'?"
  public func choice<Choice: NamedChoice>(_ field: RequestField, of _: Choice.Type = Choice.self)
    throws(RequestError) -> Choice?
  {
    guard let text = texts[field] else { return nil }
    do {
      return try Choice.named(Self.trimmed(text))
    } catch {
      throw RequestError(field) { name in "\(name(field)) \(error.description)" }
    }
  }

  /// The colour the field gives, `#rrggbb` or `rrggbb` (a URL's `#` would start its
  /// fragment), or nil when it is absent.
  ///
  /// - Throws: ``RequestError`` naming the field: "tint 'orange' is not a colour: use
  ///   #rrggbb, such as #ff9f0a".
  public func color(_ field: RequestField) throws(RequestError) -> RGBColor? {
    guard let text = texts[field] else { return nil }
    let trimmed = Self.trimmed(text)
    do {
      return try RGBColor(hex: trimmed.hasPrefix("#") ? trimmed : "#" + trimmed)
    } catch {
      throw RequestError(field) { name in
        "\(name(field)) \(QuotedText.quoted(text)) is not a colour: use #rrggbb, such as #ff9f0a"
      }
    }
  }

  /// The day the field names, `YYYY-MM-DD`, or nil when it is absent.
  ///
  /// - Throws: ``RequestError`` naming the field: "highlight: '2026-02-30' …".
  public func day(_ field: RequestField) throws(RequestError) -> CalendarDay? {
    guard let text = texts[field] else { return nil }
    do {
      return try CalendarDay(parsing: Self.trimmed(text))
    } catch {
      throw RequestError(field) { name in
        "\(name(field)) \(QuotedText.quoted(text)): \(error.description)"
      }
    }
  }

  /// A finite number as written (`ValueGoal`'s rule for each of its numbers); nil otherwise.
  static func number(in text: String) -> Double? {
    guard let value = ValueGoal.decimal(Substring(text)), value.isFinite else { return nil }
    return value
  }

  /// `text` without spaces at either end.
  static func trimmed(_ text: String) -> String {
    String(Substring(text).trimmingCharacters(in: " "))
  }
}
