import ActivityRingsFiles
import Foundation
import Testing

/// A single file written safely: replaced in one step with its mode kept, links kept, read-only
/// files and missing folders refused with one line, and nothing left behind.
@Suite struct AtomicFileWriterTests {
  @Test func aNewFileGetsWhatAPlainCreateGives() throws {
    let folder = try TestFolder()
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("a.txt"))
    #expect(folder.text(of: "a.txt") == "new")
    let mask = umask(0)
    umask(mask)
    #expect(folder.mode(of: "a.txt") == 0o666 & ~mask)
    #expect(folder.names == ["a.txt"])
  }

  @Test func aNewSecretIsMadePrivateFromItsFirstByte() throws {
    let folder = try TestFolder()
    try AtomicFileWriter.write(Array("token".utf8), to: folder.path("token"), permissions: 0o600)
    #expect(folder.mode(of: "token") == 0o600)
    // A file replaced keeps its own mode, whatever a new one would get.
    chmod(folder.path("token"), 0o640)
    try AtomicFileWriter.write(Array("other".utf8), to: folder.path("token"), permissions: 0o600)
    #expect(folder.mode(of: "token") == 0o640)
    #expect(folder.names == ["token"])
  }

  @Test func aReplacedFileKeepsItsMode() throws {
    let folder = try TestFolder()
    try folder.write("old", to: "private.txt")
    chmod(folder.path("private.txt"), 0o600)
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("private.txt"))
    #expect(folder.text(of: "private.txt") == "new")
    #expect(folder.mode(of: "private.txt") == 0o600)
    #expect(folder.names == ["private.txt"])
  }

  @Test func aSymbolicLinkStaysAndTheFileItNamesIsReplaced() throws {
    let folder = try TestFolder()
    try folder.write("old", to: "real.txt")
    symlink("real.txt", folder.path("link.txt"))
    try AtomicFileWriter.write(Array("new".utf8), to: folder.path("link.txt"))
    #expect(folder.kind(of: "link.txt") == S_IFLNK)
    #expect(folder.text(of: "real.txt") == "new")
    #expect(folder.names == ["link.txt", "real.txt"])
  }

  @Test func aReadOnlyFileIsRefusedAndKept() throws {
    let folder = try TestFolder()
    try folder.write("precious", to: "locked.txt")
    chmod(folder.path("locked.txt"), 0o444)
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write(Array("new".utf8), to: folder.path("locked.txt"))
    }
    #expect(
      error?.message == "cannot write '\(folder.path("locked.txt"))': it is read-only (mode 444)")
    #expect(folder.text(of: "locked.txt") == "precious")
    #expect(folder.names == ["locked.txt"])
  }

  @Test func aMissingFolderIsNamed() throws {
    let folder = try TestFolder()
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write([1], to: folder.path("nowhere/a.txt"))
    }
    #expect(error?.message.hasSuffix("folder '\(folder.path("nowhere"))' does not exist") == true)
    #expect(folder.names.isEmpty)
  }

  @Test func aFileWhereTheFolderGoesIsNamed() throws {
    let folder = try TestFolder()
    try folder.write("text", to: "afile")
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write([1], to: folder.path("afile/a.png"))
    }
    #expect(error?.message.hasSuffix("'\(folder.path("afile"))' is a file, not a folder") == true)
    #expect(folder.text(of: "afile") == "text")
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let folder = try TestFolder()
    #expect(mkfifo(folder.path("pipe"), 0o600) == 0)
    nonisolated(unsafe) var received = Data()
    let reader = Thread {
      received = FileHandle(forReadingAtPath: folder.path("pipe"))?.readDataToEndOfFile() ?? Data()
    }
    reader.start()
    try AtomicFileWriter.write(Array("through".utf8), to: folder.path("pipe"))
    while reader.isExecuting { usleep(10_000) }
    #expect(received == Data("through".utf8))
    #expect(folder.kind(of: "pipe") == S_IFIFO)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"))
  func aFullDiskIsSaidInWords() throws {
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileWriter.write(Array("x".utf8), to: "/dev/full")
    }
    #expect(error?.message == "cannot write '/dev/full': the disk is full")
  }
}
