// swift-tools-version: 6.1

import PackageDescription

// An app-side package that uses ActivityRings as a dependency: it draws its tiles through the
// library, and keeps its image assets up to date with the `export-ring-assets` plugin and
// `rings-assets.json`. In your own package, depend on the published package instead:
// .package(url: "https://github.com/activityrings/ActivityRings", from: "0.4.0",
// traits: ["SnapshotTesting"]).
let package = Package(
  name: "RingsDashboard",
  // The minimums of ActivityRings, which this package depends on.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    // MARK: - Public API
    .library(name: "DashboardRings", targets: ["DashboardRings"])
  ],
  dependencies: [
    // The snapshot strategies its tests use are behind the package's SnapshotTesting trait.
    .package(name: "ActivityRings", path: "../..", traits: ["SnapshotTesting"])
  ],
  targets: [
    .target(
      name: "DashboardRings",
      dependencies: [
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsSVG", package: "ActivityRings"),
      ]
    ),

    // The rings tool's report, statistics and asset catalog, from the library products alone
    // (CI compares its files with the tool's).
    .executableTarget(
      name: "dashboard-export",
      dependencies: [
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsAssets", package: "ActivityRings"),
        .product(name: "ActivityRingsCairo", package: "ActivityRings"),
        .product(name: "ActivityRingsHealth", package: "ActivityRings"),
        .product(name: "ActivityRingsJSON", package: "ActivityRings"),
        .product(name: "ActivityRingsReport", package: "ActivityRings"),
      ]
    ),

    // MARK: - Unit test bundles
    .testTarget(
      name: "DashboardRingsTests",
      dependencies: [
        "DashboardRings",
        .product(name: "ActivityRingsSVGSnapshotTesting", package: "ActivityRings"),
        .product(name: "ActivityRingsASCIISnapshotTesting", package: "ActivityRings"),
        .product(name: "ActivityRingsCairoSnapshotTesting", package: "ActivityRings"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
