import ActivityRings

/// Draws a `DrawList` as a standalone SVG 1.1 document.
///
/// ```swift
/// let scene = try RingScene(summary: summary, size: CanvasSize(side: 120), scale: .x2)
/// let svg = try SVGRenderer().render(scene)
/// // <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="240" height="240"
/// //      viewBox="0 0 120 120" role="img" aria-labelledby="activity-rings-title …">
/// ```
///
/// The text is deterministic: the same draw list gives byte-identical output on every run and
/// platform (numbers through `DecimalFormat`, elements in draw-list order, no timestamps and
/// no generated ids), so it can be snapshot-tested and diffed as lines.
///
/// The document holds, one element per line:
/// - `<title>` and `<desc>` from `DrawList/title` and `DrawList/accessibilityText`, named by
///   the root's `aria-labelledby`;
/// - a `<rect>` covering the canvas when `DrawList/background` is set;
/// - one `<path>` per item, in order, with `fill="#rrggbb"`, `fill-opacity` only below 1 (an
///   opacity outside 0…1 is clamped) and `fill-rule="evenodd"` only for `FillRule/evenOdd`.
///
/// `width` and `height` are pixels (points × scale, as `CanvasSize/pixels(at:)` rounds them)
/// and the `viewBox` is in points, so one point is exactly `scale` pixels, as in the raster
/// backends. `shape-rendering` is left at its anti-aliased default to match Cairo.
///
/// - Complexity: O(number of path elements); the text is built in one pass.
public struct SVGRenderer: AnimatedRingRenderer {
  /// The most digits after the decimal point in coordinates, 0…9, others clamped (default 3, a
  /// thousandth of a point: invisible at 3× and finer than Cairo's 1/256-pixel precision).
  public var coordinateFractionDigits: Int
  /// The start of the `id`s of `<title>` and `<desc>` (`<prefix>-title`, `<prefix>-desc`).
  /// Give each picture its own prefix when several are inlined in one HTML page, so that the ids
  /// stay unique. An ASCII letter or `_` followed by ASCII letters, digits, `-`, `_` or `.`.
  public var identifierPrefix: String
  /// Whether the text starts with `<?xml version="1.0" encoding="UTF-8"?>` (default true, for
  /// files; turn it off to inline the SVG in HTML).
  public var includesXMLDeclaration: Bool

  /// Creates a renderer.
  public init(
    coordinateFractionDigits: Int = 3, identifierPrefix: String = "activity-rings",
    includesXMLDeclaration: Bool = true
  ) {
    self.coordinateFractionDigits = coordinateFractionDigits
    self.identifierPrefix = identifierPrefix
    self.includesXMLDeclaration = includesXMLDeclaration
  }

  /// The SVG document of a draw list, ending with a newline.
  ///
  /// - Throws: ``SVGRenderError/invalidIdentifierPrefix(_:)`` for an unusable
  ///   ``identifierPrefix``; ``SVGRenderError/nonFiniteCoordinate(item:role:)`` or
  ///   ``SVGRenderError/invalidOpacity(item:role:)`` for a draw list built by hand with NaN or
  ///   infinite numbers, which no SVG reader could draw.
  public func render(_ drawList: DrawList) throws(SVGRenderError) -> String {
    // Written as UTF-8 bytes and made a string once.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(768 + drawList.items.reduce(0) { $0 + $1.path.elements.count * 48 })
    bytes.append(contentsOf: try documentStart(drawList, titleAndDescriptionFrom: drawList).utf8)
    try appendShapes(of: drawList, to: &bytes)
    bytes.append(contentsOf: "</svg>\n".utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The document up to and including the background: the XML declaration, the root element,
  /// `<title>` and `<desc>` (from `described`), and the background `<rect>`.
  func documentStart(_ drawList: DrawList, titleAndDescriptionFrom described: DrawList)
    throws(SVGRenderError) -> String
  {
    guard Self.isValidIdentifierPrefix(identifierPrefix) else {
      throw .invalidIdentifierPrefix(identifierPrefix)
    }
    let coordinates = DecimalFormat(maximumFractionDigits: coordinateFractionDigits)
    let pixels = drawList.size.pixels(at: drawList.scale)
    let factor = Double(drawList.scale.factor)
    // The pixel size is rounded to whole pixels; dividing it back keeps 1 point = `scale`
    // pixels exactly (a fractional canvas is rounded the same way as in Cairo).
    let viewWidth = coordinates.string(Double(pixels.width) / factor)
    let viewHeight = coordinates.string(Double(pixels.height) / factor)
    let titleID = identifierPrefix + "-title"
    let descriptionID = identifierPrefix + "-desc"

    var text = ""
    text.reserveCapacity(512 + drawList.items.reduce(0) { $0 + $1.path.elements.count * 48 })
    if includesXMLDeclaration {
      text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    }
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
    text += " width=\"\(pixels.width)\" height=\"\(pixels.height)\""
    text += " viewBox=\"0 0 \(viewWidth) \(viewHeight)\""
    text += " role=\"img\" aria-labelledby=\"\(titleID) \(descriptionID)\">\n"
    text += "<title id=\"\(titleID)\">\(XMLEscaping.text(described.title))</title>\n"
    text +=
      "<desc id=\"\(descriptionID)\">\(XMLEscaping.text(described.accessibilityText))</desc>\n"
    if let background = drawList.background {
      text += "<rect width=\"\(viewWidth)\" height=\"\(viewHeight)\" fill=\"\(background.hex)\"/>\n"
    }
    return text
  }

  /// One `<path>` per item and one `<text>` per label line, each on its own line.
  func shapes(of drawList: DrawList) throws(SVGRenderError) -> String {
    var bytes: [UInt8] = []
    try appendShapes(of: drawList, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``shapes(of:)``'s text, as UTF-8, to `bytes`, writing each path straight into it.
  ///
  /// - Complexity: O(path elements); no allocation per path beyond `bytes` growing.
  func appendShapes(of drawList: DrawList, to bytes: inout [UInt8]) throws(SVGRenderError) {
    let coordinates = DecimalFormat(maximumFractionDigits: coordinateFractionDigits)
    // Groups open before their first item and close after their last.
    var opening = [String?](repeating: nil, count: drawList.items.count)
    var closing = [Bool](repeating: false, count: drawList.items.count)
    var previousEnd = 0
    for (index, group) in drawList.groups.enumerated() {
      guard group.items.lowerBound >= previousEnd, group.items.upperBound <= drawList.items.count,
        !group.items.isEmpty
      else { throw .invalidGroup(index) }
      opening[group.items.lowerBound] = group.title
      closing[group.items.upperBound - 1] = true
      previousEnd = group.items.upperBound
    }
    for (index, item) in drawList.items.enumerated() {
      if let title = opening[index] {
        bytes.append(contentsOf: "<g><title>\(XMLEscaping.text(title))</title>\n".utf8)
      }
      bytes.append(contentsOf: "<path ".utf8)
      try Self.appendAttributes(of: item, at: index, coordinates: coordinates, to: &bytes)
      bytes.append(contentsOf: "/>\n".utf8)
      if closing[index] { bytes.append(contentsOf: "</g>\n".utf8) }
    }
    bytes.append(contentsOf: try Self.texts(of: drawList, coordinates: coordinates).utf8)
  }

  /// A path's attributes: `d`, `fill`, and `fill-opacity` and `fill-rule` where they differ from
  /// SVG's defaults.
  ///
  /// - Throws: ``SVGRenderError/nonFiniteCoordinate(item:role:)`` or
  ///   ``SVGRenderError/invalidOpacity(item:role:)``, naming the item by `index`.
  static func attributes(of item: DrawItem, at index: Int, coordinates: DecimalFormat)
    throws(SVGRenderError) -> String
  {
    var bytes: [UInt8] = []
    try appendAttributes(of: item, at: index, coordinates: coordinates, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``attributes(of:at:coordinates:)``'s text, as UTF-8, to `bytes`; on a throw,
  /// `bytes` is left as it was.
  static func appendAttributes(
    of item: DrawItem, at index: Int, coordinates: DecimalFormat, to bytes: inout [UInt8]
  ) throws(SVGRenderError) {
    guard item.path.elements.allSatisfy(Self.isFinite) else {
      throw .nonFiniteCoordinate(item: index, role: item.role)
    }
    guard item.paint.opacity.isFinite else {
      throw .invalidOpacity(item: index, role: item.role)
    }
    bytes.append(contentsOf: "d=\"".utf8)
    item.path.appendSVGPathData(coordinates, to: &bytes)
    bytes.append(contentsOf: "\" fill=\"".utf8)
    bytes.append(contentsOf: item.paint.color.hex.utf8)
    bytes.append(UInt8(ascii: "\""))
    let opacity = min(max(item.paint.opacity, 0), 1)
    if opacity < 1 {
      bytes.append(contentsOf: " fill-opacity=\"".utf8)
      opacities.append(opacity, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
    if item.fillRule == .evenOdd {
      bytes.append(contentsOf: " fill-rule=\"evenodd\"".utf8)
    }
  }

  private static let opacities = DecimalFormat(maximumFractionDigits: 3)

  /// One `<text>` per label line, each on its own line.
  static func texts(of drawList: DrawList, coordinates: DecimalFormat) throws(SVGRenderError)
    -> String
  {
    var text = ""
    for line in drawList.texts {
      guard line.origin.x.isFinite, line.origin.y.isFinite, line.fontSize.isFinite else {
        throw .nonFiniteText(line.text)
      }
      text +=
        "<text x=\"\(coordinates.string(line.origin.x))\" y=\"\(coordinates.string(line.origin.y))\""
      text +=
        " font-family=\"\(Self.fontFamily)\" font-size=\"\(coordinates.string(line.fontSize))\""
      if line.weight == .bold { text += " font-weight=\"bold\"" }
      text += " fill=\"\(line.color.hex)\">\(XMLEscaping.text(line.text))</text>\n"
    }
    return text
  }

  /// The font stack for label text: the system's rounded face (SF Pro Rounded, in which Apple
  /// sets ring values) where it exists, Apple's system font, then Inter (what the Cairo backend
  /// draws with), then the generic family. The browser or librsvg falls back per character for
  /// emoji and CJK. The report page (`ActivityRingsReport`) sets its text in the same stack.
  package static let fontFamily = "ui-rounded, 'SF Pro Rounded', -apple-system, Inter, sans-serif"

  private static func isFinite(_ element: PathElement) -> Bool {
    func isFinite(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite }
    switch element {
    case .move(let point), .line(let point):
      return isFinite(point)
    case .curve(let point, let control1, let control2):
      return isFinite(point) && isFinite(control1) && isFinite(control2)
    case .close:
      return true
    }
  }

  static func isValidIdentifierPrefix(_ prefix: String) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
    guard let first = prefix.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else {
      return false
    }
    return prefix.utf8.allSatisfy {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
        || $0 == UInt8(ascii: ".")
    }
  }
}
