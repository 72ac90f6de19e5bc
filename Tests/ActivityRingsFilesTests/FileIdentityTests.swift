import ActivityRingsFiles
import Foundation
import Testing

/// One file, however it is reached.
@Suite struct FileIdentityTests {
  @Test func linksAndDescriptorsNameTheSameFile() throws {
    let folder = try TestFolder()
    try folder.write("x", to: "a.txt")
    try folder.write("y", to: "b.txt")
    symlink("a.txt", folder.path("soft"))
    link(folder.path("a.txt"), folder.path("hard"))
    let identity = try #require(FileIdentity(path: folder.path("a.txt")))
    #expect(identity.isRegularFile)
    #expect(FileIdentity(path: folder.path("soft")) == identity)
    #expect(FileIdentity(path: folder.path("hard")) == identity)
    #expect(FileIdentity(path: folder.path("b.txt")) != identity)
    #expect(FileIdentity(path: folder.path("missing")) == nil)
    let descriptor = open(folder.path("a.txt"), O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(FileIdentity(descriptor: descriptor) == identity)
  }
}
