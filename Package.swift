// swift-tools-version: 6.1

import PackageDescription

let package = Package(
  name: "ActivityRings",
  products: [
    // MARK: - Public API
    .library(name: "ActivityRings", targets: ["ActivityRings"]),
    .library(name: "ActivityRingsCairo", targets: ["ActivityRingsCairo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // MARK: - Core
    .target(
      name: "ActivityRings",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")]
    ),

    // MARK: - Backends
    .target(
      name: "ActivityRingsCairo",
      dependencies: ["ActivityRings", "CCairo", "CZlib"]
    ),

    // MARK: - Implementation details
    .target(
      name: "_ActivityRingsTestSupport",
      dependencies: [
        "ActivityRings",
        "ActivityRingsCairo",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),

    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),

    // MARK: - Unit test bundles
    .testTarget(
      name: "ActivityRingsTests",
      dependencies: [
        "ActivityRings",
        "_ActivityRingsTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .testTarget(
      name: "ActivityRingsCairoTests",
      dependencies: [
        "ActivityRings",
        "ActivityRingsCairo",
        "CCairo",
        "_ActivityRingsTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
