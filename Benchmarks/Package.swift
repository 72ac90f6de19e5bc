// swift-tools-version: 6.1

import PackageDescription

// The benchmarks of ActivityRings (ordo-one/benchmark): their own package, so that users of
// ActivityRings never build them. Run from the repository's root:
//
//   swift package --package-path Benchmarks benchmark
//   swift package --package-path Benchmarks benchmark baseline check main   // against the baseline
//
// See the README's Performance section, and Scripts/benchmark for the side-by-side comparison
// with the peers.
let package = Package(
  name: "ActivityRingsBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ActivityRings", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "RingsBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsSVG", package: "ActivityRings"),
        .product(name: "ActivityRingsCairo", package: "ActivityRings"),
        .product(name: "ActivityRingsPNG", package: "ActivityRings"),
        .product(name: "ActivityRingsASCII", package: "ActivityRings"),
        .product(name: "ActivityRingsHealth", package: "ActivityRings"),
        .product(name: "ActivityRingsAssets", package: "ActivityRings"),
      ],
      path: "Benchmarks/RingsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
