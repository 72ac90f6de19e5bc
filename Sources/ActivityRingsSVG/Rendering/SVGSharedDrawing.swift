import ActivityRings

/// Many draw lists for one HTML page, with what repeats among them written once: a calendar of
/// years draws the same pieces of ring again and again (a closed ring's lap, the gradient
/// pieces from 12 o'clock that every ring at 40% and at 60% shares), and each is defined once
/// in `<defs>` and placed with `<use>`.
///
/// ```swift
/// var shared = try SVGSharedDrawing()
/// for summary in summaries {
///   try shared.add(RingScene(summary: summary, size: CanvasSize(side: 44)).drawList())
/// }
/// let drawn = shared.result()
/// var html = drawn.definitions             // once, anywhere in the page
/// for fragment in drawn.fragments {
///   html += "<svg viewBox=\"0 0 44 44\" width=\"44\" height=\"44\">" + fragment + "</svg>"
/// }
/// ```
///
/// A fragment draws exactly what its draw list says, in its order: each run of consecutive
/// items with the same role (a ring's track, its lap, its arc, its shadow) is cut into aligned
/// blocks of 1, 2, 4, 8… items (the largest that fit, counted from the run's start), and a block
/// that appears more than once in all the lists — as a whole, or inside a larger block — is
/// defined once and used by reference. An item that appears only once but is another item turned
/// about the canvas centre (a tip's shadow at 40° and at 200°) is defined once, turned back to
/// where its first point lies right of the centre (the centre at the origin), and used with
/// `transform="matrix(…)"`. The rest is written in place. The pictures are the same as
/// ``SVGRenderer``'s to within the coordinates' rounding. A fragment holds no background, `<title>` or `<desc>`: the page's
/// element around it says those. Groups (`DrawList.groups`) become `<g>` elements with their
/// `<title>`, as in ``SVGRenderer``.
///
/// An item painted with pieces (`Paint.pieces`, the gradient look) is filled with a `<pattern>`
/// in the definitions, one for all the items whose pieces are the same; a pattern's pieces are
/// cut into blocks and shared like a fragment's items, so the pieces that recur from day to day
/// are written once.
///
/// Ids are the prefix and a number in base 36 (`r0`, `r1`, … `r2s`), in order of first use, and
/// for patterns the prefix, `_` and a number (`r_0`); the text is deterministic. Only the distinct items are kept while lists are added, not the
/// lists.
///
/// - Complexity: O(total items × log(longest run)) time; memory for the distinct items.
public struct SVGSharedDrawing: Sendable {
  /// The drawn page parts.
  public struct Result: Sendable, Hashable {
    /// One hidden `<svg>` element holding the shared `<defs>`, ending in a newline: put it once
    /// in the page.
    public let definitions: String
    /// Each draw list's elements, in the order they were added, to put inside an `<svg>` whose
    /// `viewBox` is that list's canvas.
    public let fragments: [String]
    /// How many blocks are defined once and used by reference.
    public let definitionCount: Int
  }

  private let coordinates: DecimalFormat
  private let identifierPrefix: String
  private var graph = BlockGraph()
  private var layouts: [[Segment]] = []
  private var texts: [String] = []
  /// Each distinct pattern's id, by its tile and its pieces' attributes; and each pattern, in
  /// order of first use, with its tile and its pieces' blocks.
  private var patternIdentifiers: [String: String] = [:]
  private var patterns: [(id: String, tile: String, blocks: [Int])] = []

  /// Starts an empty drawing.
  ///
  /// - Parameters:
  ///   - coordinateFractionDigits: digits after the decimal point in coordinates, 0…9 (see
  ///     ``SVGRenderer/coordinateFractionDigits``).
  ///   - identifierPrefix: the start of every id, unique in the page (see
  ///     ``SVGRenderer/identifierPrefix``).
  /// - Throws: ``SVGRenderError/invalidIdentifierPrefix(_:)`` for an unusable prefix.
  public init(coordinateFractionDigits: Int = 3, identifierPrefix: String = "r")
    throws(SVGRenderError)
  {
    guard SVGRenderer.isValidIdentifierPrefix(identifierPrefix) else {
      throw .invalidIdentifierPrefix(identifierPrefix)
    }
    coordinates = DecimalFormat(maximumFractionDigits: coordinateFractionDigits)
    self.identifierPrefix = identifierPrefix
  }

  /// Adds one picture; its fragment is the next in ``Result/fragments``.
  ///
  /// - Throws: ``SVGRenderError`` for a NaN or infinite number or a bad group, naming the item;
  ///   nothing is added then.
  public mutating func add(_ drawList: DrawList) throws(SVGRenderError) {
    let text = try SVGRenderer.texts(of: drawList, coordinates: coordinates)
    var attributes: [String] = []
    attributes.reserveCapacity(drawList.items.count)
    // Patterns new in this list (their tile and their pieces' attributes), kept only once the
    // whole list is read.
    var newPatterns:
      [(key: String, id: String, tile: String, pieces: [(item: DrawItem, attributes: String)])] =
        []
    for (index, item) in drawList.items.enumerated() {
      var pattern: String?
      if case .pieces(let pieces) = item.paint {
        let tile = try SVGRenderer.patternTile(
          of: pieces, for: item, at: index, coordinates: coordinates)
        var leaves: [(item: DrawItem, attributes: String)] = []
        leaves.reserveCapacity(pieces.count)
        for piece in pieces {
          let pieceItem = SVGRenderer.pieceItem(piece, of: item)
          leaves.append(
            (
              pieceItem,
              try SVGRenderer.attributes(
                of: pieceItem, at: index, coordinates: coordinates, pattern: nil)
            ))
        }
        let key = tile + leaves.map { $0.attributes }.joined(separator: "\n")
        if let known = patternIdentifiers[key] ?? newPatterns.first(where: { $0.key == key })?.id {
          pattern = known
        } else {
          let id = identifierPrefix + "_" + String(patterns.count + newPatterns.count, radix: 36)
          newPatterns.append((key, id, tile, leaves))
          pattern = id
        }
      }
      attributes.append(
        try SVGRenderer.attributes(
          of: item, at: index, coordinates: coordinates, pattern: pattern))
    }
    var previousEnd = 0
    for (index, group) in drawList.groups.enumerated() {
      guard group.items.lowerBound >= previousEnd, group.items.upperBound <= drawList.items.count,
        !group.items.isEmpty
      else { throw .invalidGroup(index) }
      previousEnd = group.items.upperBound
    }
    let centre = Point(x: drawList.size.width / 2, y: drawList.size.height / 2)
    let coordinates = coordinates
    let turning = { (item: DrawItem) in
      Self.turnedBack(item, about: centre, coordinates: coordinates)
    }
    for pattern in newPatterns {
      patternIdentifiers[pattern.key] = pattern.id
      // A pattern's pieces are blocks like a fragment's items (the pieces every ring at 40% and
      // at 60% shares are written once), and turned copies of one shape where they are alike.
      patterns.append((pattern.id, pattern.tile, graph.add(run: pattern.pieces, turning: turning)))
    }
    layouts.append(graph.add(drawList, attributes: attributes, turning: turning))
    texts.append(text)
  }

  /// An item turned about `centre` so that its first point lies on the centre's right, with the
  /// centre moved to the origin: its attributes then, and the `matrix(…)` that turns it back and
  /// moves it into place. The turn's cosine and sine are the first point's offset over its
  /// distance (no trigonometry, so the text is the same on every platform); they carry four
  /// decimals, 0.001 point of arc at most on a ring 44 points across. Nil for an item without a
  /// first point away from the centre.
  static func turnedBack(_ item: DrawItem, about centre: Point, coordinates: DecimalFormat)
    -> Turned?
  {
    // A pattern lies in the user space of the shape that uses it: turned, it would turn too.
    guard case .solid = item.paint, case .move(let first)? = item.path.elements.first else {
      return nil
    }
    let dx = first.x - centre.x
    let dy = first.y - centre.y
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 1e-3 else { return nil }
    let (cosine, sine) = (dx / distance, dy / distance)
    // Turning back by the angle: (x, y) ↦ (x cos + y sin, −x sin + y cos) about the centre.
    func turn(_ point: Point) -> Point {
      let x = point.x - centre.x
      let y = point.y - centre.y
      return Point(x: x * cosine + y * sine, y: -x * sine + y * cosine)
    }
    let turned = DrawItem(
      role: item.role, path: item.path.mapped(turn), paint: item.paint, fillRule: item.fillRule)
    guard
      let attributes = try? SVGRenderer.attributes(
        of: turned, at: 0, coordinates: coordinates, pattern: nil)
    else { return nil }
    // The way back: rotation by the angle, then the move from the origin to the centre.
    let factor = DecimalFormat(maximumFractionDigits: 4)
    let matrix =
      [cosine, sine, -sine, cosine].map(factor.string)
      + [centre.x, centre.y].map(coordinates.string)
    return Turned(
      attributes: attributes, transform: "matrix(" + matrix.joined(separator: " ") + ")")
  }

  /// An item turned back about the canvas centre: its attributes so, and the transform that
  /// puts it in place.
  struct Turned: Sendable, Hashable {
    let attributes: String
    let transform: String
  }

  /// The definitions and every fragment.
  ///
  /// - Complexity: O(total blocks).
  public func result() -> Result {
    var writer = Writer(graph: graph, prefix: identifierPrefix)
    var fragments: [String] = []
    fragments.reserveCapacity(layouts.count)
    for (segments, labels) in zip(layouts, texts) {
      var text = ""
      for segment in segments {
        switch segment {
        case .open(let title): text += "<g><title>\(XMLEscaping.text(title))</title>"
        case .close: text += "</g>"
        case .block(let node): text += writer.place(node)
        }
      }
      fragments.append(text + labels)
    }
    for pattern in patterns {
      let pieces = pattern.blocks.map { writer.place($0) }.joined()
      writer.definitions.append(
        "<pattern id=\"\(pattern.id)\"" + pattern.tile + pieces + "</pattern>")
    }
    return Result(
      definitions:
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" aria-hidden=\"true\""
        + " style=\"position:absolute\"><defs>" + writer.definitions.joined() + "</defs></svg>\n",
      fragments: fragments, definitionCount: writer.definitions.count)
  }

  /// What a fragment is made of, in order.
  private enum Segment {
    case open(String)
    case close
    case block(Int)
  }

  /// A block of items: one item's attributes, or two blocks of half its size.
  private enum Node: Hashable {
    case item(String)
    case pair(Int, Int)
  }

  /// Every distinct block, with how often it is referred to (by a fragment, or by a larger
  /// block).
  private struct BlockGraph {
    var nodes: [Node] = []
    var references: [Int] = []
    /// Each distinct item's turned-back form, by node.
    var turned: [Int: Turned] = [:]
    /// How many distinct items share each turned-back form.
    var turnedCounts: [String: Int] = [:]
    private var index: [Node: Int] = [:]

    /// The blocks of one draw list (its groups checked, `attributes` one per item), in order,
    /// with its groups' bounds.
    mutating func add(
      _ drawList: DrawList, attributes: [String], turning: (DrawItem) -> Turned?
    ) -> [Segment] {
      var segments: [Segment] = []
      var opening: [Int: String] = [:]
      var closing: Set<Int> = []
      for group in drawList.groups {
        opening[group.items.lowerBound] = group.title
        closing.insert(group.items.upperBound)
      }
      var run: [Int] = []
      var runRole: DrawRole?
      for (position, item) in drawList.items.enumerated() {
        if closing.contains(position) || opening[position] != nil || item.role != runRole {
          segments += blocks(of: run).map { .block($0) }
          run.removeAll(keepingCapacity: true)
          if closing.contains(position) { segments.append(.close) }
          if let title = opening[position] { segments.append(.open(title)) }
          runRole = item.role
        }
        run.append(leaf(for: item, attributes: attributes[position], turning: turning))
      }
      segments += blocks(of: run).map { .block($0) }
      if closing.contains(drawList.items.count) { segments.append(.close) }
      return segments
    }

    /// The blocks of a run of items outside a draw list's order (a pattern's pieces), with
    /// their attributes, in order.
    mutating func add(
      run items: [(item: DrawItem, attributes: String)], turning: (DrawItem) -> Turned?
    )
      -> [Int]
    {
      blocks(of: items.map { leaf(for: $0.item, attributes: $0.attributes, turning: turning) })
    }

    /// The leaf of an item, noting its turned-back form when it is new.
    private mutating func leaf(
      for item: DrawItem, attributes: String, turning: (DrawItem) -> Turned?
    ) -> Int {
      let isNew = index[.item(attributes)] == nil
      let leaf = intern(.item(attributes))
      if isNew, let form = turning(item) {
        turned[leaf] = form
        turnedCounts[form.attributes, default: 0] += 1
      }
      return leaf
    }

    /// A run of leaves cut into aligned power-of-two blocks, each counted as used once.
    private mutating func blocks(of leaves: [Int]) -> [Int] {
      var result: [Int] = []
      var start = 0
      while start < leaves.count {
        var size = 1
        while start % (size * 2) == 0, start + size * 2 <= leaves.count { size *= 2 }
        let node = block(leaves, start: start, size: size)
        references[node] += 1
        result.append(node)
        start += size
      }
      return result
    }

    private mutating func block(_ leaves: [Int], start: Int, size: Int) -> Int {
      guard size > 1 else { return leaves[start] }
      let half = size / 2
      let left = block(leaves, start: start, size: half)
      let right = block(leaves, start: start + half, size: half)
      let isNew = index[.pair(left, right)] == nil
      let node = intern(.pair(left, right))
      if isNew {
        references[left] += 1
        references[right] += 1
      }
      return node
    }

    private mutating func intern(_ node: Node) -> Int {
      if let existing = index[node] { return existing }
      nodes.append(node)
      references.append(0)
      index[node] = nodes.count - 1
      return nodes.count - 1
    }
  }

  /// Writes blocks: a shared one as a `<use>` (defining it on first use), the rest in place.
  private struct Writer {
    let graph: BlockGraph
    let prefix: String
    var identifiers: [Int: String] = [:]
    var turnedIdentifiers: [String: String] = [:]
    var definitions: [String] = []
    private var identifierCount = 0

    init(graph: BlockGraph, prefix: String) {
      self.graph = graph
      self.prefix = prefix
    }

    mutating func place(_ node: Int) -> String {
      guard graph.references[node] > 1 else {
        if let form = graph.turned[node], graph.turnedCounts[form.attributes, default: 0] > 1 {
          return placeTurned(form)
        }
        return content(of: node, identifier: nil)
      }
      if let identifier = identifiers[node] { return "<use href=\"#\(identifier)\"/>" }
      let identifier = nextIdentifier()
      identifiers[node] = identifier
      definitions.append(content(of: node, identifier: identifier))
      return "<use href=\"#\(identifier)\"/>"
    }

    private mutating func placeTurned(_ form: Turned) -> String {
      let identifier: String
      if let known = turnedIdentifiers[form.attributes] {
        identifier = known
      } else {
        identifier = nextIdentifier()
        turnedIdentifiers[form.attributes] = identifier
        definitions.append("<path id=\"\(identifier)\" \(form.attributes)/>")
      }
      return "<use href=\"#\(identifier)\" transform=\"\(form.transform)\"/>"
    }

    private mutating func nextIdentifier() -> String {
      identifierCount += 1
      return prefix + String(identifierCount - 1, radix: 36)
    }

    private mutating func content(of node: Int, identifier: String?) -> String {
      let id = identifier.map { " id=\"\($0)\"" } ?? ""
      switch graph.nodes[node] {
      case .item(let attributes): return "<path\(id) \(attributes)/>"
      case .pair(let left, let right):
        let inner = place(left) + place(right)
        return identifier == nil ? inner : "<g\(id)>\(inner)</g>"
      }
    }
  }
}
