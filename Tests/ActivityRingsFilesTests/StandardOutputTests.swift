import ActivityRingsFiles
import Foundation
import Testing

/// Bytes to a descriptor: all of them, and a failure in words.
@Suite struct StandardOutputTests {
  @Test func everyByteReachesTheDescriptor() throws {
    let folder = try TestFolder()
    let descriptor = open(folder.path("out.bin"), O_WRONLY | O_CREAT, 0o600)
    try #require(descriptor >= 0)
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    try StandardOutput.write(bytes, to: descriptor, describing: "'out.bin'")
    #expect(close(descriptor) == 0)
    #expect(FileManager.default.contents(atPath: folder.path("out.bin")) == Data(bytes))
  }

  @Test func aDescriptorOpenOnlyForReadingIsNamedInWords() throws {
    let folder = try TestFolder()
    try folder.write("x", to: "in.txt")
    let descriptor = open(folder.path("in.txt"), O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let error = #expect(throws: SafeOutputError.self) {
      try StandardOutput.write([1], to: descriptor, describing: "'in.txt'")
    }
    #expect(error?.message == "cannot write 'in.txt': it is not open for writing")
  }
}
