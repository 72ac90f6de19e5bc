import Foundation
import Testing
import _ActivityRingsTestSupport

@testable import ActivityRings

/// The core's own elementary functions agree with the C library to within 3 units in the last
/// place, and keep C's conventions at the edges (signed zeros, infinities, NaN).
@Suite struct PortableMathTests {
  static func ulps(_ mine: Double, _ libc: Double) -> Double {
    guard mine != libc else { return 0 }
    return abs(mine - libc) / max(mine.ulp, libc.ulp)
  }

  @Test func withinThreeUnitsInTheLastPlaceOfTheCLibrary() {
    var generator = SeededGenerator(seed: 0x5EED)
    var worst: [String: Double] = [:]
    func check(_ name: String, _ mine: Double, _ libc: Double) {
      worst[name] = max(worst[name] ?? 0, Self.ulps(mine, libc))
    }
    for _ in 0..<100_000 {
      let angle = Double.random(in: -7000...7000, using: &generator)
      check("sin", PortableMath.sin(angle), Foundation.sin(angle))
      check("cos", PortableMath.cos(angle), Foundation.cos(angle))
      let small = Double.random(in: -1.5...1.5, using: &generator)
      check("tan", PortableMath.tan(small), Foundation.tan(small))
      let unit = Double.random(in: -1...1, using: &generator)
      check("asin", PortableMath.asin(unit), Foundation.asin(unit))
      let y = Double.random(in: -100...100, using: &generator)
      let x = Double.random(in: -100...100, using: &generator)
      check("atan2", PortableMath.atan2(y: y, x: x), Foundation.atan2(y, x))
      let power = Double.random(in: -40...10, using: &generator)
      check("exp", PortableMath.exp(power), Foundation.exp(power))
    }
    for (name, ulps) in worst { #expect(ulps <= 3, "\(name): \(ulps) ulps") }
  }

  @Test func edgesFollowC() {
    for (y, x) in [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (1, 0), (-1, 0)] {
      #expect(PortableMath.atan2(y: y, x: x).bitPattern == Foundation.atan2(y, x).bitPattern)
    }
    for (y, x) in [
      (Double.infinity, 1.0), (1, .infinity), (1, -.infinity), (.infinity, .infinity),
      (-.infinity, -.infinity),
    ] {
      #expect(PortableMath.atan2(y: y, x: x) == Foundation.atan2(y, x), "\(y), \(x)")
    }
    #expect(PortableMath.sin(.nan).isNaN && PortableMath.cos(.infinity).isNaN)
    #expect(PortableMath.asin(1.5).isNaN)
    #expect(PortableMath.exp(1000) == .infinity && PortableMath.exp(-1000) == 0)
    #expect(PortableMath.sin(0) == 0 && PortableMath.cos(0) == 1 && PortableMath.exp(0) == 1)
  }
}
