import Foundation
import Testing

/// The README is the front door: it stays short, every `rings` command in it runs as written,
/// every script it names is there, and every relative link and picture resolves.
@Suite struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The lines of the README's shell blocks (```sh), without their trailing comments.
  static func shellLines() throws -> [String] {
    var lines: [String] = []
    var inShell = false
    for line in try readme().split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShell = !inShell && line == "```sh"
        continue
      }
      guard inShell, !line.hasPrefix("#") else { continue }
      let command = line.range(of: "  #").map { line[..<$0.lowerBound] } ?? line[...]
      let trimmed = command.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { lines.append(trimmed) }
    }
    return lines
  }

  @Test func isAtMost300Lines() throws {
    let count = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(count <= 300, "README.md has \(count) lines")
  }

  /// Each `rings …` line runs with the built tool in an empty folder beside the test fixtures
  /// (the README runs them from the clone's root), exits 0, and writes the file `-o` names.
  @Test func everyRingsCommandRuns() throws {
    let commands = try Self.shellLines().filter { $0.hasPrefix("rings ") }
    #expect(commands.count >= 10, "\(commands)")
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Tests"),
      withDestinationURL: Self.root.appendingPathComponent("Tests"))
    for command in commands {
      let arguments = command.split(separator: " ").dropFirst().map(String.init)
      let result = try RingsProcess.run(arguments, in: folder)
      #expect(result.status == 0, "\(command): \(result.standardError)")
      if let option = arguments.firstIndex(of: "-o"), option + 1 < arguments.count {
        let output = folder.appendingPathComponent(arguments[option + 1]).path
        #expect(FileManager.default.fileExists(atPath: output), "\(command) wrote nothing")
      } else {
        #expect(!result.standardOutput.isEmpty, "\(command) printed nothing")
      }
    }
  }

  /// `bash FILE …` names a script of the repository that bash can parse.
  @Test func everyScriptItRunsIsThere() throws {
    let scripts = try Self.shellLines().filter { $0.hasPrefix("bash ") }
      .map { String($0.split(separator: " ")[1]) }
    #expect(Set(scripts).isSuperset(of: ["Scripts/demo", ".ci/run", "Scripts/install"]))
    for script in scripts {
      let path = Self.root.appendingPathComponent(script).path
      #expect(FileManager.default.fileExists(atPath: path), "\(script)")
      let parse = Process()
      parse.executableURL = URL(fileURLWithPath: "/bin/bash")
      parse.arguments = ["-n", path]
      try parse.run()
      parse.waitUntilExit()
      #expect(parse.terminationStatus == 0, "bash -n \(script)")
    }
  }

  /// Every relative link (`[text](path)`, `src="path"`) names a file or folder of the
  /// repository, and every `#anchor` a heading of the README.
  @Test func everyRelativeLinkResolves() throws {
    let readme = try Self.readme()
    let anchors = Set(
      readme.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
        String(
          heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            .compactMap { $0 == " " ? "-" : $0.isLetter || $0.isNumber || $0 == "-" ? $0 : nil })
      })
    let pattern = try Regex(#"\]\(([^)\s]+)\)|src="([^"]+)""#)
    var targets: [String] = []
    for match in readme.matches(of: pattern) {
      if let target = match.output[1].substring ?? match.output[2].substring {
        targets.append(String(target))
      }
    }
    #expect(targets.count >= 20, "\(targets)")
    for target in targets where !target.contains("://") {
      if target.hasPrefix("#") {
        #expect(anchors.contains(String(target.dropFirst())), "README.md links to \(target)")
      } else {
        let path = Self.root.appendingPathComponent(target).path
        #expect(FileManager.default.fileExists(atPath: path), "README.md links to \(target)")
      }
    }
  }
}
