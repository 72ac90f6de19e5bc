import Testing

@testable import ActivityRings

@Suite struct FrameDelayTests {
  /// Durations as exact fractions of a second (numerator, denominator) and frame rates.
  static let cases: [(numerator: Int, denominator: Int, rate: Int)] = [
    (1, 2, 30), (1, 1, 60), (2, 1, 24), (1, 3, 60), (11, 20, 30), (101, 200, 30), (3, 4, 7),
    (2, 1, 240), (1, 100, 24),
  ]

  static func times(_ duration: Double, rate: Int, reducedMotion: Bool = false) throws
    -> [Double]
  {
    try RingTransition(
      from: .noData, to: RingProgressSet(move: 1), duration: duration,
      reducedMotion: reducedMotion
    ).frameTimes(framesPerSecond: Double(rate))
  }

  @Test(arguments: cases)
  func delaysBeforeTheLastFrameAddUpToTheDurationExactly(
    numerator: Int, denominator: Int, rate: Int
  ) throws {
    let duration = Fraction(numerator, denominator)
    let times = try Self.times(duration.value, rate: rate)
    for plays in [1, 0, 3] {
      let delays = try FrameDelay.delays(forFrameTimes: times, framesPerSecond: rate, plays: plays)
      #expect(delays.count == times.count)
      let sum = delays.dropLast().map(\.fraction).reduce(Fraction(0, 1), +)
      #expect(sum == duration, "\(numerator)/\(denominator) s at \(rate) fps")
      let hold = plays == 1 ? FrameDelay.zero : FrameDelay(numerator: 1, denominator: UInt16(rate))
      #expect(delays.last == hold)
    }
  }

  @Test(arguments: cases)
  func framesInBetweenStartOnTheMillisecondBeforeTheirTime(
    numerator: Int, denominator: Int, rate: Int
  ) throws {
    let times = try Self.times(Double(numerator) / Double(denominator), rate: rate)
    let delays = try FrameDelay.delays(forFrameTimes: times, framesPerSecond: rate)
    var start = Fraction(0, 1)
    for (index, delay) in delays.dropLast(2).enumerated() {
      #expect(1000 % Int(delay.fraction.denominator) == 0, "delay \(index) is whole milliseconds")
      start = start + delay.fraction
      let time = times[index + 1]
      #expect(start.value <= time + 1e-12 && start.value > time - 0.001, "frame \(index + 1)")
    }
    // The last interval is positive and at most one frame long.
    let lastInterval = try #require(delays.dropLast().last).fraction
    #expect(lastInterval.numerator > 0)
    #expect(lastInterval.value < 1 / Double(rate) + 0.001)
  }

  @Test func aDurationThatIsNotAWholeNumberOfFramesEndsWithAShorterInterval() throws {
    // 0.55 s at 30 fps: frames every 33⅓ ms, the 17th at 533 ms, then the end at 550 ms.
    let times = try Self.times(0.55, rate: 30)
    let delays = try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 30)
    #expect(delays.count == 18)
    #expect(
      delays.prefix(3).map(\.fraction) == [
        Fraction(33, 1000), Fraction(33, 1000), Fraction(34, 1000),
      ])
    #expect(delays[16] == FrameDelay(numerator: 17, denominator: 1000))
    #expect(delays[17] == .zero)
    // 1/3 s at 60 fps: the frame at 19/60 s starts at 316 ms, and 13/750 s remain.
    let third = try FrameDelay.delays(
      forFrameTimes: Self.times(1.0 / 3, rate: 60), framesPerSecond: 60)
    #expect(third[19] == FrameDelay(numerator: 13, denominator: 750))
  }

  @Test func anIntervalTooFineForSixteenBitsIsRoundedByLessThanAMicrosecond() throws {
    // 35/67 s at 45 fps: after the frame at 511 ms, 763/67000 s remain, which does not fit.
    let times = try Self.times(35.0 / 67, rate: 45)
    let delays = try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 45)
    let last = try #require(delays.dropLast().last)
    #expect(last.fraction != Fraction(763, 67000))
    #expect(abs(last.seconds - 763.0 / 67000) < 1e-6)
    #expect(abs(delays.map(\.seconds).reduce(0, +) - 35.0 / 67) < 1e-6)
  }

  @Test func reducedMotionIsOneFrame() throws {
    let times = try Self.times(1, rate: 30, reducedMotion: true)
    #expect(try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 30) == [.zero])
    #expect(
      try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 30, plays: 0)
        == [FrameDelay(numerator: 1, denominator: 30)])
  }

  @Test func secondsReadADenominatorOfZeroAsOneHundred() {
    #expect(FrameDelay(numerator: 3, denominator: 0).seconds == 0.03)
    #expect(FrameDelay(numerator: 1, denominator: 4).seconds == 0.25)
    #expect(FrameDelay.zero.seconds == 0)
  }

  @Test func fractionsComeBackFromFloatingPointTimes() {
    #expect(Fraction(approximating: 1.0 / 3, limit: 1000) == Fraction(1, 3))
    #expect(Fraction(approximating: 0.55, limit: 1000) == Fraction(11, 20))
    #expect(Fraction(approximating: 37.0 / 60, limit: 1 << 30) == Fraction(37, 60))
    #expect(Fraction(approximating: 2, limit: 10) == Fraction(2, 1))
    #expect(Fraction(approximating: 0, limit: 10) == Fraction(0, 1))
    // No convergent within the tolerance: the closest one within the limit.
    #expect(Fraction(approximating: Double.pi, limit: 400) == Fraction(355, 113))
    #expect(Fraction(1, 3) - Fraction(19, 60) == Fraction(1, 60))
    #expect(Fraction(1, 6) + Fraction(1, 3) == Fraction(1, 2))
  }

  @Test func invalidInputIsAClearError() {
    let bad: [(times: [Double], rate: Int, plays: Int)] = [
      ([], 30, 1), ([0, 0.5, 0.5], 30, 1), ([0, 0.5, 0.25], 30, 1), ([-1, 0], 30, 1),
      ([0, .nan], 30, 1), ([0, .infinity], 30, 1), ([0, 1], 0, 1), ([0, 1], 70_000, 1),
      ([0, 1], 30, -1),
    ]
    for input in bad {
      #expect(throws: TransitionError.self, "\(input)") {
        try FrameDelay.delays(
          forFrameTimes: input.times, framesPerSecond: input.rate, plays: input.plays)
      }
    }
    #expect(
      TransitionError.invalidAnimation("there are no frame times").description
        == "cannot animate: there are no frame times")
  }
}
