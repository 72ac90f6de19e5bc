import ActivityRings
import ActivityRingsRequests

/// The request fields each URL takes, by the request layer's names, which are `rings`'
/// option names: `/rings.png?move=350/500&size=64` is `rings render --move 350/500 --size 64`.
/// The server reads them with ``QueryParameters/fields(_:)``, and the layer parses and checks
/// them, with the tool's defaults and the tool's reasons; nothing is read here.
///
/// ```swift
/// var query = try QueryParameters("move=350/500&exercise=20/30&stand=8/12&size=64&scale=2")
/// let fields = query.fields(RingQuery.day + RingQuery.picture)
/// try query.finish(known: RingQuery.day + RingQuery.picture)
/// let scene = try SceneRequest(fields).scene(for: ActivitySummary(fields: fields))
/// ```
enum RingQuery {
  /// A day's values: each ring as `VALUE/GOAL` with `date`, `unit` and `paused`, or one inline
  /// spec in `summary`.
  static let day = ActivitySummary.valueFields + [.summary]
  /// A picture: `rings render`'s picture options.
  static let picture = SceneRequest.fields
  /// An animation: `from` and `to` (inline specs) and `rings animate`'s timing options.
  static let transition: [RequestField] = [.from, .to] + AnimationRequest.fields
  /// A calendar of stored days: `rings history`'s options but the range, which the path gives.
  static let calendar: [RequestField] = [.weekStart, .cellSize, .scale, .look, .highlight]
}
