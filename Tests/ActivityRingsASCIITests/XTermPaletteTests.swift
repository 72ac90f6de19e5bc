import ActivityRings
import Testing

@testable import ActivityRingsASCII

@Suite struct XTermPaletteTests {
  @Test func nearestEntries() {
    #expect(XTermPalette.index(nearestTo: .black) == 16)
    #expect(XTermPalette.index(nearestTo: RGBColor(red: 255, green: 255, blue: 255)) == 231)
    #expect(XTermPalette.index(nearestTo: RGBColor(red: 128, green: 128, blue: 128)) == 244)
    #expect(XTermPalette.index(nearestTo: RingKind.move.color) == 197)
    #expect(XTermPalette.index(nearestTo: RingKind.exercise.color) == 154)
    #expect(XTermPalette.index(nearestTo: RingKind.stand.color) == 51)
  }
}
