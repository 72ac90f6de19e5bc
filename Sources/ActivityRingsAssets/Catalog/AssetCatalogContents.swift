import ActivityRings

/// The `Contents.json` files of an Xcode asset catalog, written as Xcode writes them: two-space
/// indentation, `"key" : value`, keys sorted, a newline at the end. The same input always gives
/// the same bytes.
///
/// ```swift
/// AssetCatalogContents.catalog                      // Rings.xcassets/Contents.json
/// AssetCatalogContents.rasterImageSet(files: [.x2: "square-64@2x.png"])
/// AssetCatalogContents.vectorImageSet(file: "square-64.pdf")
/// ```
///
/// A layout `rings export --asset-catalog` writes:
///
/// ```
/// Rings.xcassets/Contents.json
/// Rings.xcassets/square-64.imageset/Contents.json
/// Rings.xcassets/square-64.imageset/square-64@1x.png
/// Rings.xcassets/square-64.imageset/square-64@2x.png
/// Rings.xcassets/square-64.imageset/square-64@3x.png
/// ```
public enum AssetCatalogContents {
  /// The media types an image set holds that Xcode reads and this tool writes: PNG (one per
  /// scale), SVG and PDF (one vector image).
  public static let mediaTypes: Set<String> = ["image/png", "image/svg+xml", "application/pdf"]

  /// Whether an image set can hold `format`.
  public static func holds(_ format: OutputFormat) -> Bool {
    format.imageKind != nil && mediaTypes.contains(format.mediaType)
  }

  /// The catalog's own `Contents.json`.
  ///
  /// ```swift
  /// AssetCatalogContents.catalog
  /// // {
  /// //   "info" : {
  /// //     "author" : "xcode",
  /// //     "version" : 1
  /// //   }
  /// // }
  /// ```
  public static var catalog: String {
    "{\n" + info + "\n}\n"
  }

  /// An image set of PNGs, one per scale: an entry for each of 1x, 2x and 3x, as Xcode lists
  /// them, with a `filename` where `files` has one (an entry without a file is an empty slot).
  public static func rasterImageSet(files: [RenderScale: String]) -> String {
    let images = RenderScale.allCases.map { scale in
      var fields: [String] = []
      if let file = files[scale] { fields.append(#""filename" : \#(quoted(file))"#) }
      fields.append(#""idiom" : "universal""#)
      fields.append(#""scale" : "\#(scale.factor)x""#)
      return fields
    }
    return "{\n" + imagesList(images) + ",\n" + info + "\n}\n"
  }

  /// An image set of one vector image (PDF or SVG) for every scale: a single universal entry
  /// without a scale, and `preserves-vector-representation`, so that Xcode keeps the vector
  /// data and draws it sharp at any size.
  ///
  /// ```swift
  /// AssetCatalogContents.vectorImageSet(file: "a.pdf")
  /// // { "images" : [ { "filename" : "a.pdf", "idiom" : "universal" } ], "info" : …,
  /// //   "properties" : { "preserves-vector-representation" : true } }
  /// ```
  public static func vectorImageSet(file: String) -> String {
    let image = [#""filename" : \#(quoted(file))"#, #""idiom" : "universal""#]
    return "{\n" + imagesList([image]) + ",\n" + info + ",\n"
      + "  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }\n}\n"
  }

  private static var info: String {
    "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
  }

  /// `"images" : [ … ]`, each image's fields already sorted by key.
  private static func imagesList(_ images: [[String]]) -> String {
    let objects = images.map { fields in
      "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }
    return "  \"images\" : [\n" + objects.joined(separator: ",\n") + "\n  ]"
  }

  /// A JSON string literal.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
