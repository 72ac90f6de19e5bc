import ActivityRings
import ActivityRingsCairo
import Testing
import _ActivityRingsTestSupport

/// Apple's fidelity rules (`DESIGN.md`), checked in Cairo's pixels rather than in the draw list:
/// the HIG colours and dim tracks, black corners, and an outer margin at least the gap between
/// rings, measured along rays from the centre.
@Suite struct FidelityPixelTests {
  @Test(
    "each ring shows its HIG colour (the gradient's in that look), its track the colour at 20%",
    arguments: SnapshotCorpus.entries)
  func ringColours(_ entry: SnapshotCorpus.Entry) throws {
    let scene = entry.scene
    let image = try PixelProbe.render(scene)
    let samples = RingSample.all(in: scene)
    #expect(samples.count >= scene.layout().rings.count)
    for sample in samples {
      let found = sample.pixel(in: image, scale: scene.scale)
      #expect(
        sample.matches(found),
        "\(entry.name): \(sample) is \(found), expected \(sample.color) ± \(sample.tolerance)")
    }
  }

  @Test("HIG colours and the 20% tracks are the values the samples expect")
  func expectedColours() {
    #expect(RingKind.move.color == RGBColor(red: 250, green: 17, blue: 79))
    #expect(RingKind.exercise.color == RGBColor(red: 166, green: 255, blue: 0))
    #expect(RingKind.stand.color == RGBColor(red: 0, green: 255, blue: 246))
    #expect(RingKind.move.trackColor == RGBColor(red: 50, green: 3, blue: 16))
    #expect(RingKind.exercise.trackColor == RGBColor(red: 33, green: 51, blue: 0))
    #expect(RingKind.stand.trackColor == RGBColor(red: 0, green: 51, blue: 49))
  }

  @Test(
    "corners are black, or transparent outside the enclosing circle with black around the rings",
    arguments: SnapshotCorpus.entries)
  func corners(_ entry: SnapshotCorpus.Entry) throws {
    let scene = entry.scene
    let image = try PixelProbe.render(scene)
    let (right, bottom) = (image.width - 1, image.height - 1)
    let enclosed = scene.options.background == .circle
    #expect(enclosed == (entry.name == "enclosed"))
    for (x, y) in [(0, 0), (right, 0), (0, bottom), (right, bottom)] {
      if enclosed {
        #expect(image[x, y].alpha == 0, "\(entry.name): corner (\(x), \(y)) is \(image[x, y])")
      } else {
        #expect(
          image[x, y] == .opaque(.black), "\(entry.name): corner (\(x), \(y)) is \(image[x, y])")
      }
    }
    guard enclosed else { return }
    // The black circle shows all round the outermost ring: opaque black between the ring and
    // the transparent outside on every ray; the diagonals reach the transparent corners.
    for ray in PixelProbe.Ray.all {
      let measured = PixelProbe.measure(ray, in: image, scene: scene)
      let diagonal = ray.dx != 0 && ray.dy != 0
      #expect((measured.margin ?? 0) >= 2, "\(entry.name): \(measured)")
      #expect((measured.transparent > 0) == diagonal, "\(entry.name): \(measured)")
    }
  }

  @Test(
    "the outer margin, measured in pixels, is at least the gap between rings and never zero",
    arguments: SnapshotCorpus.entries)
  func marginAtLeastGap(_ entry: SnapshotCorpus.Entry) throws {
    let scene = entry.scene
    let image = try PixelProbe.render(scene)
    let rings = scene.layout().rings.count
    for ray in PixelProbe.Ray.all {
      let measured = PixelProbe.measure(ray, in: image, scene: scene)
      let margin = try #require(measured.margin, "\(entry.name): no ring on \(measured)")
      #expect(measured.gaps.count == rings - 1)
      #expect(margin >= 1, "\(entry.name): the rings touch the edge: \(measured)")
      #expect(
        margin >= measured.gaps.max() ?? 0,
        "\(entry.name): the outer margin is narrower than a gap: \(measured)")
    }
  }
}
