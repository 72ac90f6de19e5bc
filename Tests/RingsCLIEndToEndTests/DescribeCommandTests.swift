import Foundation
import Testing
import _ActivityRingsTestSupport

/// `rings describe`: the sentence every picture carries, and its parts as JSON.
@Suite struct DescribeCommandTests {
  @Test func valuesOnTheCommandLineReadAsASentence() throws {
    let result = try RingsProcess.run([
      "describe", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.text
        == "Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent. "
        + "Stand: 8 of 12 hours, 67 percent.\n")
    #expect(result.standardError.isEmpty)
  }

  /// One caption everywhere: a still's terminal text and an animation's last frame end with
  /// the sentence `describe` prints, wrapped between words, on a pipe as in a terminal.
  @Test(arguments: ["txt", "ansi"])
  func theTerminalCaptionIsThisSentenceInRenderAndAnimate(format: String) throws {
    let day = "move=600/500,exercise=20/30,stand=8/12"
    let sentence = try RingsProcess.run(["describe", "--summary", day])
    #expect(sentence.status == 0, "\(sentence.standardError)")
    let still = try RingsProcess.run(["render", "--summary", day, "--format", format])
    let moving = try RingsProcess.run([
      "animate", "--from", "move=0/500", "--to", day, "--format", format,
    ])
    for result in [still, moving] {
      #expect(result.status == 0, "\(result.standardError)")
      let lastFrame = result.text.split(separator: "\u{0C}").last ?? ""
      let caption = lastFrame.split(separator: "\n").suffix(3).joined(separator: " ")
      #expect(caption + "\n" == sentence.text)
    }
  }

  @Test func aRingShortOfItsGoalIsNeverSaidToReachIt() throws {
    let result = try RingsProcess.run(["describe", "--move", "499.9/500", "--stand", "11.99/12"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.text
        == "Move: 499 of 500 calories, 99 percent. Exercise: no data. "
        + "Stand: 11 of 12 hours, 99 percent.\n")
  }

  @Test func aDayFromAnExportWithANameAndTheWheelchairWording() throws {
    let result = try RingsProcess.run([
      "describe", "--from-export", HealthExportFixtures.summaries.path, "--date", "2024-05-17",
      "--label", "Ana", "--wheelchair",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.text
        == "Ana, Friday 17 May 2024. Move: 613 of 480 calories, 128 percent. Exercise: 40 of 40 "
        + "minutes, 100 percent. Roll: 14 of 12 hours, 117 percent.\n")
  }

  @Test func jsonHoldsTheSentenceAndItsParts() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(
      ["describe", "--summary", "move=620/500,stand=0/0", "-o", "words.json"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let data = try Data(contentsOf: folder.appendingPathComponent("words.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      object["sentence"] as? String
        == "Move: 620 of 500 calories, 124 percent. Exercise: no data. Stand: 0 hours, no goal.")
    #expect(object["title"] as? String == "Activity rings")
    #expect(object["paused"] as? Bool == false)
    #expect(object["name"] == nil && object["date"] == nil)
    let rings = try #require(object["rings"] as? [[String: Any]])
    #expect(rings.compactMap { $0["state"] as? String } == ["progress", "noData", "noGoal"])
    #expect(rings.first?["percent"] as? Double == 124)
    #expect(rings.first?["unit"] as? String == "calories")
  }

  @Test(arguments: [
    (["--date", "2019-05-17"], "--date goes with --from-export EXPORT"),
    (["--from-export", "x.csv"], "--from-export needs --date DAY"),
    (["--move", "1/2", "--format", "png"], "png"),
  ])
  func badInputIsOneLineAndExit64(arguments: [String], message: String) throws {
    let result = try RingsProcess.run(["describe"] + arguments)
    #expect(result.status == 64)
    #expect(result.text.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
