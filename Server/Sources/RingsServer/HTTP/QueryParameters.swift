import ActivityRings
import ActivityRingsRequests

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A URL's query, read the way forms and people write it: `+` is a space, `%XX` escapes are
/// decoded in names and values, a name given twice or not known is a 400 that names it.
///
/// ```swift
/// var query = try QueryParameters("move=350/500&label=Ana+Maria")
/// query.take("move")   // "350/500"
/// query.take("label")  // "Ana Maria"
/// try query.finish(known: ["move", "label"])
/// ```
struct QueryParameters: Sendable {
  /// The longest value echoed in a message, in characters.
  static let echoLimit = 64

  private var values: [String: String]
  private var order: [String]
  private var taken: Set<String> = []

  /// Reads `query` (the part after `?`, nil without one).
  ///
  /// - Throws: a 400 ``RequestProblem`` for a name given twice or a malformed `%` escape.
  init(_ query: String?) throws(RequestProblem) {
    values = [:]
    order = []
    for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = Self.decoded(parts[0]), !name.isEmpty else {
        throw .badParameter(
          Self.echo(parts[0]), "the query name \(Self.echo(parts[0])) is not valid URL encoding")
      }
      let raw = parts.count == 2 ? parts[1] : ""
      guard let value = Self.decoded(raw) else {
        throw .badParameter(name, "\(name) \(Self.echo(raw)) is not valid URL encoding")
      }
      guard values.updateValue(value, forKey: name) == nil else {
        throw .badParameter(name, "\(name) is given twice: give it once")
      }
      order.append(name)
    }
  }

  /// The value of `name`, marked as read; nil when the query does not have it.
  mutating func take(_ name: String) -> String? {
    taken.insert(name)
    return values[name]
  }

  /// The request fields named `fields`, each parameter of that name marked as read: what the
  /// request layer reads and checks, as it does `rings`' options of the same names.
  mutating func fields(_ fields: [RequestField]) -> RequestFields {
    var read = RequestFields([:])
    for field in fields {
      read[field] = take(field.rawValue)
    }
    return read
  }

  /// Marks a signed URL's `expires` and `signature` as read: the access check has read them
  /// (``ServerAccess/authorizeRead(_:)``), on the routes of stored days. An `expires` that is
  /// not seconds is refused even where a token let the request in.
  ///
  /// - Throws: a 400 naming `expires`.
  mutating func takeSignature() throws(RequestProblem) {
    if let expires = take(URLSigner.expiryName),
      expires.isEmpty || !expires.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    {
      throw .badParameter(
        URLSigner.expiryName,
        "\(URLSigner.expiryName) \(Self.echo(expires)) is not a number of seconds since 1970")
    }
    _ = take(URLSigner.signatureName)
  }

  /// Whether the query has `name`.
  func contains(_ name: String) -> Bool { values[name] != nil }

  /// The parameter every URL takes and ignores, for pages and dashboards that add a time to a
  /// URL to make a browser fetch it again: `/today.png?_=1716800000`.
  static let ignored = "_"

  /// Checks that every name in the query was read (``ignored`` aside).
  ///
  /// - Throws: a 400 ``RequestProblem`` naming the first unknown name and listing `known`.
  func finish(known fields: [RequestField]) throws(RequestProblem) {
    try finish(known: fields.map(\.rawValue))
  }

  /// Checks that every name in the query was read (``ignored`` aside).
  ///
  /// - Throws: a 400 ``RequestProblem`` naming the first unknown name and listing `known`.
  func finish(known: [String]) throws(RequestProblem) {
    if let unknown = order.first(where: { !taken.contains($0) && $0 != Self.ignored }) {
      let list =
        known.isEmpty ? "this URL takes no parameters" : "use " + known.joined(separator: ", ")
      throw .badParameter(unknown, "unknown parameter \(Self.echo(unknown)): \(list)")
    }
  }

  /// `text` quoted and escaped for a message, as `rings` quotes arguments, cut after
  /// ``echoLimit`` characters.
  static func echo(_ text: some StringProtocol) -> String {
    QuotedText.quoted(text, maximumLength: echoLimit)
  }

  /// `+` as a space, then `%XX` escapes decoded; nil for a broken escape or bytes that are
  /// not UTF-8.
  private static func decoded(_ text: Substring) -> String? {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.contains("%") ? spaced.removingPercentEncoding : spaced
  }
}
