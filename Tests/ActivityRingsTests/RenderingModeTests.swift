import Foundation
import Testing
import _ActivityRingsTestSupport

@testable import ActivityRings

@Suite struct RenderingModeTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  static func luminance(_ color: RGBColor) -> Double {
    ColorDifference.luminanceLevel(color)
  }

  static func drawList(
    _ mode: RenderingMode, look: RingLook = .gradient, tint: RGBColor = RenderingMode.defaultTint,
    label: RingLabel? = nil
  ) throws -> DrawList {
    let options = RingOptions(look: look, label: label, mode: mode, tint: tint)
    return try RingScene(summary: day, ringSide: 160, scale: .x2, options: options).drawList()
  }

  /// Every colour a draw list paints, shapes and text.
  static func colors(_ drawList: DrawList) -> [RGBColor] {
    drawList.items.map(\.paint.color) + drawList.texts.map(\.color)
  }

  @Test func theTransferTableIsTheSRGBCurve() {
    #expect(SRGBTransfer.linear.count == 256)
    for (index, light) in SRGBTransfer.linear.enumerated() {
      let expected = ColorDifference.linear(UInt8(index))
      #expect(abs(light - expected) <= 1e-15, "entry \(index)")
    }
    #expect(zip(SRGBTransfer.linear, SRGBTransfer.linear.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func luminanceIsTheGreyOfTheSameLight() {
    #expect(RingKind.move.color.luminance == 127)
    #expect(RingKind.exercise.color.luminance == 231)
    #expect(RingKind.stand.color.luminance == 229)
    #expect(RGBColor.black.luminance == 0)
    #expect(RGBColor(red: 255, green: 255, blue: 255).luminance == 255)
    // Every grey is its own luminance; other colours agree with the pow-based oracle.
    for level in 0...255 {
      let grey = RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
      #expect(Int(grey.luminance) == level)
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let color = RGBColor(
        red: .random(in: 0...255, using: &generator),
        green: .random(in: 0...255, using: &generator),
        blue: .random(in: 0...255, using: &generator))
      #expect(abs(Double(color.luminance) - Self.luminance(color)) <= 0.6, "\(color.hex)")
    }
  }

  @Test func fullColorIsApplesColours() throws {
    let plain = try RingScene(summary: Self.day, ringSide: 160, scale: .x2).drawList()
    #expect(try Self.drawList(.fullColor) == plain)
    #expect(plain.rendered(in: .fullColor) == plain)
  }

  @Test func alwaysOnIsTheDimmedPicture() throws {
    let plain = try Self.drawList(.fullColor)
    #expect(try Self.drawList(.alwaysOn) == plain.dimmed(by: DrawList.alwaysOnFactor))
    #expect(plain.rendered(in: .alwaysOn) == plain.dimmed(by: DrawList.alwaysOnFactor))
  }

  @Test(arguments: [RenderingMode.clear, .vibrant], [RingLook.gradient, .flat])
  func clearAndVibrantAreGrey(mode: RenderingMode, look: RingLook) throws {
    let label = RingLabel(name: "Ana")
    let drawList = try Self.drawList(mode, look: look, label: label)
    #expect(!drawList.texts.isEmpty)
    for color in Self.colors(drawList) {
      #expect(color.red == color.green && color.green == color.blue, "\(color.hex)")
    }
    #expect(drawList.background == .black)
  }

  @Test func nightIsRedOnly() throws {
    for color in Self.colors(try Self.drawList(.night)) {
      #expect(color.green == 0 && color.blue == 0, "\(color.hex)")
    }
  }

  @Test func accentedIsTheTintAtEachColoursLuminance() throws {
    let tint = RGBColor(red: 255, green: 159, blue: 10)
    let plain = try Self.drawList(.fullColor)
    let accented = try Self.drawList(.accented, tint: tint)
    for (item, drawn) in zip(plain.items, accented.items) {
      let factor =
        Double(item.paint.color.luminance) / 255
        * (item.role.ring == .stand ? RenderingMode.standLuminanceFactor : 1)
      #expect(drawn.paint.color == tint.dimmed(by: factor), "\(item.role)")
      #expect(drawn.paint.opacity == item.paint.opacity)
      #expect(drawn.path == item.path)
    }
  }

  @Test func theRingsStayApartInLuminanceInEveryMonochromeMode() throws {
    let tints = [
      RenderingMode.defaultTint, RGBColor(red: 255, green: 159, blue: 10),
      RGBColor(red: 255, green: 255, blue: 255), RGBColor(red: 191, green: 90, blue: 242),
    ]
    for mode in RenderingMode.allCases where mode.isMonochrome {
      for tint in mode == .accented ? tints : [RenderingMode.defaultTint] {
        let levels = RingKind.allCases.map {
          Self.luminance(mode.color($0.color, of: $0, tint: tint))
        }
        for (index, level) in levels.enumerated() {
          for other in levels[(index + 1)...] {
            #expect(abs(level - other) >= 12 - 0.5, "\(mode) \(tint.hex): \(levels)")
          }
        }
        #expect(mode.ringSeparation(tint: tint) >= RenderingMode.minimumRingSeparation)
      }
    }
    // The figures the documentation gives.
    #expect(RenderingMode.vibrant.ringSeparation(tint: .black) == 34)
    #expect(RenderingMode.night.ringSeparation(tint: .black) == 18)
    #expect(RenderingMode.accented.ringSeparation(tint: RenderingMode.defaultTint) == 18)
    // In Apple's colours Exercise and Stand are 2 levels apart: they differ by hue.
    #expect(RenderingMode.fullColor.ringSeparation(tint: .black) == 2)
    #expect(
      RenderingMode.accented.ringSeparation(tint: RGBColor(red: 32, green: 32, blue: 32)) < 12)
  }

  @Test func theModeIsPartOfTheOptionsInJSON() throws {
    let options = RingOptions(mode: .accented, tint: RGBColor(red: 1, green: 2, blue: 3))
    let data = try JSONEncoder().encode(options)
    #expect(try JSONDecoder().decode(RingOptions.self, from: data) == options)
    let old = try JSONDecoder().decode(RingOptions.self, from: Data("{}".utf8))
    #expect(old.mode == .fullColor && old.tint == RenderingMode.defaultTint)
  }
}
