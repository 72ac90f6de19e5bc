import ActivityRings
import Testing

@Suite struct FramePlanTests {
  static let size = try! CanvasSize(side: 48)

  static func scenes() throws -> (start: RingScene, end: RingScene) {
    (
      try RingScene(progress: RingProgressSet(move: 0.2), size: size),
      try RingScene(progress: RingProgressSet(move: 1.4), size: size)
    )
  }

  @Test func framesRunFromTheStartSceneToTheEndSceneAtTheTransitionsTimes() throws {
    let (start, end) = try Self.scenes()
    let transition = try RingTransition(from: start.progress, to: end.progress, duration: 0.55)
    let plan = try FramePlan(transition, from: start, to: end, framesPerSecond: 30)
    let times = try transition.frameTimes(framesPerSecond: 30)
    #expect(plan.times == times)
    #expect(plan.frames.first?.drawList == start.drawList())
    #expect(plan.finalDrawList == end.drawList())
    #expect(plan.duration == 0.55)
    #expect(plan.delays == (try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 30)))
    #expect(plan.delays.last == .zero)
    #expect(!plan.repeats)
    #expect(plan.notice == nil)
  }

  @Test func eachFramesDrawListIsMadeWhenAskedForAndIsTheFramesScene() throws {
    let (start, end) = try Self.scenes()
    let transition = try RingTransition(from: start.progress, to: end.progress, duration: 0.5)
    let plan = try FramePlan(transition, from: start, to: end, framesPerSecond: 10)
    #expect(plan.frameCount == 6)
    for index in 0..<plan.frameCount {
      let scene = transition.scene(at: plan.times[index], from: start, to: end)
      #expect(plan.drawList(at: index) == scene.drawList())
      #expect(
        plan.frame(at: index)
          == FramePlan.Frame(
            time: plan.times[index], delay: plan.delays[index], drawList: scene.drawList()))
    }
    #expect(plan.drawLists == plan.frames.map(\.drawList))
    let given = try FramePlan(
      drawLists: plan.drawLists, times: plan.times, framesPerSecond: 10)
    #expect(given.frames == plan.frames)
  }

  @Test func repeatingHoldsTheEndForAFrameAndAClampedDurationSaysSo() throws {
    let (start, end) = try Self.scenes()
    let transition = try RingTransition(from: start.progress, to: end.progress, duration: 5)
    let plan = try FramePlan(transition, scene: end, framesPerSecond: 10, plays: 0)
    #expect(plan.repeats)
    #expect(plan.frames.count == 21)
    #expect(plan.delays.last == FrameDelay(numerator: 1, denominator: 10))
    #expect(plan.notice == "duration 5 s is longer than the 2 s limit; using 2 s")
  }

  @Test func reducedMotionIsTheEndShownAtOnce() throws {
    let (start, end) = try Self.scenes()
    let transition = try RingTransition(
      from: start.progress, to: end.progress, duration: 1, reducedMotion: true)
    let plan = try FramePlan(transition, from: start, to: end, framesPerSecond: 60)
    #expect(plan.frames == [FramePlan.Frame(time: 0, delay: .zero, drawList: end.drawList())])
    #expect(plan.duration == 0)
  }

  @Test func aDimmedPlanKeepsItsTimesAndDimsEveryColour() throws {
    let (start, end) = try Self.scenes()
    let transition = try RingTransition(from: start.progress, to: end.progress, duration: 0.5)
    let plan = try FramePlan(transition, from: start, to: end, framesPerSecond: 10, plays: 0)
    let dimmed = plan.dimmed(by: DrawList.alwaysOnFactor)
    #expect(dimmed.times == plan.times)
    #expect(dimmed.delays == plan.delays)
    #expect(dimmed.plays == 0)
    for (full, dim) in zip(plan.drawLists, dimmed.drawLists) {
      #expect(dim.items.map(\.path) == full.items.map(\.path))
      #expect(dim.items.map(\.paint.opacity) == full.items.map(\.paint.opacity))
      #expect(dim.items.map(\.paint.color) == full.items.map { $0.paint.color.dimmed(by: 0.6) })
    }
    #expect(RingKind.move.color.dimmed(by: DrawList.alwaysOnFactor).hex == "#960a2f")
  }

  @Test func framesDrawnElsewhereAreChecked() throws {
    let (start, end) = try Self.scenes()
    let on = start.drawList()
    let off = end.drawList()
    let blink = try FramePlan(drawLists: [on, off], times: [0, 0.5], framesPerSecond: 2, plays: 0)
    #expect(
      blink.delays == [
        FrameDelay(numerator: 1, denominator: 2), .init(numerator: 1, denominator: 2),
      ])
    let other = try RingScene(progress: .noData, size: CanvasSize(side: 60)).drawList()
    let bad: [(lists: [DrawList], times: [Double], rate: Int, plays: Int, message: String)] = [
      ([], [], 30, 1, "cannot animate: there are no frames"),
      ([on, off], [0], 30, 1, "cannot animate: 2 frames need as many times, not 1"),
      ([on, off], [0.1, 0.2], 30, 1, "cannot animate: the first frame shows at 0 s, not 0.1 s"),
      (
        [on, off], [0, 0], 30, 1, "cannot animate: frame times must increase: 0.0 s follows 0.0 s"
      ),
      (
        [on, other], [0, 1], 30, 1,
        "cannot animate: every frame must have the first frame's size and scale"
      ),
      ([on], [0], 30, -1, "cannot animate: plays is -1, not 0 (for ever) or more"),
      ([on], [0], 0, 1, "frame rate 0.0 is invalid: use 1 to 240 frames per second"),
    ]
    for input in bad {
      #expect(throws: TransitionError.self, "\(input.message)") {
        try FramePlan(
          drawLists: input.lists, times: input.times, framesPerSecond: input.rate,
          plays: input.plays)
      }
      do {
        _ = try FramePlan(
          drawLists: input.lists, times: input.times, framesPerSecond: input.rate,
          plays: input.plays)
      } catch {
        #expect(error.description == input.message)
      }
    }
  }
}
