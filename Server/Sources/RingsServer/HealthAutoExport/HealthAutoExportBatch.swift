import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The body the iPhone app Health Auto Export POSTs in a REST automation, read into the data
/// points that fill the rings:
///
/// ```json
/// {"data": {"metrics": [
///   {"name": "active_energy", "units": "kcal",
///    "data": [{"date": "2026-02-27 00:00:00 -0800", "qty": 450}]},
///   {"name": "apple_exercise_time", "units": "min", "data": [...]},
///   {"name": "apple_stand_hour", "units": "count", "data": [...]}
/// ]}}
/// ```
///
/// ```swift
/// let batch = try HealthAutoExportBatch(json: body)
/// batch.readings      // [HealthReading], energy in kilocalories
/// batch.otherMetrics  // ["step_count", …]: sent, not drawn
/// ```
///
/// Each point belongs to the date written in its timestamp, whatever the server's time zone.
/// Metrics that are not rings (steps, heart rate…) and workouts are passed over; a ring metric
/// in a unit the server does not know, a timestamp without a date, or a quantity that is not a
/// number ≥ 0 refuses the whole batch, naming the field.
struct HealthAutoExportBatch: Sendable {
  /// The ring data points, in batch order.
  var readings: [HealthReading] = []
  /// The names of the other metrics in the batch, each once, in batch order.
  var otherMetrics: [String] = []

  /// Reads a batch.
  ///
  /// - Throws: a 400 ``RequestProblem`` naming the field (`data.metrics[0].data[3].qty`) or
  ///   the body when it is not JSON of this shape.
  init(json: Data) throws(RequestProblem) {
    let body: Body
    do {
      body = try JSONDecoder().decode(Body.self, from: json)
    } catch let error as DecodingError {
      throw Self.problem(error)
    } catch {
      throw .badParameter("body", "the body is not JSON")
    }
    for (index, metric) in (body.data.metrics ?? []).enumerated() {
      guard let kind = HealthMetric(rawValue: metric.name) else {
        if !otherMetrics.contains(metric.name) { otherMetrics.append(metric.name) }
        continue
      }
      let field = "data.metrics[\(index)]"
      let unitName = metric.units ?? ""
      guard let factor = kind.units[unitName] else {
        throw .badParameter(
          field + ".units",
          "\(field).units \(QuotedText.quoted(unitName)) is not a unit of \(metric.name) (use "
            + kind.units.keys.sorted().joined(separator: ", ") + ")")
      }
      for (position, point) in (metric.data ?? []).enumerated() {
        let pointField = "\(field).data[\(position)]"
        guard point.qty.isFinite, point.qty >= 0 else {
          throw .badParameter(
            pointField + ".qty", "\(pointField).qty must be a number ≥ 0 (got \(point.qty))")
        }
        readings.append(
          HealthReading(
            metric: kind, stamp: point.date,
            day: try Self.day(of: point.date, field: pointField + ".date"),
            value: point.qty * factor))
      }
    }
  }

  /// The date a timestamp is written with: `2026-02-27 00:00:00 -0800`,
  /// `2026-02-27T00:00:00-08:00` or `2026-02-27` all belong to 2026-02-27.
  static func day(of stamp: String, field: String) throws(RequestProblem) -> CalendarDay {
    let date = stamp.prefix(10)
    let rest = stamp.dropFirst(10)
    guard rest.isEmpty || rest.first == " " || rest.first == "T",
      let day = try? CalendarDay(parsing: date)
    else {
      throw .badParameter(
        field,
        "\(field) \(QueryParameters.echo(stamp)) does not start with a date YYYY-MM-DD "
          + "(Health Auto Export writes 2026-02-27 00:00:00 -0800)")
    }
    return day
  }

  /// A decoding error as a 400 naming the JSON field.
  private static func problem(_ error: DecodingError) -> RequestProblem {
    func path(_ codingPath: [any CodingKey]) -> String {
      var text = ""
      for key in codingPath {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text.isEmpty ? "body" : text
    }
    switch error {
    case .keyNotFound(let key, let context):
      let field = path(context.codingPath + [key])
      return .badParameter(field, "\(field) is missing")
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let field = path(context.codingPath)
      let expected =
        type == Double.self ? "a number" : type == String.self ? "text" : "an object or a list"
      return .badParameter(field, "\(field) must be \(expected)")
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? .badParameter("body", "the body is not JSON")
        : .badParameter(path(context.codingPath), "\(path(context.codingPath)) is not valid")
    @unknown default:
      return .badParameter("body", "the body is not Health Auto Export's JSON")
    }
  }

  private struct Body: Decodable {
    var data: Payload
  }

  private struct Payload: Decodable {
    var metrics: [Metric]?
  }

  private struct Metric: Decodable {
    var name: String
    var units: String?
    /// Read only for ring metrics: other metrics' points have other shapes.
    var data: [Point]?

    enum CodingKeys: String, CodingKey {
      case name, units, data
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      guard HealthMetric(rawValue: name) != nil else { return }
      units = try container.decodeIfPresent(String.self, forKey: .units)
      data = try container.decodeIfPresent([Point].self, forKey: .data)
    }
  }

  private struct Point: Decodable {
    var date: String
    var qty: Double
  }
}
