import ActivityRings
import _ActivityRingsPlatform

/// A folder reached by walking its path one component at a time, every symbolic link on the
/// way judged before it is followed, and held open: what the writers then do there (create a
/// temporary file, rename it, list or remove files) goes through the open descriptor with the
/// `…at` calls, so it lands in this folder even when a part of its path is replaced afterwards.
///
/// ```swift
/// let folder = try OpenedFolder.open("out/frames")
/// let descriptor = try FileDescriptorCalls.openFile("frame-0000.png", in: folder, O_RDONLY)
/// ```
///
/// The rule for links is the kernel's `fs.protected_symlinks`, kept whatever the sysctl says and
/// for **every** part of the path, not only the last: in a folder that is sticky and writable by
/// everyone (`/tmp`), a link is followed only when it belongs to this process's user or to the
/// folder's owner (``mayFollow(_:)``). Another user cannot plant `/tmp/shared/dir` → a folder of
/// their victim's and have a write to `/tmp/shared/dir/x.svg` land there.
final class OpenedFolder: Sendable {
  /// The folder, open for the `…at` calls (`O_PATH` on Linux: no read permission needed).
  let descriptor: Int32
  /// Its path without links: absolute, unless the current folder has no path
  /// (``PathNames/absolute(_:)``). Interrupt cleanup removes temporary files by it.
  let path: String

  private init(descriptor: Int32, path: String) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit {
    close(descriptor)
  }

  /// Why a walk stopped; each names the path as far as the walk had got (as the caller wrote
  /// it, or without links once one has been followed).
  enum Failure: Error {
    /// Nothing is there: a folder on the way is missing.
    case missing(String)
    /// A file (or a device, a FIFO…) stands where a folder goes.
    case notAFolder(String)
    /// Another user's symbolic link in a shared folder (``mayFollow(_:)``).
    case sharedLink(String)
    /// A symbolic link where the caller allows none (below the root of a set).
    case link(String)
    /// More than 40 links were followed, as the kernel allows (a loop?).
    case tooManyLinks(String)
    /// A folder to create could not be made.
    case cannotCreate(String, reason: String)
    /// Another failure of a system call, such as permission denied.
    case system(String, reason: String)
  }

  /// The most symbolic links one walk follows, as the kernel allows.
  static let linkLimit = 40

  /// Opens the folder at `path`.
  ///
  /// - Parameters:
  ///   - path: the folder, absolute or relative to the current folder.
  ///   - linkFreeDepth: a symbolic link among the components of `path` from this index on
  ///     (0 for the first) is ``Failure/link(_:)``; links above it are judged by
  ///     ``mayFollow(_:)``. Nil allows links everywhere.
  ///   - created: when given, missing folders are created (mode 0777 less the umask), tracked
  ///     by ``InterruptCleanup`` and appended here, outermost first; when nil, a missing folder
  ///     is ``Failure/missing(_:)``.
  /// - Complexity: a few system calls per component and per link followed.
  static func open(
    _ path: String, linkFreeDepth: Int? = nil, creatingInto created: inout [String]?
  ) throws(Failure) -> OpenedFolder {
    let isAbsolute = path.utf8.first == UInt8(ascii: "/")
    var walk = Walk(
      resolved: isAbsolute ? "/" : PathNames.absolute("."), shown: isAbsolute ? "/" : "",
      descriptor: try start(at: isAbsolute ? "/" : ".", shown: path))
    do throws(Failure) {
      // The components still to walk, the next one last, each with its index in `path` (nil
      // for one that came from a link's target).
      var pending: [(name: String, index: Int?)] = PathNames.components(of: path).enumerated()
        .map { ($0.element, $0.offset) }.reversed()
      var links = 0
      while let (name, index) = pending.popLast() {
        if name == "." { continue }
        let here = walk.naming(name)
        guard let status = FileMetadata(named: name, in: walk.descriptor) else {
          let code = errno
          // A name too long to look at is one too long to make: said as a failed create.
          guard code == ENOENT || code == ENAMETOOLONG, created != nil else {
            throw code == ENOENT
              ? .missing(here) : .system(here, reason: SystemReason.text(forCode: code))
          }
          if let made = try walk.create(name, shown: here) { created?.append(made) }
          // Walked again, now that it is there.
          pending.append((name, index))
          continue
        }
        switch status.kind {
        case .directory:
          try walk.enter(name, shown: here)
        case .symbolicLink:
          if let index, let linkFreeDepth, index >= linkFreeDepth { throw .link(here) }
          guard Self.mayFollow(status, inFolder: walk.descriptor) else {
            throw .sharedLink(here)
          }
          links += 1
          guard links <= linkLimit else { throw .tooManyLinks(here) }
          let target = try Self.linkTarget(named: name, inFolder: walk.descriptor, shown: here)
          pending += PathNames.components(of: target).reversed().map { ($0, nil) }
          if target.utf8.first == UInt8(ascii: "/") {
            walk.move(to: try start(at: "/", shown: here), resolved: "/")
          }
          walk.followedLink = true
        case .regular, .other:
          throw .notAFolder(here)
        }
      }
    } catch {
      close(walk.descriptor)
      throw error
    }
    return OpenedFolder(descriptor: walk.descriptor, path: walk.resolved)
  }

  /// Opens the folder at `path` without creating any.
  static func open(_ path: String, linkFreeDepth: Int? = nil) throws(Failure) -> OpenedFolder {
    var none: [String]? = nil
    return try open(path, linkFreeDepth: linkFreeDepth, creatingInto: &none)
  }

  /// Whether this process may follow the symbolic link `link` (its own status) found in this
  /// folder: yes when the folder is not both sticky and writable by everyone, or when the link
  /// belongs to this process's effective user or to the folder's owner.
  func mayFollow(_ link: FileMetadata) -> Bool {
    Self.mayFollow(link, inFolder: descriptor)
  }

  /// The target of the symbolic link `name` in this folder, read losslessly.
  func linkTarget(named name: String, shown: String) throws(Failure) -> String {
    try Self.linkTarget(named: name, inFolder: descriptor, shown: shown)
  }

  /// ``mayFollow(_:)`` for the folder open as `folder`. The same rule stands for a FIFO, a
  /// device or a socket that a write would open in place, as the kernel's `fs.protected_fifos`
  /// asks of a create: another user's FIFO in `/tmp` would make the write wait forever for a
  /// reader, or feed theirs.
  static func mayFollow(_ link: FileMetadata, inFolder folder: Int32) -> Bool {
    if link.userID == geteuid() { return true }
    guard let status = FileMetadata(descriptor: folder) else { return false }
    return !status.isShared || status.userID == link.userID
  }

  /// The target of the symbolic link `name` in the folder open as `folder`.
  private static func linkTarget(named name: String, inFolder folder: Int32, shown: String)
    throws(Failure) -> String
  {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = PathEncoding.withCString(name) { link in
      buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          readlinkat(folder, link, $0, bytes.count - 1)
        } ?? -1
      }
    }
    guard length >= 0 else { throw .system(shown, reason: SystemReason.current()) }
    return PathEncoding.string(fromBytes: buffer[0..<length])
  }

  /// `/` or the current folder, opened.
  private static func start(at origin: String, shown: String) throws(Failure) -> Int32 {
    do throws(SystemCallError) {
      return try FileDescriptorCalls.openFile(origin, openFlags)
    } catch {
      throw .system(shown, reason: SystemReason.text(forCode: error.code))
    }
  }

  #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm) || arch(riscv64))
    /// Enough to reach the folder and call `…at` in it, without needing to read it: `O_PATH`,
    /// which Glibc's module leaves out (it is behind `_GNU_SOURCE`), 010000000 on these
    /// architectures (`asm-generic/fcntl.h`).
    static let openFlags = Int32(0o1000_0000) | O_DIRECTORY | O_CLOEXEC
  #else
    static let openFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
  #endif

  /// Where a walk has got: the open folder and its two names.
  private struct Walk {
    /// The path so far without links.
    var resolved: String
    /// The path so far as the caller wrote it (until a link is followed).
    var shown: String
    /// The folder reached, open.
    var descriptor: Int32
    /// Whether a link has been followed, after which messages name ``resolved``.
    var followedLink = false

    /// The path of `name` in the folder reached, for messages.
    func naming(_ name: String) -> String {
      Self.appending(name, to: followedLink ? resolved : shown)
    }

    /// Goes into the folder `name`, opened without following a link.
    mutating func enter(_ name: String, shown here: String) throws(Failure) {
      let opened = PathEncoding.withCString(name) {
        openat(descriptor, $0, OpenedFolder.openFlags | O_NOFOLLOW)
      }
      guard opened >= 0 else {
        // It was a folder a moment ago: replaced since, by a link or a file.
        let code = errno
        throw code == ELOOP || code == ENOTDIR
          ? .notAFolder(here) : .system(here, reason: SystemReason.text(forCode: code))
      }
      let parent = PathNames.parent(of: resolved)
      move(
        to: opened,
        resolved: name == ".."
          ? (parent.isEmpty ? "/" : parent) : Self.appending(name, to: resolved))
      if !followedLink { shown = here }
    }

    /// Makes the folder `name` here, tracked for ``InterruptCleanup``; its path when this call
    /// made it, nil when it appeared meanwhile.
    func create(_ name: String, shown here: String) throws(Failure) -> String? {
      let made = Self.appending(name, to: resolved)
      InterruptCleanup.track(made, kind: .directory)
      let result = PathEncoding.withCString(name) { mkdirat(descriptor, $0, 0o777) }
      if result == 0 { return made }
      let code = errno
      InterruptCleanup.untrack(made)
      guard code == EEXIST else {
        throw .cannotCreate(here, reason: SystemReason.text(forCode: code))
      }
      return nil
    }

    /// Replaces the folder reached with `other`, closing it.
    mutating func move(to other: Int32, resolved path: String) {
      close(descriptor)
      descriptor = other
      resolved = path
    }

    /// `name` after `base` with one `/` between.
    static func appending(_ name: String, to base: String) -> String {
      base + (base.isEmpty || base.hasSuffix("/") ? "" : "/") + name
    }
  }
}
