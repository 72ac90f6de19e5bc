import ActivityRings
import ActivityRingsLibrsvg
import ActivityRingsSVG
import Testing

@Suite("Animated SVG")
struct SVGAnimationTests {
  static let start = ActivitySummary(
    activeEnergyBurned: 400, activeEnergyBurnedGoal: 500, appleExerciseTime: 10,
    appleExerciseTimeGoal: 30, appleStandHours: 3, appleStandHoursGoal: 12)
  static let end = ActivitySummary(
    activeEnergyBurned: 1250, activeEnergyBurnedGoal: 500, appleExerciseTime: 25,
    appleExerciseTimeGoal: 30, appleStandHours: 13, appleStandHoursGoal: 12)

  struct Clip {
    let frames: [DrawList]
    let times: [Double]
    let transition: RingTransition
  }

  func clip(duration: Double = 0.5, fps: Double = 10, reducedMotion: Bool = false) throws -> Clip {
    let size = try CanvasSize(side: 60)
    let startScene = try RingScene(summary: Self.start, size: size)
    let endScene = try RingScene(summary: Self.end, size: size)
    let transition = try RingTransition(
      from: Self.start, to: Self.end, duration: duration, reducedMotion: reducedMotion)
    let times = try transition.frameTimes(framesPerSecond: fps)
    let frames = times.map { transition.scene(at: $0, from: startScene, to: endScene).drawList() }
    return Clip(frames: frames, times: times, transition: transition)
  }

  /// The lines between a group's `<animate …/>` and its `</g>`.
  func groups(_ svg: String) -> [[Substring]] {
    var groups: [[Substring]] = []
    var current: [Substring]?
    for line in svg.split(separator: "\n") {
      if line.hasPrefix("<g ") || line == "<g>" {
        current = []
      } else if line == "</g>" {
        groups.append(current ?? [])
        current = nil
      } else if !line.hasPrefix("<animate "), current != nil {
        current?.append(line)
      }
    }
    return groups
  }

  @Test("each frame is a group holding exactly the static SVG's shapes of that frame")
  func framesAreStaticFrames() throws {
    let clip = try clip()
    let svg = try SVGRenderer().renderAnimation(
      frames: clip.frames, times: clip.times, duration: clip.transition.duration)
    let groups = groups(svg)
    #expect(groups.count == clip.frames.count)
    for (group, frame) in zip(groups, clip.frames) {
      let still = try SVGRenderer().render(frame).split(separator: "\n")
        .filter { $0.hasPrefix("<path ") || $0.hasPrefix("<text ") }
      #expect(group == still)
    }
  }

  @Test("discrete display timing: frame i shows from t(i) to t(i+1), the last frame stays")
  func timing() throws {
    let clip = try clip(duration: 0.5, fps: 4)  // times 0, 0.25, 0.5
    #expect(clip.times == [0, 0.25, 0.5])
    let svg = try SVGRenderer().renderAnimation(
      frames: clip.frames, times: clip.times, duration: 0.5)
    let animations = svg.split(separator: "\n").filter { $0.hasPrefix("<animate ") }
    #expect(
      animations == [
        #"<animate attributeName="display" calcMode="discrete" dur="0.5s" fill="freeze" keyTimes="0;0.5" values="inline;none"/>"#,
        #"<animate attributeName="display" calcMode="discrete" dur="0.5s" fill="freeze" keyTimes="0;0.5;1" values="none;inline;none"/>"#,
        #"<animate attributeName="display" calcMode="discrete" dur="0.5s" fill="freeze" keyTimes="0;1" values="none;inline"/>"#,
      ])
    let groupsShown = svg.split(separator: "\n").filter { $0.hasPrefix("<g ") }
    #expect(
      groupsShown == [#"<g display="none">"#, #"<g display="none">"#, #"<g display="inline">"#])
    let looping = try SVGRenderer().renderAnimation(
      frames: clip.frames, times: clip.times, duration: 0.5, repeats: true)
    #expect(looping.contains(#"dur="0.75s" repeatCount="indefinite" keyTimes="0;0.666667""#))
  }

  @Test("viewers that do not animate show the final frame (librsvg)")
  func staticViewersShowTheEnd() throws {
    let clip = try clip()
    let animated = try SVGRenderer().renderAnimation(
      frames: clip.frames, times: clip.times, duration: clip.transition.duration)
    let last = try #require(clip.frames.last)
    let rasterizer = LibrsvgRasterizer()
    let pixels = last.size.pixels(at: last.scale)
    let shown = try rasterizer.rasterize(animated, width: pixels.width, height: pixels.height)
    let final = try rasterizer.rasterize(
      SVGRenderer().render(last), width: pixels.width, height: pixels.height)
    #expect(shown == final)
    #expect(animated.contains("<desc id=\"activity-rings-desc\">\(last.accessibilityText)</desc>"))
  }

  @Test("reduced motion is one static frame; the same input gives the same bytes")
  func reducedMotionAndDeterminism() throws {
    let still = try clip(reducedMotion: true)
    #expect(still.frames.count == 1)
    let svg = try SVGRenderer().renderAnimation(
      frames: still.frames, times: [0], duration: still.transition.duration)
    #expect(!svg.contains("<animate"))
    let clip = try clip()
    let once = try SVGRenderer().renderAnimation(
      frames: clip.frames, times: clip.times, duration: clip.transition.duration)
    let twice = try SVGRenderer().renderAnimation(
      frames: clip.frames, times: clip.times, duration: clip.transition.duration)
    #expect(once == twice)
  }

  @Test("frames and times that cannot animate are errors")
  func invalid() throws {
    let clip = try clip()
    let renderer = SVGRenderer()
    #expect(throws: SVGRenderError.invalidAnimation("an animation needs at least one frame")) {
      try renderer.renderAnimation(frames: [], times: [], duration: 1)
    }
    #expect(throws: SVGRenderError.self) {
      try renderer.renderAnimation(frames: clip.frames, times: [0], duration: 1)
    }
    #expect(throws: SVGRenderError.self) {
      try renderer.renderAnimation(
        frames: Array(clip.frames.prefix(2)), times: [0.1, 0.2], duration: 1)
    }
    #expect(throws: SVGRenderError.self) {
      try renderer.renderAnimation(
        frames: Array(clip.frames.prefix(2)), times: [0, 2], duration: 1)
    }
  }
}
