import ActivityRings
import ActivityRingsFiles
import Foundation
import Testing

/// Paths are bytes: a name that is not UTF-8 names its own file, not the `�` file a lossy
/// decoding would name, and names as long as the file system allows are written, though the
/// temporary file's name adds some 20 bytes to them.
@Suite struct PathBytesTests {
  /// `\x80.txt`: not UTF-8.
  static let invalidName: [UInt8] = [0x80] + Array(".txt".utf8)

  @Test func aNameThatIsNotUTF8NamesItsOwnFile() throws {
    let folder = try TestFolder()
    // The name a lossy decoding gives `\x80.txt`.
    try folder.write("precious", to: "\u{FFFD}.txt")
    let path = folder.path + "/" + PathEncoding.string(fromBytes: Self.invalidName)
    try AtomicFileWriter.write(Array("new".utf8), to: path)
    #expect(folder.text(of: "\u{FFFD}.txt") == "precious")
    #expect(folder.byteNames == [Self.invalidName, Array("\u{FFFD}.txt".utf8)])
    #expect(FileIdentity(path: path) != FileIdentity(path: folder.path("\u{FFFD}.txt")))
  }

  @Test func aSetAndItsFoldersKeepTheirBytes() throws {
    let folder = try TestFolder()
    let inner = PathEncoding.string(fromBytes: [0xFF, 0x41])
    let file = folder.path + "/" + inner + "/" + PathEncoding.string(fromBytes: Self.invalidName)
    try AtomicFileSetWriter.write([OutputFile(path: file, bytes: [1])], inside: folder.path)
    #expect(folder.byteNames == [[0xFF, 0x41]])
    #expect(FileIdentity(path: file)?.isRegularFile == true)
  }

  @Test func aMessageShowsTheBytesEscaped() throws {
    let folder = try TestFolder()
    let missing = folder.path + "/" + PathEncoding.string(fromBytes: [0xFE]) + "/a.txt"
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write([1], to: missing)
    }
    #expect(
      error?.message.hasSuffix("/\\xFE' does not exist") == true, "\(String(describing: error))")
  }

  @Test(arguments: [236, 250, 255])
  func aLongNameTheFileSystemTakesIsWritten(length: Int) throws {
    let folder = try TestFolder()
    let name =
      String(repeating: "é", count: (length - 4) / 2)
      + String(repeating: "x", count: (length - 4) % 2) + ".txt"
    #expect(name.utf8.count == length)
    try AtomicFileWriter.write(Array("long".utf8), to: folder.path(name))
    #expect(folder.text(of: name) == "long")
    #expect(folder.names == [name])
  }

  @Test func aNameTheFileSystemRefusesIsSaidInWords() throws {
    let folder = try TestFolder()
    let name = String(repeating: "x", count: 256)
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write([1], to: folder.path(name))
    }
    #expect(
      error?.message.hasSuffix(": the name is too long") == true, "\(String(describing: error))")
    #expect(folder.names.isEmpty)
  }
}
