import Foundation
import Testing

/// Every subcommand's `--help` tells the truth and reads well in an 80-column terminal: examples
/// that fit (a long one continues on an indented line after ` \`), defaults as users type them,
/// every choice described, and no format offered that the command refuses.
@Suite struct HelpTests {
  static let subcommands = [
    "render", "animate", "export", "validate", "describe", "history", "import", "stats",
    "report", "renderers",
  ]

  /// Every subcommand the root help lists is checked here.
  @Test func theListIsTheRootHelps() throws {
    let root = try RingsProcess.run(["--help"]).text
    let listed = root.split(separator: "\n")
      .drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst().prefix { !$0.isEmpty }
      .compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " }
        guard line.hasPrefix("  "), !line.hasPrefix("      "),
          let name = trimmed.split(separator: " ").first
        else { return nil }
        return String(name)
      }
      .filter { $0 != "help" && $0.allSatisfy(\.isLowercase) }
    #expect(Set(listed) == Set(Self.subcommands), "\(listed)")
  }

  @Test(arguments: [""] + subcommands)
  func helpFitsAndItsExamplesAreWhole(subcommand: String) throws {
    let help = try RingsProcess.run(subcommand.isEmpty ? ["--help"] : [subcommand, "--help"])
    #expect(help.status == 0)
    let lines = help.text.split(separator: "\n", omittingEmptySubsequences: false)
    // The usage line is swift-argument-parser's, which never wraps it.
    for line in lines where !line.hasPrefix("USAGE:") {
      #expect(line.count <= 80, "\(subcommand): \(line)")
    }
    // In the examples, each line is a command (two spaces in) or the continuation of one after
    // a trailing backslash (four spaces in): none is the tail of a command the terminal's width
    // cut.
    var continues = false
    for line in lines.drop(while: { $0 != "Examples:" }).dropFirst()
      .prefix(while: { !$0.isEmpty })
    {
      let indent = line.prefix { $0 == " " }.count
      #expect(indent == (continues ? 4 : 2), "\(subcommand): \(line)")
      continues = line.hasSuffix(" \\")
    }
    #expect(!continues, "\(subcommand): the last example ends in a backslash")
  }

  @Test(arguments: subcommands)
  func defaultsAreAsTypedAndEveryChoiceIsDescribed(subcommand: String) throws {
    let help = try RingsProcess.run([subcommand, "--help"]).text
    // `(default: easeInOut)`, `(default: 160.0)`, `(default: automatic)` are Swift's names
    // and numbers, not what one types.
    for match in help.matches(of: /\(default: ([^)]*)\)/) {
      let value = String(match.1)
      #expect(value.firstMatch(of: /[a-z][A-Z]/) == nil, "\(subcommand): \(value)")
      #expect(value.wholeMatch(of: /\d+\.0/) == nil, "\(subcommand): \(value)")
      #expect(value != "automatic", "\(subcommand): \(value)")
    }
    // A choice listed as `name - ` with nothing after it.
    for line in help.split(separator: "\n") {
      #expect(line.wholeMatch(of: /\s+\S+ -\s*/) == nil, "\(subcommand): '\(line)'")
    }
  }

  /// The formats `--format` names are the ones the command writes; any other is refused.
  @Test(arguments: [
    ("render", ["--move", "350/500"]),
    ("animate", ["--from", "move=1/2", "--to", "move=2/2", "--duration", "0.1", "--fps", "10"]),
  ])
  func theFormatsOfferedAreTheFormatsWritten(subcommand: String, values: [String]) throws {
    let help = try RingsProcess.run([subcommand, "--help"]).text
      .replacingOccurrences(of: "\n", with: " ")
      .replacing(#/ +/#, with: " ")
    let sentence = try #require(
      help.firstMatch(of: /The output format: ([a-z0-9, ]+) or ([a-z0-9]+)\./))
    let offered = Set(
      sentence.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } + [
        String(sentence.2)
      ])
    let every = ["png", "pdf", "svg", "txt", "ansi", "ansi256", "gif", "webp"]
    #expect(offered.isSubset(of: every))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("help-formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in every {
      let output = folder.appendingPathComponent("out").path
      let result = try RingsProcess.run(
        [subcommand] + values + ["--format", format, "-o", output])
      if offered.contains(format) {
        #expect(result.status == 0, "\(subcommand) --format \(format): \(result.standardError)")
      } else {
        #expect(result.status == 64, "\(subcommand) --format \(format) is not offered")
        #expect(result.standardError.contains("unknown format '\(format)'"))
      }
    }
  }
}
