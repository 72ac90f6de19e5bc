import ActivityRingsSafeOutput
import Foundation
import SystemPackage
import Testing
import _ActivityRingsTestSupport

/// The sweep removes a temporary file only when its lock proves its writer gone; a process id
/// is never enough, since another PID namespace reuses the same numbers.
@Suite struct StaleTemporariesTests {
  /// Opens `path` and takes an exclusive `flock` on it, as a writer holds its temporary file.
  static func holdLock(on path: String) throws -> FileDescriptor {
    let descriptor = try FileDescriptor.open(FilePath(path), .readOnly)
    #expect(flock(descriptor.rawValue, LOCK_EX | LOCK_NB) == 0)
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
    try lock.close()
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
    let probe = try FileDescriptor.open(FilePath(staged.temporaryPath), .readOnly)
    defer { try? probe.close() }
    #expect(flock(probe.rawValue, LOCK_EX | LOCK_NB) != 0)
    try staged.commit()
    #expect(flock(probe.rawValue, LOCK_EX | LOCK_NB) == 0)
    #expect(folder.text(of: "a.txt") == "new")
    #expect(folder.names == ["a.txt"])
  }
}
