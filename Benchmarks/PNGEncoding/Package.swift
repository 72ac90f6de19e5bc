// swift-tools-version: 6.1

import PackageDescription

// Our PNG encoder against libpng (libpng-dev) at matching and at its usual settings, in one
// process, on the same Cairo-drawn pictures: median time and size per picture.
//
//   swift run -c release --package-path Benchmarks/PNGEncoding png-encoding-benchmark [RUNS]
let package = Package(
  name: "PNGEncoding",
  dependencies: [.package(name: "ActivityRings", path: "../..")],
  targets: [
    // libpng with the settings asked for, writing into memory.
    .target(name: "CLibpng", linkerSettings: [.linkedLibrary("png")]),
    .executableTarget(
      name: "png-encoding-benchmark",
      dependencies: [
        "CLibpng",
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsCairo", package: "ActivityRings"),
        .product(name: "ActivityRingsPNG", package: "ActivityRings"),
      ]),
  ]
)
