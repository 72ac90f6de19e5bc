import ActivityRings
import ActivityRingsRequests
import Testing

/// One way to read each kind of value, whoever spelled the field: numbers with spaces around
/// them, whole numbers, flags, named choices and days, each refusal naming the field.
@Suite struct RequestFieldsTests {
  static func option(_ field: RequestField) -> String { "--" + field.rawValue }

  @Test func numbersReadAsPeopleTypeThem() throws {
    let fields = RequestFields([.size: " 64 ", .duration: "1.5e0", .cellSize: "+12"])
    #expect(try fields.number(.size, must: "a size") == 64)
    #expect(try fields.number(.duration, must: "seconds") == 1.5)
    #expect(try fields.number(.cellSize, must: "points") == 12)
    #expect(try fields.number(.fps, must: "anything") == nil)
  }

  @Test(arguments: ["inf", "nan", "0x10", "1e400", "", "1,5", "64px"])
  func otherTextIsNoNumber(text: String) {
    let error = #expect(throws: RequestError.self) {
      try RequestFields([.size: text]).number(.size, must: "a number of points greater than 0")
    }
    #expect(error?.field == .size)
    #expect(
      error?.message(naming: Self.option)
        == "--size must be a number of points greater than 0 (got '\(text)')")
    #expect(
      error?.description == "size must be a number of points greater than 0 (got '\(text)')")
  }

  @Test func wholeNumbersAreInTheirRange() throws {
    #expect(try RequestFields([.fps: "30"]).whole(.fps, in: 1...240) == 30)
    for text in ["0", "241", "2.5", "-1"] {
      #expect(throws: RequestError.self) {
        try RequestFields([.fps: text]).whole(.fps, in: 1...240)
      }
    }
  }

  @Test func flagsAreTrueOrFalse() throws {
    #expect(try RequestFields([.loop: "true"]).flag(.loop) == true)
    #expect(try RequestFields([.loop: " false"]).flag(.loop) == false)
    let error = #expect(throws: RequestError.self) {
      try RequestFields([.paused: "yes"]).flag(.paused)
    }
    #expect(error?.description == "paused 'yes' is not true or false")
  }

  @Test func choicesSuggestTheNearestName() throws {
    #expect(try RequestFields([.style: "move-only"]).choice(.style) == RingStyle.moveOnly)
    let error = #expect(throws: RequestError.self) {
      try RequestFields([.curve: "ease-inout"]).choice(.curve, of: TimingCurve.self)
    }
    #expect(
      error?.message(naming: Self.option)
        == "--curve 'ease-inout' is not one of linear, ease-in, ease-out, ease-in-out, spring: "
        + "did you mean 'ease-in-out'?")
  }

  @Test func daysAreYYYYMMDD() throws {
    #expect(try RequestFields([.highlight: "2026-11-20"]).day(.highlight)?.day == 20)
    let error = #expect(throws: RequestError.self) {
      try RequestFields([.highlight: "2026-02-30"]).day(.highlight)
    }
    #expect(
      error?.description == "highlight '2026-02-30': 2026-02-30 is not a day of the calendar")
  }

  /// A message keeps its words and takes each front door's spelling of every field it names.
  @Test func anErrorNamesEveryFieldItMentionsTheFrontDoorsWay() {
    let error = RequestError(.moveTime) { name in
      "\(name(.move)) and \(name(.moveTime)) are two Move modes: give one"
    }
    #expect(
      error.message(naming: Self.option) == "--move and --move-time are two Move modes: give one")
    #expect(error.description == "move and move-time are two Move modes: give one")
    #expect(
      error.message(naming: { "<\($0.rawValue)>" })
        == "<move> and <move-time> are two Move modes: give one")
  }
}
