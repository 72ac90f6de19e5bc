/// Why ``LibrsvgRasterizer`` could not produce an image.
///
/// ```swift
/// do {
///   _ = try LibrsvgRasterizer().rasterize("<svg", width: 10, height: 10)
/// } catch {
///   print(error)
///   // librsvg cannot read the SVG: XML parse error: Error domain 1 code 73 on line 1 column 5
///   // of data: Couldn't find end of Start Tag svg line 1
/// }
/// ```
public enum LibrsvgError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A requested side is outside 1…``LibrsvgRasterizer/maximumPixelSide`` pixels.
  case invalidSize(width: Int, height: Int)
  /// librsvg could not parse the text; the message is librsvg's own.
  case unreadableSVG(String)
  /// librsvg parsed the text but could not draw it; the message is librsvg's own.
  case renderingFailed(String)
  /// Cairo reported an error status; the message is Cairo's description of it.
  case cairo(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "cannot rasterise to \(width) × \(height) pixels (each side must be"
        + " 1…\(LibrsvgRasterizer.maximumPixelSide))"
    case .unreadableSVG(let message): "librsvg cannot read the SVG: \(Self.oneLine(message))"
    case .renderingFailed(let message): "librsvg cannot draw the SVG: \(Self.oneLine(message))"
    case .cairo(let message): "cairo failed: \(Self.oneLine(message))"
    }
  }

  /// Library messages may span lines (libxml2 adds the offending source line); keep one.
  private static func oneLine(_ message: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return message.split(whereSeparator: \.isNewline)
      .compactMap { line -> Substring? in
        guard let first = line.firstIndex(where: { !isSpace($0) }),
          let last = line.lastIndex(where: { !isSpace($0) })
        else { return nil }
        return line[first...last]
      }
      .joined(separator: " ")
  }
}
