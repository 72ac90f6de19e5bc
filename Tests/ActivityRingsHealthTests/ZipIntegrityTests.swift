import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing

/// The hostile probe's zips that read as something they are not: a damaged deflate stream, a
/// local header that disagrees with the directory, or one whose name runs past the data, said
/// "none of them an Apple Health export XML" (a usage error, exit 64) instead of a corrupt
/// archive (exit 1); sizes past the end of the file imported silently.
@Suite struct ZipIntegrityTests {
  let reader = HealthExportReader()
  static let export = ZipImportTests.export

  /// An honest one-entry archive of the export, as bytes, and where its central directory
  /// record starts.
  static func archive(stored: Bool = false) throws -> (bytes: [UInt8], central: Int) {
    let zip = try ZipFixtures.archive([("export.xml", export)], stored: stored)
    let bytes = try [UInt8](Data(contentsOf: zip))
    let central = try #require(
      (0..<(bytes.count - 4)).last { bytes[$0..<($0 + 4)].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
    return (bytes, central)
  }

  /// Puts `value` little-endian at `offset`.
  static func put<Value: FixedWidthInteger>(_ value: Value, at offset: Int, in bytes: inout [UInt8])
  {
    withUnsafeBytes(of: value.littleEndian) {
      bytes.replaceSubrange(offset..<(offset + $0.count), with: $0)
    }
  }

  /// The reason of the corrupt-archive error reading `bytes` throws, or nil.
  func corruption(_ bytes: [UInt8]) throws -> String? {
    let file = try HealthFixtures.file(bytes, name: "export.zip")
    let error = #expect(throws: HealthImportError.self) { try reader.read(contentsOf: file) }
    guard case .corruptArchive(_, let reason) = error else {
      Issue.record("expected a corrupt archive, got \(String(describing: error))")
      return nil
    }
    return reason
  }

  @Test func theHonestArchiveIsRead() throws {
    let (bytes, _) = try Self.archive()
    let file = try HealthFixtures.file(bytes, name: "export.zip")
    let result = try reader.read(contentsOf: file)
    #expect(result.summaries.count == 1)
    #expect(result.warnings.isEmpty)
  }

  @Test func aDamagedDeflateStreamIsACorruptArchive() throws {
    var (bytes, _) = try Self.archive()
    let start = 30 + Int(bytes[26]) + Int(bytes[27]) << 8 + Int(bytes[28]) + Int(bytes[29]) << 8
    // A block type 3 (reserved): not valid deflate from its first byte.
    bytes[start] = 0x07
    #expect(try corruption(bytes)?.contains("is not valid deflate") == true)
  }

  @Test func aLocalHeaderWhoseMethodDisagreesIsACorruptArchive() throws {
    var (bytes, _) = try Self.archive()
    Self.put(UInt16(0), at: 8, in: &bytes)
    #expect(
      try corruption(bytes)
        == "the local header of 'export.xml' gives compression method 0, the directory 8")
  }

  @Test func aLocalNameThatRunsPastTheDataIsACorruptArchive() throws {
    var (bytes, _) = try Self.archive()
    Self.put(UInt16(0xFFFF), at: 26, in: &bytes)
    #expect(
      try corruption(bytes)?.hasPrefix("the data of 'export.xml' runs into the central") == true)
  }

  @Test(arguments: [UInt32(0xFFFF_FFF0), UInt32(1 << 20)])
  func aCompressedSizePastTheFileIsACorruptArchive(size: UInt32) throws {
    var (bytes, central) = try Self.archive()
    Self.put(size, at: central + 20, in: &bytes)
    #expect(
      try corruption(bytes)?.hasPrefix("the directory gives 'export.xml' \(size) bytes of data")
        == true)
  }

  /// A directory that claims more (or fewer) bytes than the entry holds: the checksum matches,
  /// but the sizes do not, which is damage, said in a warning beside what was read.
  @Test(arguments: [UInt32(0xFFFF_FFF0), UInt32(10)])
  func anUncompressedSizeThatIsWrongIsSaid(size: UInt32) throws {
    var (bytes, central) = try Self.archive()
    Self.put(size, at: central + 24, in: &bytes)
    let file = try HealthFixtures.file(bytes, name: "export.zip")
    let result = try reader.read(contentsOf: file)
    #expect(result.summaries.count == 1)
    #expect(result.warnings.first?.kind == .damagedArchive)
    #expect(
      result.warnings.first?.message.contains(
        "'export.xml' holds \(Self.export.count) bytes where the directory says \(size)") == true)
  }
}
