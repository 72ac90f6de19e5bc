import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing

/// `export.zip`: the export found by content, empty and corrupt archives, zip bombs.
@Suite struct ZipImportTests {
  let reader = HealthExportReader()
  static let export = Array(
    HealthFixtures.export(
      #"<ActivitySummary dateComponents="2024-05-01" appleStandHours="7" appleStandHoursGoal="12"/>"#
    ).utf8)

  @Test func theExportIsFoundByContentNotName() throws {
    let zip = try ZipFixtures.archive([
      ("apple_health_export/", []),
      ("apple_health_export/workout-routes/route_2024-05-01.gpx", Array("<gpx/>".utf8)),
      ("apple_health_export/export_cda.xml", Array("<ClinicalDocument/>".utf8)),
      ("apple_health_export/导出.xml", Self.export),
    ])
    let result = try reader.read(contentsOf: zip)
    #expect(result.summaries.map(\.appleStandHours) == [7])
    #expect(result.warnings.isEmpty)
  }

  @Test func anExportWithoutTheXMLExtensionIsFoundToo() throws {
    let zip = try ZipFixtures.archive([
      ("notes.txt", Array("hello".utf8)), ("Export", Self.export),
    ])
    #expect(try reader.read(contentsOf: zip).summaries.count == 1)
  }

  @Test func storedEntriesAreReadToo() throws {
    let zip = try ZipFixtures.archive([("export.xml", Self.export)], stored: true)
    #expect(try reader.read(contentsOf: zip).summaries.count == 1)
  }

  @Test func aZipFromAnotherToolIsRead() throws {
    // Written by Python's zipfile with ZIP64 records forced, as archives over 4 GiB have them.
    let zip = HealthFixtures.packageRoot.appendingPathComponent(
      "Tests/ActivityRingsHealthTests/Fixtures/zip64-export.zip")
    let result = try reader.read(contentsOf: zip)
    #expect(result.summaries.map(\.day) == [HealthFixtures.day("2024-05-01")])
    #expect(result.warnings.isEmpty)
  }

  @Test func anEmptyZipIsAnError() throws {
    let zip = try ZipFixtures.archive([])
    #expect(throws: HealthImportError.emptyArchive(path: zip.path)) {
      try reader.read(contentsOf: zip)
    }
    let onlyFolders = try ZipFixtures.archive([("apple_health_export/", [])])
    #expect(throws: HealthImportError.emptyArchive(path: onlyFolders.path)) {
      try reader.read(contentsOf: onlyFolders)
    }
  }

  @Test func aZipWithoutAnExportIsAnError() throws {
    let zip = try ZipFixtures.archive([
      ("export_cda.xml", Array("<ClinicalDocument/>".utf8)), ("a.gpx", Array("<gpx/>".utf8)),
    ])
    #expect(throws: HealthImportError.noExportInArchive(path: zip.path, fileCount: 2)) {
      try reader.read(contentsOf: zip)
    }
  }

  @Test func aZipCutShortIsACorruptArchive() throws {
    let zip = try ZipFixtures.archive([("export.xml", Self.export)])
    let bytes = try [UInt8](Data(contentsOf: zip))
    let cut = try HealthFixtures.file(Array(bytes.prefix(bytes.count / 2)), name: "export.zip")
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: cut) }
    guard case .corruptArchive(_, let reason) = error else {
      Issue.record("expected a corrupt archive, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("no end of central directory"))
  }

  @Test func damagedDeflateDataKeepsWhatWasReadWithAWarning() throws {
    let days = (1...28).map {
      #"<ActivitySummary dateComponents="2024-02-\#($0 < 10 ? "0" : "")\#($0)" appleStandHours="\#($0)"/>"#
    }
    let export = Array(HealthFixtures.export(days.joined(separator: "\n")).utf8)
    let zip = try ZipFixtures.archive([("export.xml", export)], stored: true)
    var bytes = try [UInt8](Data(contentsOf: zip))
    // Stored data: damage bytes near the end; the CRC catches it.
    let index = try #require(bytes.lastIndex(of: UInt8(ascii: "2")))
    bytes[index - 200] = UInt8(ascii: "#")
    let damaged = try HealthFixtures.file(bytes, name: "export.zip")
    let result = try reader.read(contentsOf: damaged)
    #expect(result.summaries.count >= 27)
    #expect(result.warnings.first?.kind == .damagedArchive)
  }

  /// Five bytes of deflate, a stored block claiming 65,535 bytes, run past the end of the file:
  /// ZIPFoundation 0.9.20's extract loops forever on this; the import must end.
  @Test(.timeLimit(.minutes(5)))
  func aDeflateStreamRunningPastTheFileEnds() throws {
    let zip = try ZipFixtures.archive([("export.xml", Self.export)])
    var bytes = try [UInt8](Data(contentsOf: zip))
    let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8
    let extraLength = Int(bytes[28]) | Int(bytes[29]) << 8
    let start = 30 + nameLength + extraLength
    bytes.replaceSubrange(start..<(start + 5), with: [0x00, 0xFF, 0xFF, 0x00, 0x00])
    let crafted = try HealthFixtures.file(bytes, name: "export.zip")
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: crafted) }
    // The data is damaged where the export should be: a corrupt archive (exit 1), not "no
    // export in it" (exit 64), as the hostile probe found it said.
    #expect(
      error
        == .corruptArchive(
          path: crafted.path,
          reason: "the compressed data of 'export.xml' ends before its deflate stream does"))
  }

  @Test func aZipBombStopsAtTheLimit() throws {
    // 50 MB of one repeated line inflates from about 50 KB.
    let header = Array(HealthFixtures.export("").utf8.dropLast(15))
    let line = Array(#" <Record type="HKQuantityTypeIdentifierHeartRate" value="52"/>"#.utf8) + [10]
    var content = header
    content.reserveCapacity(50_000_000)
    while content.count < 50_000_000 { content += line }
    let zip = try ZipFixtures.archive([("export.xml", content)])
    #expect(
      try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int ?? 0 < 1_000_000)
    var limits = HealthImportLimits()
    limits.maximumExportBytes = 10_000_000
    #expect(
      throws: HealthImportError.sizeLimitExceeded(
        path: zip.path, entry: "export.xml", limit: 10_000_000)
    ) {
      try HealthExportReader(limits: limits).read(contentsOf: zip)
    }
  }

  @Test func anEntryThatLiesAboutItsSizeStillStopsAtTheLimit() throws {
    let header = Array(HealthFixtures.export("").utf8.dropLast(15))
    let content = header + [UInt8](repeating: UInt8(ascii: " "), count: 3_000_000)
    let zip = try ZipFixtures.archive([("export.xml", content)])
    var bytes = try [UInt8](Data(contentsOf: zip))
    // Claim 100 bytes in the central directory (offset 24 of its record).
    let central = try #require(
      (0..<(bytes.count - 4)).last { bytes[$0..<($0 + 4)].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
    bytes.replaceSubrange((central + 24)..<(central + 28), with: [100, 0, 0, 0])
    let lying = try HealthFixtures.file(bytes, name: "export.zip")
    var limits = HealthImportLimits()
    limits.maximumExportBytes = 1_000_000
    #expect(
      throws: HealthImportError.sizeLimitExceeded(
        path: lying.path, entry: "export.xml", limit: 1_000_000)
    ) {
      try HealthExportReader(limits: limits).read(contentsOf: lying)
    }
  }

  /// A central directory past the limit is refused before it is read: a zip of millions of
  /// tiny files cannot take the memory of its directory.
  @Test func aDirectoryPastTheLimitIsRefused() throws {
    let zip = try ZipFixtures.archive(
      (0..<20).map { ("route_\($0).gpx", Array("<gpx/>".utf8)) } + [("export.xml", Self.export)])
    var limits = HealthImportLimits()
    #expect(try HealthExportReader(limits: limits).read(contentsOf: zip).summaries.count == 1)
    limits.maximumArchiveDirectoryBytes = 1_000
    let error = #expect(throws: HealthImportError.self) {
      try HealthExportReader(limits: limits).read(contentsOf: zip)
    }
    guard case .corruptArchive(_, let reason) = error else {
      Issue.record("expected a corrupt archive, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("the central directory is "))
    #expect(reason.contains("more than the limit of 1000"))
  }

  /// Many directory entries pointing at one entry's data had that data inflated once per entry
  /// (2 MB took 10 s, 4 MB 40 s): entries that share bytes are refused, with one line.
  @Test(.timeLimit(.minutes(1)))
  func entriesSharingDataAreRefused() throws {
    var zip = CraftedZip()
    // Empty stored deflate blocks: no output, so the sniff read them all, for every entry.
    let blocks = Array(repeating: [0x00, 0x00, 0x00, 0xFF, 0xFF] as [UInt8], count: 40_000)
      .flatMap { $0 }
    zip.addLocal(name: "x.xml", data: blocks)
    zip.entries = (0..<4_000).map { _ in
      CraftedZip.Entry(name: "x.xml", compressedSize: UInt32(blocks.count))
    }
    let crafted = try zip.write()
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: crafted) }
    #expect(
      error?.description
        == "'\(crafted.path)' is not a readable zip archive: entries 'x.xml' and 'x.xml' overlap "
        + "(their data share bytes of the file, as only a crafted archive's do)")
  }

  /// Entries whose local headers are apart but whose data is not (a local header's extra field
  /// leaps into the next entry) are refused too.
  @Test func dataRunningIntoTheNextEntryIsRefused() throws {
    var zip = CraftedZip()
    let route = Array("<gpx/>".utf8)
    let first = zip.addLocal(
      name: "a.xml", method: 0, compressedSize: 10, extraLength: 200, data: [])
    let second = zip.addLocal(name: "b.gpx", method: 0, data: route)
    zip.entries = [
      CraftedZip.Entry(name: "a.xml", method: 0, compressedSize: 10, size: 10, offset: first),
      CraftedZip.Entry(
        name: "b.gpx", method: 0, compressedSize: UInt32(route.count), size: UInt32(route.count),
        offset: second),
    ]
    let crafted = try zip.write()
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: crafted) }
    #expect(
      error?.description
        == "'\(crafted.path)' is not a readable zip archive: the data of 'a.xml' runs into the "
        + "next entry (their data share bytes of the file, as only a crafted archive's do)")
  }

  /// Looking for the export reads the start of at most so many files (100,000 tiny files that
  /// each inflate to 64 KiB took 9 s for 10 MB); the `.xml` ones are looked at first.
  @Test func theSearchForTheExportIsBounded() throws {
    let routes = (0..<12).map { ("route_\($0).gpx", Array("<gpx/>".utf8)) }
    let zip = try ZipFixtures.archive(routes + [("Export", Self.export)])
    var limits = HealthImportLimits()
    limits.maximumFilesSearched = 13
    #expect(try HealthExportReader(limits: limits).read(contentsOf: zip).summaries.count == 1)
    limits.maximumFilesSearched = 12
    #expect(
      throws: HealthImportError.searchLimitReached(path: zip.path, fileCount: 13, searched: 12)
    ) {
      try HealthExportReader(limits: limits).read(contentsOf: zip)
    }
    let named = try ZipFixtures.archive(routes + [("export.xml", Self.export)])
    limits.maximumFilesSearched = 1
    #expect(try HealthExportReader(limits: limits).read(contentsOf: named).summaries.count == 1)
  }

  /// A ZIP64 offset past the file's end said "Invalid argument"; the message names the entry.
  @Test func aZip64OffsetPastTheEndNamesTheEntry() throws {
    var zip = CraftedZip()
    zip.addLocal(data: Self.export)
    zip.entries = [
      CraftedZip.Entry(
        method: 0, compressedSize: UInt32(Self.export.count), size: UInt32(Self.export.count),
        offset: 0xFFFF_FFFF, zip64Offset: 0xFFFF_FFFF_FFFF_FFF0)
    ]
    let crafted = try zip.write()
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: crafted.path)[.size] as? Int)
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: crafted) }
    #expect(
      error?.description
        == "'\(crafted.path)' is not a readable zip archive: the directory places 'export.xml' "
        + "at byte \(0xFFFF_FFFF_FFFF_FFF0 as UInt64), past the file's end (byte \(size))")
  }

  /// A zip entry's name from the archive is quoted with at most 80 of its characters.
  @Test func longEntryNamesAreCutInMessages() throws {
    var zip = CraftedZip()
    let name = String(repeating: "n", count: 5_000) + ".xml"
    zip.addLocal(name: name, method: 12, data: Self.export)
    zip.entries = [
      CraftedZip.Entry(
        name: name, method: 12, compressedSize: UInt32(Self.export.count),
        size: UInt32(Self.export.count))
    ]
    let crafted = try zip.write()
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: crafted) }
    #expect(
      error?.description
        == "'\(crafted.path)': cannot read '\(String(repeating: "n", count: 80))'… (5004 "
        + "characters): compression method 12 is not supported (only stored and deflate)")
  }

  /// Health writes deflate; bzip2 (12) and LZMA (14) entries are refused, naming the method.
  @Test(arguments: [12, 14] as [UInt8])
  func otherCompressionMethodsAreRefused(method: UInt8) throws {
    let zip = try ZipFixtures.archive([("export.xml", Self.export)], stored: true)
    var bytes = try [UInt8](Data(contentsOf: zip))
    // The method is at offset 8 of the local header and offset 10 of the directory record.
    bytes[8] = method
    let central = try #require(
      (0..<(bytes.count - 4)).last { bytes[$0..<($0 + 4)].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
    bytes[central + 10] = method
    let crafted = try HealthFixtures.file(bytes, name: "export.zip")
    #expect(
      throws: HealthImportError.unsupportedArchiveEntry(
        path: crafted.path, entry: "export.xml",
        reason: "compression method \(method) is not supported (only stored and deflate)")
    ) {
      try reader.read(contentsOf: crafted)
    }
  }
}
