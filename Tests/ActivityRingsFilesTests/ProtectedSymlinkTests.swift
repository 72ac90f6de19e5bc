import ActivityRingsFiles
import Foundation
import Testing

/// The kernel's `fs.protected_symlinks` rule, kept when the writer follows a link itself: in a
/// sticky folder everyone may write to, only links of the caller or of the folder's owner are
/// followed. Changing a link's owner needs root.
@Suite(.enabled(if: geteuid() == 0, "lchown to another user needs root"))
struct ProtectedSymlinkTests {
  /// The user `nobody` on Linux.
  static let otherUser: uid_t = 65534

  /// A folder holding `victim.txt` and a sticky, world-writable `shared/` with a link
  /// `shared/today.txt` → the victim, owned by `linkOwner`.
  static func plantLink(owner linkOwner: uid_t, folderOwner: uid_t = 0) throws -> TestFolder {
    let folder = try TestFolder()
    try folder.write("precious", to: "victim.txt")
    #expect(mkdir(folder.path("shared"), 0o777) == 0)
    #expect(chmod(folder.path("shared"), 0o1777) == 0)
    #expect(chown(folder.path("shared"), folderOwner, folderOwner) == 0)
    #expect(symlink(folder.path("victim.txt"), folder.path("shared/today.txt")) == 0)
    #expect(lchown(folder.path("shared/today.txt"), linkOwner, linkOwner) == 0)
    return folder
  }

  @Test func anotherUsersLinkInAStickySharedFolderIsRefused() throws {
    let folder = try Self.plantLink(owner: Self.otherUser)
    let path = folder.path("shared/today.txt")
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write(Array("new".utf8), to: path)
    }
    #expect(
      error?.message
        == "cannot write '\(path)': it is another user's symbolic link in a shared folder "
        + "(sticky and writable by all, like /tmp), which is not followed")
    #expect(folder.text(of: "victim.txt") == "precious")
    #expect(folder.kind(of: "shared/today.txt") == S_IFLNK)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("shared")) == ["today.txt"])
  }

  @Test func aLinkFurtherDownAChainIsJudgedToo() throws {
    let folder = try Self.plantLink(owner: Self.otherUser)
    // The caller's own link leads to the planted one.
    #expect(symlink(folder.path("shared/today.txt"), folder.path("mine.txt")) == 0)
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write(Array("new".utf8), to: folder.path("mine.txt"))
    }
    #expect(
      error?.message.contains("'\(folder.path("shared/today.txt"))' is another user's") == true)
    #expect(folder.text(of: "victim.txt") == "precious")
  }

  @Test func theCallersOwnLinkIsFollowed() throws {
    let folder = try Self.plantLink(owner: geteuid())
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("shared/today.txt"))
    #expect(folder.text(of: "victim.txt") == "new")
    #expect(folder.kind(of: "shared/today.txt") == S_IFLNK)
  }

  @Test func theFolderOwnersLinkIsFollowed() throws {
    let folder = try Self.plantLink(owner: Self.otherUser, folderOwner: Self.otherUser)
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("shared/today.txt"))
    #expect(folder.text(of: "victim.txt") == "new")
  }

  @Test func aLinkInAFolderThatIsNotStickyIsFollowed() throws {
    let folder = try Self.plantLink(owner: Self.otherUser)
    #expect(chmod(folder.path("shared"), 0o777) == 0)
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("shared/today.txt"))
    #expect(folder.text(of: "victim.txt") == "new")
  }

  /// A folder holding `victim/` (the caller's) and a sticky, world-writable `shared/` with a
  /// link `shared/dir` → `victim/`, owned by `linkOwner`.
  static func plantFolderLink(owner linkOwner: uid_t) throws -> TestFolder {
    let folder = try TestFolder()
    #expect(mkdir(folder.path("victim"), 0o755) == 0)
    #expect(mkdir(folder.path("shared"), 0o777) == 0)
    #expect(chmod(folder.path("shared"), 0o1777) == 0)
    #expect(symlink(folder.path("victim"), folder.path("shared/dir")) == 0)
    #expect(lchown(folder.path("shared/dir"), linkOwner, linkOwner) == 0)
    return folder
  }

  /// The rule holds for every part of a path: the hostile probe's `-o sticky/dir/x.svg`
  /// replaced a file in root's folder through `nobody`'s link `sticky/dir`.
  @Test func anotherUsersLinkInAFolderPartIsRefused() throws {
    let folder = try Self.plantFolderLink(owner: Self.otherUser)
    try folder.write("precious", to: "victim/x.txt")
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write(Array("new".utf8), to: folder.path("shared/dir/x.txt"))
    }
    #expect(
      error?.message
        == "cannot write '\(folder.path("shared/dir/x.txt"))': '\(folder.path("shared/dir"))' is "
        + "another user's symbolic link in a shared folder (sticky and writable by all, like "
        + "/tmp), which is not followed")
    #expect(folder.text(of: "victim/x.txt") == "precious")
    // Deeper down, and through a link of the caller's own that leads there.
    #expect(symlink(folder.path("shared/dir"), folder.path("mine")) == 0)
    for path in ["shared/dir/a/b.txt", "mine/x.txt"] {
      #expect(throws: SafeOutputError.self) {
        try AtomicFileWriter.write(Array("new".utf8), to: folder.path(path))
      }
    }
    #expect(folder.text(of: "victim/x.txt") == "precious")
  }

  @Test func aSetOrNumberedFilesThroughAnotherUsersFolderLinkAreRefused() throws {
    let folder = try Self.plantFolderLink(owner: Self.otherUser)
    let root = folder.path("shared/dir")
    #expect(throws: SafeOutputError.self) {
      try AtomicFileSetWriter.write([OutputFile(path: root + "/a.png", bytes: [1])], inside: root)
    }
    #expect(throws: SafeOutputError.self) {
      try AtomicFileSetWriter.write(
        [OutputFile(path: root + "/deeper/a.png", bytes: [1])], inside: root + "/deeper")
    }
    #expect(throws: SafeOutputError.self) {
      try NumberedFiles(folder: root, prefix: "frame-", fileExtension: "png").write([[1], [2]])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("victim")).isEmpty)
  }

  @Test func theCallersOwnFolderLinkIsFollowed() throws {
    let folder = try Self.plantFolderLink(owner: geteuid())
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("shared/dir/x.txt"))
    try NumberedFiles(folder: folder.path("shared/dir"), prefix: "f", fileExtension: "png")
      .write([[1]])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("victim")).sorted() == [
        "f0000.png", "x.txt",
      ])
  }

  /// Another user's FIFO in a shared folder would hold the write until a reader came (the
  /// probe's root `rings render` blocked until killed): it is refused, whoever reads it. A
  /// reader is attached here, so that a write that is let through ends rather than hangs.
  @Test func anotherUsersFIFOInASharedFolderIsRefused() throws {
    let folder = try Self.plantLink(owner: Self.otherUser)
    let fifo = folder.path("shared/pipe")
    #expect(mkfifo(fifo, 0o666) == 0)
    #expect(chown(fifo, Self.otherUser, Self.otherUser) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    defer { close(reader) }
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write(Array("secret".utf8), to: fifo)
    }
    #expect(
      error?.message
        == "cannot write '\(fifo)': it is another user's FIFO in a shared folder (sticky and "
        + "writable by all, like /tmp), which is not opened")
    var buffer = [UInt8](repeating: 0, count: 16)
    #expect(read(reader, &buffer, buffer.count) <= 0)
    // The caller's own FIFO there is written.
    #expect(chown(fifo, geteuid(), getegid()) == 0)
    try AtomicFileWriter.write(Array("mine".utf8), to: fifo)
    #expect(read(reader, &buffer, buffer.count) == 4)
  }
}
