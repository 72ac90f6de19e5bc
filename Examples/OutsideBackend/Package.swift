// swift-tools-version: 6.1

import PackageDescription

// A renderer backend written outside ActivityRings: one target that depends on the core alone,
// with a renderer that conforms to `AnimatedRingRenderer` and a `RegisteredRenderer` that makes
// it, and a test that adds it with one line to the registry `rings` uses
// (`RendererRegistry.standard()`) and gets stills and animations through the same calls. In your own package,
// depend on the published package instead:
// .package(url: "https://github.com/activityrings/ActivityRings", from: "0.4.0").
let package = Package(
  name: "OutsideBackend",
  // The minimums of ActivityRings, which this package depends on.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // MARK: - Public API
    .library(name: "RingOutline", targets: ["RingOutline"])
  ],
  dependencies: [
    .package(name: "ActivityRings", path: "../..")
  ],
  targets: [
    .target(
      name: "RingOutline",
      dependencies: [.product(name: "ActivityRings", package: "ActivityRings")]
    ),

    // MARK: - Unit test bundles
    .testTarget(
      name: "RingOutlineTests",
      dependencies: [
        "RingOutline",
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsRequests", package: "ActivityRings"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
