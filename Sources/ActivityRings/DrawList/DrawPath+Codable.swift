extension DrawPath {
  /// The path as SVG path data with absolute commands `M`, `L`, `C` and `Z`, numbers written by
  /// `format` and separated by single spaces.
  ///
  /// ```swift
  /// DrawPath([.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3.25, y: 4)), .close])
  ///   .svgPathData(DecimalFormat(maximumFractionDigits: 2))  // "M 1 2 L 3.25 4 Z"
  /// ```
  ///
  /// - Complexity: O(number of elements).
  public func svgPathData(_ format: DecimalFormat) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(elements.count * 48)
    appendSVGPathData(format, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``svgPathData(_:)``'s text, as UTF-8, to `bytes`, without making strings of its
  /// own: what a writer of one long document (the SVG backend) calls for each path.
  ///
  /// - Complexity: O(number of elements); no allocation beyond `bytes` growing.
  package func appendSVGPathData(_ format: DecimalFormat, to bytes: inout [UInt8]) {
    var first = true
    func command(_ letter: UInt8) {
      if !first { bytes.append(UInt8(ascii: " ")) }
      first = false
      bytes.append(letter)
    }
    func add(_ point: Point) {
      bytes.append(UInt8(ascii: " "))
      format.append(point.x, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      format.append(point.y, to: &bytes)
    }
    for element in elements {
      switch element {
      case .move(let point):
        command(UInt8(ascii: "M"))
        add(point)
      case .line(let point):
        command(UInt8(ascii: "L"))
        add(point)
      case .curve(let point, let control1, let control2):
        command(UInt8(ascii: "C"))
        add(control1)
        add(control2)
        add(point)
      case .close:
        command(UInt8(ascii: "Z"))
      }
    }
  }

  /// Reads path data written by ``svgPathData(_:)`` (absolute `M`, `L`, `C`, `Z`, separated by
  /// spaces).
  ///
  /// ```swift
  /// let path = try DrawPath(svgPathData: "M 0 0 L 10 0 Z")
  /// ```
  ///
  /// - Throws: ``PathDataError`` naming the token that could not be read.
  /// - Complexity: O(n) time; memory: the elements alone (the text is read in place, and the
  ///   elements' storage is made once, for as many as the text has commands).
  public init(svgPathData text: String) throws(PathDataError) {
    let utf8 = text.utf8
    var position = utf8.startIndex
    // The next token between spaces, read in place: a big path makes no array of tokens.
    func nextToken() -> Substring? {
      while position < utf8.endIndex, utf8[position] == UInt8(ascii: " ") {
        position = utf8.index(after: position)
      }
      guard position < utf8.endIndex else { return nil }
      let start = position
      while position < utf8.endIndex, utf8[position] != UInt8(ascii: " ") {
        position = utf8.index(after: position)
      }
      return text[start..<position]
    }
    func number() throws(PathDataError) -> Double {
      guard let token = nextToken() else { throw .truncated }
      guard let value = Double(token), value.isFinite else { throw .badNumber(String(token)) }
      return value
    }
    func point() throws(PathDataError) -> Point {
      let x = try number()
      return Point(x: x, y: try number())
    }
    var elements: [PathElement] = []
    elements.reserveCapacity(
      utf8.count {
        [UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "C"), UInt8(ascii: "Z")].contains($0)
      })
    while let command = nextToken() {
      switch command {
      case "M": elements.append(.move(to: try point()))
      case "L": elements.append(.line(to: try point()))
      case "C":
        let control1 = try point()
        let control2 = try point()
        elements.append(.curve(to: try point(), control1: control1, control2: control2))
      case "Z": elements.append(.close)
      default: throw .unknownCommand(String(command))
      }
    }
    self.init(elements)
  }
}

#if !hasFeature(Embedded)
  extension DrawPath: Codable {
    /// Decodes a path from an SVG path data string.
    ///
    /// ```swift
    /// let path = try JSONDecoder().decode(DrawPath.self, from: Data(#""M 0 0 L 1 1 Z""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      do {
        try self.init(svgPathData: text)
      } catch {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
      }
    }

    /// Encodes the path as an SVG path data string with 6 fraction digits.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(DrawPath.disc(center: Point(x: 1, y: 1), radius: 1))
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(svgPathData(DecimalFormat(maximumFractionDigits: 6)))
    }
  }
#endif
