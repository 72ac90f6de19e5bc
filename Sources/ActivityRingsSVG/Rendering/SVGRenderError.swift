import ActivityRings

/// Why ``SVGRenderer`` could not write a document.
///
/// ```swift
/// do {
///   _ = try SVGRenderer(identifierPrefix: "1 rings").render(drawList)
/// } catch {
///   print(error)  // SVG identifier prefix '1 rings' must start with a letter or '_' …
/// }
/// ```
///
/// Draw lists built by the core never cause these; they guard draw lists built by hand.
public enum SVGRenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// ``SVGRenderer/identifierPrefix`` cannot start an XML id.
  case invalidIdentifierPrefix(String)
  /// The item at this index has a NaN or infinite coordinate.
  case nonFiniteCoordinate(item: Int, role: DrawRole)
  /// The item at this index has a NaN or infinite opacity.
  case invalidOpacity(item: Int, role: DrawRole)

  /// A label line (`DrawList/texts`) with a NaN or infinite position or font size.
  case nonFiniteText(String)

  /// The `DrawList.groups` entry at this index is empty, overlaps the one before, or reaches past
  /// the last item.
  case invalidGroup(Int)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidIdentifierPrefix(let prefix):
      "SVG identifier prefix '\(prefix)' must start with a letter or '_' and hold only ASCII"
        + " letters, digits, '-', '_' and '.'"
    case .nonFiniteCoordinate(let item, let role):
      "draw list item \(item) (\(role)) has a NaN or infinite coordinate"
    case .invalidOpacity(let item, let role):
      "draw list item \(item) (\(role)) has a NaN or infinite opacity"
    case .nonFiniteText(let text):
      "label text '\(text)' has a NaN or infinite position or size"
    case .invalidGroup(let index):
      "draw list group \(index) is empty, overlaps the group before it or reaches past the last item"
    }
  }
}
