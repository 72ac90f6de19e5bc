import ActivityRings
import Foundation
import Testing

@testable import ActivityRingsHealth

/// A deflate stream whose last input byte is taken in while its output buffer fills: zlib then
/// holds output (and the end of the stream) with no input left, and the read must go on asking
/// for it instead of calling the data cut short. An entry ending in a long run of one byte does
/// this at some sizes and not others, depending on where the encoder's last bits fall.
@Suite struct ZipPaddingTests {
  static let mebibyte = 1 << 20

  /// Every padding the probe found failing (5–8, 12, 13, 20 and 256 MiB), with the others up to
  /// 20 MiB, 24, 32 and 64 MiB, through the zip reader with the import's 256 KiB buffers. The
  /// scanner is left out (the debug build's is slow over 256 MiB); the next test runs the
  /// whole import.
  @Test(arguments: Array(1...20) + [24, 32, 64, 256])
  func anEntryEndingInALongRunIsReadToItsEnd(mebibytes: Int) throws {
    let zip = PaddedZip(padding: mebibytes * Self.mebibyte)
    let file = try ReadOnlyFile(path: try zip.write().path)
    let entry = try #require(try ZipDirectory(file: file, maximumBytes: 1 << 20).entries.first)
    var delivered: Int64 = 0
    let outcome = try ZipEntryStream(file: file, entry: entry).read(maximumBytes: .max) {
      delivered += Int64($0.count)
      return true
    }
    #expect(outcome == .complete(bytes: Int64(zip.contentSize)))
    #expect(delivered == Int64(zip.contentSize))
  }

  /// A deflate stream that really stops early (its last bytes left out, the sizes agreeing) is
  /// still damage: the bytes before it are delivered, and the read ends.
  @Test func aDeflateStreamThatStopsEarlyIsStillDamage() throws {
    let zip = PaddedZip(padding: 5 * Self.mebibyte, droppedCompressedBytes: 3)
    let file = try ReadOnlyFile(path: try zip.write().path)
    let entry = try #require(try ZipDirectory(file: file, maximumBytes: 1 << 20).entries.first)
    let outcome = try ZipEntryStream(file: file, entry: entry).read(maximumBytes: .max) { _ in
      true
    }
    guard case .damaged(let bytes, let reason) = outcome else {
      Issue.record("expected damage, got \(outcome)")
      return
    }
    #expect(bytes < Int64(zip.contentSize))
    #expect(reason.contains("ends before its deflate stream does"))
  }

  /// The probe's reproducer, `<HealthData>` and 5 MiB of spaces, through the import: the only
  /// warning is the missing `</HealthData>`, at the entry's last byte.
  @Test func theProbesReproducerImportsWithoutADamageWarning() throws {
    let zip = PaddedZip(padding: 5 * Self.mebibyte)
    let result = try HealthExportReader().read(contentsOf: try zip.write())
    #expect(result.warnings.map(\.kind) == [.truncated])
    #expect(result.warnings.first?.byteOffset == Int64(zip.contentSize))
  }

  /// Small buffers meet the same boundary at small sizes: a whole export after a run of spaces,
  /// at every padding from 0 to 6 KB in steps of 7 bytes, read in 1 KiB pieces, imports its day
  /// with no warning.
  @Test func everyPaddingReadInSmallPiecesImportsWithoutAWarning() throws {
    let reader = HealthExportReader(chunkSize: 1 << 10)
    for padding in stride(from: 0, to: 6_000, by: 7) {
      let zip = PaddedZip(
        padding: padding,
        tail: Array(
          #"<ActivitySummary dateComponents="2024-05-01" appleStandHours="7"/></HealthData>"#
            .utf8))
      let result = try reader.read(contentsOf: try zip.write())
      #expect(result.warnings.isEmpty, "padding \(padding): \(result.warnings)")
      #expect(result.summaries.map(\.appleStandHours) == [7], "padding \(padding)")
    }
  }
}
