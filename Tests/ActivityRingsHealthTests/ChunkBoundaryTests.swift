import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The scanner gives the same result however its input is cut into chunks.
@Suite struct ChunkBoundaryTests {
  /// A small export touching every scanner state: XML declaration, DTD with a comment and an
  /// entity holding a fake summary (neither is a day), the root,
  /// a comment holding a fake summary, CDATA, summaries over several lines with both quote
  /// styles, `>` inside a value, entities, malformed tags (no `>`, a repeated attribute, `<` in a
  /// value, `>` in a name), an unquoted value, and the closing root.
  static let export = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 13 ]> -->
    <!ELEMENT ActivitySummary EMPTY><!ENTITY e "<ActivitySummary dateComponents='2000-01-03'/>">
    <!ATTLIST ActivitySummary
      dateComponents CDATA #IMPLIED
    ]>
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple&#160;Watch" value="52"/>
     <!-- <ActivitySummary dateComponents="2000-01-01"/> -->
     <![CDATA[ <ActivitySummary dateComponents="2000-01-02"/> ]]>
     <ActivitySummary dateComponents="2024-05-01" activeEnergyBurned="410.5"
        activeEnergyBurnedGoal='600' activeEnergyBurnedUnit="Cal" appleExerciseTime="25"
        appleExerciseTimeGoal="30" appleStandHours="10" appleStandHoursGoal="12"/>
     <ActivitySummary note="a > b &amp; c" dateComponents="2024-05-02" appleMoveTime="&#x33;&#48;"
        appleMoveTimeGoal="30" activeEnergyBurnedGoal="0"/>
     <ActivitySummary dateComponents="2024-05-03" appleStandHours="x"/>
     <ActivitySummary dateComponents="2024-05-04" appleStandHours="3"
     <Record type="HKQuantityTypeIdentifierStepCount" value="4"/>
     <ActivitySummary dateComponents="2024-05-05" appleStandHours="5"/>
     <ActivitySummary dateComponents="2024-05-06" appleStandHours="1" appleStandHours="2"/>
     <ActivitySummary dateComponents=2024-05-07 appleStandHours='7' />
     <ActivitySummary dateComponents="2024-05-08" note="a<b"/>
     <ActivitySummary dateComponents="2024-05-09" a>b="1"/>
    </HealthData>

    """.utf8)

  static func scanned(inChunksOf sizes: (Int) -> Int) -> HealthImport {
    var scanner = ActivitySummaryScanner()
    var index = 0
    var chunk = 0
    while index < export.count {
      let size = max(1, min(sizes(chunk), export.count - index))
      scanner.feed(Array(export[index..<(index + size)]))
      index += size
      chunk += 1
    }
    return scanner.finish()
  }

  @Test func wholeExportReadsAsExpected() {
    let result = HealthFixtures.scan(Self.export)
    #expect(
      result.summaries.map(\.day)
        == ["2024-05-01", "2024-05-02", "2024-05-03", "2024-05-05", "2024-05-07"]
        .map(HealthFixtures.day))
    #expect(result.summaries[0].activeEnergyBurnedGoal == 600)
    #expect(result.summaries[1].appleMoveTime == 30)
    #expect(result.summaries[1].effectiveMoveMode == .appleMoveTime)
    #expect(result.summaries[2].appleStandHours == nil)
    #expect(result.summaries[4].appleStandHours == 7)
    #expect(
      result.warnings.map(\.kind) == [
        .invalidValue, .malformedTag, .malformedTag, .malformedTag, .malformedTag,
      ])
    #expect(result.warnings.map(\.line) == [17, 18, 21, 23, 24])
  }

  @Test func everySplitIntoTwoGivesTheSameResult() {
    let whole = HealthFixtures.scan(Self.export)
    for offset in 0...Self.export.count {
      var scanner = ActivitySummaryScanner()
      scanner.feed(Array(Self.export[..<offset]))
      scanner.feed(Array(Self.export[offset...]))
      let result = scanner.finish()
      #expect(result == whole, "split at byte \(offset)")
      if result != whole { return }
    }
  }

  /// Tags one byte under, at and over a small length limit (the last one's extra byte opens a
  /// quote holding a `>`), read whole and split at every byte.
  @Test func tagsAtTheLengthLimitGiveTheSameResultAtEverySplit() {
    var limits = HealthImportLimits()
    limits.maximumTagBytes = 60
    // The tag buffer holds the bytes after the name up to the closing `>`.
    func tag(_ day: String, padding: Int, tail: String = "/") -> String {
      let inside = #" dateComponents="2024-05-\#(day)" appleStandHours="1" p=""#
      return "<ActivitySummary" + inside + String(repeating: "x", count: padding) + "\"" + tail
        + ">\n"
    }
    let fixed = tag("01", padding: 0).utf8.count - 2 - "<ActivitySummary".utf8.count
    let body =
      tag("01", padding: 59 - fixed) + tag("02", padding: 60 - fixed)
      + tag("03", padding: 60 - fixed, tail: #""a>b"/"#) + tag("04", padding: 0)
    let export = Array(HealthFixtures.export(body).utf8)
    let whole = HealthFixtures.scan(export, limits: limits)
    #expect(
      whole.summaries.map(\.day)
        == ["2024-05-01", "2024-05-02", "2024-05-04"].map(HealthFixtures.day))
    #expect(
      whole.warnings.map(\.message) == ["an ActivitySummary tag longer than 60 bytes; skipped it"])
    for offset in 0...export.count {
      var scanner = ActivitySummaryScanner(limits: limits)
      scanner.feed(Array(export[..<offset]))
      scanner.feed(Array(export[offset...]))
      let result = scanner.finish()
      #expect(result == whole, "split at byte \(offset)")
      if result != whole { return }
    }
  }

  /// Found by fuzzing (Scripts/fuzz export-xml): an export cut inside `<Health` after a
  /// processing instruction said line 1 (the instruction's) when read whole and line 2 when the
  /// `<` ended a chunk. It names line 2 at every split.
  @Test func aCutRootTagNamesItsOwnLineAtEverySplit() throws {
    let crash = try #require(
      Data(
        base64Encoded:
          "PD+mpqampqZaWVlYpqam//////////////////////////////////////////////////////////////////"
          + "////////////////////////////////////////////////////////////////+mpqampqampqampqampqam"
          + "R21sIHZlcnNpb249IjEuMCJLAG5jb25pbmc9IlVURi04Ij8+CjxIZWFsdGg="))
    let bytes = [UInt8](crash)
    let whole = HealthFixtures.scan(bytes)
    #expect(whole.warnings.map(\.kind) == [.truncated])
    #expect(whole.warnings.map(\.line) == [2])
    for offset in 0...bytes.count {
      var scanner = ActivitySummaryScanner()
      scanner.feed(Array(bytes[..<offset]))
      scanner.feed(Array(bytes[offset...]))
      #expect(scanner.finish() == whole, "split at byte \(offset)")
    }
  }

  @Test(arguments: [1, 2, 3, 7, 16, 64])
  func fixedChunkSizesGiveTheSameResult(size: Int) {
    #expect(Self.scanned(inChunksOf: { _ in size }) == HealthFixtures.scan(Self.export))
  }

  @Test func randomChunkSizesGiveTheSameResult() {
    var generator = SystemRandomNumberGenerator()
    let whole = HealthFixtures.scan(Self.export)
    for _ in 0..<50 {
      let sizes = (0..<Self.export.count).map { _ in Int.random(in: 1...40, using: &generator) }
      #expect(Self.scanned(inChunksOf: { sizes[$0] }) == whole)
    }
  }

  @Test func readerWithTinyChunksMatchesTheFixtureRead() throws {
    for fixture in [
      HealthExportFixtures.header2016, HealthExportFixtures.severalLines,
      HealthExportFixtures.withoutHeader, HealthExportFixtures.brokenDTD,
      HealthExportFixtures.dateComponents, HealthExportFixtures.numericEntities,
      HealthExportFixtures.truncated, HealthExportFixtures.summaries,
    ] {
      let big = try HealthExportReader().read(contentsOf: fixture)
      let tiny = try HealthExportReader(chunkSize: 7).read(contentsOf: fixture)
      #expect(big == tiny, "\(fixture.lastPathComponent)")
    }
  }
}
