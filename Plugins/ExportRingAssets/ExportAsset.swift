import Foundation

/// One validated manifest entry: everything needed for one `rings export` run.
///
/// ```swift
/// let asset = try ExportAsset(raw, index: 0)
/// asset.arguments(output: "Sources/App/Resources")
/// // ["export", "--summary", "move=350/500", "--preset", "square-64", "--scale", "2,3", …]
/// ```
struct ExportAsset {
  /// The entry's name, unique in the manifest; diagnostics name the entry by it.
  var name: String
  /// Where the summary comes from, in the CLI's syntax: a JSON file (relative to the package
  /// root) or an inline spec such as `move=350/500,exercise=20/30,stand=8/12`.
  var summary: String
  /// Preset names, as `rings export --list-presets` shows them.
  var presets: [String]
  /// Square sizes in points (`rings export --size`).
  var sizes: [Double]
  /// Pixels per point, each of 1, 2 and 3.
  var scales: [Int]
  /// Formats, as `rings export --format` takes them: png, gif, svg, pdf.
  var formats: [String]
  /// The folder to write into, relative to the package root.
  var output: String
  /// The asset catalog's name (without `.xcassets`), or nil for loose files.
  var assetCatalog: String?
  /// `--style`, `--background` and `--look`, when given.
  var appearance: [(option: String, value: String)]

  /// A description of the entry for messages: `asset 'today' (entry 1)`.
  static func label(name: String?, index: Int) -> String {
    if let name { return "asset '\(name)' (entry \(index + 1))" }
    return "entry \(index + 1)"
  }

  /// Validates one entry, collecting every mistake in it.
  ///
  /// - Returns: the asset, or the problems found (never both empty).
  static func validate(_ raw: RawAsset) -> Result<ExportAsset, ProblemList> {
    var problems: [String] = []
    for key in raw.unknownKeys {
      problems.append(
        "unknown key '\(key)' (known: \(RawAsset.knownKeys.sorted().joined(separator: ", ")))")
    }
    let name = Self.text(raw.name, key: "name", required: true, problems: &problems) ?? ""
    if !name.isEmpty, name.contains("/") || name.hasPrefix(".") {
      problems.append("'name' must not contain '/' or start with '.'")
    }
    let summary = Self.text(raw.summary, key: "summary", required: true, problems: &problems) ?? ""
    if summary == "-" {
      problems.append(
        "'summary' cannot be '-' (standard input): give a JSON file or an inline spec")
    }
    let presets = Self.texts(raw.presets, key: "presets", problems: &problems) ?? []
    let sizes = Self.numbers(raw.sizes, key: "sizes", problems: &problems) ?? []
    if presets.isEmpty && sizes.isEmpty {
      problems.append(
        "nothing to export: give 'presets' (rings export --list-presets shows them) or 'sizes'")
    }
    for size in sizes where !(size > 0 && size <= 10_000) {
      problems.append(
        "'sizes': \(Self.pointsText(size)) is not a side in points (more than 0, at most 10000)")
    }
    var scales: [Int] = [1, 2, 3]
    if !raw.scales.isAbsent {
      let numbers = Self.numbers(raw.scales, key: "scales", problems: &problems) ?? []
      scales = []
      for number in numbers {
        if let scale = Int(exactly: number), (1...3).contains(scale) {
          scales.append(scale)
        } else {
          problems.append("'scales': \(Self.pointsText(number)) is not a scale: use 1, 2 or 3")
        }
      }
      if numbers.isEmpty, !raw.scales.isNull {
        problems.append("'scales' is empty: give some of 1, 2 and 3, or leave it out for all")
      }
    }
    var formats = ["png"]
    if !raw.formats.isAbsent {
      formats = (Self.texts(raw.formats, key: "formats", problems: &problems) ?? []).map {
        $0.lowercased()
      }
      // `rings export` judges the names, so a format a new backend brings needs no change here.
      if formats.isEmpty {
        problems.append("'formats' is empty: give some of png, gif, svg and pdf")
      }
    }
    let output = Self.text(raw.output, key: "output", required: true, problems: &problems) ?? ""
    if !output.isEmpty, let problem = Self.folderProblem(output) {
      problems.append("'output' '\(output)' \(problem)")
    }
    var catalog: String?
    switch raw.assetCatalog {
    case nil, .null?, .bool(false)?: catalog = nil
    case .bool(true)?: catalog = "Rings"
    case .string(var name)?:
      if name.hasSuffix(".xcassets") { name.removeLast(".xcassets".count) }
      if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
        problems.append(
          "'assetCatalog' '\(name)' must be a plain name such as Rings, without '/' or a leading '.'"
        )
      }
      catalog = name
    default:
      problems.append("'assetCatalog' must be true, false or a catalog name such as \"Rings\"")
    }
    if catalog != nil, formats.count > 1 {
      problems.append(
        "an asset catalog holds one format (PNGs at each scale, or one SVG or PDF), not \(formats.joined(separator: ", "))"
      )
    }
    var appearance: [(String, String)] = []
    for (key, value) in [("style", raw.style), ("background", raw.background), ("look", raw.look)] {
      if let text = Self.text(value, key: key, required: false, problems: &problems) {
        appearance.append(("--\(key)", text))
      }
    }
    guard problems.isEmpty else { return .failure(ProblemList(problems: problems)) }
    return .success(
      ExportAsset(
        name: name, summary: summary, presets: presets, sizes: sizes, scales: scales,
        formats: formats, output: output, assetCatalog: catalog, appearance: appearance))
  }

  /// The `rings` arguments that export this asset into `folder`.
  func arguments(output folder: String) -> [String] {
    var arguments = ["export", "--summary", summary]
    if !presets.isEmpty { arguments += ["--preset"] + presets }
    for size in sizes { arguments += ["--size", Self.pointsText(size)] }
    arguments += ["--scale", scales.map(String.init).joined(separator: ",")]
    arguments += ["--format", formats.joined(separator: ",")]
    if let assetCatalog { arguments += ["--asset-catalog", "--catalog-name", assetCatalog] }
    for (option, value) in appearance { arguments += [option, value] }
    return arguments + ["--quiet", "-o", folder]
  }

  /// A size as `rings` reads it: `40`, not `40.0`.
  static func pointsText(_ points: Double) -> String {
    if let whole = Int(exactly: points) { return String(whole) }
    return String(points)
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

  private static func text(
    _ value: JSONValue?, key: String, required: Bool, problems: inout [String]
  ) -> String? {
    switch value {
    case .string(let text)? where !text.trimmingCharacters(in: .whitespaces).isEmpty: return text
    case .string?: problems.append("'\(key)' is empty")
    case nil, .null?: if required { problems.append("'\(key)' is missing") }
    default: problems.append("'\(key)' must be a string")
    }
    return nil
  }

  private static func texts(_ value: JSONValue?, key: String, problems: inout [String])
    -> [String]?
  {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?: return [text]
    case .array(let items)?:
      var texts: [String] = []
      for item in items {
        guard case .string(let text) = item else {
          problems.append("'\(key)' must be a list of strings")
          return nil
        }
        texts.append(text)
      }
      return texts
    default:
      problems.append("'\(key)' must be a list of strings")
      return nil
    }
  }

  private static func numbers(_ value: JSONValue?, key: String, problems: inout [String])
    -> [Double]?
  {
    switch value {
    case nil, .null?: return nil
    case .number(let number)?: return [number]
    case .array(let items)?:
      var numbers: [Double] = []
      for item in items {
        guard case .number(let number) = item else {
          problems.append("'\(key)' must be a list of numbers")
          return nil
        }
        numbers.append(number)
      }
      return numbers
    default:
      problems.append("'\(key)' must be a list of numbers")
      return nil
    }
  }
}

/// The mistakes found in one entry.
struct ProblemList: Error {
  var problems: [String]
}

extension Optional where Wrapped == JSONValue {
  /// Whether the key is missing or null.
  fileprivate var isAbsent: Bool { self == nil || self == .null }
  /// Whether the key is present and null.
  fileprivate var isNull: Bool { self == .null }
}
