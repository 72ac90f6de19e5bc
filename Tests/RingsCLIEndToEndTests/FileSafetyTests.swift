import Foundation
import Testing

/// How `-o` treats what already stands at the path: modes kept, links kept, devices and FIFOs
/// written in place, read-only files refused, sets kept inside their folder, and temporary
/// files of dead processes cleaned up.
@Suite struct FileSafetyTests {
  static let render = ["render", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12"]
  static let pngMagic = Data([0x89, 0x50, 0x4E, 0x47])

  static func mode(_ url: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
  }

  static func kind(_ url: URL) -> mode_t {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  @Test func aFileKeepsItsMode() throws {
    let folder = try RingsProcess.temporaryFolder()
    let file = folder.appendingPathComponent("private.png")
    try Data("old".utf8).write(to: file)
    chmod(file.path, 0o600)
    let result = try RingsProcess.run(Self.render + ["-o", "private.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try Self.mode(file) == 0o600)
    #expect(try Data(contentsOf: file).prefix(4) == Self.pngMagic)
    #expect(try RingsProcess.files(in: folder) == ["private.png"])
  }

  @Test func aSymbolicLinkStaysAndItsTargetIsReplaced() throws {
    let folder = try RingsProcess.temporaryFolder()
    let target = folder.appendingPathComponent("real.png")
    try Data("old".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "real.png")
    let result = try RingsProcess.run(Self.render + ["-o", "link.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.kind(folder.appendingPathComponent("link.png")) == S_IFLNK)
    #expect(try Data(contentsOf: target).prefix(4) == Self.pngMagic)
    // A dangling link gets its target created.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("new.svg").path, withDestinationPath: "made.svg")
    let dangling = try RingsProcess.run(Self.render + ["-o", "new.svg"], in: folder)
    #expect(dangling.status == 0, "\(dangling.standardError)")
    #expect(Self.kind(folder.appendingPathComponent("new.svg")) == S_IFLNK)
    #expect(Self.kind(folder.appendingPathComponent("made.svg")) == S_IFREG)
  }

  /// `fs.protected_symlinks`, kept by `-o` as by the shell: another user's link in a sticky
  /// folder everyone may write to is refused, the caller's own is followed.
  @Test(.enabled(if: geteuid() == 0, "lchown to another user needs root"))
  func anotherUsersLinkInASharedFolderIsNotFollowed() throws {
    let folder = try RingsProcess.temporaryFolder()
    let victim = folder.appendingPathComponent("victim.conf")
    try Data("precious".utf8).write(to: victim)
    let shared = folder.appendingPathComponent("shared")
    #expect(mkdir(shared.path, 0o777) == 0)
    #expect(chmod(shared.path, 0o1777) == 0)
    let link = shared.appendingPathComponent("today.svg")
    #expect(symlink(victim.path, link.path) == 0)
    #expect(lchown(link.path, 65534, 65534) == 0)
    let refused = try RingsProcess.run(Self.render + ["-o", "shared/today.svg"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.standardError
        == "rings: cannot write 'shared/today.svg': it is another user's symbolic link in a "
        + "shared folder (sticky and writable by all, like /tmp), which is not followed\n")
    #expect(try Data(contentsOf: victim) == Data("precious".utf8))
    #expect(try RingsProcess.files(in: shared) == ["today.svg"])
    #expect(lchown(link.path, geteuid(), getegid()) == 0)
    let followed = try RingsProcess.run(Self.render + ["-o", "shared/today.svg"], in: folder)
    #expect(followed.status == 0, "\(followed.standardError)")
    #expect(Self.kind(link) == S_IFLNK)
    #expect(String(decoding: try Data(contentsOf: victim), as: UTF8.self).contains("<svg"))
  }

  @Test(.enabled(if: geteuid() == 0, "mknod needs root (CAP_MKNOD)"))
  func aDeviceIsWrittenInPlaceNeverReplaced() throws {
    let folder = try RingsProcess.temporaryFolder()
    // A null device of our own in a temporary folder: the real /dev/null is never touched.
    let device = folder.appendingPathComponent("null")
    let mknod = Process()
    mknod.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    mknod.arguments = ["mknod", "-m", "666", device.path, "c", "1", "3"]
    try mknod.run()
    mknod.waitUntilExit()
    #expect(mknod.terminationStatus == 0)
    let result = try RingsProcess.run(Self.render + ["--format", "png", "-o", "null"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.kind(device) == S_IFCHR)
    #expect(try RingsProcess.files(in: folder) == ["null"])
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let folder = try RingsProcess.temporaryFolder()
    let fifo = folder.appendingPathComponent("pipe.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    nonisolated(unsafe) var received = Data()
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: fifo.path) {
        received = handle.readDataToEndOfFile()
      }
    }
    reader.start()
    let result = try RingsProcess.run(Self.render + ["-o", "pipe.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    while reader.isExecuting { usleep(10_000) }
    #expect(received.prefix(4) == Self.pngMagic)
    #expect(Self.kind(fifo) == S_IFIFO)
  }

  @Test func devStdoutIsTheStandardOutputItself() throws {
    let result = try RingsProcess.run(Self.render + ["--format", "png", "-o", "/dev/stdout"])
    #expect(result.status == 0, "\(result.standardError)")
    let direct = try RingsProcess.run(Self.render + ["--format", "png"])
    #expect(result.standardOutput == direct.standardOutput)
  }

  @Test func aReadOnlyFileIsAnErrorAndStaysAsItWas() throws {
    let folder = try RingsProcess.temporaryFolder()
    let file = folder.appendingPathComponent("locked.png")
    try Data("precious".utf8).write(to: file)
    chmod(file.path, 0o444)
    let result = try RingsProcess.run(Self.render + ["-o", "locked.png"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError == "rings: cannot write 'locked.png': it is read-only (mode 444)\n")
    #expect(try Data(contentsOf: file) == Data("precious".utf8))
    #expect(try RingsProcess.files(in: folder) == ["locked.png"])
  }

  @Test func aSetNeverLeavesItsFolderThroughALink() throws {
    let folder = try RingsProcess.temporaryFolder()
    let out = folder.appendingPathComponent("out")
    let outside = folder.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("Rings.xcassets").path,
      withDestinationPath: "../outside")
    let catalog = try RingsProcess.run(
      [
        "export", "--move", "1/2", "--preset", "square-64", "--asset-catalog", "-o", "out",
      ], in: folder)
    #expect(catalog.status == 1)
    #expect(catalog.standardError.contains("'out/Rings.xcassets': it is a symbolic link"))
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("square-64@1x.png").path,
      withDestinationPath: "../outside/escaped.png")
    let loose = try RingsProcess.run(
      ["export", "--move", "1/2", "--preset", "square-64", "--scale", "1", "-o", "out"],
      in: folder)
    #expect(loose.status == 1)
    #expect(loose.standardError.contains("'out/square-64@1x.png': it is a symbolic link"))
    #expect(try RingsProcess.files(in: outside).isEmpty)
    #expect(try RingsProcess.files(in: out) == ["Rings.xcassets", "square-64@1x.png"])
  }

  /// export writes a set at once, so a FIFO where one of its files goes is refused before
  /// anything is written, and its help says so (it said FIFOs were written in place; 25.6).
  @Test func exportRefusesAFIFOAndItsHelpSaysSo() throws {
    let folder = try RingsProcess.temporaryFolder()
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    #expect(mkfifo(out.appendingPathComponent("square-64@2x.png").path, 0o600) == 0)
    let result = try RingsProcess.run(
      ["export", "--move", "1/2", "--preset", "square-64", "--scale", "1,2", "-o", "out"],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "rings: cannot write 'out/square-64@2x.png': it is not a regular file\n")
    #expect(try RingsProcess.files(in: out) == ["square-64@2x.png"])
    let help = try RingsProcess.run(["export", "--help"]).text
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      help.contains("A symbolic link, a FIFO, a device or a folder where a file goes is refused"))
    #expect(!help.contains("a FIFO or /dev/stdout is written in place"))
  }

  @Test func temporariesOfDeadProcessesAreRemovedAndLiveOnesKept() throws {
    let folder = try RingsProcess.temporaryFolder()
    // A process that has ended: its id names no process now (unless reused, rarely).
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = ".today.png.rings-\(finished.processIdentifier)-a1B2c3"
    let live = ".today.png.rings-\(getpid())-a1B2c3"
    // Names that are not a dead writer's temporary stay: a plain file, a dot file, a name
    // with the marker but no process id.
    let others = ["notes.txt", ".hidden", ".x.rings-none-a1B2c3"]
    for name in [dead, live] + others {
      try Data("half".utf8).write(to: folder.appendingPathComponent(name))
    }
    let result = try RingsProcess.run(Self.render + ["-o", "today.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder) == ([live, "today.png"] + others).sorted())
  }
}
