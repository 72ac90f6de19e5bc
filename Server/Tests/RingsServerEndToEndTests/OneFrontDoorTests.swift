import ActivityRings
import ActivityRingsRequests
import Foundation
import Testing
import _ActivityRingsTestSupport

/// One front door: the same request, spelled as `rings`' options and as a URL's parameters,
/// gives the same bytes, and a bad value the same reason — the tool's line less `rings: ` and
/// each option's `--`, against the server's `error` — since both only spell the request
/// layer's fields (the server once had its own rulebook, and refused `paused=` that the tool
/// took).
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct OneFrontDoorTests {
  /// A URL (path and query) and the same request for `rings`, which writes PNG to stdout.
  struct Case: Sendable, CustomTestStringConvertible {
    var url: String
    var arguments: [String]
    var testDescription: String { url }
  }

  /// Every inline-spec field, top-level and in a spec, every choice, and spaces the tool trims.
  static let same: [Case] = [
    Case(
      url:
        "/rings.png?move=%20350/500&exercise=20/30&stand=8/12&paused=true&unit=kJ&date=2026-11-20",
      arguments: [
        "render", "--summary",
        "move= 350/500,exercise=20/30,stand=8/12,paused=true,unit=kJ,date=2026-11-20",
      ]),
    Case(
      url:
        "/rings.png?summary=movetime=20/30,paused=true&style=move-only&look=flat&size=48&scale=2",
      arguments: [
        "render", "--summary", "movetime=20/30,paused=true", "--style", "move-only", "--look",
        "flat", "--size", "48", "--scale", "2",
      ]),
    Case(
      url:
        "/rings.png?move=1/2&background=circle&glyphs=false&label=Zo%C3%AB&label-position=below&wheelchair=true",
      arguments: [
        "render", "--move", "1/2", "--background", "circle", "--no-glyphs", "--label", "Zoë",
        "--label-position", "below", "--wheelchair",
      ]),
    Case(
      url:
        "/transition.png?from=move=400/500,paused=true&to=move=500/500&fps=20&curve=ease-out&duration=0.5&loop=true&size=64",
      arguments: [
        "animate", "--from", "move=400/500,paused=true", "--to", "move=500/500", "--fps", "20",
        "--curve", "ease-out", "--duration", "0.5", "--loop", "--size", "64",
      ]),
    Case(
      url: "/transition.gif?from=move=0/500&to=move=600/500&always-on=true&size=64",
      arguments: [
        "animate", "--from", "move=0/500", "--to", "move=600/500", "--always-on", "--size",
        "64",
      ]),
    Case(
      url: "/rings.png?summary=move=350/500,exercise=20/30,stand=8/12&mode=vibrant&size=48",
      arguments: [
        "render", "--summary", "move=350/500,exercise=20/30,stand=8/12", "--mode", "vibrant",
        "--size", "48",
      ]),
    Case(
      url: "/rings.png?move=350/500&mode=accented&tint=ff9f0a",
      arguments: ["render", "--move", "350/500", "--mode", "accented", "--tint", "#ff9f0a"]),
    Case(
      url: "/transition.png?from=move=0/500&to=move=600/500&mode=night&size=40&fps=10",
      arguments: [
        "animate", "--from", "move=0/500", "--to", "move=600/500", "--mode", "night", "--size",
        "40", "--fps", "10",
      ]),
  ]

  /// The same bad value both ways.
  static let refused: [Case] = [
    Case(
      url: "/rings.png?move=1/2&scale=4", arguments: ["render", "--move", "1/2", "--scale", "4"]),
    Case(
      url: "/rings.png?move=1/2&scale=2.0",
      arguments: ["render", "--move", "1/2", "--scale", "2.0"]),
    Case(
      url: "/rings.png?move=1/2&size=abc", arguments: ["render", "--move", "1/2", "--size", "abc"]),
    Case(
      url: "/rings.png?move=1/2&size=-5", arguments: ["render", "--move", "1/2", "--size", "-5"]),
    Case(
      url: "/rings.png?move=1/2&style=move-onli",
      arguments: ["render", "--move", "1/2", "--style", "move-onli"]),
    Case(url: "/rings.png?move=350", arguments: ["render", "--move", "350"]),
    Case(
      url: "/rings.png?move=1/2&move-time=1/2",
      arguments: ["render", "--move", "1/2", "--move-time", "1/2"]),
    Case(
      url: "/rings.png?summary=move=1/2,steps=3",
      arguments: ["render", "--summary", "move=1/2,steps=3"]),
    Case(
      url: "/rings.png?move=1/2&label=Ana&size=20",
      arguments: ["render", "--move", "1/2", "--label", "Ana", "--size", "20"]),
    Case(
      url: "/transition.gif?from=move=1/2&to=move=2/2&fps=60",
      arguments: [
        "animate", "--from", "move=1/2", "--to", "move=2/2", "--fps", "60", "--format", "gif",
      ]),
    Case(
      url: "/transition.png?from=move=1/2,paused=maybe&to=move=2/2",
      arguments: ["animate", "--from", "move=1/2,paused=maybe", "--to", "move=2/2"]),
    Case(
      url: "/rings.png?move=1/2&mode=sepia",
      arguments: ["render", "--move", "1/2", "--mode", "sepia"]),
    Case(
      url: "/rings.png?move=1/2&mode=accented&tint=202020",
      arguments: ["render", "--move", "1/2", "--mode", "accented", "--tint", "#202020"]),
    Case(
      url: "/rings.png?move=1/2&tint=ff9f0a",
      arguments: ["render", "--move", "1/2", "--tint", "ff9f0a"]),
    Case(
      url: "/rings.png?move=1/2&mode=night&always-on=true",
      arguments: ["render", "--move", "1/2", "--mode", "night", "--always-on"]),
    Case(
      url: "/transition.png?from=move=1/2&to=move=2/2&duration=0",
      arguments: ["animate", "--from", "move=1/2", "--to", "move=2/2", "--duration", "0"]),
  ]

  @Test func theSameRequestIsTheSameBytes() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    for request in Self.same {
      let response = try Curl.request(server.base + request.url)
      #expect(response.status == 200, "\(request.url): \(response.text)")
      let format = request.url.contains(".gif") ? "gif" : "png"
      let expected = try RingsTool.output(request.arguments + ["--format", format, "-o", "-"])
      #expect(response.body == expected, "\(request.url)")
    }
  }

  @Test func aBadValueIsTheSameReason() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    for request in Self.refused {
      let response = try Curl.request(server.base + request.url)
      #expect(response.status == 400, "\(request.url): \(response.text)")
      let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
      let reason = try #require(json?["error"] as? String, "\(request.url)")
      // The case's own --format (gif) where it gives one, PNG for the rest.
      let format = request.arguments.contains("--format") ? [] : ["--format", "png"]
      let tool = try ProcessRunner.run(
        BuiltProducts.executable("rings"), request.arguments + format + ["-o", "-"])
      #expect(tool.status == 64, "\(request.arguments)")
      let line = tool.standardError.split(separator: "\n").first.map(String.init) ?? ""
      #expect(line.hasPrefix("rings: "))
      #expect(
        line.dropFirst("rings: ".count).replacingOccurrences(of: "--", with: "") == reason,
        "\(request.url)")
    }
  }

  /// A program calling the library with the same fields gets the server's bytes, and the
  /// tool's.
  @Test func aProgramCallingTheLayerGetsTheSameBytes() throws {
    let fields = RequestFields([
      .move: " 350/500", .exercise: "20/30", .stand: "8/12", .paused: "true", .unit: "kJ",
      .date: "2026-11-20", .size: "64", .scale: "2", .look: "flat",
    ])
    let registry = try RendererRegistry.standard()
    let choice = try OutputChoice(format: .png, registry: registry)
    let bytes = try choice.render(
      SceneRequest(fields).scene(for: ActivitySummary(fields: fields), drawnAs: choice.format))
    let server = try ServerProcess()
    defer { server.stop() }
    let response = try Curl.request(
      server.base
        + "/rings.png?move=%20350/500&exercise=20/30&stand=8/12&paused=true&unit=kJ"
        + "&date=2026-11-20&size=64&scale=2&look=flat")
    #expect(response.body == Data(bytes))
    let tool = try RingsTool.output([
      "render", "--summary",
      "move= 350/500,exercise=20/30,stand=8/12,paused=true,unit=kJ,"
        + "date=2026-11-20", "--size", "64", "--scale", "2", "--look", "flat", "--format", "png",
      "-o", "-",
    ])
    #expect(tool == Data(bytes))
  }
}
