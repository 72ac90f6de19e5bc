// swift-tools-version: 6.1
// ActivityRings: Apple-style Activity rings, drawn headless. MIT licence (see LICENSE).

import PackageDescription

// MARK: - Traits
// The snapshot strategies (the `…SnapshotTesting` products) need swift-snapshot-testing, and
// swift-syntax, swift-custom-dump and xctest-dynamic-overlay with it. They are built, and those
// packages resolved, only for a package that enables the non-default trait SnapshotTesting on
// its dependency: `.package(url: …, from: …, traits: ["SnapshotTesting"])`. Without it the
// strategy modules are empty, and a package that depends on ActivityRings resolves
// swift-argument-parser alone (for `rings`; Scripts/check-svg-only-consumer checks it). This
// package's own tests use the strategies: `swift test --traits SnapshotTesting`.
let snapshotTesting = Target.Dependency.product(
  name: "SnapshotTesting", package: "swift-snapshot-testing",
  condition: .when(traits: ["SnapshotTesting"]))

let package = Package(
  name: "ActivityRings",
  // Apple platforms: the first releases with the Synchronization module, whose `Mutex` the PNG,
  // GIF and safe-output modules use (and the Cairo backend and the tool through them). Linux,
  // Windows and WebAssembly have no minimum.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // MARK: - Public API
    .library(name: "ActivityRings", targets: ["ActivityRings"]),
    .library(name: "ActivityRingsSVG", targets: ["ActivityRingsSVG"]),
    .library(name: "ActivityRingsCairo", targets: ["ActivityRingsCairo"]),
    .library(name: "ActivityRingsPNG", targets: ["ActivityRingsPNG"]),
    .library(name: "ActivityRingsASCII", targets: ["ActivityRingsASCII"]),
    .library(name: "ActivityRingsGIF", targets: ["ActivityRingsGIF"]),
    .library(name: "ActivityRingsWebP", targets: ["ActivityRingsWebP"]),
    .library(name: "ActivityRingsHealth", targets: ["ActivityRingsHealth"]),
    .library(name: "ActivityRingsReport", targets: ["ActivityRingsReport"]),
    .library(name: "ActivityRingsFiles", targets: ["ActivityRingsFiles"]),
    .library(name: "ActivityRingsTerminal", targets: ["ActivityRingsTerminal"]),
    .library(name: "ActivityRingsJSON", targets: ["ActivityRingsJSON"]),
    .library(name: "ActivityRingsAssets", targets: ["ActivityRingsAssets"]),
    .library(name: "ActivityRingsRequests", targets: ["ActivityRingsRequests"]),
    .library(
      name: "ActivityRingsSnapshotTestingCore", targets: ["ActivityRingsSnapshotTestingCore"]),
    .library(name: "ActivityRingsSVGSnapshotTesting", targets: ["ActivityRingsSVGSnapshotTesting"]),
    .library(
      name: "ActivityRingsASCIISnapshotTesting", targets: ["ActivityRingsASCIISnapshotTesting"]),
    .library(name: "ActivityRingsPNGSnapshotTesting", targets: ["ActivityRingsPNGSnapshotTesting"]),
    .library(
      name: "ActivityRingsCairoSnapshotTesting", targets: ["ActivityRingsCairoSnapshotTesting"]),
    .library(
      name: "ActivityRingsWebPSnapshotTesting", targets: ["ActivityRingsWebPSnapshotTesting"]),
    .executable(name: "rings", targets: ["rings"]),
    .plugin(name: "ExportRingAssets", targets: ["ExportRingAssets"]),

    // MARK: - Implementation details
    // The test suites' helpers (ProcessRunner, InstalledTool…), for the tests of the packages in
    // this repository (Server/): not API, and never needed by a user of the libraries.
    .library(name: "_ActivityRingsTestSupport", targets: ["_ActivityRingsTestSupport"]),
    // The C library import (Glibc, Musl, …) for rings-server, as every module here has it.
    .library(name: "_ActivityRingsPlatform", targets: ["_ActivityRingsPlatform"]),
  ],
  traits: [
    .trait(
      name: "SnapshotTesting",
      description: "The snapshot-testing strategies, with swift-snapshot-testing (not default).")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
  ],
  targets: [
    // MARK: - Core
    // Pure Swift with no dependency: it builds for every platform, Embedded Swift included.
    .target(name: "ActivityRings"),

    // MARK: - Backends
    .target(name: "ActivityRingsSVG", dependencies: ["ActivityRings"]),
    .target(name: "ActivityRingsPNG", dependencies: ["ActivityRings", "_ZlibWrapper"]),
    .target(
      name: "ActivityRingsCairo",
      dependencies: [
        "ActivityRings", "ActivityRingsPNG", "_CairoWrapper", "_ActivityRingsPlatform",
      ]),
    .target(name: "ActivityRingsASCII", dependencies: ["ActivityRings"]),
    // GIF stills and animations through giflib, drawn with Cairo: a backend outside the Cairo
    // module, registered like any other.
    .target(
      name: "ActivityRingsGIF",
      dependencies: ["ActivityRings", "ActivityRingsCairo", "ActivityRingsPNG", "CGiflib"]),
    // WebP stills and animations through libwebp, drawn with Cairo, lossless by default.
    .target(
      name: "ActivityRingsWebP",
      dependencies: ["ActivityRings", "ActivityRingsCairo", "ActivityRingsSVG", "_WebPWrapper"]),
    .target(
      name: "_ActivityRingsLibrsvg", dependencies: ["ActivityRings", "_CairoWrapper", "CRsvg"]),

    // MARK: - Apple Health import
    .target(
      name: "ActivityRingsHealth",
      dependencies: [
        "ActivityRings", "ActivityRingsFiles", "_ZlibWrapper", "_ActivityRingsPlatform",
      ]
    ),

    // MARK: - Year-in-rings report
    // The self-contained HTML page `rings report` writes, from a program's own summaries.
    .target(name: "ActivityRingsReport", dependencies: ["ActivityRings", "ActivityRingsSVG"]),

    // MARK: - Files
    // One home for files: small inputs read whole with a limit, atomic replace, staged file
    // sets, nameless temporary spools, interrupt cleanup, the stale-temporary sweep and errno in
    // the user's words: how `rings`, rings-server and the importer read and write, for any
    // program. The C library only: `rings` links it, and an
    // executable's dependencies are resolved by every package that depends on this one.
    .target(name: "ActivityRingsFiles", dependencies: ["ActivityRings", "_ActivityRingsPlatform"]),

    // MARK: - Platform
    // The C library re-exported (Glibc, Musl, Bionic, WASI libc, ucrt, Darwin), and where they
    // differ said once: every module that calls the C library imports this, never Glibc.
    .target(name: "_ActivityRingsPlatform"),

    // MARK: - Terminal
    // Rings in a terminal as `rings` shows them: the colour rule (NO_COLOR, COLORTERM), the
    // window's size, playing frames in place, and progress bars on standard error.
    .target(
      name: "ActivityRingsTerminal",
      dependencies: [
        "ActivityRings", "ActivityRingsASCII", "ActivityRingsFiles", "_ActivityRingsPlatform",
      ]),

    // MARK: - JSON input
    // A strict JSON reader of our own and a decoder over its tree: summaries, draw lists and the
    // asset manifest read once, with messages that name the field, without Foundation; and the
    // one JSON document writer (JSONDocument, FoundationEssentials' JSONEncoder).
    .target(name: "ActivityRingsJSON", dependencies: ["ActivityRings"]),

    // MARK: - Requests
    // The one front door's rules: named fields (the tool's options, a URL's parameters) read
    // into checked still, animation, calendar, report and export requests, one error type
    // naming the field, the output choice, the pixel budget, and the one registry of the
    // backends. `rings`, the server and a program all call it, so one request gives one
    // picture or one reason.
    .target(
      name: "ActivityRingsRequests",
      dependencies: [
        "ActivityRings", "ActivityRingsSVG", "ActivityRingsCairo", "ActivityRingsASCII",
        "ActivityRingsGIF", "ActivityRingsWebP", "ActivityRingsReport", "ActivityRingsAssets",
      ]),

    // MARK: - Assets
    // Presets from the HIG's tables, export plans, asset catalogs and the asset manifest: what
    // `rings export` and the export plugin do, for any program. Backends come by registry; the
    // request layer checks a request (ExportRequest) before it is drawn.
    .target(
      name: "ActivityRingsAssets",
      dependencies: ["ActivityRings", "ActivityRingsJSON", "ActivityRingsFiles"]
    ),

    // MARK: - Snapshot testing
    // One product per backend, so a user of the SVG or ASCII strategies does not build Cairo;
    // all of them behind the SnapshotTesting trait (see `snapshotTesting` above).
    .target(
      name: "ActivityRingsSnapshotTestingCore", dependencies: ["ActivityRings", snapshotTesting]),
    .target(
      name: "ActivityRingsSVGSnapshotTesting",
      dependencies: ["ActivityRingsSnapshotTestingCore", "ActivityRingsSVG", snapshotTesting]),
    .target(
      name: "ActivityRingsASCIISnapshotTesting",
      dependencies: ["ActivityRingsSnapshotTestingCore", "ActivityRingsASCII", snapshotTesting]),
    .target(
      name: "ActivityRingsPNGSnapshotTesting",
      dependencies: ["ActivityRingsSnapshotTestingCore", "ActivityRingsPNG", snapshotTesting]),
    .target(
      name: "ActivityRingsCairoSnapshotTesting",
      dependencies: ["ActivityRingsPNGSnapshotTesting", "ActivityRingsCairo", snapshotTesting]),
    .target(
      name: "ActivityRingsWebPSnapshotTesting",
      dependencies: ["ActivityRingsPNGSnapshotTesting", "ActivityRingsWebP", snapshotTesting]),

    // MARK: - Command-line tool
    // `rings`: each command parses its options, calls the libraries above and prints. Nothing
    // in it is API: a program does what the tool does with the library products.
    .executableTarget(
      name: "rings",
      dependencies: [
        "ActivityRings",
        "ActivityRingsSVG",
        "ActivityRingsCairo",
        "ActivityRingsASCII",
        "ActivityRingsGIF",
        "ActivityRingsHealth",
        "ActivityRingsReport",
        "ActivityRingsFiles",
        "ActivityRingsTerminal",
        "ActivityRingsJSON",
        "ActivityRingsAssets",
        "ActivityRingsRequests",
        "CMallocShim",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/RingsCLI"
    ),

    // MARK: - Plugins
    .plugin(
      name: "ExportRingAssets",
      capability: .command(
        intent: .custom(
          verb: "export-ring-assets",
          description: "Render the ring images listed in rings-assets.json with the rings tool."
        ),
        permissions: [
          .writeToPackageDirectory(
            reason: "To write the ring images rings-assets.json lists into the package.")
        ]
      ),
      dependencies: ["rings"]
    ),

    // MARK: - System libraries
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .systemLibrary(
      name: "CZlibShim", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0",
      providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
    .systemLibrary(
      name: "CGiflib", pkgConfig: "libgif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    // glibc's mallopt, for the tool only (its FrameMemory); a no-op on other C libraries.
    .systemLibrary(name: "CMallocShim"),

    // MARK: - Implementation details
    // The one Swift wrapper of Cairo's C API (surfaces, contexts, statuses, un-premultiplying),
    // shared by the Cairo backend and the librsvg rasteriser.
    .target(name: "_CairoWrapper", dependencies: ["ActivityRings", "CCairo"]),
    // The one Swift wrapper of zlib's C API (deflate, inflate, CRC-32), shared by PNG and zip.
    .target(name: "_ZlibWrapper", dependencies: ["CZlibShim"]),
    // The one Swift wrapper of libwebp's C API (stills, animations, the container's chunks).
    .target(name: "_WebPWrapper", dependencies: ["ActivityRings", "CWebP"]),
    .target(
      name: "_ActivityRingsTestSupport",
      dependencies: ["ActivityRings", "ActivityRingsPNG", "_ActivityRingsPlatform"]
    ),

    // MARK: - Unit test bundles
    .testTarget(
      name: "ActivityRingsTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsSnapshotTestingCore",
        "_ActivityRingsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
        snapshotTesting,
      ]
    ),
    .testTarget(
      name: "ActivityRingsRequestsTests",
      dependencies: [
        "ActivityRings", "ActivityRingsAssets", "ActivityRingsRequests", "ActivityRingsSVG",
      ]
    ),
    .testTarget(
      name: "ActivityRingsSVGTests",
      dependencies: [
        "ActivityRingsSVG",
        "_ActivityRingsLibrsvg",
        "ActivityRingsSVGSnapshotTesting",
        // SVGSharedDrawingTests compares pixels with PixelComparison.
        "ActivityRingsPNGSnapshotTesting",
        "_ActivityRingsTestSupport",
        snapshotTesting,
      ]
    ),
    .testTarget(
      name: "ActivityRingsCairoTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsCairo",
        "ActivityRingsPNG",
        "_CairoWrapper",
        "ActivityRingsCairoSnapshotTesting",
        "_ActivityRingsTestSupport",
        snapshotTesting,
      ]
    ),
    .testTarget(
      name: "ActivityRingsPNGTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsPNG",
        "ActivityRingsCairo",
        "_CairoWrapper",
        "_ActivityRingsTestSupport",
      ]
    ),
    .testTarget(
      name: "ActivityRingsGIFTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsGIF",
        "ActivityRingsCairo",
        "ActivityRingsPNG",
        "_ActivityRingsTestSupport",
      ]
    ),
    .testTarget(
      name: "ActivityRingsWebPTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsWebP",
        "ActivityRingsWebPSnapshotTesting",
        "ActivityRingsCairo",
        "ActivityRingsPNG",
        "_ActivityRingsTestSupport",
        snapshotTesting,
      ]
    ),
    .testTarget(
      name: "ActivityRingsASCIITests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsASCII",
        "ActivityRingsASCIISnapshotTesting",
        "_ActivityRingsTestSupport",
        snapshotTesting,
      ]
    ),
    .testTarget(
      name: "ActivityRingsSnapshotTestingTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsAssets",
        "ActivityRingsCairo",
        "ActivityRingsPNG",
        "ActivityRingsSnapshotTestingCore",
        "ActivityRingsSVGSnapshotTesting",
        "ActivityRingsASCIISnapshotTesting",
        "ActivityRingsPNGSnapshotTesting",
        "ActivityRingsCairoSnapshotTesting",
        snapshotTesting,
      ]
    ),
    .testTarget(
      name: "ActivityRingsHealthTests",
      dependencies: [
        "ActivityRings", "ActivityRingsHealth", "_ActivityRingsTestSupport", "_ZlibWrapper",
        "ZIPFoundation",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ActivityRingsReportTests",
      dependencies: [
        "ActivityRings", "ActivityRingsReport", "ActivityRingsHealth",
        "ActivityRingsSnapshotTestingCore",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ActivityRingsFilesTests",
      dependencies: ["ActivityRingsFiles", "_ActivityRingsTestSupport"]
    ),
    .testTarget(
      name: "ActivityRingsJSONTests",
      dependencies: ["ActivityRings", "ActivityRingsJSON"]
    ),
    .testTarget(
      name: "ActivityRingsAssetsTests",
      dependencies: [
        "ActivityRings", "ActivityRingsAssets", "ActivityRingsCairo", "ActivityRingsGIF",
        "ActivityRingsSVG", "ActivityRingsFiles", "_ActivityRingsTestSupport",
      ]
    ),
    .testTarget(
      name: "ActivityRingsTerminalTests",
      dependencies: ["ActivityRings", "ActivityRingsASCII", "ActivityRingsTerminal"]
    ),
    .testTarget(
      name: "CrossBackendTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsSVG",
        "ActivityRingsCairo",
        "ActivityRingsPNG",
        "ActivityRingsASCII",
        "ActivityRingsGIF",
        "ActivityRingsRequests",
        "ActivityRingsHealth",
        "ActivityRingsAssets",
        "ActivityRingsFiles",
        "_ActivityRingsLibrsvg",
        "ActivityRingsCairoSnapshotTesting",
        "ActivityRingsSVGSnapshotTesting",
        "_ActivityRingsTestSupport",
      ]
    ),
    // The built `rings` tool run as a user runs it: arguments, files, pipes, exit codes.
    .testTarget(
      name: "RingsCLIEndToEndTests",
      dependencies: [
        "rings",
        "ActivityRings",
        "ActivityRingsSVG",
        "ActivityRingsCairo",
        "ActivityRingsPNG",
        "ActivityRingsGIF",
        "ActivityRingsWebP",
        "ActivityRingsHealth",
        "ActivityRingsPNGSnapshotTesting",
        "ActivityRingsCairoSnapshotTesting",
        "ActivityRingsSVGSnapshotTesting",
        "_ActivityRingsTestSupport",
        "ZIPFoundation",
        snapshotTesting,
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Fuzz targets (only with ACTIVITYRINGS_FUZZ set)
// libFuzzer targets for the parsers that read untrusted input. They are part of the package only
// when the environment has ACTIVITYRINGS_FUZZ set, as Scripts/fuzz does, so a user of the package
// never builds them (they link only with -sanitize=fuzzer), while they can still reach the
// `package` API of the modules they fuzz, which a separate fuzzing package could not.
if Context.environment["ACTIVITYRINGS_FUZZ"] != nil {
  package.targets += [
    .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
    .target(
      name: "_FuzzSupport",
      dependencies: ["CFuzzerDriver", "ActivityRings", "ActivityRingsHealth"],
      path: "Fuzz/Support"),
  ]
  for (name, dependencies) in [
    ("FuzzExportXML", ["ActivityRingsHealth"]),
    ("FuzzZipReader", ["ActivityRingsHealth"]),
    ("FuzzCSVReader", ["ActivityRingsHealth"]),
    ("FuzzSummaryJSON", ["ActivityRings", "ActivityRingsJSON"]),
    ("FuzzSummarySpec", ["ActivityRings"]),
  ] {
    package.targets.append(
      .executableTarget(
        name: name,
        dependencies: ["_FuzzSupport"] + dependencies.map { .target(name: $0) },
        path: "Fuzz/\(name.dropFirst(4))"))
  }
}
