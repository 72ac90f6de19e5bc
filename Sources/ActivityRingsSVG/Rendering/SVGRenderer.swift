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
/// platform (numbers through `DecimalFormat`, elements in draw-list order, no timestamps, ids
/// numbered in order), so it can be snapshot-tested and diffed as lines.
///
/// The document holds, one element per line:
/// - `<title>` and `<desc>` from `DrawList/title` and `DrawList/accessibilityText`, named by
///   the root's `aria-labelledby`;
/// - a `<rect>` covering the canvas when `DrawList/background` is set;
/// - one `<path>` per item, in order, with `fill="#rrggbb"`, `fill-opacity` only below 1 (an
///   opacity outside 0…1 is clamped) and `fill-rule="evenodd"` only for `FillRule/evenOdd`;
///   an item painted with pieces (`Paint.pieces`, the gradient look) has `fill="url(#…)"`, its
///   `<pattern>` on the line before it, named ``identifierPrefix`` `-p0`, `-p1`, … (in an
///   animation, `-f3-p0` for frame 3), its pieces as `<path>`s in the item's own coordinates.
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
    try appendShapes(of: drawList, patternStem: identifierPrefix + "-p", to: &bytes)
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

  /// One `<path>` per item (after its `<pattern>`, for pieces) and one `<text>` per label line,
  /// each on its own line; patterns are named `patternStem` and a number from 0.
  func shapes(of drawList: DrawList, patternStem: String) throws(SVGRenderError) -> String {
    var bytes: [UInt8] = []
    try appendShapes(of: drawList, patternStem: patternStem, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``shapes(of:patternStem:)``'s text, as UTF-8, to `bytes`, writing each path
  /// straight into it.
  ///
  /// - Complexity: O(path elements); no allocation per path beyond `bytes` growing.
  func appendShapes(of drawList: DrawList, patternStem: String, to bytes: inout [UInt8])
    throws(SVGRenderError)
  {
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
    var patterns = 0
    for (index, item) in drawList.items.enumerated() {
      if let title = opening[index] {
        bytes.append(contentsOf: "<g><title>\(XMLEscaping.text(title))</title>\n".utf8)
      }
      var pattern: String?
      if case .pieces(let pieces) = item.paint {
        let id = patternStem + String(patterns)
        patterns += 1
        try Self.appendPattern(
          pieces, id: id, of: item, at: index, coordinates: coordinates, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        pattern = id
      }
      bytes.append(contentsOf: "<path ".utf8)
      try Self.appendAttributes(
        of: item, at: index, coordinates: coordinates, pattern: pattern, to: &bytes)
      bytes.append(contentsOf: "/>\n".utf8)
      if closing[index] { bytes.append(contentsOf: "</g>\n".utf8) }
    }
    bytes.append(contentsOf: try Self.texts(of: drawList, coordinates: coordinates).utf8)
  }

  /// A path's attributes: `d`, `fill` (`url(#pattern)` for pieces), and `fill-opacity` and
  /// `fill-rule` where they differ from SVG's defaults.
  ///
  /// - Throws: ``SVGRenderError/nonFiniteCoordinate(item:role:)`` or
  ///   ``SVGRenderError/invalidOpacity(item:role:)``, naming the item by `index`.
  static func attributes(
    of item: DrawItem, at index: Int, coordinates: DecimalFormat, pattern: String?
  ) throws(SVGRenderError) -> String {
    var bytes: [UInt8] = []
    try appendAttributes(
      of: item, at: index, coordinates: coordinates, pattern: pattern, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``attributes(of:at:coordinates:pattern:)``'s text, as UTF-8, to `bytes`; on a
  /// throw, `bytes` is left as it was. `pattern` is the id of the `<pattern>` of the item's
  /// pieces (see ``appendPattern(_:id:of:at:coordinates:to:)``), unused for a solid paint.
  static func appendAttributes(
    of item: DrawItem, at index: Int, coordinates: DecimalFormat, pattern: String?,
    to bytes: inout [UInt8]
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
    if case .pieces = item.paint, let pattern {
      bytes.append(contentsOf: "url(#\(pattern))".utf8)
    } else {
      bytes.append(contentsOf: item.paint.color.hex.utf8)
    }
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

  /// Appends a `<pattern>` element named `id` holding `pieces` (``Paint/pieces(_:)``): `<pattern
  /// id="…"` and ``appendPatternBody(_:of:at:coordinates:to:)``. No line break follows it.
  ///
  /// - Throws: ``SVGRenderError/nonFiniteCoordinate(item:role:)`` for a piece with a NaN or
  ///   infinite coordinate, naming the item that uses it; `bytes` is then left as it was.
  static func appendPattern(
    _ pieces: [PaintPiece], id: String, of item: DrawItem, at index: Int,
    coordinates: DecimalFormat, to bytes: inout [UInt8]
  ) throws(SVGRenderError) {
    var body: [UInt8] = []
    try appendPatternBody(pieces, of: item, at: index, coordinates: coordinates, to: &body)
    bytes.append(contentsOf: "<pattern id=\"\(id)\"".utf8)
    bytes.append(contentsOf: body)
  }

  /// A `<pattern>` element's text after its id: ``patternTile(of:for:at:coordinates:)``, one
  /// `<path>` per piece in order, as an item of the piece's path and colour would be written,
  /// and the end tag.
  ///
  /// - Throws: ``SVGRenderError/nonFiniteCoordinate(item:role:)`` for a piece with a NaN or
  ///   infinite coordinate, naming the item that uses it; `bytes` is then left as it was.
  static func appendPatternBody(
    _ pieces: [PaintPiece], of item: DrawItem, at index: Int, coordinates: DecimalFormat,
    to bytes: inout [UInt8]
  ) throws(SVGRenderError) {
    var body = Array(
      try patternTile(of: pieces, for: item, at: index, coordinates: coordinates).utf8)
    for piece in pieces {
      body.append(contentsOf: "<path ".utf8)
      try appendAttributes(
        of: pieceItem(piece, of: item), at: index, coordinates: coordinates, pattern: nil,
        to: &body)
      body.append(contentsOf: "/>".utf8)
    }
    body.append(contentsOf: "</pattern>".utf8)
    bytes.append(contentsOf: body)
  }

  /// A piece of `item`'s paint as an item of its own: its path, in its colour.
  static func pieceItem(_ piece: PaintPiece, of item: DrawItem) -> DrawItem {
    DrawItem(role: item.role, path: piece.path, paint: .solid(piece.color))
  }

  /// A `<pattern>` element's attributes after its id, in the user space of the shape that uses
  /// it, ending with `>`: its tile is the pieces' bounding box in whole points, and its `viewBox`
  /// the same box, so the pieces' coordinates are the shape's.
  ///
  /// - Throws: ``SVGRenderError/nonFiniteCoordinate(item:role:)`` for a piece with a NaN or
  ///   infinite coordinate, naming the item that uses it.
  static func patternTile(
    of pieces: [PaintPiece], for item: DrawItem, at index: Int, coordinates: DecimalFormat
  ) throws(SVGRenderError) -> String {
    var box = (
      left: Double.infinity, top: Double.infinity, right: -Double.infinity,
      bottom: -Double.infinity
    )
    func include(_ point: Point) {
      box.left = min(box.left, point.x)
      box.top = min(box.top, point.y)
      box.right = max(box.right, point.x)
      box.bottom = max(box.bottom, point.y)
    }
    for piece in pieces {
      for element in piece.path.elements {
        guard Self.isFinite(element) else {
          throw .nonFiniteCoordinate(item: index, role: item.role)
        }
        switch element {
        case .move(let point), .line(let point): include(point)
        case .curve(let point, let control1, let control2):
          include(point)
          include(control1)
          include(control2)
        case .close: break
        }
      }
    }
    if !(box.left <= box.right && box.top <= box.bottom) { box = (0, 0, 0, 0) }
    let x = box.left.rounded(.down)
    let y = box.top.rounded(.down)
    let width = max(1, box.right.rounded(.up) - x)
    let height = max(1, box.bottom.rounded(.up) - y)
    let tile = [x, y, width, height].map { coordinates.string($0) }
    return " patternUnits=\"userSpaceOnUse\" x=\"\(tile[0])\" y=\"\(tile[1])\""
      + " width=\"\(tile[2])\" height=\"\(tile[3])\" viewBox=\"\(tile.joined(separator: " "))\">"
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
