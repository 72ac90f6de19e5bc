// swift-tools-version: 6.1

import PackageDescription

// The tests of the web example, in a package of their own so that a user of ActivityRings never
// resolves or builds WasmKit: `swift test --package-path Examples/Web` builds rings.wasm with
// Examples/Web/build, runs it in WasmKit (a WebAssembly interpreter in Swift) and compares
// the SVG it writes with the native core's, byte for byte. No browser needed; the headless
// Chromium test of the same module is in the main package (WebExampleBrowserTests).
let package = Package(
  name: "RingsWeb",
  // The minimums of ActivityRings, which this package depends on.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    .package(name: "ActivityRings", path: "../.."),
    .package(url: "https://github.com/swiftwasm/WasmKit", exact: "0.4.2"),
  ],
  targets: [
    // MARK: - Unit test bundles
    .testTarget(
      name: "RingsWebTests",
      dependencies: [
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsSVG", package: "ActivityRings"),
        .product(name: "WasmKit", package: "WasmKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
