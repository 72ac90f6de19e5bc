import ActivityRings
import ActivityRingsFiles

/// Every file one export writes, decided before anything is drawn: the images, with predictable
/// names, and an asset catalog's `Contents.json` files. ``AssetExport`` draws them.
///
/// ```swift
/// let plan = ExportPlan(
///   presets: [try ExportPreset.named("square-64")], scales: [.x1, .x2], formats: [.png, .pdf],
///   folder: "out")
/// plan.images.map(\.path)  // ["out/square-64@1x.png", "out/square-64@2x.png", "out/square-64.pdf"]
/// ```
///
/// Names, for each preset in the order given, each format in the order given, each scale from
/// the smallest:
/// - loose files: `<preset>@<scale>x.<ext>` for raster and vector images (PNG, GIF, and SVG,
///   whose `width` and `height` are pixels, so they differ by scale); `<preset>.pdf` once for a
///   page measured in points, the same at every scale (the format's
///   `OutputFormat.imageKind` decides, so a backend's new format is named the same way);
/// - an asset catalog (one format): `<Catalog>.xcassets/Contents.json`, and per preset
///   `<preset>.imageset/` holding `Contents.json` and either `<preset>@<scale>x.png` for each
///   scale or a single `<preset>.svg` or `<preset>.pdf` drawn at 1×, marked to preserve its
///   vector data. An image set's files of another format from an earlier export (named as this
///   plan would name them) are listed in ``obsoletePaths``, for removal once the new set is
///   written, since the new `Contents.json` no longer names them.
public struct ExportPlan: Sendable, Hashable {
  /// The folder every file goes in.
  public let folder: String
  /// The images to render, in order.
  public let images: [ExportImage]
  /// Files that need no rendering: the asset catalog's `Contents.json` files.
  public let contents: [OutputFile]
  /// Images an earlier export may have left in this plan's image sets that the new
  /// `Contents.json` files do not name (`square-64.pdf` when PNGs replace it); empty for loose
  /// files.
  public let obsoletePaths: [String]

  /// Plans loose files in `folder`.
  public init(
    presets: [ExportPreset], scales: [RenderScale], formats: [OutputFormat], folder: String
  ) {
    var images: [ExportImage] = []
    for preset in presets {
      for format in formats {
        if format.imageKind == .page {
          images.append(
            ExportImage(
              preset: preset, scale: .x1, format: format,
              path: Self.join(folder, "\(preset.name).\(format.fileExtension)")))
          continue
        }
        for scale in scales {
          images.append(
            ExportImage(
              preset: preset, scale: scale, format: format,
              path: Self.join(folder, "\(preset.name)@\(scale.factor)x.\(format.fileExtension)")))
        }
      }
    }
    self.folder = folder
    self.images = images
    contents = []
    obsoletePaths = []
  }

  /// Plans an asset catalog named `catalog` (`Rings.xcassets`) in `folder`, in one format.
  ///
  /// ```swift
  /// let plan = ExportPlan(
  ///   presets: presets, scales: [.x1, .x2, .x3], format: .png, folder: "MyApp",
  ///   catalog: "Rings.xcassets")
  /// ```
  ///
  /// - Parameters:
  ///   - presets: the image sets, one per preset.
  ///   - scales: the PNGs' scales (a vector format is drawn once).
  ///   - format: PNG, SVG or PDF (see ``AssetCatalogContents/holds(_:)``).
  ///   - folder: the folder the catalog goes in.
  ///   - catalog: the catalog's folder name, `Rings.xcassets`.
  ///   - writesCatalogContents: whether to write the catalog's own `Contents.json`; nil (the
  ///     default) writes it unless a file is at ``catalogContentsPath(folder:catalog:)``
  ///     already, so a catalog that exists keeps its own. (A folder or a FIFO there is not a
  ///     file: the plan writes one, and writing refuses it.)
  public init(
    presets: [ExportPreset], scales: [RenderScale], format: OutputFormat, folder: String,
    catalog: String, writesCatalogContents: Bool? = nil
  ) {
    let catalogFolder = Self.join(folder, catalog)
    var images: [ExportImage] = []
    var contents: [OutputFile] = []
    var obsoletePaths: [String] = []
    let catalogContents = Self.catalogContentsPath(folder: folder, catalog: catalog)
    if writesCatalogContents ?? !FileStatus.isRegularFile(atPath: catalogContents) {
      contents.append(
        OutputFile(
          path: catalogContents, bytes: Array(AssetCatalogContents.catalog.utf8)))
    }
    for preset in presets {
      let imageSet = Self.join(catalogFolder, "\(preset.name).imageset")
      let json: String
      if format.imageKind == .raster {
        var files: [RenderScale: String] = [:]
        for scale in scales {
          let name = "\(preset.name)@\(scale.factor)x.\(format.fileExtension)"
          files[scale] = name
          images.append(
            ExportImage(
              preset: preset, scale: scale, format: format, path: Self.join(imageSet, name)))
        }
        json = AssetCatalogContents.rasterImageSet(files: files)
      } else {
        let name = "\(preset.name).\(format.fileExtension)"
        images.append(
          ExportImage(preset: preset, scale: .x1, format: format, path: Self.join(imageSet, name)))
        json = AssetCatalogContents.vectorImageSet(file: name)
      }
      contents.append(
        OutputFile(path: Self.join(imageSet, "Contents.json"), bytes: Array(json.utf8)))
      let earlierNames =
        RenderScale.allCases.map { "\(preset.name)@\($0.factor)x.png" }
        + ["\(preset.name).svg", "\(preset.name).pdf"]
      let planned = Set(images.map(\.path))
      obsoletePaths += earlierNames.map { Self.join(imageSet, $0) }.filter { !planned.contains($0) }
    }
    self.folder = folder
    self.images = images
    self.contents = contents
    self.obsoletePaths = obsoletePaths
  }

  /// The path of the catalog's own `Contents.json`: a catalog that has one already keeps it
  /// (see `writesCatalogContents` in ``init(presets:scales:format:folder:catalog:writesCatalogContents:)``).
  ///
  /// ```swift
  /// ExportPlan.catalogContentsPath(folder: "MyApp", catalog: "Rings.xcassets")
  /// // "MyApp/Rings.xcassets/Contents.json"
  /// ```
  public static func catalogContentsPath(folder: String, catalog: String) -> String {
    join(join(folder, catalog), "Contents.json")
  }

  /// An asset catalog's plain name, without `.xcassets` (`Rings` for `Rings` or
  /// `Rings.xcassets`); nil for a name that could lead outside its folder or cannot be a file
  /// name: empty, holding `/` or a control character, or starting with `.`. `rings export
  /// --catalog-name` and a manifest's `assetCatalog` are checked by it, and their messages say
  /// ``catalogNameRule``.
  ///
  /// ```swift
  /// ExportPlan.catalogName("Rings.xcassets")  // "Rings"
  /// ExportPlan.catalogName("../Rings")        // nil
  /// ```
  public static func catalogName(_ name: String) -> String? {
    var plain = name
    if plain.hasSuffix(".xcassets") { plain.removeLast(".xcassets".count) }
    let plainEnough =
      !plain.isEmpty && !plain.contains("/") && !plain.hasPrefix(".")
      && !plain.unicodeScalars.contains { $0.properties.generalCategory == .control }
    return plainEnough ? plain : nil
  }

  /// What ``catalogName(_:)`` asks of a name, for messages: "'x/y' must be " and this.
  public static let catalogNameRule =
    "a plain name such as Rings, without '/', a leading '.' or control characters"

  /// The formats an export can write with `registry`: every still format of its renderers that
  /// is an image file (it has an `OutputFormat.imageKind`), each once, in the registry's order.
  public static func formats(of registry: RendererRegistry) -> [OutputFormat] {
    var formats: [OutputFormat] = []
    for format in registry.renderers.flatMap(\.stillFormats)
    where format.imageKind != nil && !formats.contains(format) {
      formats.append(format)
    }
    return formats
  }

  /// `folder/name`, without a `./` for the current folder or a doubled `/`.
  static func join(_ folder: String, _ name: String) -> String {
    if folder == "." || folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
