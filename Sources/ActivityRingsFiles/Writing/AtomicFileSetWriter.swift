import ActivityRings
import _ActivityRingsPlatform

/// Writes a set of files all or nothing, as far as a file system allows: every file is first
/// written in full to a temporary file beside its destination, and only when all of them are on
/// disk are they renamed into place, one after the other, with Ctrl-C held off until the last.
/// A failure or an interrupt before that point leaves no file, no temporary file and no folder
/// that the run created.
///
/// ```swift
/// try AtomicFileSetWriter.write([
///   OutputFile(path: "out/square-64@1x.png", bytes: small),
///   OutputFile(path: "out/square-64@2x.png", bytes: large),
/// ])
/// ```
///
/// Missing folders on the way to a file are created (like `mkdir -p`). Existing files are
/// replaced as ``AtomicFileWriter`` replaces them (mode kept, read-only refused), and folders
/// are reached as it reaches them (another user's link in a shared folder is not followed, in
/// any part of a path). Files of an earlier set can be removed in the same step (`removing`),
/// before the new ones are renamed in, so a folder never holds a mix of two sets; nothing else
/// in the folders is touched. Given a `root`, nothing is written outside it: a symbolic link
/// below it, to a folder or a file, is an error rather than a way out. A rename can only fail in
/// the rare case that the file system changes under the run; the files renamed before it then
/// stay.
///
/// - Complexity: O(total bytes), plus one `fsync` per file.
public enum AtomicFileSetWriter {
  /// Writes every file, or none, in place of an earlier set.
  ///
  /// ```swift
  /// // A second run with fewer frames: the first run's frames go, then these appear.
  /// try AtomicFileSetWriter.write(
  ///   frames, inside: "frames", removing: ["frames/frame-0.png", "frames/frame-3.png"])
  /// ```
  ///
  /// - Parameters:
  ///   - files: the set, each file whole.
  ///   - root: the folder the set belongs in (`-o`, `--frames`), or nil.
  ///   - obsolete: files of an earlier set, removed once every new file is on disk and before
  ///     the first is renamed into place, with interrupts held: a missing one or a folder is
  ///     left as it is. List those the new set replaces too, and even a SIGKILL (which nothing
  ///     holds off) leaves part of one set, never a mix of two; leave them out, and each is
  ///     replaced in one step, never missing.
  /// - Throws: ``SafeOutputError`` naming the first path that could not be written and why
  ///   (a file where a folder should be, a folder where the file should be, a symbolic link
  ///   below `root`, permission denied, read-only, disk full…).
  public static func write(
    _ files: [OutputFile], inside root: String? = nil, removing obsolete: [String] = []
  ) throws(SafeOutputError) {
    try write(files, inside: root, removing: obsolete, stoppingAfter: nil)
  }

  /// ``write(_:inside:removing:)``, stopping dead after `steps` removals and renames when given,
  /// as a SIGKILL would stop it: the tests' look at every state a killed run can leave.
  static func write(
    _ files: [OutputFile], inside root: String?, removing obsolete: [String],
    stoppingAfter steps: Int?
  ) throws(SafeOutputError) {
    InterruptCleanup.install()
    var createdFolders: [String]? = []
    var folders: [String: OpenedFolder] = [:]
    var staged: [StagedFile] = []
    var removals: [(name: String, folder: OpenedFolder, path: String)] = []
    do throws(SafeOutputError) {
      for file in files {
        let folder = PathNames.folder(of: file.path)
        if folders[folder] == nil {
          folders[folder] = try open(folder, inside: root, creatingInto: &createdFolders)
        }
      }
      // The folders of what goes are held to the same rule, without making any: nothing to
      // remove where one is missing.
      for path in obsolete {
        let folder = PathNames.folder(of: path)
        var none: [String]? = nil
        if folders[folder] == nil, let opened = try open(folder, inside: root, creatingInto: &none)
        {
          folders[folder] = opened
        }
        if let opened = folders[folder], let name = PathNames.lastComponent(of: path) {
          removals.append((name, opened, path))
        }
      }
      for file in files {
        guard let folder = folders[PathNames.folder(of: file.path)],
          let name = PathNames.lastComponent(of: file.path)
        else { throw .cannotWrite(QuotedText.quoted(file.path), "it names no file") }
        staged.append(
          try AtomicFileWriter.stage(file.bytes, named: name, in: folder, shownAs: file.path))
      }
    } catch {
      for file in staged { file.discard() }
      removeFolders(createdFolders ?? [])
      throw error
    }
    try InterruptCleanup.holdingInterrupts { () throws(SafeOutputError) in
      // Each file stops being tracked as it is committed or discarded; the folders made for
      // the set stay (published files are in them). Only this set's paths: another thread's
      // write in progress stays tracked.
      defer {
        for folder in createdFolders ?? [] { InterruptCleanup.untrack(folder) }
      }
      var step = 0
      func stopsHere() -> Bool {
        defer { step += 1 }
        return step == steps
      }
      do throws(SafeOutputError) {
        for removal in removals {
          if stopsHere() { return }
          try remove(removal.name, in: removal.folder, shownAs: removal.path)
        }
      } catch {
        for file in staged { file.discard() }
        throw error
      }
      for (index, file) in staged.enumerated() {
        if stopsHere() { return }
        do throws(SafeOutputError) {
          try file.commit()
        } catch {
          for rest in staged[(index + 1)...] { rest.discard() }
          throw error
        }
      }
    }
  }

  /// Removes a file of an earlier set: nothing to do when it is gone or is a folder.
  ///
  /// - Throws: ``SafeOutputError`` when it is there and cannot be removed.
  static func remove(_ name: String, in folder: OpenedFolder, shownAs shown: String)
    throws(SafeOutputError)
  {
    guard FileMetadata(named: name, in: folder.descriptor)?.kind != .directory,
      PathEncoding.withCString(name, { unlinkat(folder.descriptor, $0, 0) }) != 0,
      errno != ENOENT
    else { return }
    throw SafeOutputError(
      "cannot remove \(QuotedText.quoted(shown)), left by an earlier run: "
        + SystemReason.current())
  }

  /// Opens `folder`, creating it and the missing folders above it when `created` is given
  /// (each one made is appended, outermost first, and tracked for ``InterruptCleanup``). Below
  /// `root`, an existing symbolic link is an error. Nil when `created` is nil and a folder on
  /// the way is missing.
  private static func open(
    _ folder: String, inside root: String?, creatingInto created: inout [String]?
  ) throws(SafeOutputError) -> OpenedFolder? {
    let components = PathNames.components(of: folder)
    let rootDepth = root.map { depth(ofRoot: $0, folder: folder) } ?? components.count
    do throws(OpenedFolder.Failure) {
      return try OpenedFolder.open(folder, linkFreeDepth: rootDepth, creatingInto: &created)
    } catch .missing {
      return nil
    } catch .link(let path) {
      throw SafeOutputError(
        "cannot write into \(QuotedText.quoted(path)): it is a symbolic link, and nothing is "
          + "written outside \(QuotedText.quoted(root ?? folder)) through one")
    } catch .cannotCreate(let path, let reason) {
      throw SafeOutputError("cannot create folder \(QuotedText.quoted(path)): \(reason)")
    } catch {
      throw SafeOutputError(
        "cannot write into \(QuotedText.quoted(folder)): \(error.reason(opening: folder))")
    }
  }

  /// How many leading components of `folder` are `root` itself (the rest lie below it): all of
  /// them when `folder` is not inside `root`.
  static func depth(ofRoot root: String, folder: String) -> Int {
    let rootParts = root == "." ? [] : PathNames.components(of: root)
    let parts = PathNames.components(of: folder)
    guard parts.starts(with: rootParts), root.hasPrefix("/") == folder.hasPrefix("/") || root == "."
    else { return parts.count }
    return rootParts.count
  }

  /// Removes folders this run created, innermost first (each is empty by then).
  static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() {
      _ = PathEncoding.withCString(folder) { rmdir($0) }
      InterruptCleanup.untrack(folder)
    }
  }
}
