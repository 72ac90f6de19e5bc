import ActivityRings
import ActivityRingsJSON

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
    document(Contents())
  }

  /// An image set of PNGs, one per scale: an entry for each of 1x, 2x and 3x, as Xcode lists
  /// them, with a `filename` where `files` has one (an entry without a file is an empty slot).
  public static func rasterImageSet(files: [RenderScale: String]) -> String {
    let images = RenderScale.allCases.map { scale in
      Image(filename: files[scale], scale: "\(scale.factor)x")
    }
    return document(Contents(images: images))
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
    document(Contents(images: [Image(filename: file, scale: nil)], properties: Properties()))
  }

  /// `contents` as ``JSONDocument`` writes every JSON document of the package: sorted keys,
  /// `"key" : value`, two-space indentation, which is Xcode's layout too.
  private static func document(_ contents: Contents) -> String {
    do {
      return try JSONDocument.text(of: contents)
    } catch {
      preconditionFailure(
        "Contents.json holds strings, an integer and a boolean, never a number that is not finite")
    }
  }

  /// A `Contents.json`: the fields left nil are left out.
  private struct Contents: Encodable {
    var images: [Image]?
    var info = Info()
    var properties: Properties?
  }

  /// An entry of `images`.
  private struct Image: Encodable {
    var filename: String?
    var idiom = "universal"
    var scale: String?

    init(filename: String?, scale: String?) {
      self.filename = filename
      self.scale = scale
    }
  }

  /// Who wrote the catalog, as Xcode marks its own.
  private struct Info: Encodable {
    var author = "xcode"
    var version = 1
  }

  /// A vector image set's properties.
  private struct Properties: Encodable {
    private enum CodingKeys: String, CodingKey {
      case preservesVectorRepresentation = "preserves-vector-representation"
    }
    var preservesVectorRepresentation = true
  }
}
