import ActivityRings
import ActivityRingsRequests
import Testing

/// The one frame-rate rule, duration and final-frame rules of every animation.
@Suite struct AnimationRequestTests {
  static let start = ActivitySummary(activeEnergyBurned: 100, activeEnergyBurnedGoal: 500)
  static let end = ActivitySummary(activeEnergyBurned: 600, activeEnergyBurnedGoal: 500)

  static func request(_ fields: RequestFields) throws -> AnimationRequest {
    try AnimationRequest(
      fields, from: start, to: end, picture: SceneRequest(fields, defaults: SceneRequest(size: 64)))
  }

  @Test func theDefaultRateIsSixtyOrTheFormatsFastest() throws {
    let request = try Self.request(RequestFields([:]))
    #expect(try request.framesPerSecond(fastest: nil, formatName: "png") == 60)
    #expect(try request.framesPerSecond(fastest: 50, formatName: "gif") == 50)
  }

  @Test func aRateFasterThanTheFormatPlaysIsRefusedUnlessOnlyTheLastFrameIsDrawn() throws {
    let error = #expect(throws: RequestError.self) {
      try Self.request(RequestFields([.fps: "60"])).framesPerSecond(fastest: 50, formatName: "gif")
    }
    #expect(error?.field == .fps)
    #expect(
      error?.description
        == "fps 60 is faster than an animated gif plays: at most 50 frames per second (use fps "
        + "50 or less)")
    let still = try Self.request(RequestFields([.fps: "60", .reduceMotion: "true"]))
    #expect(try still.framesPerSecond(fastest: 50, formatName: "gif") == 60)
  }

  @Test func theFieldsGiveTheTiming() throws {
    let request = try Self.request(
      RequestFields([.duration: "1.5", .curve: "spring", .fps: "30", .loop: "true"]))
    #expect(request.duration == 1.5)
    #expect(request.curve == .spring)
    #expect(request.loops)
    let plan = try request.framePlan(framesPerSecond: 30, drawnAs: .png)
    #expect(plan.frameCount == 46)
    #expect(plan.plays == 0)
  }

  @Test func aLongDurationIsClampedAndSaysSo() throws {
    let plan = try Self.request(RequestFields([.duration: "5"])).framePlan(
      framesPerSecond: 10, drawnAs: nil)
    #expect(plan.notice?.contains("2") == true)
    #expect(plan.frameCount == 21)
  }

  @Test func alwaysOnDrawsTheLastFrameDimmed() throws {
    let plan = try Self.request(RequestFields([.alwaysOn: "true"])).framePlan(
      framesPerSecond: 60, drawnAs: .png)
    #expect(plan.frameCount == 1)
    let mode = try Self.request(RequestFields([.mode: "always-on"])).framePlan(
      framesPerSecond: 60, drawnAs: .png)
    #expect(mode.finalDrawList == plan.finalDrawList)
    let bright = try Self.request(RequestFields([.reduceMotion: "true"])).framePlan(
      framesPerSecond: 60, drawnAs: .png)
    #expect(plan.finalDrawList == bright.finalDrawList.dimmed(by: DrawList.alwaysOnFactor))
  }

  @Test(arguments: [
    (
      RequestFields([.duration: "0"]),
      "duration must be a number of seconds greater than 0 (got '0')"
    ),
    (
      RequestFields([.duration: "soon"]),
      "duration must be a number of seconds greater than 0 (got 'soon')"
    ),
    (RequestFields([.fps: "0"]), "fps must be a whole number from 1 to 240 (got '0')"),
    (RequestFields([.loop: "forever"]), "loop 'forever' is not true or false"),
  ])
  func aBadTimingValueNamesItsField(fields: RequestFields, message: String) {
    let error = #expect(throws: RequestError.self) { try Self.request(fields) }
    #expect(error?.description == message)
  }
}
