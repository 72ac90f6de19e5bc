import ActivityRings

extension DrawList {
  /// The most path commands (`M`, `L`, `C` and `Z`, in all of the items' and their paints'
  /// pieces' paths) a draw list read from JSON may hold: about twice the largest picture the core draws (a 400-day
  /// history calendar at the largest canvas has about 285,000). Each takes 56 bytes once read,
  /// against as little as 2 bytes of text (`Z `), so without a limit a file's paths could take
  /// 28 times its size.
  public static let maximumJSONPathCommands = 500_000

  /// Reads a draw list saved as JSON (the form `DrawList` encodes to), parsed once and decoded
  /// by its own `Codable` conformance, with every problem in one line that names the field and
  /// its rule: `scale is 1.5: expected 1, 2 or 3`.
  ///
  /// ```swift
  /// let drawList = try DrawList(json: Array(text.utf8))
  /// ```
  ///
  /// The canvas must be more than 0 points on each side and at most
  /// `CanvasSize.maximumPixelSide` pixels at the draw list's scale, as a scene's is; the paths
  /// may hold at most ``maximumJSONPathCommands`` commands, counted before any is read.
  ///
  /// - Parameter bytes: the draw list, UTF-8 JSON.
  /// - Complexity: O(n) time; memory at most 4 times the bytes and 32 MB: the bytes, at most
  ///   twice as much for the reader's index (see ``JSONReader``), and the draw list, whose
  ///   lists are made at their final size.
  /// - Throws: ``DrawListJSONError``.
  public init(json bytes: [UInt8]) throws(DrawListJSONError) {
    let root = try JSONReader.input(bytes, failing: DrawListJSONError.self)
    let commands = Self.pathCommands(in: root, upTo: Self.maximumJSONPathCommands)
    guard commands <= Self.maximumJSONPathCommands else {
      throw .invalid(
        "items hold more than 500,000 path commands (M, L, C and Z): the limit is 500,000, "
          + "about twice what the largest picture rings draws has")
    }
    do {
      self = try JSONValueDecoder().decode(DrawList.self, from: root)
    } catch {
      // The canvas's own error names a Swift-side rule; the size's is told here, with the limit.
      if error.path == ["size"], case .invalid = error.problem {
        throw .invalid(Self.sizeProblem(root["size"], scale: nil, pixels: nil))
      }
      throw .invalid(error.description)
    }
    let pixels = size.pixels(at: scale)
    let largest = max(pixels.width, pixels.height)
    guard Double(largest) <= CanvasSize.maximumPixelSide else {
      throw .invalid(Self.sizeProblem(root["size"], scale: scale, pixels: largest))
    }
  }

  /// The number of path commands in the items' paths and their paints' pieces' paths, counted
  /// in their text up to one more than `limit`.
  private static func pathCommands(in root: JSONValue, upTo limit: Int) -> Int {
    var count = 0
    // Each item's path, then its paint's pieces' paths.
    var paths: [JSONValue] = []
    for item in root["items"]?.array ?? JSONArray.empty {
      paths.removeAll(keepingCapacity: true)
      if let path = item["path"] { paths.append(path) }
      for piece in item["paint"]?["pieces"]?.array ?? JSONArray.empty {
        if let path = piece["path"] { paths.append(path) }
      }
      for path in paths where path.kind == .string {
        count += commands(in: path, upTo: limit - count)
        if count > limit { return count }
      }
    }
    return count
  }

  /// The number of path commands in the text of `path`, a JSON string, counted up to one more
  /// than `limit`.
  private static func commands(in path: JSONValue, upTo limit: Int) -> Int {
    let bytes = path.tape.bytes
    var index = path.tape.offset(path.index) + 1
    var commands = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), commands <= limit {
      if bytes[index] == UInt8(ascii: "\\") {
        // An escape: count in the decoded text instead (rare; never in what rings writes).
        return (path.string ?? "").utf8.count(where: isCommand)
      }
      if isCommand(bytes[index]) { commands += 1 }
      index += 1
    }
    return commands
  }

  private static func isCommand(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "M") || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "C")
      || byte == UInt8(ascii: "Z")
  }

  /// `size is -5×5 points: each side must be more than 0 points, and at most 8192 pixels at
  /// the draw list's scale`, with the scale and the pixels when the size is too large.
  private static func sizeProblem(_ size: JSONValue?, scale: RenderScale?, pixels: Int?) -> String {
    let width = size?["width"]?.shown ?? "?"
    let height = size?["height"]?.shown ?? "?"
    let measured =
      if let scale, let pixels { " at scale \(scale.factor), \(pixels) pixels on a side" } else {
        ""
      }
    return "size is \(width)×\(height) points\(measured): each side must be more than 0 points, "
      + "and at most \(Int(CanvasSize.maximumPixelSide)) pixels at the draw list's scale"
  }
}
