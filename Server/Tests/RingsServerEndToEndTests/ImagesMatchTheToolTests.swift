import Foundation
import Testing

/// The stateless pictures, fetched with curl from the running server, are the bytes `rings
/// render` and `rings animate` write for the same options.
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct ImagesMatchTheToolTests {
  /// URL query, and the same options for `rings render`.
  static let pictures: [(query: String, arguments: [String])] = [
    (
      "move=350/500&exercise=20/30&stand=8/12&size=64&scale=2",
      [
        "--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "--size", "64", "--scale",
        "2",
      ]
    ),
    (
      "move=1250/500&exercise=95/30&stand=13/12&look=flat&background=circle&size=100&scale=3",
      [
        "--move", "1250/500", "--exercise", "95/30", "--stand", "13/12", "--look", "flat",
        "--background", "circle", "--size", "100", "--scale", "3",
      ]
    ),
    (
      "move-time=20/30&style=move-only&glyphs=false&size=48",
      ["--move-time", "20/30", "--style", "move-only", "--no-glyphs", "--size", "48"]
    ),
    (
      "move=300/500&stand=0/12&label=Ana+Lu%C3%ADsa&label-position=below&wheelchair=true&size=160",
      [
        "--move", "300/500", "--stand", "0/12", "--label", "Ana Luísa", "--label-position", "below",
        "--wheelchair", "--size", "160",
      ]
    ),
    // Pixels: 300 wide, and a box with nothing behind the rings.
    (
      "move=350/500&exercise=20/30&stand=8/12&w=300",
      ["--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "-w", "300"]
    ),
    (
      "move=350/500&exercise=20/30&stand=8/12&w=200&h=120&background=none",
      [
        "--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "--width", "200", "--height",
        "120", "--background", "none",
      ]
    ),
  ]

  /// `picture` as terminal text asks for it: sized in cells, not in points or pixels.
  static func asText(_ picture: (query: String, arguments: [String])) -> (
    query: String, arguments: [String]
  ) {
    let query = picture.query.split(separator: "&").filter {
      !$0.hasPrefix("size=") && !$0.hasPrefix("w=") && !$0.hasPrefix("h=")
    }.joined(separator: "&")
    var arguments: [String] = []
    var skip = false
    for argument in picture.arguments {
      if skip {
        skip = false
        continue
      }
      if ["--size", "-w", "--width", "--height"].contains(argument) {
        skip = true
        continue
      }
      arguments.append(argument)
    }
    return (query + "&size=40x20", arguments + ["--size", "40x20"])
  }

  @Test(arguments: ["png", "svg", "webp", "gif", "txt"])
  func ringsAreTheBytesRingsRenderWrites(format: String) throws {
    let server = try ServerProcess()
    defer { server.stop() }
    for asked in Self.pictures {
      let picture = format == "txt" ? Self.asText(asked) : asked
      let response = try Curl.request("\(server.base)/rings.\(format)?\(picture.query)")
      #expect(response.status == 200, "\(picture.query): \(response.text)")
      let expected = try RingsTool.output(
        ["render"] + picture.arguments + ["--format", format, "-o", "-"])
      #expect(response.body == expected, "\(format) \(picture.query)")
    }
  }

  @Test(arguments: ["png", "svg", "webp", "gif"])
  func aTransitionIsTheAnimationRingsAnimateWrites(format: String) throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let response = try Curl.request(
      "\(server.base)/transition.\(format)?from=move=400/500,exercise=10/30&to=move=1250/500,"
        + "exercise=40/30&fps=20&size=64&scale=2&curve=spring")
    #expect(response.status == 200, "\(response.text)")
    let expected = try RingsTool.output([
      "animate", "--from", "move=400/500,exercise=10/30", "--to", "move=1250/500,exercise=40/30",
      "--fps", "20", "--size", "64", "--scale", "2", "--curve", "spring", "--format", format,
      "-o", "-",
    ])
    #expect(response.body == expected)
  }

  @Test func aRepeatedRequestIsCachedTaggedAndAnswered304() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let url = "\(server.base)/rings.png?move=350/500&size=64&scale=2"
    let first = try Curl.request(url)
    let tag = try #require(first.headers["etag"])
    #expect(first.headers["cache-control"] == "public, max-age=31536000, immutable")
    let second = try Curl.request(url)
    #expect(second.body == first.body)
    #expect(second.headers["etag"] == tag)
    let revalidated = try Curl.request(url, headers: ["If-None-Match": tag])
    #expect(revalidated.status == 304)
    #expect(revalidated.body.isEmpty)
  }
}
