import ActivityRings
import Foundation
import Testing

@testable import ActivityRingsHealth

/// The vectorised newline count agrees with a byte-by-byte count, and line numbers stay right
/// far into a large export, whatever the chunk size.
@Suite struct NewlineCounterTests {
  /// Bytes with newlines at irregular places, some runs of them, and bytes near `\n` in value.
  static let bytes: [UInt8] = (0..<20_000).map { index in
    switch (index * 7919) % 31 {
    case 0, 5: 0x0A
    case 1: 0x0B
    case 2: 0x8A
    case 3: 0x09
    default: UInt8(truncatingIfNeeded: 0x20 + index % 90)
    }
  }

  static func naiveCount(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  @Test(arguments: [0, 1, 3, 15, 16, 17, 255 * 16 - 1, 255 * 16, 255 * 16 + 1, 20_000])
  func countsLikeAByteLoop(length: Int) {
    for start in [0, 1, 7, 16, 33] where start <= length {
      let expected = Self.naiveCount(Self.bytes[start..<length])
      let counted = Self.bytes.withUnsafeBufferPointer {
        NewlineCounter.count(in: $0, from: start, to: length)
      }
      #expect(counted == expected, "bytes \(start)..<\(length)")
    }
  }

  @Test func allNewlinesDoNotOverflowTheByteCounters() {
    let newlines = [UInt8](repeating: 0x0A, count: 256 * 16 * 3 + 5)
    let counted = newlines.withUnsafeBufferPointer {
      NewlineCounter.count(in: $0, from: 0, to: $0.count)
    }
    #expect(counted == newlines.count)
  }

  /// A warning tens of thousands of lines in names its line, however the export is cut.
  @Test(arguments: [4_093, 65_536, 1 << 20])
  func warningLinesStayRightInALargeExport(chunkSize: Int) {
    let record =
      #" <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" value="4">"#
      + "\n  <MetadataEntry key=\"k\" value=\"v\"/>\n </Record>\n"
    let body =
      String(repeating: record, count: 12_000)
      + " <ActivitySummary dateComponents=\"2024-05-01\" appleStandHours=\"x\"/>\n"
      + String(repeating: record, count: 3_000)
      + " <ActivitySummary dateComponents=\"2024-05-02\"\n appleExerciseTime=\"y\"/>\n"
    let export = Array(HealthFixtures.export(body).utf8)
    // The export's header is 3 lines; each record 3 more.
    let firstLine = 3 + 12_000 * 3 + 1
    let secondLine = firstLine + 1 + 3_000 * 3
    var scanner = ActivitySummaryScanner()
    var index = 0
    while index < export.count {
      let end = min(index + chunkSize, export.count)
      scanner.feed(Array(export[index..<end]))
      index = end
    }
    let result = scanner.finish()
    #expect(result.summaries.count == 2)
    #expect(result.warnings.map(\.line) == [firstLine, secondLine])
    #expect(result == HealthFixtures.scan(export))
  }
}
