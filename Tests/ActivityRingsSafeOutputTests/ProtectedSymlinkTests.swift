import ActivityRingsSafeOutput
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
}
