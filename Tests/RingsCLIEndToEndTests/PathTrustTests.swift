import Foundation
import Testing
import _ActivityRingsTestSupport

/// The hostile probe's third round on files, each reproducer run through the built tool beside
/// its control: names that are not UTF-8 name their own files, another user's link in a folder
/// part of an output path or their FIFO in a shared folder is refused, long names are written,
/// and help that cannot be printed fails.
@Suite struct PathTrustTests {
  static let render = ["render", "--move", "350/500"]

  /// Runs `rings` through the shell, so that `script` can pass arguments that are not UTF-8
  /// (`"$(printf '\200.svg')"`); `"$R"` is the tool.
  static func shell(_ script: String, in folder: URL) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script],
      environment: ["R": RingsProcess.executable.path],
      in: folder)
  }

  /// `-o $'\x80.svg'` overwrote the unrelated `�.svg` (U+FFFD) and never made `\x80.svg`.
  @Test func anOutputNameThatIsNotUTF8IsItsOwnFile() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("PRECIOUS".utf8).write(to: folder.appendingPathComponent("\u{FFFD}.svg"))
    let result = try Self.shell(#""$R" render --move 1/2 -o "$(printf '\200.svg')""#, in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("\u{FFFD}.svg")) == Data("PRECIOUS".utf8))
    #expect(
      FolderNames.bytes(in: folder.path) == [
        [0x80] + Array(".svg".utf8), Array("\u{FFFD}.svg".utf8),
      ])
    // Control: the same command with a plain name.
    let plain = try RingsProcess.run(["render", "--move", "1/2", "-o", "plain.svg"], in: folder)
    #expect(plain.status == 0, "\(plain.standardError)")
  }

  /// `import $'\xff.csv'` said "no such file" for a file that exists, or read `�.csv`; `-o
  /// $'\xfe.csv'` was "the same file as" the input.
  @Test func anInputNameThatIsNotUTF8IsItsOwnFile() throws {
    let folder = try RingsProcess.temporaryFolder()
    let csv = HealthExportFixtures.url("summaries.csv")
    try FileManager.default.copyItem(at: csv, to: folder.appendingPathComponent("plain.csv"))
    let copy = try Self.shell(#"cp plain.csv "$(printf '\377.csv')""#, in: folder)
    #expect(copy.status == 0)
    try Data("date,x\n".utf8).write(to: folder.appendingPathComponent("\u{FFFD}.csv"))
    let control = try RingsProcess.run(["import", "plain.csv", "--format", "csv"], in: folder)
    #expect(control.status == 0, "\(control.standardError)")
    let imported = try Self.shell(
      #""$R" import "$(printf '\377.csv')" --format csv -o "$(printf '\376.csv')""#, in: folder)
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(
      FileManager.default.contents(atPath: folder.path + "/\u{FFFD}.csv") == Data("date,x\n".utf8))
    let written = try Self.shell(#"cat "$(printf '\376.csv')""#, in: folder)
    #expect(written.standardOutput == control.standardOutput)
    let missing = try Self.shell(#""$R" import "$(printf '\375.csv')""#, in: folder)
    #expect(missing.status == 64)
    #expect(
      missing.standardError.hasPrefix(#"rings: '\xFD.csv': no such file"#),
      "\(missing.standardError)")
  }

  /// Names of 236 to 255 bytes were "too long": the temporary file's name added 20 bytes.
  @Test(arguments: [235, 250, 255])
  func aLongNameIsWritten(length: Int) throws {
    let folder = try RingsProcess.temporaryFolder()
    let name = String(repeating: "r", count: length - 4) + ".svg"
    let result = try RingsProcess.run(Self.render + ["-o", name], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder) == [name])
  }

  /// `--help` and friends exited 0 on `/dev/full` or a closed standard output, saying nothing.
  @Test(arguments: [
    ["--help"], ["--version"], ["help", "render"], ["render", "--help"],
    ["--generate-completion-script", "bash"],
  ])
  func helpThatCannotBeWrittenFails(arguments: [String]) throws {
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let folder = try RingsProcess.temporaryFolder()
    let full = try Self.shell(#""$R" \#(quoted) > /dev/full"#, in: folder)
    #expect(full.status == 1)
    #expect(full.standardError == "rings: cannot write standard output: the disk is full\n")
    let closed = try Self.shell(#""$R" \#(quoted) >&-"#, in: folder)
    #expect(closed.status == 1)
    #expect(closed.standardError.hasPrefix("rings: cannot write standard output"))
    // Control: to a pipe, the text and 0.
    let piped = try RingsProcess.run(arguments)
    #expect(piped.status == 0)
    #expect(!piped.standardOutput.isEmpty)
  }
}

/// Another user's link in a folder part of an output path, inside a sticky folder everyone may
/// write to: as root, `-o sticky/dir/x.svg` (`dir` → a folder of root's, planted by `nobody`)
/// replaced root's file; `export -o sticky/dir` and `animate --frames sticky/dir` wrote there.
@Suite(.enabled(if: geteuid() == 0, "lchown to another user needs root"))
struct FolderLinkTrustTests {
  /// A folder with `victim/` and a sticky, world-writable `sticky/` holding `dir` → `victim`,
  /// owned by `nobody`.
  static func plant() throws -> URL {
    let folder = try RingsProcess.temporaryFolder()
    #expect(mkdir(folder.appendingPathComponent("victim").path, 0o755) == 0)
    let sticky = folder.appendingPathComponent("sticky")
    #expect(mkdir(sticky.path, 0o777) == 0)
    #expect(chmod(sticky.path, 0o1777) == 0)
    #expect(symlink("../victim", sticky.appendingPathComponent("dir").path) == 0)
    #expect(lchown(sticky.appendingPathComponent("dir").path, 65534, 65534) == 0)
    return folder
  }

  @Test(arguments: [
    ["render", "--move", "1/2", "-o", "sticky/dir/x.svg"],
    ["export", "--move", "1/2", "--preset", "square-64", "-o", "sticky/dir"],
    [
      "animate", "--from", "move=1/2", "--to", "move=2/2", "--fps", "5",
      "--frames", "sticky/dir",
    ],
    ["render", "--move", "1/2", "-o", "sticky/dir/deeper/x.svg"],
  ])
  func nothingIsWrittenThroughTheLink(arguments: [String]) throws {
    let folder = try Self.plant()
    let victim = folder.appendingPathComponent("victim")
    try Data("PRECIOUS".utf8).write(to: victim.appendingPathComponent("x.svg"))
    let result = try RingsProcess.run(arguments, in: folder)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "sticky/dir' is another user's symbolic link in a shared folder"),
      "\(result.standardError)")
    #expect(try RingsProcess.files(in: victim) == ["x.svg"])
    #expect(
      try Data(contentsOf: victim.appendingPathComponent("x.svg")) == Data("PRECIOUS".utf8))
    // Control: the same command through a link of root's own is followed.
    #expect(lchown(folder.appendingPathComponent("sticky/dir").path, 0, 0) == 0)
    try? FileManager.default.createDirectory(
      at: victim.appendingPathComponent("deeper"), withIntermediateDirectories: true)
    let followed = try RingsProcess.run(arguments, in: folder)
    #expect(followed.status == 0, "\(followed.standardError)")
  }

  /// A FIFO `nobody` plants at the `-o` path in a sticky folder made root's render wait until
  /// killed. A reader is attached, so a write let through ends rather than hangs.
  @Test func anotherUsersFIFOIsRefusedNotWaitedOn() throws {
    let folder = try Self.plant()
    let fifo = folder.appendingPathComponent("sticky/today.png")
    #expect(mkfifo(fifo.path, 0o666) == 0)
    #expect(chown(fifo.path, 65534, 65534) == 0)
    let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let result = try RingsProcess.run(
      ["render", "--move", "1/2", "-o", "sticky/today.png"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "rings: cannot write 'sticky/today.png': it is another user's FIFO in a shared folder "
        + "(sticky and writable by all, like /tmp), which is not opened\n")
  }
}
