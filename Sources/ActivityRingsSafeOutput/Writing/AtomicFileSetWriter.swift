import ActivityRings
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// replaced as ``AtomicFileWriter`` replaces them (mode kept, read-only refused). Files of an
/// earlier set that the new one no longer has can be removed in the same step (`removing`),
/// so a folder never holds a mix of two sets; nothing else in the folders is touched. Given a `root`, nothing is written outside it: a symbolic link
/// below it, to a folder or a file, is an error rather than a way out. A rename can only fail in
/// the rare case that the file system changes under the run; the files renamed before it then
/// stay.
///
/// - Complexity: O(total bytes), plus one `fsync` per file.
public enum AtomicFileSetWriter {
  /// Writes every file, or none, and removes what an earlier set left.
  ///
  /// ```swift
  /// // A second run with fewer frames: frame-3.png of the first run goes when these appear.
  /// try AtomicFileSetWriter.write(
  ///   frames, inside: "frames", removing: ["frames/frame-3.png"])
  /// ```
  ///
  /// - Parameters:
  ///   - files: the set, each file whole.
  ///   - root: the folder the set belongs in (`-o`, `--frames`), or nil.
  ///   - obsolete: files to remove once the set is in place, with interrupts still held: a
  ///     missing one or a folder is left as it is, and so is a path that `files` writes.
  /// - Throws: ``SafeOutputError`` naming the first path that could not be written and why
  ///   (a file where a folder should be, a folder where the file should be, a symbolic link
  ///   below `root`, permission denied, read-only, disk full…).
  public static func write(
    _ files: [OutputFile], inside root: String? = nil, removing obsolete: [String] = []
  ) throws(SafeOutputError) {
    InterruptCleanup.install()
    let written = Set(files.map(\.path))
    let obsolete = obsolete.filter { !written.contains($0) }
    var createdFolders: [String] = []
    var staged: [StagedFile] = []
    do throws(SafeOutputError) {
      let folders = uniqueFolders(of: files)
      for folder in folders {
        try createFolder(folder, inside: root, recordingIn: &createdFolders)
      }
      // The folders of what goes are held to the same rule, without making any.
      for path in obsolete where !folders.contains(PathNames.folder(of: path)) {
        try checkFolder(PathNames.folder(of: path), inside: root)
      }
      for file in files {
        staged.append(try AtomicFileWriter.stage(file.bytes, for: file.path))
      }
    } catch {
      for file in staged { file.discard() }
      removeFolders(createdFolders)
      throw error
    }
    try InterruptCleanup.holdingInterrupts { () throws(SafeOutputError) in
      // Each file stops being tracked as it is committed or discarded; the folders made for
      // the set stay (published files are in them). Only this set's paths: another thread's
      // write in progress stays tracked.
      defer {
        for folder in createdFolders { InterruptCleanup.untrack(folder) }
      }
      for (index, file) in staged.enumerated() {
        do throws(SafeOutputError) {
          try file.commit()
        } catch {
          for rest in staged[(index + 1)...] { rest.discard() }
          throw error
        }
      }
      for path in obsolete {
        try remove(path)
      }
    }
  }

  /// Removes a file of an earlier set: nothing to do when it is gone or is a folder.
  ///
  /// - Throws: ``SafeOutputError`` when it is there and cannot be removed.
  static func remove(_ path: String) throws(SafeOutputError) {
    guard FileStatus.isFolder(atPath: path) != true, unlink(path) != 0, errno != ENOENT else {
      return
    }
    throw SafeOutputError(
      "cannot remove \(QuotedText.quoted(path)), left by an earlier run: "
        + SystemReason.current())
  }

  /// The folders that hold the files, each once, in order of first appearance.
  static func uniqueFolders(of files: [OutputFile]) -> [String] {
    var seen: Set<String> = []
    var folders: [String] = []
    for file in files {
      let folder = PathNames.folder(of: file.path)
      if seen.insert(folder).inserted { folders.append(folder) }
    }
    return folders
  }

  /// Checks `folder` and the folders above it as ``createFolder(_:inside:recordingIn:)`` does,
  /// creating none: a missing one ends the check, since nothing below it can be there.
  static func checkFolder(_ folder: String, inside root: String?) throws(SafeOutputError) {
    var none: [String]? = nil
    try walk(folder, inside: root, creatingInto: &none)
  }

  /// Creates `folder` and any missing folders above it, appending each one created to
  /// `created` (outermost first) and tracking it for ``InterruptCleanup``. Below `root`, an
  /// existing symbolic link is an error.
  static func createFolder(
    _ folder: String, inside root: String? = nil, recordingIn created: inout [String]
  ) throws(SafeOutputError) {
    var record: [String]? = created
    defer { created = record ?? created }
    try walk(folder, inside: root, creatingInto: &record)
  }

  /// Goes down `folder` from its first component: below `root` a symbolic link is an error, a
  /// file where a folder should be is one everywhere, and a missing folder is created and
  /// appended to `created` (or ends the walk when `created` is nil).
  private static func walk(
    _ folder: String, inside root: String?, creatingInto created: inout [String]?
  ) throws(SafeOutputError) {
    let components = folder.split(separator: "/", omittingEmptySubsequences: true)
    let rootDepth = root.map { depth(ofRoot: $0, folder: folder) } ?? components.count
    var path = folder.hasPrefix("/") ? "/" : ""
    for (index, component) in components.enumerated() {
      path += (path.isEmpty || path == "/" ? "" : "/") + component
      if index >= rootDepth,
        (try? Stat(FilePath(path), followTargetSymlink: false))?.type == .symbolicLink
      {
        throw SafeOutputError(
          "cannot write into \(QuotedText.quoted(path)): it is a symbolic link, and nothing is "
            + "written outside \(QuotedText.quoted(root ?? folder)) through one")
      }
      if let isFolder = FileStatus.isFolder(atPath: path) {
        guard isFolder else {
          throw SafeOutputError(
            "cannot write into \(QuotedText.quoted(folder)): \(QuotedText.quoted(path)) is a file, "
              + "not a folder")
        }
        continue
      }
      guard created != nil else { return }
      InterruptCleanup.track(path, kind: .directory)
      guard mkdir(path, 0o777) == 0 else {
        let reason = SystemReason.current()
        InterruptCleanup.untrack(path)
        throw SafeOutputError("cannot create folder \(QuotedText.quoted(path)): \(reason)")
      }
      created?.append(path)
    }
  }

  /// How many leading components of `folder` are `root` itself (the rest lie below it): all of
  /// them when `folder` is not inside `root`.
  static func depth(ofRoot root: String, folder: String) -> Int {
    let rootParts = root == "." ? [] : root.split(separator: "/", omittingEmptySubsequences: true)
    let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.starts(with: rootParts), root.hasPrefix("/") == folder.hasPrefix("/") || root == "."
    else { return parts.count }
    return rootParts.count
  }

  /// Removes folders this run created, innermost first (each is empty by then).
  static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() {
      rmdir(folder)
      InterruptCleanup.untrack(folder)
    }
  }
}
