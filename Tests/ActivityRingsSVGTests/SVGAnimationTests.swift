import ActivityRings
import ActivityRingsSVG
import Testing
import _ActivityRingsLibrsvg

@Suite("Animated SVG")
struct SVGAnimationTests {
  static let start = ActivitySummary(
    activeEnergyBurned: 400, activeEnergyBurnedGoal: 500, appleExerciseTime: 10,
    appleExerciseTimeGoal: 30, appleStandHours: 3, appleStandHoursGoal: 12)
  static let end = ActivitySummary(
    activeEnergyBurned: 1250, activeEnergyBurnedGoal: 500, appleExerciseTime: 25,
    appleExerciseTimeGoal: 30, appleStandHours: 13, appleStandHoursGoal: 12)

  func plan(duration: Double = 0.5, fps: Int = 10, plays: Int = 1, reducedMotion: Bool = false)
    throws -> FramePlan
  {
    let size = try CanvasSize(side: 60)
    let transition = try RingTransition(
      from: Self.start, to: Self.end, duration: duration, reducedMotion: reducedMotion)
    return try FramePlan(
      transition, from: RingScene(summary: Self.start, size: size),
      to: RingScene(summary: Self.end, size: size), framesPerSecond: fps, plays: plays)
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
    let plan = try plan()
    let svg = try SVGRenderer().renderAnimation(plan)
    let groups = groups(svg)
    #expect(groups.count == plan.frames.count)
    for (index, (group, frame)) in zip(groups, plan.drawLists).enumerated() {
      // The same shapes, their patterns named for the frame so that ids stay unique.
      let still = try SVGRenderer().render(frame)
        .replacing("activity-rings-p", with: "activity-rings-f\(index)-p")
        .split(separator: "\n")
        .filter { $0.hasPrefix("<path ") || $0.hasPrefix("<text ") || $0.hasPrefix("<pattern ") }
      #expect(group == still)
    }
  }

  @Test("discrete display timing: frame i shows from t(i) to t(i+1), the last frame stays")
  func timing() throws {
    let plan = try plan(duration: 0.5, fps: 4)  // times 0, 0.25, 0.5
    #expect(plan.times == [0, 0.25, 0.5])
    let svg = try SVGRenderer().renderAnimation(plan)
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
    // Repeating, the last frame holds for one frame interval (1/4 s) before the next play.
    let looping = try SVGRenderer().renderAnimation(self.plan(duration: 0.5, fps: 4, plays: 0))
    #expect(looping.contains(#"dur="0.75s" repeatCount="indefinite" keyTimes="0;0.666667""#))
    let uneven = try SVGRenderer().renderAnimation(self.plan(duration: 0.6, fps: 4, plays: 0))
    #expect(uneven.contains(#"dur="0.85s" repeatCount="indefinite""#))
  }

  @Test("viewers that do not animate show the final frame (librsvg)")
  func staticViewersShowTheEnd() throws {
    let plan = try plan()
    let animated = try SVGRenderer().renderAnimation(plan)
    let last = plan.finalDrawList
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
    let still = try plan(reducedMotion: true)
    #expect(still.frames.count == 1)
    let svg = try SVGRenderer().renderAnimation(still)
    #expect(!svg.contains("<animate"))
    let once = try SVGRenderer().renderAnimation(plan())
    let twice = try SVGRenderer().renderAnimation(plan())
    #expect(once == twice)
  }
}
