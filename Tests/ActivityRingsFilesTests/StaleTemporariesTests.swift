import ActivityRingsFiles
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The sweep removes a temporary file only when its lock proves its writer gone; a process id
/// is never enough, since another PID namespace reuses the same numbers.
@Suite struct StaleTemporariesTests {
  /// Opens `path` and takes an exclusive `flock` on it, as a writer holds its temporary file.
  static func holdLock(on path: String) throws -> Int32 {
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    return descriptor
  }

  @Test func aLockedTemporaryWhoseProcessIdIsDeadHereSurvives() throws {
    let folder = try TestFolder()
    // A writer in another PID namespace: its id names no process here, but it holds its lock.
    let name = ".today.png.rings-\(try ProcessRunner.endedProcessID())-a1B2c3"
    try folder.write("half", to: name)
    let lock = try Self.holdLock(on: folder.path(name))
    #expect(StaleTemporaries.remove(in: folder.path).isEmpty)
    #expect(folder.names == [name])
    // Once the writer is gone, its lock goes with it, and so does the file.
    #expect(close(lock) == 0)
    #expect(StaleTemporaries.remove(in: folder.path) == [name])
    #expect(folder.names.isEmpty)
  }

  @Test func onlyUnlockedTemporariesOfProcessesGoneHereAreRemoved() throws {
    let folder = try TestFolder()
    let dead = ".today.png.rings-\(try ProcessRunner.endedProcessID())-a1B2c3"
    // An earlier version's writer that is alive here (no lock: its process id keeps it).
    let live = ".today.png.rings-\(getpid())-a1B2c3"
    let others = ["notes.txt", ".hidden", ".x.rings-none-a1B2c3", ".y.rings-1-short"]
    for name in [dead, live] + others { try folder.write("half", to: name) }
    // A folder with a temporary's name is not one.
    let folderNamed = ".z.rings-\(try ProcessRunner.endedProcessID())-a1B2c3"
    try FileManager.default.createDirectory(
      atPath: folder.path(folderNamed), withIntermediateDirectories: false)
    #expect(StaleTemporaries.remove(in: folder.path) == [dead])
    #expect(folder.names == ([live, folderNamed] + others).sorted())
  }

  @Test func aStagedFileHoldsItsLockUntilItIsCommitted() throws {
    let folder = try TestFolder()
    let staged = try AtomicFileWriter.stage(Array("new".utf8), for: folder.path("a.txt"))
    let probe = open(staged.temporaryPath, O_RDONLY)
    try #require(probe >= 0)
    defer { close(probe) }
    #expect(flock(probe, LOCK_EX | LOCK_NB) != 0)
    try staged.commit()
    // A process another test forks in these microseconds holds a copy of the descriptor until
    // it execs (close-on-exec), so the lock may take a moment to come free.
    var freed = flock(probe, LOCK_EX | LOCK_NB) == 0
    for _ in 0..<200 where !freed {
      usleep(10_000)
      freed = flock(probe, LOCK_EX | LOCK_NB) == 0
    }
    #expect(freed)
    #expect(folder.text(of: "a.txt") == "new")
    #expect(folder.names == ["a.txt"])
  }
}
