import Foundation
import Testing
import _ActivityRingsTestSupport

/// Several writers in one folder: a live run's temporary files survive another run's sweep,
/// also when the two run in different PID namespaces (containers sharing a volume), where a
/// process id proves nothing.
@Suite struct SharedFolderTests {
  static let render = ["render", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12"]

  /// Whether `unshare --pid --fork` works here (root, or user namespaces allowed).
  static let canUnshare: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")
    else { return false }
    let probe = try? ProcessRunner.run(
      "/usr/bin/unshare", ["--pid", "--fork", "--mount-proc", "--kill-child", "true"])
    return probe?.status == 0
  }()

  /// The pid clash, simulated: a temporary whose name carries a process id that is dead here,
  /// but whose lock a live writer holds (as a writer in another PID namespace would).
  @Test func aLockedTemporaryWithADeadProcessIdSurvivesARender() throws {
    let folder = try RingsProcess.temporaryFolder()
    let name = ".today.png.rings-\(try ProcessRunner.endedProcessID())-a1B2c3"
    let temporary = folder.appendingPathComponent(name)
    try Data("half".utf8).write(to: temporary)
    let lock = open(temporary.path, O_RDONLY)
    defer { close(lock) }
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    let result = try RingsProcess.run(Self.render + ["-o", "today.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder) == [name, "today.png"])
  }

  /// The case: a writer inside `unshare --pid --fork --mount-proc`, whose process id in
  /// its namespace names no process on this side, holds its temporary file locked while a
  /// render on this side writes into the same folder.
  @Test(.enabled(if: canUnshare, "unshare --pid needs root or user namespaces"))
  func aWriterInAnotherPIDNamespaceKeepsItsTemporary() throws {
    let folder = try RingsProcess.temporaryFolder()
    // A fresh namespace numbers its processes 1, 2, 3…: after `burn` short-lived processes,
    // the writer is number burn + 2. Pick a number that names no process on this side.
    let burn = try #require(
      (300..<5000).first { kill(pid_t($0 + 2), 0) != 0 && errno == ESRCH })
    let script = """
      n=0; while [ $n -lt \(burn) ]; do /bin/true; n=$((n + 1)); done
      sh -c 'exec flock "$0/.today.png.rings-$$-a1B2c3" sleep 60' "$1" &
      wait
      """
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    writer.arguments = [
      "--pid", "--fork", "--mount-proc", "--kill-child", "sh", "-c", script, "sh", folder.path,
    ]
    try writer.run()
    defer {
      // unshare ignores SIGTERM while it waits; killed, it takes the namespace with it
      // (--kill-child), the writer included.
      kill(writer.processIdentifier, SIGKILL)
      writer.waitUntilExit()
    }
    let name = ".today.png.rings-\(burn + 2)-a1B2c3"
    let temporary = folder.appendingPathComponent(name)
    // Wait (at most 20 s) until the writer holds its lock.
    var isHeld = false
    for _ in 0..<400 where !isHeld {
      let probe = open(temporary.path, O_RDONLY)
      if probe >= 0 {
        isHeld = flock(probe, LOCK_EX | LOCK_NB) != 0
        close(probe)
      }
      if !isHeld { usleep(50_000) }
    }
    let listing = try RingsProcess.files(in: folder)
    try #require(isHeld, "the writer in the namespace did not start: \(listing)")
    #expect(kill(pid_t(burn + 2), 0) != 0, "its process id names no process on this side")
    let result = try RingsProcess.run(Self.render + ["-o", "today.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder) == [name, "today.png"])
  }

  /// Each staged file keeps its descriptor (and its lock) until the set is published: a set
  /// larger than the soft limit of open files raises it to the hard limit instead of failing.
  @Test func aSetLargerThanTheSoftOpenFileLimitIsWritten() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try ProcessRunner.run(
      "/bin/sh",
      [
        "-c", "ulimit -Sn 64 && exec \"$0\" \"$@\"", RingsProcess.executable.path, "animate",
        "--from", "move=0/500", "--to", "move=500/500", "--fps", "100", "--size", "16",
        "--frames", "frames",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let frames = try RingsProcess.files(in: folder.appendingPathComponent("frames"))
    #expect(frames.count == 101)
    #expect(frames.allSatisfy { $0.hasPrefix("frame-") })
  }
}
