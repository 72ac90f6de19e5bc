import ActivityRings

extension SceneRequest {
  /// The fields a picture is read from.
  public static let fields: [RequestField] = [
    .size, .scale, .width, .height, .style, .background, .look, .glyphs, .label, .labelPosition,
    .wheelchair, .mode, .tint, .alwaysOn,
  ]

  /// The most columns or rows terminal text may be asked for (`size` `40x20`).
  public static let maximumCells = 1000

  /// The picture `fields` ask for, each field absent taking `defaults`' value: `size` (points,
  /// or `COLUMNSxROWS` cells for terminal text), `scale`, `w` and `h` (pixels), `style`,
  /// `background`, `look`, `glyphs`, `label`, `label-position`, `wheelchair`, `mode`, `tint` and
  /// `always-on` (`true` is `mode` `always-on`).
  ///
  /// ```swift
  /// let picture = try SceneRequest(RequestFields([.size: "64", .scale: "2", .look: "flat"]))
  /// ```
  ///
  /// The values are read here; what they must be to draw (a size above 0, a scale of 1, 2 or 3,
  /// a label that can be drawn…) is checked when the scene is made.
  ///
  /// - Throws: ``RequestError`` naming the field whose text does not read.
  public init(_ fields: RequestFields, defaults: SceneRequest = SceneRequest())
    throws(RequestError)
  {
    self = defaults
    if let text = fields[.size], let cells = try Self.cells(text) {
      self.cells = cells
    } else if let points = try fields.number(.size, must: "a number of points greater than 0") {
      size = points
      sizeIsGiven = true
    }
    let pixels = 1...Int(CanvasSize.maximumPixelSide)
    width = try fields.whole(.width, in: pixels) ?? width
    height = try fields.whole(.height, in: pixels) ?? height
    if let text = fields[.scale] {
      // Apple's asset scales, as written: 2.0 is not one of them.
      guard let whole = Int(RequestFields.trimmed(text)) else {
        throw RequestError(.scale) { name in
          "\(name(.scale)) \(QuotedText.quoted(text)) is not supported: use 1, 2 or 3"
        }
      }
      scale = whole
    }
    style = try fields.choice(.style) ?? style
    background = try fields.choice(.background) ?? background
    look = try fields.choice(.look) ?? look
    showsGlyphs = try fields.flag(.glyphs) ?? showsGlyphs
    try readMode(fields)
    let placement = try fields.choice(.labelPosition, of: RingLabel.Placement.self)
    let wheelchair = try fields.flag(.wheelchair)
    if let name = fields[.label] {
      label = RingLabel(
        name: name, placement: placement ?? label?.placement ?? .beside,
        usesWheelchair: wheelchair ?? label?.usesWheelchair ?? false)
    }
  }
}

extension SceneRequest {
  /// The cells `text` asks for, `COLUMNSxROWS` (`40x20`, `x` or `×`, spaces allowed around
  /// the numbers), caption included; nil when it is not of that form (a size in points).
  ///
  /// - Throws: ``RequestError`` naming `size` for sides that are not whole numbers from 1 to
  ///   ``maximumCells``, or fewer than 3 rows (two for the rings, one for the caption).
  static func cells(_ text: String) throws(RequestError) -> CellBounds? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
    guard parts.count == 2 else { return nil }
    let sides = parts.map { Int(RequestFields.trimmed(String($0))) }
    guard let columns = sides[0], let rows = sides[1],
      (1...maximumCells).contains(columns), (3...maximumCells).contains(rows)
    else {
      throw RequestError(.size) { name in
        "\(name(.size)) \(QuotedText.quoted(text)) must be COLUMNSxROWS, whole numbers of cells "
          + "from 1 to \(maximumCells) columns and 3 to \(maximumCells) rows (such as 40x20)"
      }
    }
    return CellBounds(columns: columns, rows: rows, includesCaption: true)
  }

  /// Reads `mode`, `always-on` (a flag for `mode` `always-on`) and `tint`, which only
  /// `accented` draws in.
  ///
  /// - Throws: ``RequestError`` naming the field: an unknown mode, `always-on` with another
  ///   mode, a tint that is not `#rrggbb`, is given without `mode` `accented`, or is too dark
  ///   to tell the rings apart (``SceneRequest/checkTint()``).
  private mutating func readMode(_ fields: RequestFields) throws(RequestError) {
    let asked = try fields.choice(.mode, of: RenderingMode.self)
    mode = asked ?? mode
    if try fields.flag(.alwaysOn) == true {
      if let asked, asked != .alwaysOn {
        throw RequestError(.alwaysOn) { name in
          "\(name(.alwaysOn)) and \(name(.mode)) \(asked.typedName) disagree: \(name(.alwaysOn)) "
            + "is \(name(.mode)) always-on; give one of them"
        }
      }
      mode = .alwaysOn
    }
    if let tint = try fields.color(.tint) {
      guard mode == .accented else {
        throw RequestError(.tint) { name in
          "\(name(.tint)) is the colour of \(name(.mode)) accented, not of \(mode.typedName): "
            + "add \(name(.mode)) accented or leave \(name(.tint)) out"
        }
      }
      self.tint = tint
      // Refused as the field is read, whichever door it came through.
      do {
        try checkTint()
      } catch {
        throw RequestError(error)
      }
    }
  }

  /// The scale as a `RenderScale`.
  ///
  /// - Throws: ``RequestError`` naming `scale`: "scale 4 is not supported: use 1, 2 or 3".
  public func renderScale() throws(RequestError) -> RenderScale {
    guard let renderScale = RenderScale(rawValue: scale) else {
      throw RequestError(SceneRequestError(.unsupportedScale, of: self))
    }
    return renderScale
  }
}
