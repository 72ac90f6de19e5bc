import ActivityRingsJSON

/// One entry of an ``AssetManifest``, checked: everything one `rings export` run needs.
///
/// ```swift
/// let entry = manifest.entries[0]
/// entry.presets  // ["square-64", "live-activity-minimal"]
/// entry.label    // "asset 'today' (entry 1)"
/// ```
public struct AssetManifestEntry: Sendable, Hashable {
  /// The keys an entry may have.
  public static let knownKeys = [
    "alwaysOn", "assetCatalog", "background", "formats", "look", "mode", "name", "output",
    "presets", "scales", "sizes", "style", "summary", "tint",
  ]

  /// The entry's name, unique in the manifest.
  public var name: String
  /// Where the summary comes from, as `rings --summary` takes it: a JSON file (relative to the
  /// package root) or an inline spec such as `move=350/500,exercise=20/30,stand=8/12`.
  public var summary: String
  /// Preset names, as `rings export --list-presets` shows them.
  public var presets: [String]
  /// Square sizes in points (`rings export --size`), each at least 0.01 and at most 10,000.
  public var sizes: [Double]
  /// Pixels per point, each of 1, 2 and 3; all three when the entry leaves them out.
  public var scales: [Int]
  /// Format names, lower-cased, as `rings export --format` takes them; `png` when left out.
  public var formats: [String]
  /// The folder to write into, relative to the package root and inside it.
  public var output: String
  /// The asset catalog's name (without `.xcassets`), or nil for loose files.
  public var assetCatalog: String?
  /// `rings export --style`, when given.
  public var style: String?
  /// `rings export --background`, when given.
  public var background: String?
  /// `rings export --look`, when given.
  public var look: String?
  /// `rings export --mode`, when given (`vibrant`, `accented`…).
  public var mode: String?
  /// `rings export --tint`, when given: the colour of the `accented` mode.
  public var tint: String?
  /// `rings export --always-on`, the same as `"mode": "always-on"`: the reduced-luminance
  /// variant for the Always-On display; false when left out.
  public var alwaysOn: Bool = false
  /// The entry's position in the manifest, from 0.
  public var index: Int
  /// The manifest line the entry's name is on (or the entry starts on), for messages.
  public var line: Int?

  /// The entry in messages: `asset 'today' (entry 1)`.
  public var label: String { Self.label(name: name, index: index) }

  /// `asset 'today' (entry 1)`, or `entry 1` without a name.
  static func label(name: String?, index: Int) -> String {
    name.map { "asset '\($0)' (entry \(index + 1))" } ?? "entry \(index + 1)"
  }

  /// The mistakes found in one entry.
  struct Problems: Error {
    var problems: [String]
  }

  /// Checks one entry, collecting every mistake in it.
  static func checked(_ value: JSONValue, index: Int, line: Int?) -> Result<Self, Problems> {
    guard value.kind == .object else {
      return .failure(
        Problems(problems: [
          "it is \(value.kind), not an object such as {\"name\": …, \"summary\": …, …}"
        ]))
    }
    var fields = Fields(value: value)
    for key in Set(value.object?.keys ?? []).subtracting(knownKeys).sorted() {
      fields.problems.append(
        "unknown key '\(key)' (known: \(knownKeys.joined(separator: ", ")))")
    }
    let name = fields.text("name", required: true) ?? ""
    if !name.isEmpty, name.contains("/") || name.hasPrefix(".") {
      fields.problems.append("'name' must not contain '/' or start with '.'")
    }
    let summary = fields.text("summary", required: true) ?? ""
    if summary == "-" {
      fields.problems.append(
        "'summary' cannot be '-' (standard input): give a JSON file or an inline spec")
    }
    let presets = fields.texts("presets") ?? []
    let sizes = fields.numbers("sizes") ?? []
    if presets.isEmpty && sizes.isEmpty {
      fields.problems.append(
        "nothing to export: give 'presets' (rings export --list-presets shows them) or 'sizes'")
    }
    for size in sizes where (try? ExportPreset.square(side: size)) == nil {
      fields.problems.append(
        "'sizes': \(pointsText(size)) is not a side in points (at least 0.01, at most 10000)")
    }
    var scales = [1, 2, 3]
    if let numbers = fields.numbers("scales") {
      scales = []
      for number in numbers {
        if let scale = Int(exactly: number), (1...3).contains(scale) {
          scales.append(scale)
        } else {
          fields.problems.append("'scales': \(pointsText(number)) is not a scale: use 1, 2 or 3")
        }
      }
      if numbers.isEmpty {
        fields.problems.append(
          "'scales' is empty: give some of 1, 2 and 3, or leave it out for all")
      }
    }
    var formats = ["png"]
    if let names = fields.texts("formats") {
      // `rings export` judges the names, so a format a new backend brings needs no change here.
      formats = names.map { $0.lowercased() }
      if formats.isEmpty {
        fields.problems.append("'formats' is empty: give some of png, gif, svg and pdf")
      }
    }
    let output = fields.text("output", required: true) ?? ""
    if !output.isEmpty, let problem = folderProblem(output) {
      fields.problems.append("'output' '\(output)' \(problem)")
    }
    let catalog = fields.catalog()
    if catalog != nil, formats.count > 1 {
      fields.problems.append(
        "an asset catalog holds one format (PNGs at each scale, or one SVG or PDF), not "
          + formats.joined(separator: ", "))
    }
    let style = fields.text("style", required: false)
    let background = fields.text("background", required: false)
    let look = fields.text("look", required: false)
    let mode = fields.text("mode", required: false)
    let tint = fields.text("tint", required: false)
    let alwaysOn = fields.flag("alwaysOn")
    guard fields.problems.isEmpty else { return .failure(Problems(problems: fields.problems)) }
    return .success(
      AssetManifestEntry(
        name: name, summary: summary, presets: presets, sizes: sizes, scales: scales,
        formats: formats, output: output, assetCatalog: catalog, style: style,
        background: background, look: look, mode: mode, tint: tint, alwaysOn: alwaysOn,
        index: index, line: line))
  }

  /// A size as `rings` reads it: `40`, not `40.0`.
  public static func pointsText(_ points: Double) -> String {
    if let whole = Int(exactly: points) { return String(whole) }
    return "\(points)"
  }

  /// Why an output folder is not allowed, or nil: it must be relative and stay in the package.
  static func folderProblem(_ path: String) -> String? {
    if path.hasPrefix("/") { return "must be relative to the package root" }
    var depth = 0
    for part in path.split(separator: "/") {
      if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
      if depth < 0 { return "leaves the package" }
    }
    if path.split(separator: "/").first == ".build" { return "is inside .build" }
    return nil
  }

  /// An entry's fields read leniently, so that every mistake is collected.
  private struct Fields {
    let value: JSONValue
    var problems: [String] = []

    /// Text that is not blank; nil when left out (a problem if `required`) or not text.
    mutating func text(_ key: String, required: Bool) -> String? {
      guard let field = value[key], !field.isNull else {
        if required { problems.append("'\(key)' is missing") }
        return nil
      }
      guard let text = field.string else {
        problems.append("'\(key)' must be a string")
        return nil
      }
      guard text.contains(where: { !$0.isWhitespace }) else {
        problems.append("'\(key)' is empty")
        return nil
      }
      return text
    }

    /// A string or a list of strings; nil when left out, null or not that.
    mutating func texts(_ key: String) -> [String]? {
      list(key, of: "strings") { $0.string }
    }

    /// A number or a list of numbers; nil when left out, null or not that.
    mutating func numbers(_ key: String) -> [Double]? {
      list(key, of: "numbers") { $0.number }
    }

    private mutating func list<T>(_ key: String, of kind: String, _ read: (JSONValue) -> T?)
      -> [T]?
    {
      guard let field = value[key], !field.isNull else { return nil }
      if let one = read(field) { return [one] }
      guard let elements = field.array else {
        problems.append("'\(key)' must be a list of \(kind)")
        return nil
      }
      var values: [T] = []
      for element in elements {
        guard let one = read(element) else {
          problems.append("'\(key)' must be a list of \(kind)")
          return nil
        }
        values.append(one)
      }
      return values
    }

    /// true or false; false when left out or null.
    mutating func flag(_ key: String) -> Bool {
      guard let field = value[key], !field.isNull else { return false }
      guard let flag = field.bool else {
        problems.append("'\(key)' must be true or false")
        return false
      }
      return flag
    }

    /// `assetCatalog`: true for `Rings`, a name, or false or null for loose files.
    mutating func catalog() -> String? {
      guard let field = value["assetCatalog"], !field.isNull, field.bool != false else {
        return nil
      }
      if field.bool == true { return "Rings" }
      guard let name = field.string else {
        problems.append("'assetCatalog' must be true, false or a catalog name such as \"Rings\"")
        return nil
      }
      guard let plain = ExportPlan.catalogName(name) else {
        problems.append(
          "'assetCatalog' '\(name)' must be \(ExportPlan.catalogNameRule)")
        return nil
      }
      return plain
    }
  }
}
