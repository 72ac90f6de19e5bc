// swift-tools-version: 6.1
// rings-server: Activity rings by URL, and a person's days in SQLite. A package of its own, so
// that users of the ActivityRings library never resolve Hummingbird, SwiftNIO or GRDB.
// MIT licence (see ../LICENSE).

import PackageDescription

let package = Package(
  name: "RingsServer",
  platforms: [.macOS(.v15)],
  products: [
    // MARK: - Public API
    .executable(name: "rings-server", targets: ["rings-server"])
  ],
  dependencies: [
    // The root package, by path. Its identity is its folder's name: a clone in a folder named
    // "server" would clash with this package's own ("Server"), so clone into another name.
    .package(name: "ActivityRings", path: ".."),
    // No traits: the server needs neither swift-configuration nor full Foundation's form coding.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // HMAC-SHA256 for signed URLs, from a maintained package rather than by hand.
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
  ],
  targets: [
    // The routes, the store and the query reading: a library, so that tests reach them.
    .target(
      name: "RingsServer",
      dependencies: [
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsSVG", package: "ActivityRings"),
        .product(name: "ActivityRingsCairo", package: "ActivityRings"),
        .product(name: "ActivityRingsASCII", package: "ActivityRings"),
        .product(name: "ActivityRingsGIF", package: "ActivityRings"),
        .product(name: "ActivityRingsHealth", package: "ActivityRings"),
        .product(name: "ActivityRingsReport", package: "ActivityRings"),
        .product(name: "ActivityRingsJSON", package: "ActivityRings"),
        .product(name: "ActivityRingsRequests", package: "ActivityRings"),
        .product(name: "ActivityRingsFiles", package: "ActivityRings"),
        .product(name: "_ActivityRingsPlatform", package: "ActivityRings"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    // The command line: parses its options and runs the server.
    .executableTarget(
      name: "rings-server",
      dependencies: [
        "RingsServer",
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Unit test bundles
    // Exports of the tests' own making, for both test bundles.
    .target(
      name: "RingsServerTestSupport",
      dependencies: [
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "_ActivityRingsPlatform", package: "ActivityRings"),
      ],
      path: "Tests/RingsServerTestSupport"
    ),
    // Routes through HummingbirdTesting, in process.
    .testTarget(
      name: "RingsServerTests",
      dependencies: [
        "RingsServer",
        "RingsServerTestSupport",
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsCairo", package: "ActivityRings"),
        .product(name: "ActivityRingsJSON", package: "ActivityRings"),
        .product(name: "ActivityRingsReport", package: "ActivityRings"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]
    ),
    // The built server and the built `rings` tool, run as a user runs them.
    .testTarget(
      name: "RingsServerEndToEndTests",
      dependencies: [
        "rings-server",
        "RingsServer",
        "RingsServerTestSupport",
        .product(name: "rings", package: "ActivityRings"),
        .product(name: "ActivityRings", package: "ActivityRings"),
        .product(name: "ActivityRingsRequests", package: "ActivityRings"),
        .product(name: "_ActivityRingsTestSupport", package: "ActivityRings"),
      ],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
