import ActivityRings
import PropertyBased
import Testing

/// Every scene the core draws keeps Apple's guidelines, over random canvases, scales, values
/// and options; one with nothing behind the rings fails the black background alone.
@Suite struct GuidelineCheckerPropertyTests {
  /// A ring's progress, or nil (no data) for the negative draws.
  static let progress = Gen.double(in: -1...12)
  /// 0: square, no label; 1: a 2:1 canvas, no label; 2: label beside; 3: label below.
  static let canvasKinds = Gen.int(in: 0...3)

  @Test func everySceneKeepsTheGuidelines() async {
    await propertyCheck(
      input: Gen.double(in: 1...1300), Gen<RenderScale>.case, Self.progress, Self.progress,
      Self.progress, Gen<RingStyle>.case, Gen<RingBackground>.case, Gen<RingLook>.case,
      Gen.bool(), Self.canvasKinds
    ) { side, scale, move, exercise, stand, style, background, look, glyphs, canvasKind in
      func value(_ progress: Double) -> Double? { progress < 0 ? nil : progress }
      let label: RingLabel? =
        switch canvasKind {
        case 2: RingLabel(name: "Ana", placement: .beside)
        case 3: RingLabel(name: "Zoë", placement: .below, usesWheelchair: true)
        default: nil
        }
      let width =
        canvasKind == 1 || canvasKind == 2 ? side / RingLayout.ringShareBesideLabel : side
      let height = canvasKind == 3 ? side / RingLayout.ringShareAboveLabel : side
      let scene: RingScene
      do {
        scene = try RingScene(
          progress: RingProgressSet(
            move: value(move), exercise: value(exercise), stand: value(stand)),
          style: style, size: CanvasSize(width: width, height: height), scale: scale,
          options: RingOptions(
            background: background, look: look, showsGlyphs: glyphs, label: label))
      } catch SceneError.labelDoesNotFit(let smallest) {
        // Too small for 11-point text: the canvas named instead is larger, and fits.
        #expect(smallest.shortSide > min(width, height))
        let fits = try RingScene(
          progress: RingProgressSet(move: 1), style: style, size: smallest, scale: .x1,
          options: RingOptions(label: label))
        #expect(GuidelineChecker.check(fits).passed)
        return
      }
      let report = GuidelineChecker.check(scene)
      if background == .transparent {
        // Nothing behind the rings fails the black background, and nothing else.
        #expect(report.results.filter { !$0.passed }.map(\.rule) == [.blackBackground])
      } else {
        #expect(report.passed, "\(report.text)")
      }
    }
  }
}
