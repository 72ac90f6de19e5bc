import Foundation
import Testing
import _ActivityRingsTestSupport

/// The one output rule, end to end: the format from --format, else -o's extension, else the
/// terminal; exact bytes on standard output; binary refused on a terminal; mismatches refused.
@Suite struct OutputContractTests {
  static let values = ["--move", "350/500", "--exercise", "20/30", "--stand", "8/12"]
  static let animation = ["--from", "move=100/500", "--to", "move=400/500", "--fps", "5"]

  /// Standard output redirected to a file gets the same bytes as -o FILE, for every binary and
  /// text format of every command that writes pictures.
  @Test(arguments: [
    (["render"] + values + ["--format", "png"], "out.png"),
    (["render"] + values + ["--renderer", "cairo"], "out.png"),
    (["render"] + values + ["--format", "svg"], "out.svg"),
    (["render"] + values + ["--format", "txt"], "out.txt"),
    (["render"] + values + ["--format", "ansi"], "out.ans"),
    (["animate"] + animation + ["--format", "png"], "out.png"),
    (["animate"] + animation + ["--format", "svg"], "out.svg"),
    (["validate"] + values + ["--format", "json"], "out.json"),
  ])
  func standardOutputGetsTheFileBytes(arguments: [String], file: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    let piped = try RingsProcess.run(arguments, in: folder)
    #expect(piped.status == 0, "\(piped.standardError)")
    let written = try RingsProcess.run(arguments + ["-o", file], in: folder)
    #expect(written.status == 0, "\(written.standardError)")
    let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
    #expect(piped.standardOutput == bytes)
    let dash = try RingsProcess.run(arguments + ["-o", "-"], in: folder)
    #expect(dash.standardOutput == bytes)
    #expect(!bytes.isEmpty)
  }

  /// Lists and dry runs are output like any other: a full disk is an error, not exit 0.
  @Test(arguments: [
    ["renderers"], ["export", "--list-presets"],
    ["export", "--move", "1/2", "--preset", "square-64", "--dry-run", "-o", "out"],
  ])
  func aListThatCannotBeWrittenFails(arguments: [String]) throws {
    let result = try ProcessRunner.run(
      "/bin/sh", ["-c", #"exec "$0" "$@" > /dev/full"#, RingsProcess.executable.path] + arguments)
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix("rings: cannot write standard output"),
      "\(result.standardError)")
  }

  @Test func aFileWhereAFolderGoesIsNamedAsOne() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("text".utf8).write(to: folder.appendingPathComponent("afile"))
    let result = try RingsProcess.run(
      ["render"] + Self.values + ["-o", "afile/x.png"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.hasSuffix("/afile' is a file, not a folder\n"), "\(result.standardError)"
    )
    #expect(try RingsProcess.files(in: folder) == ["afile"])
  }

  /// The corrupt `> out.png` of old: every byte ≥ 0x80 became U+FFFD.
  @Test(arguments: ["png", "pdf"])
  func binaryOnAPipeIsNotDecodedAsText(format: String) throws {
    let result = try RingsProcess.run(["render"] + Self.values + ["--format", format])
    #expect(result.status == 0, "\(result.standardError)")
    let magic: [UInt8] = format == "png" ? [0x89, 0x50, 0x4E, 0x47] : Array("%PDF".utf8)
    #expect(Array(result.standardOutput.prefix(4)) == magic)
    #expect(result.standardOutput.range(of: Data([0xEF, 0xBF, 0xBD])) == nil)
  }

  @Test func withNeitherFormatNorPathAPipeGetsPlainText() throws {
    for command in [["render"] + Self.values, ["animate"] + Self.animation] {
      let plain = try RingsProcess.run(command)
      #expect(plain.status == 0, "\(plain.standardError)")
      #expect(!plain.standardOutput.isEmpty)
      #expect(plain.standardOutput.allSatisfy { $0 < 0x80 && $0 != 0x1B }, "plain 7-bit text")
      let coloured = try RingsProcess.run(command + ["--color", "always"])
      #expect(coloured.standardOutput.contains(0x1B))
    }
  }

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "no pseudo-terminals here"))
  func aBinaryFormatIsRefusedOnATerminalWithAHint() throws {
    let folder = try RingsProcess.temporaryFolder()
    for format in ["png", "pdf"] {
      let refused = try RingsProcess.runInTerminal(
        ["render"] + Self.values + ["--format", format], in: folder)
      #expect(refused.status == 64)
      #expect(
        refused.standardError.contains("\(format) is binary and standard output is a terminal"))
      #expect(refused.standardError.contains("-o rings.\(format)"))
      #expect(refused.standardOutput.isEmpty)
    }
    let history = try RingsProcess.runInTerminal(
      ["animate"] + Self.animation + ["--format", "png"], in: folder)
    #expect(history.status == 64)
    // -o - asks for the bytes explicitly.
    let explicit = try RingsProcess.runInTerminal(
      ["render"] + Self.values + ["--format", "png", "-o", "-"], in: folder)
    #expect(explicit.status == 0, "\(explicit.standardError)")
    #expect(explicit.standardOutput.count > 100)
    // Text formats print; the terminal picture is in colour.
    let svg = try RingsProcess.runInTerminal(["render"] + Self.values + ["--format", "svg"])
    #expect(svg.status == 0)
    #expect(String(decoding: svg.standardOutput, as: UTF8.self).contains("<svg"))
    let picture = try RingsProcess.runInTerminal(["render"] + Self.values)
    #expect(picture.status == 0)
    #expect(picture.standardOutput.contains(0x1B))
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }

  /// Every command that writes, every way the rule refuses: one line, exit 64, no file.
  @Test(arguments: [
    (["render"] + values + ["-o", "x"], "cannot tell the format of -o 'x'"),
    (["render"] + values + ["-o", "sub/"], "-o 'sub/' is a folder"),
    (["render"] + values + ["-o", "sub"], "-o 'sub' is a folder"),
    (["render"] + values + ["-o", ".png"], "-o '.png' has no extension"),
    (["render"] + values + ["-o", ""], "-o needs a path"),
    (["render"] + values + ["-o", "x.png", "--format", "svg"], "--format svg does not match"),
    (["render"] + values + ["-o", "x.png", "--renderer", "svg"], "cannot write png"),
    (["render"] + values + ["--format", "heic"], "unknown format 'heic'"),
    (["animate"] + animation + ["-o", "x.pdf"], "end it in .png, .svg, .txt"),
    (["animate"] + animation + ["-o", "x.svg", "--format", "png"], "does not match"),
    (["animate"] + animation + ["--frames", ""], "--frames needs a folder"),
    (["validate"] + values + ["-o", "r.json", "--format", "text"], "does not match"),
    (["validate"] + values + ["-o", "r"], "cannot tell the format"),
    (["export"] + values + ["--preset", "square-64", "-o", "-"], "standard output cannot hold"),
    (["export"] + values + ["--preset", "square-64", "-o", ""], "-o needs a folder"),
    (["export"] + values + ["--preset", "square-64", "--scale", "-1"], "--scale '-1'"),
  ])
  func refusalsAreOneLineExit64AndNoFile(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
    let result = try RingsProcess.run(arguments, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.hasPrefix("rings: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(try RingsProcess.files(in: folder) == ["sub"])
    #expect(try RingsProcess.files(in: folder.appendingPathComponent("sub")).isEmpty)
  }

  @Test func validateAndImportWriteFilesByExtension() throws {
    let folder = try RingsProcess.temporaryFolder()
    let report = try RingsProcess.run(["validate"] + Self.values + ["-o", "r.json"], in: folder)
    #expect(report.status == 0, "\(report.standardError)")
    let json = try String(contentsOf: folder.appendingPathComponent("r.json"), encoding: .utf8)
    #expect(json.hasPrefix("["))
    let text = try RingsProcess.run(["validate"] + Self.values + ["-o", "r.txt"], in: folder)
    #expect(text.status == 0)
    let line = try String(contentsOf: folder.appendingPathComponent("r.txt"), encoding: .utf8)
    #expect(line.hasPrefix("✓ "))
  }
}
