import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing

/// Exports read from a descriptor that cannot seek: a pipe, as standard input is when a shell
/// pipes into a command.
@Suite struct StreamInputTests {
  /// Reads `bytes` through a pipe fed by another thread, as `cat bytes | tool` would.
  static func readThroughPipe(
    _ bytes: [UInt8], reader: HealthExportReader = HealthExportReader(),
    temporaryFolder: String? = nil
  ) throws -> HealthImport {
    let pipe = Pipe()
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(bytes))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    return try reader.read(
      fileDescriptor: pipe.fileHandleForReading.fileDescriptor, named: "standard input",
      temporaryFolder: temporaryFolder)
  }

  /// Days over more than one sniff length, so the replayed head and the rest of the stream
  /// meet inside a chunk and at chunk edges.
  static let export: [UInt8] = {
    var days = ""
    var day = try? CalendarDay(parsing: "2020-01-01")
    for _ in 0..<1_000 {
      guard let current = day else { break }
      days +=
        #"<ActivitySummary dateComponents="\#(current)" appleStandHours="8" appleStandHoursGoal="12"/>"#
        + "\n"
      day = try? current.adding(days: 1)
    }
    return Array(HealthFixtures.export(days).utf8)
  }()

  /// A closed standard input (`rings import - <&-`) is "not open for reading", not the
  /// writers' "not open for writing".
  @Test func aClosedDescriptorIsNotOpenForReading() throws {
    // A descriptor at the process's limit is never open: a closed pipe's number could be
    // reused by a test running beside this one.
    let closed = Int32(clamping: sysconf(Int32(_SC_OPEN_MAX)))
    let error = #expect(throws: HealthImportError.self) {
      try HealthExportReader().read(fileDescriptor: closed, named: "standard input")
    }
    #expect(error == .unreadable(path: "standard input", reason: "it is not open for reading"))
  }

  @Test(arguments: [1 << 10, 4_093, 64 << 10, 256 << 10])
  func aPipeReadsAsTheFileDoes(chunkSize: Int) throws {
    let reader = HealthExportReader(chunkSize: chunkSize)
    #expect(Self.export.count > 64 << 10, "longer than what is kept for the replay")
    let piped = try Self.readThroughPipe(Self.export, reader: reader)
    let file = try reader.read(contentsOf: HealthFixtures.file(Self.export))
    #expect(piped == file)
    #expect(piped.summaries.count == 1_000)
  }

  @Test func aCSVThroughAPipe() throws {
    let csv = "dateComponents,appleStandHours,appleStandHoursGoal\n2024-05-01,7,12\n"
    let result = try Self.readThroughPipe(Array(csv.utf8))
    #expect(result.summaries.map(\.appleStandHours) == [7])
  }

  @Test func aZipThroughAPipeIsCopiedAsideAndTheCopyIsGone() throws {
    let zip = try ZipFixtures.archive([
      ("apple_health_export/export_cda.xml", Array("<ClinicalDocument/>".utf8)),
      ("apple_health_export/export.xml", Self.export),
    ])
    let folder = try HealthFixtures.temporaryFolder()
    let bytes = try [UInt8](Data(contentsOf: zip))
    let result = try Self.readThroughPipe(bytes, temporaryFolder: folder.path)
    #expect(result == (try HealthExportReader().read(contentsOf: zip)))
    // The copy was unlinked as soon as it was made.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aZipLongerThanTheLimitIsNotCopied() throws {
    let zip = try ZipFixtures.archive([("export.xml", Self.export)], stored: true)
    let bytes = try [UInt8](Data(contentsOf: zip))
    let reader = HealthExportReader(limits: HealthImportLimits(maximumExportBytes: 10_000))
    #expect {
      _ = try Self.readThroughPipe(bytes, reader: reader)
    } throws: { error in
      "\(error)".contains("is copied to a temporary file, up to 10000 bytes")
    }
  }

  @Test func theCallersDescriptorStaysOpen() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data("not an export".utf8))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    #expect(throws: HealthImportError.notAnExport(path: "standard input")) {
      try HealthExportReader().read(fileDescriptor: descriptor, named: "standard input")
    }
    #expect(fcntl(descriptor, F_GETFD) >= 0)
  }
}
