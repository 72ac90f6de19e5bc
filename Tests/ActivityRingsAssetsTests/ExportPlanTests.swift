import ActivityRings
import ActivityRingsAssets
import Foundation
import Testing

/// What an export writes, decided before drawing: names, order, catalog files.
@Suite struct ExportPlanTests {
  static func presets(_ names: String...) throws -> [ExportPreset] {
    try names.map { try ExportPreset.named($0) }
  }

  @Test func looseFilesAreNamedByPresetScaleAndFormat() throws {
    let plan = ExportPlan(
      presets: try Self.presets("square-64", "carplay-240x78"), scales: [.x1, .x3],
      formats: [.svg, .pdf, .png], folder: "out/")
    #expect(
      plan.images.map(\.path) == [
        "out/square-64@1x.svg", "out/square-64@3x.svg", "out/square-64.pdf",
        "out/square-64@1x.png", "out/square-64@3x.png",
        "out/carplay-240x78@1x.svg", "out/carplay-240x78@3x.svg", "out/carplay-240x78.pdf",
        "out/carplay-240x78@1x.png", "out/carplay-240x78@3x.png",
      ])
    #expect(plan.images.filter { $0.format == .pdf }.allSatisfy { $0.scale == .x1 })
    #expect(plan.contents.isEmpty && plan.obsoletePaths.isEmpty)
    let here = ExportPlan(
      presets: try Self.presets("square-32"), scales: [.x2], formats: [.png], folder: ".")
    #expect(here.images.map(\.path) == ["square-32@2x.png"])
    #expect(here.images.map(\.fileName) == ["square-32@2x.png"])
  }

  /// A format is named by its image kind, not its name: GIF, a raster format from another
  /// backend, gets a file per scale like PNG; a page measured in points, one file.
  @Test func aFormatsImageKindDecidesItsFiles() throws {
    let gif = OutputFormat(
      name: "gif", fileExtension: "gif", mediaType: "image/gif", isText: false, imageKind: .raster)
    let page = OutputFormat(
      name: "ps", fileExtension: "ps", mediaType: "application/postscript", isText: false,
      imageKind: .page)
    let plan = ExportPlan(
      presets: try Self.presets("square-64"), scales: [.x1, .x2], formats: [gif, page],
      folder: "out")
    #expect(
      plan.images.map(\.path) == [
        "out/square-64@1x.gif", "out/square-64@2x.gif", "out/square-64.ps",
      ])
    #expect(plan.images.map(\.scale) == [.x1, .x2, .x1])
    #expect(!AssetCatalogContents.holds(gif) && !AssetCatalogContents.holds(page))
    #expect([OutputFormat.png, .svg, .pdf].allSatisfy(AssetCatalogContents.holds))
    #expect(!AssetCatalogContents.holds(.text))
  }

  @Test func aPNGCatalogHasAnImageSetPerPreset() throws {
    let plan = ExportPlan(
      presets: try Self.presets("square-64"), scales: [.x1, .x2], format: .png, folder: "App",
      catalog: "Rings.xcassets", writesCatalogContents: true)
    let set = "App/Rings.xcassets/square-64.imageset/"
    #expect(plan.images.map(\.path) == [set + "square-64@1x.png", set + "square-64@2x.png"])
    #expect(
      plan.contents.map(\.path) == ["App/Rings.xcassets/Contents.json", set + "Contents.json"])
    #expect(
      plan.contents.map { String(decoding: $0.bytes, as: UTF8.self) } == [
        AssetCatalogContents.catalog,
        AssetCatalogContents.rasterImageSet(files: [
          .x1: "square-64@1x.png", .x2: "square-64@2x.png",
        ]),
      ])
    #expect(
      plan.obsoletePaths == [
        set + "square-64@3x.png", set + "square-64.svg", set + "square-64.pdf",
      ]
    )
  }

  @Test func aVectorCatalogHasOneImageAtOneX() throws {
    let plan = ExportPlan(
      presets: try Self.presets("square-64"), scales: [.x2, .x3], format: .svg, folder: ".",
      catalog: "Art.xcassets", writesCatalogContents: false)
    let set = "Art.xcassets/square-64.imageset/"
    #expect(plan.images.map(\.path) == [set + "square-64.svg"])
    #expect(plan.images.map(\.scale) == [.x1])
    #expect(plan.contents.map(\.path) == [set + "Contents.json"])
    #expect(
      plan.obsoletePaths == [
        set + "square-64@1x.png", set + "square-64@2x.png", set + "square-64@3x.png",
        set + "square-64.pdf",
      ])
  }

  @Test func byDefaultACatalogThatHasContentsKeepsThem() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-plan-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let plan = {
      ExportPlan(
        presets: try Self.presets("square-64"), scales: [.x1], format: .png, folder: folder,
        catalog: "Rings.xcassets")
    }
    let catalogContents = ExportPlan.catalogContentsPath(folder: folder, catalog: "Rings.xcassets")
    let set = folder + "/Rings.xcassets/square-64.imageset/Contents.json"
    // Nothing there yet: the catalog's own Contents.json is planned.
    #expect(try plan().contents.map(\.path) == [catalogContents, set])
    try FileManager.default.createDirectory(
      atPath: folder + "/Rings.xcassets", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: catalogContents))
    // The catalog has one: it is kept, and only the image set's is planned.
    #expect(try plan().contents.map(\.path) == [set])
    // A folder where the file goes is not one: it is planned, and writing will refuse it.
    try FileManager.default.removeItem(atPath: catalogContents)
    try FileManager.default.createDirectory(
      atPath: catalogContents, withIntermediateDirectories: true)
    #expect(try plan().contents.map(\.path) == [catalogContents, set])
  }

  @Test func aCatalogNameIsPlain() {
    #expect(ExportPlan.catalogName("Rings") == "Rings")
    #expect(ExportPlan.catalogName("Rings.xcassets") == "Rings")
    #expect(ExportPlan.catalogName("Art Work.xcassets") == "Art Work")
    for name in [
      "", ".xcassets", "a/b", "../Rings", ".hidden", "/tmp/Rings.xcassets", "a\u{0}b", "a\nb",
      "a\u{1B}[31m", "a\u{85}b",
    ] {
      #expect(ExportPlan.catalogName(name) == nil, "\(name)")
    }
  }

  @Test func contentsJSONIsWhatXcodeWrites() {
    #expect(
      AssetCatalogContents.catalog == """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
    #expect(
      AssetCatalogContents.vectorImageSet(file: "a \"b\".pdf") == """
        {
          "images" : [
            {
              "filename" : "a \\"b\\".pdf",
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "preserves-vector-representation" : true
          }
        }

        """)
    #expect(
      AssetCatalogContents.rasterImageSet(files: [.x1: "a@1x.png", .x3: "é/b\t.png"]) == """
        {
          "images" : [
            {
              "filename" : "a@1x.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "é/b\\t.png",
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """)
  }
}
