import ActivityRingsSafeOutput
import Foundation
import SystemPackage
import Testing

/// Bytes to a descriptor: all of them, and a failure in words.
@Suite struct StandardOutputTests {
  @Test func everyByteReachesTheDescriptor() throws {
    let folder = try TestFolder()
    let descriptor = try FileDescriptor.open(
      FilePath(folder.path("out.bin")), .writeOnly, options: [.create], permissions: .ownerReadWrite
    )
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    try StandardOutput.write(bytes, to: descriptor, describing: "'out.bin'")
    try descriptor.close()
    #expect(FileManager.default.contents(atPath: folder.path("out.bin")) == Data(bytes))
  }

  @Test func aDescriptorOpenOnlyForReadingIsNamedInWords() throws {
    let folder = try TestFolder()
    try folder.write("x", to: "in.txt")
    let descriptor = try FileDescriptor.open(FilePath(folder.path("in.txt")), .readOnly)
    defer { try? descriptor.close() }
    let error = #expect(throws: SafeOutputError.self) {
      try StandardOutput.write([1], to: descriptor, describing: "'in.txt'")
    }
    #expect(error?.message == "cannot write 'in.txt': it is not open for writing")
  }
}
