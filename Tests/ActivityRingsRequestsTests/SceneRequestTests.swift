import ActivityRings
import ActivityRingsRequests
import Testing

/// Every check a picture meets, in its order, each naming its field: what `rings render`, the
/// server's `/rings.*` and a program's request all go through.
@Suite struct SceneRequestTests {
  /// The tool's spelling of a field (`w` is `--width`).
  static func option(_ field: RequestField) -> String {
    switch field {
    case .width: "--width"
    case .height: "--height"
    default: "--" + field.rawValue
    }
  }
  static let day = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)

  /// The message a picture's check gives, as the tool words it.
  static func reason(_ request: SceneRequest, drawnAs format: OutputFormat? = nil) -> String? {
    do {
      _ = try request.scene(for: day, drawnAs: format)
      return nil
    } catch {
      return RequestError(error).message(naming: option)
    }
  }

  @Test func theFieldsGiveThePicture() throws {
    let request = try SceneRequest(
      RequestFields([
        .size: "160", .scale: "3", .style: "move-only", .background: "circle", .look: "flat",
        .glyphs: "false", .label: "Ana", .labelPosition: "below", .wheelchair: "true",
      ]))
    #expect(request.size == 160)
    #expect(request.scale == 3)
    #expect(request.style == .moveOnly)
    #expect(request.background == .circle)
    #expect(request.look == .flat)
    #expect(!request.showsGlyphs)
    #expect(request.label == RingLabel(name: "Ana", placement: .below, usesWheelchair: true))
    let scene = try request.scene(for: Self.day, drawnAs: .png)
    #expect(scene.size.pixels(at: scene.scale).height == 768)
    // `none` is the transparent background; a misspelt one is named.
    #expect(try SceneRequest(RequestFields([.background: "none"])).background == .transparent)
    #expect(throws: RequestError.self) { try SceneRequest(RequestFields([.background: "nothing"])) }
  }

  @Test func aPictureAskedInPixels() throws {
    let wide = try SceneRequest(RequestFields([.width: "300"]))
    #expect(wide.width == 300 && wide.height == nil && !wide.sizeIsGiven)
    let scene = try wide.scene(for: Self.day, drawnAs: .png)
    #expect(scene.size.pixels(at: scene.scale).width == 300)
    let box = try SceneRequest(RequestFields([.width: "300", .height: "120", .scale: "2"]))
    let boxed = try box.scene(for: Self.day, drawnAs: .png)
    #expect(boxed.size.pixels(at: boxed.scale).width == 300)
    #expect(boxed.size.pixels(at: boxed.scale).height == 120)
    #expect(boxed.size.width == 150)
    // Text is sized in cells.
    let text = try SceneRequest(RequestFields([.size: "40 x 20"]))
    #expect(text.cells == CellBounds(columns: 40, rows: 20, includesCaption: true))
    #expect(text.renderOptions(for: .text).cellBounds == text.cells)
    #expect(text.renderOptions(for: .png).cellBounds == nil)
    #expect(
      Self.reason(text, drawnAs: .png)
        == "--size 40x20 is in cells, for terminal text: a picture is sized in points (--size "
        + "160) or pixels (--width, --height)")
    #expect(
      Self.reason(try SceneRequest(RequestFields([.size: "64"])), drawnAs: .text)
        == "--size 64 is in points, for pictures: terminal text is sized in cells, --size "
        + "COLUMNSxROWS, such as --size 40x20")
    #expect(
      Self.reason(try SceneRequest(RequestFields([.size: "100", .width: "300"])), drawnAs: .png)
        == "--size 100 at --scale 1 is 100 pixels wide, not --width 300: give one of them")
  }

  @Test func aPictureTooLargeNamesTheSizeItWasAskedBy() throws {
    func field(_ fields: [RequestField: String]) throws -> RequestField? {
      let request = try SceneRequest(RequestFields(fields))
      do {
        _ = try request.scene(for: Self.day, drawnAs: .png)
        return nil
      } catch {
        return RequestError(error).field
      }
    }
    #expect(try field([.size: "9000"]) == .size)
    #expect(try field([.size: "2000", .scale: "3"]) == .size)
    #expect(try field([.width: "8000", .scale: "3", .label: "Ana"]) == .width)
    #expect(try field([.height: "8192", .label: "Ana"]) == .height)
  }

  @Test func absentFieldsTakeTheDefaults() throws {
    #expect(try SceneRequest(RequestFields([:])) == SceneRequest())
    let defaults = SceneRequest(size: 29, scale: 2)
    #expect(try SceneRequest(RequestFields([.look: "flat"]), defaults: defaults).size == 29)
  }

  @Test(arguments: [
    (SceneRequest(size: -5), "--size must be greater than 0 (got -5)"),
    (SceneRequest(size: 0), "--size must be greater than 0 (got 0)"),
    (SceneRequest(scale: 4), "--scale 4 is not supported: use 1, 2 or 3"),
    (
      SceneRequest(label: RingLabel(name: "A\u{1B}")),
      "--label 'A\\u{1B}' holds U+1B, a control, invisible or noncharacter code point that "
        + "cannot be drawn: remove it"
    ),
    (
      SceneRequest(size: 3000, scale: 3),
      "--size 3000 at --scale 3 is 9000 pixels: the limit is 8192"
    ),
    (
      SceneRequest(size: 2000, scale: 3),
      "--size 2000 at --scale 3: a picture of 6000 × 6000 pixels is 36,000,000 pixels; the limit "
        + "is 16,777,216 (4096 × 4096)"
    ),
  ])
  func eachCheckNamesItsField(request: SceneRequest, message: String) {
    #expect(Self.reason(request) == message)
  }

  @Test func aLabelThatDoesNotFitNamesTheSmallestSize() throws {
    let reason = Self.reason(SceneRequest(size: 20, label: RingLabel(name: "Ana")))
    #expect(
      reason?.hasPrefix("--size 20 is too small for the label: its text would be below 11 pt")
        == true)
  }

  @Test func aScaleThatIsNotOneOfAppleSIsRefusedAsWritten() {
    for text in ["2.0", "x", "1.5"] {
      let error = #expect(throws: RequestError.self) {
        try SceneRequest(RequestFields([.scale: text]))
      }
      #expect(error?.description == "scale '\(text)' is not supported: use 1, 2 or 3")
    }
  }

  @Test func anAnimationsFramesAreWithinTheBudget() throws {
    let transition = try RingTransition(from: Self.day, to: Self.day, duration: 2)
    let error = #expect(throws: SceneRequestError.self) {
      try SceneRequest(size: 1500, scale: 1).framePlan(
        transition, from: Self.day, to: Self.day, framesPerSecond: 240)
    }
    #expect(error?.field == .framesPerSecond)
  }
}
