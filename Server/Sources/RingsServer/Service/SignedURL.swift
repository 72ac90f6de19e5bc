import ActivityRings
import _ActivityRingsPlatform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings-server sign`: a URL of stored days that a place which cannot send a header (an
/// `<img>` in an e-mail, a dashboard's picture, an e-ink display) may load, signed with the data
/// folder's key (``URLSigner``).
///
/// ```swift
/// let lifetime = try SignedURL.seconds(parsing: "30d")  // 2_592_000
/// try SignedURL.make("/today.png?size=64", folder: "/var/lib/rings", lifetime: lifetime)
/// // "/today.png?size=64&expires=1767830400&signature=5c…"
/// ```
public enum SignedURL {
  /// `target`, a path and query of a route that reads stored days, signed with the key of
  /// `folder` (made there when missing, as the server would), to expire `lifetime` seconds
  /// from `now`, or never when nil.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` for a path that is no route of the server, one
  ///   open to anyone (it needs no signature), or one with a fragment or a signature of its
  ///   own; ``ServerSetupError/runtime(_:)`` when the key cannot be read or made.
  public static func make(
    _ target: String, folder: String, lifetime: Int64?, now: Date = Date()
  ) throws(ServerSetupError) -> String {
    guard target.hasPrefix("/") else {
      throw .usage("\(QuotedText.quoted(target)) is not a path: give one such as /today.png")
    }
    let path = String(target.split(separator: "?", maxSplits: 1).first ?? "")
    let routes = ServedRoute.all(renderers: try ServerRenderers())
    guard let route = routes.first(where: { $0.method == "GET" && $0.matches(path) }) else {
      throw .usage(
        "\(QuotedText.quoted(path)) is not a route of rings-server: sign a day, week, month, "
          + "today, the report or the statistics, such as /today.png")
    }
    guard route.access == .storedRead else {
      throw .usage(
        "\(QuotedText.quoted(path)) is open to anyone and needs no signature: sign a route of "
          + "stored days, such as /today.png")
    }
    var status = stat()
    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw .usage(
        "--data \(QuotedText.quoted(folder)) is not a folder: give the server's data folder")
    }
    let expires = lifetime.map { Int64(now.timeIntervalSince1970.rounded(.down)) + $0 }
    return try URLSigner.load(folder: folder).sign(target, expires: expires)
  }

  /// The seconds of a duration such as `30s`, `15m`, `1h` or `30d`: a whole number from 1 and
  /// one unit, up to 3,650 days.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` naming what is wrong.
  public static func seconds(parsing text: String) throws(ServerSetupError) -> Int64 {
    let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    guard let unit = text.last, let size = units[unit], let count = Int64(text.dropLast()),
      count >= 1, text.dropLast().allSatisfy(\.isASCII)
    else {
      throw .usage(
        "--expires \(QuotedText.quoted(text)) is not a duration: use a whole number and s, m, h "
          + "or d, such as 30s, 15m, 1h or 30d")
    }
    let limit: Int64 = 3_650 * 86_400
    guard count <= limit / size else {
      throw .usage("--expires \(text) is more than 3650 days: give a shorter one, or none")
    }
    return count * size
  }
}
