import ActivityRings
import _ActivityRingsPlatform

/// A finished file waiting under a temporary name beside its destination: ``commit()`` renames it
/// into place in one step, ``discard()`` removes it. Made by
/// ``AtomicFileWriter/stage(_:for:shownAs:)``; commit or discard it once.
///
/// ```swift
/// let staged = try AtomicFileWriter.stage(bytes, for: "out/rings.png")
/// try InterruptCleanup.holdingInterrupts { () throws(SafeOutputError) in try staged.commit() }
/// ```
///
/// Until it is committed or discarded, the temporary file stays open with an exclusive `flock`
/// lock held on it, which tells ``StaleTemporaries`` in any other process (in any PID namespace)
/// that its writer is alive, and it is tracked by ``InterruptCleanup``. A set of files keeps one
/// descriptor open per file until it is published; when that would pass the soft limit of
/// open files (`ulimit -n`), the limit is raised to the hard limit.
public struct StagedFile: Sendable, Hashable {
  /// Where the file goes, without links.
  public let path: String
  /// Where it waits: `.<name>.rings-<pid>-XXXXXX` in the same folder.
  public let temporaryPath: String
  /// How messages name the destination: the path as the user gave it.
  public var shownPath: String? = nil
  /// The temporary file, open and locked until the commit or discard.
  let descriptor: Int32
  /// The folder both names are in, held open so that the rename lands there.
  let folder: OpenedFolder
  /// The destination's name in ``folder``.
  let name: String
  /// The temporary file's name in ``folder``.
  let temporaryName: String

  /// Renames the temporary file over the destination.
  ///
  /// - Throws: ``SafeOutputError`` naming the destination; the temporary file is then removed.
  public func commit() throws(SafeOutputError) {
    let renamed = PathEncoding.withCString(temporaryName) { from in
      PathEncoding.withCString(name) { to in
        renameat(folder.descriptor, from, folder.descriptor, to)
      }
    }
    guard renamed == 0 else {
      let reason = SystemReason.current()
      discard()
      throw .cannotWrite(QuotedText.quoted(shownPath ?? path), reason)
    }
    InterruptCleanup.untrack(temporaryPath)
    // The lock goes only now that the file has its final name.
    close(descriptor)
  }

  /// Removes the temporary file; the destination stays as it was.
  public func discard() {
    _ = PathEncoding.withCString(temporaryName) { unlinkat(folder.descriptor, $0, 0) }
    InterruptCleanup.untrack(temporaryPath)
    close(descriptor)
  }

  /// Whether two values stand for one staged file.
  public static func == (left: StagedFile, right: StagedFile) -> Bool {
    left.temporaryPath == right.temporaryPath && left.descriptor == right.descriptor
      && left.path == right.path && left.shownPath == right.shownPath
  }

  /// Hashes the temporary file, which `==` compares among the rest.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(temporaryPath)
    hasher.combine(descriptor)
  }

  /// Creates a new temporary file for `name` in `folder`, open for writing, locked (see
  /// ``TemporaryLock``) and tracked by ``InterruptCleanup``.
  ///
  /// - Parameters:
  ///   - permissions: the mode to create it with (the umask applies), such as `0o600`.
  ///   - shown: how messages name the destination.
  /// - Throws: ``SafeOutputError`` naming `shown` when no file can be created there.
  static func create(
    named name: String, in folder: OpenedFolder, permissions: mode_t, shownAs shown: String
  ) throws(SafeOutputError) -> StagedFile {
    var failure = SystemCallError(code: EEXIST)
    var raisedLimit = false
    let longestName = fpathconf(folder.descriptor, Int32(_PC_NAME_MAX))
    // Six random letters and digits, as mkstemp(3) picks them: a clash is rare, and retried.
    attempts: for _ in 0..<100 {
      let temporaryName = TemporaryName.make(
        for: name, longestName: longestName > 0 ? longestName : 255)
      let temporaryPath = folder.path + (folder.path.hasSuffix("/") ? "" : "/") + temporaryName
      // An interrupt between creating the file and tracking it would leave the file behind.
      let created = InterruptCleanup.holdingInterrupts {
        () -> Result<Int32, SystemCallError> in
        do throws(SystemCallError) {
          let descriptor = try FileDescriptorCalls.openFile(
            temporaryName, in: folder.descriptor,
            O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions: permissions)
          InterruptCleanup.track(temporaryPath, kind: .file)
          return .success(descriptor)
        } catch {
          return .failure(error)
        }
      }
      switch created {
      case .success(let descriptor):
        if TemporaryLock.take(descriptor),
          TemporaryLock.isStill(descriptor, named: temporaryName, in: folder.descriptor)
        {
          return StagedFile(
            path: folder.path + (folder.path.hasSuffix("/") ? "" : "/") + name,
            temporaryPath: temporaryPath, shownPath: shown, descriptor: descriptor,
            folder: folder, name: name, temporaryName: temporaryName)
        }
        // Between the create and the lock, a sweep in another PID namespace took the file for
        // a dead writer's (it can only judge by the lock): leave it to that sweep, take another.
        InterruptCleanup.untrack(temporaryPath)
        close(descriptor)
      case .failure(let error) where error.code == EEXIST: continue
      case .failure(let error) where error.code == EMFILE && !raisedLimit:
        raisedLimit = true
        if OpenFileLimit.raiseToHardLimit() { continue }
        failure = error
        break attempts
      case .failure(let error):
        failure = error
        break attempts
      }
    }
    var reason = SystemReason.text(forCode: failure.code)
    if failure.code == EMFILE {
      reason += " (the limit, ulimit -n, is \(OpenFileLimit.current))"
    }
    throw .cannotWrite(QuotedText.quoted(shown), reason)
  }
}
