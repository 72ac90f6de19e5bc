import Foundation

/// The consuming package's `rings-assets.json`: the images `export-ring-assets` keeps up to date.
///
/// ```json
/// {
///   "assets": [
///     {
///       "name": "today",
///       "summary": "move=350/500,exercise=20/30,stand=8/12",
///       "presets": ["square-64", "live-activity-minimal"],
///       "sizes": [40],
///       "scales": [2, 3],
///       "formats": ["png"],
///       "output": "Sources/Dashboard/Resources",
///       "assetCatalog": "Rings"
///     }
///   ]
/// }
/// ```
///
/// Every field but `assets` is read leniently (all optional, any JSON type) so that a mistake is
/// reported against the entry that holds it, by name, rather than as one decoding error.
struct AssetManifest: Decodable {
  /// The entries, in order.
  var assets: [RawAsset]
}

/// One manifest entry as written, before validation.
struct RawAsset: Decodable {
  var name: JSONValue?
  var summary: JSONValue?
  var presets: JSONValue?
  var sizes: JSONValue?
  var scales: JSONValue?
  var formats: JSONValue?
  var output: JSONValue?
  var assetCatalog: JSONValue?
  var style: JSONValue?
  var background: JSONValue?
  var look: JSONValue?
  /// Keys the plugin does not know, reported as mistakes (a typo such as `"preset"` would
  /// otherwise be silently ignored).
  var unknownKeys: [String] = []

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static let knownKeys: Set<String> = [
    "name", "summary", "presets", "sizes", "scales", "formats", "output", "assetCatalog",
    "style", "background", "look",
  ]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    func value(_ key: String) throws -> JSONValue? {
      try container.decodeIfPresent(JSONValue.self, forKey: AnyKey(stringValue: key))
    }
    name = try value("name")
    summary = try value("summary")
    presets = try value("presets")
    sizes = try value("sizes")
    scales = try value("scales")
    formats = try value("formats")
    output = try value("output")
    assetCatalog = try value("assetCatalog")
    style = try value("style")
    background = try value("background")
    look = try value("look")
    unknownKeys = container.allKeys.map(\.stringValue).filter { !Self.knownKeys.contains($0) }
      .sorted()
  }
}

/// Any JSON value, so that wrong types become messages naming the entry.
enum JSONValue: Decodable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([JSONValue])
  case object
  case null

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object
    }
  }
}
