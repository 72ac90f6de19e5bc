import ActivityRings
import PropertyBased
import Testing

@Suite struct RingTransitionTests {
  let start = try! RingProgressSet(move: 0.8, exercise: 0.1, stand: nil)
  let end = try! RingProgressSet(move: 2.5, exercise: nil, stand: 0.5)

  @Test func durationsAboveTwoSecondsAreClampedAndSaySo() throws {
    let transition = try RingTransition(from: start, to: end, duration: 3)
    #expect(transition.duration == 2)
    #expect(transition.requestedDuration == 3)
    #expect(transition.wasClamped)
    #expect(transition.clampNotice == "duration 3 s is longer than the 2 s limit; using 2 s")
    let fine = try RingTransition(from: start, to: end, duration: 2)
    #expect(!fine.wasClamped)
    #expect(fine.clampNotice == nil)
    #expect(try RingTransition(from: start, to: end, duration: .infinity).duration == 2)
  }

  @Test(arguments: [0.0, -1.0, Double.nan, -Double.infinity])
  func zeroNegativeOrNaNDurationsAreErrors(duration: Double) {
    #expect(throws: TransitionError.self) {
      try RingTransition(from: start, to: end, duration: duration)
    }
  }

  @Test func invalidSummariesAreErrors() {
    #expect(throws: TransitionError.self) {
      try RingTransition(
        from: ActivitySummary(appleStandHours: -1, appleStandHoursGoal: 12),
        to: ActivitySummary(), duration: 1)
    }
  }

  @Test func endpointsAreTheTwoStates() throws {
    for curve in TimingCurve.allCases {
      let transition = try RingTransition(from: start, to: end, duration: 1.5, curve: curve)
      #expect(transition.progress(at: 0) == start)
      #expect(transition.progress(at: 1.5) == end)
      #expect(transition.progress(at: -4) == start)
      #expect(transition.progress(at: 99) == end)
    }
  }

  @Test func reducedMotionShowsOnlyTheFinalState() throws {
    let transition = try RingTransition(from: start, to: end, duration: 1, reducedMotion: true)
    #expect(transition.progress(at: 0) == end)
    #expect(try transition.frameTimes(framesPerSecond: 60) == [1])
  }

  @Test(arguments: [
    (1.0, 60.0, 61), (2.0, 30.0, 61), (0.5, 24.0, 13), (0.1, 24.0, 4), (1.0, 1.0, 2),
    (0.001, 60.0, 2), (1.0 / 3.0, 30.0, 11),
  ])
  func frameCountsIncludeFirstAndLast(duration: Double, rate: Double, count: Int) throws {
    let transition = try RingTransition(from: start, to: end, duration: duration)
    let times = try transition.frameTimes(framesPerSecond: rate)
    #expect(times.count == count)
    #expect(times.first == 0)
    #expect(times.last == duration)
    let step = 1 / rate + 1e-12
    for (earlier, later) in zip(times, times.dropFirst()) {
      #expect(earlier < later)
      #expect(later - earlier <= step)
    }
  }

  @Test(arguments: [0.0, 0.5, 241.0, Double.nan])
  func frameRateIsBounded(rate: Double) throws {
    let transition = try RingTransition(from: start, to: end, duration: 1)
    #expect(throws: TransitionError.self) { try transition.frameTimes(framesPerSecond: rate) }
  }

  @Test func lapsPassTwelveOClockContinuously() throws {
    // 80% → 250%: the tip crosses 12 o'clock twice and never jumps.
    let transition = try RingTransition(
      from: RingProgressSet(move: 0.8), to: RingProgressSet(move: 2.5), duration: 1,
      curve: .linear)
    let times = try transition.frameTimes(framesPerSecond: 120)
    var crossings = 0
    var previous = 0.8
    for time in times {
      let move = try #require(transition.progress(at: time).move)
      #expect(move >= previous)
      #expect(move - previous <= 1.7 / 120 + 1e-12)
      crossings += Int(move.rounded(.down)) - Int(previous.rounded(.down))
      previous = move
    }
    #expect(crossings == 2)
  }

  @Test func noDataAnimatesFromZeroAndIsNoDataOnlyAtItsEnd() throws {
    let transition = try RingTransition(from: start, to: end, duration: 1, curve: .linear)
    #expect(transition.progress(at: 0).stand == nil)
    #expect(transition.progress(at: 0.5).stand == 0.25)
    #expect(transition.progress(at: 0.5).exercise == 0.05)
    #expect(transition.progress(at: 1).exercise == nil)
  }

  @Test func curvesStartAtZeroEndAtOneAndNeverGoBack() async {
    for curve in TimingCurve.allCases {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
    await propertyCheck(
      input: Gen.element(of: TimingCurve.allCases), Gen.double(in: 0...1), Gen.double(in: 0...1)
    ) { curve, a, b in
      let (low, high) = (min(a, b), max(a, b))
      #expect(curve!.value(at: low) <= curve!.value(at: high))
      #expect((0...1).contains(curve!.value(at: a)))
    }
  }

  @Test func easedCurvesMatchCSS() {
    // Reference values of the CSS timing functions at x = 0.25 and 0.5.
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    #expect(abs(TimingCurve.easeIn.value(at: 0.25) - 0.0934) < 1e-3)
    #expect(abs(TimingCurve.easeOut.value(at: 0.25) - 0.3788) < 1e-3)
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    #expect(TimingCurve.spring.value(at: 0.3) > 0.5)  // fast start
  }

  @Test func transitionProgressStaysValidForRandomInputs() async {
    await propertyCheck(
      input: Gen.double(in: 0...12), Gen.double(in: 0...12), Gen.double(in: 0.01...10),
      Gen.element(of: TimingCurve.allCases)
    ) { a, b, duration, curve in
      let transition = try RingTransition(
        from: RingProgressSet(move: a), to: RingProgressSet(move: b), duration: duration,
        curve: curve!)
      #expect(transition.duration <= RingTransition.maximumDuration)
      #expect(transition.wasClamped == (duration > 2))
      var previous = a
      for time in try transition.frameTimes(framesPerSecond: 30) {
        let move = try #require(transition.progress(at: time).move)
        #expect(move >= min(a, b) - 1e-12 && move <= max(a, b) + 1e-12)
        #expect(b >= a ? move >= previous - 1e-12 : move <= previous + 1e-12)
        previous = move
      }
      #expect(previous == b)
    }
  }

  @Test func scenesForFramesKeepSizeAndStyle() throws {
    let scene = try RingScene(summary: SummaryFixtures.mixed, size: CanvasSize(side: 64))
    let transition = try RingTransition(
      from: RingProgressSet(scene.summary ?? ActivitySummary()), to: end, duration: 1)
    let frame = scene.showing(transition.progress(at: 0.5))
    #expect(frame.size == scene.size)
    #expect(frame.style == scene.style)
    #expect(frame.summary == nil)
  }
}

@Suite struct RingTransitionSceneTests {
  @Test func framesStartAndEndExactlyOnTheScenes() throws {
    let before = ActivitySummary(activeEnergyBurned: 100, activeEnergyBurnedGoal: 500)
    var after = ActivitySummary(activeEnergyBurned: 600, activeEnergyBurnedGoal: 500)
    after.isPaused = true
    let start = try RingScene(summary: before)
    let end = try RingScene(summary: after)
    let transition = try RingTransition(from: before, to: after, duration: 1)
    #expect(transition.scene(at: 0, from: start, to: end) == start)
    #expect(transition.scene(at: 1, from: start, to: end) == end)
    let middle = transition.scene(at: 0.5, from: start, to: end)
    #expect(middle.progress == transition.progress(at: 0.5))
    #expect(middle.summary == after, "in-between frames keep the destination's summary")
    let reduced = try RingTransition(from: before, to: after, duration: 1, reducedMotion: true)
    #expect(reduced.scene(at: 0, from: start, to: end) == end)
  }
}
